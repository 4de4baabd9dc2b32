import { SHADOWING_INCOMPLETE } from '@idea-studio/sdk';
// Problem Shadowing (part 2 §2.12, §4.5): a day in the main persona's life, the situations the founder completes,
// and the closing's core problem — the pain the interviews and the verdict weigh first. The result is named by the
// persona it follows (`target_user`).
import { buildFacts } from '../ai/offline/facts.js';
import {
  dayInLife,
  fillShadowing,
  shadowingClosing,
  shadowingInput,
  shadowingSituations,
  situationAlternatives,
} from '../ai/offline/generators/situations.js';
import type { Rng } from '../ai/offline/random.js';
import { wrapSingle } from '../ai/repair.js';
import type { PromptRequest } from '../ai/types.js';
import { problemShadowingPdf } from './pdf/problem-shadowing.js';
import type { ServerStepManifest } from './types.js';

/** The input is JSON about the persona; the idea's words come from the round's results. */
export function validateStep(request: PromptRequest, rng: Rng) {
  const results = request.context.stepResults.map((r) => r.result);
  const facts = buildFacts({ ...request, input: '' }, rng.fork('facts'), { allowStarter: true });
  return { results, facts };
}

export const problemShadowing: ServerStepManifest<'problemShadowing'> = {
  type: 'problemShadowing',
  prompts: {
    INITIALIZE_STEP_PROMPT: {
      offline: (request, rng) => {
        const { results, facts } = validateStep(request, rng);
        const { persona } = shadowingInput(request.input, results);
        return [{ day_in_life_story: dayInLife(persona, facts, rng) }];
      },
      repair: wrapSingle,
    },
    STEP_PROMPT: {
      offline: (request, rng) => {
        const { results, facts } = validateStep(request, rng);
        const input = shadowingInput(request.input, results);
        const n = request.context.stepPromptNumber ?? 0;
        return n >= 1 ? situationAlternatives(n, input, facts, rng) : shadowingSituations(input.persona, facts, rng);
      },
    },
    FILL_OUT_ALL_PROMPT: {
      offline: (request, rng) => {
        const { results, facts } = validateStep(request, rng);
        return fillShadowing(shadowingInput(request.input, results), facts, rng);
      },
    },
    CLOSING_STEP_PROMPT: {
      offline: (request, rng) => {
        const { results, facts } = validateStep(request, rng);
        return shadowingClosing(shadowingInput(request.input, results), facts, rng);
      },
      repair: wrapSingle,
      keyField: 'target_user',
    },
  },
  pdf: problemShadowingPdf,
  yields: ['coreProblem'],
  resultLabel: 'Problem Shadowing (situations and the core problem)',
  resultRejected: SHADOWING_INCOMPLETE,
};
