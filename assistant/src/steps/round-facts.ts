import { buildFacts } from '../facts.js';
import type { Rng } from '../random.js';
import type { PromptRequest } from '../types.js';

/**
 * What a later step's prompt is answered from: the round's earlier results, and the idea's facts read from the
 * round (the input is JSON about the persona or the chat, not the idea's words).
 */
export function roundOf(request: PromptRequest, rng: Rng) {
  const results = request.context.stepResults.map((r) => r.result);
  const facts = buildFacts({ ...request, input: '' }, rng.fork('facts'), { allowStarter: true });
  return { results, facts };
}
