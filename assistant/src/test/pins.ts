// A feedback pin for tests: a mentor's chat pin (origin ai) unless `extra` says otherwise.
export function testPin(agentId: string, agentName: string, topic: string, content: string, extra: object = {}) {
  return {
    topic,
    content,
    agentId,
    agentName,
    prio: false,
    source: 'SIMPLE-CHAT',
    origin: 'ai',
    evidence: null,
    ...extra,
  };
}
