// The agents as the server names them in a prompt's context (PromptContext.agent), read for the tests from the
// server's data (server/src/ai/data/agents.json) as data, like the catalogue.
import { readFileSync } from 'node:fs';

const AGENTS = JSON.parse(
  readFileSync(new URL('../../../server/src/ai/data/agents.json', import.meta.url), 'utf8'),
) as Array<{ id: string; name: string; mainTag: string }>;

/** The context's `agent` of an agent id, as the server sets it. */
export function agentOf(agentId: string | undefined): { name: string; mainTag: string } | undefined {
  const agent = AGENTS.find((a) => a.id === agentId);
  return agent ? { name: agent.name, mainTag: agent.mainTag } : undefined;
}

/** A report prompt's agent (the report options name them by prompt). */
export function reportAgentOf(promptId: string): { name: string; mainTag: string } | undefined {
  const options = JSON.parse(
    readFileSync(new URL('../../../server/src/ai/data/report-options.json', import.meta.url), 'utf8'),
  ) as Array<{ promptId: string; agentId: string }>;
  return agentOf(options.find((o) => o.promptId === promptId)?.agentId);
}
