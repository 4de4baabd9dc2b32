// What the engine knows of a round's idea when the input is no description of it (a mentor's talk, a report):
// the idea card's target group and value proposition read as the Basic Idea's sections, the rest from the round's
// results. The founder's chat turns never change what the idea is about.

import { buildFacts, type Facts } from '../facts.js';
import type { Rng } from '../random.js';
import type { PromptRequest } from '../types.js';
import { isRecord } from './persona-notes.js';

export function roundFacts(request: PromptRequest, rng: Rng): Facts {
  const results = request.context.stepResults.map((r) => r.result);
  const card = results.find(
    (r): r is Record<string, unknown> => isRecord(r) && typeof r.value_proposition === 'string',
  );
  const sections = card
    ? [
        { type: 'TARGET USER', content: String(card.target_group ?? '') },
        { type: 'SOLUTION', content: String(card.value_proposition) },
      ].filter((s) => s.content.trim())
    : [];
  return buildFacts({ ...request, input: JSON.stringify(sections), history: [] }, rng, { allowStarter: true });
}
