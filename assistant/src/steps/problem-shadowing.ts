// Problem Shadowing: a day in the persona's life, the situations, their alternatives, and the core problem.
import {
  dayInLife,
  fillShadowing,
  shadowingClosing,
  shadowingInput,
  shadowingSituations,
  situationAlternatives,
} from '../generators/situations.js';
import { roundOf } from './round-facts.js';
import type { StepAnswers } from './types.js';

export const problemShadowing: StepAnswers<'problemShadowing'> = {
  INITIALIZE_STEP_PROMPT: {
    answer: (request, rng) => {
      const { results, facts } = roundOf(request, rng);
      const { persona } = shadowingInput(request.input, results);
      return [{ day_in_life_story: dayInLife(persona, facts, rng) }];
    },
  },
  STEP_PROMPT: {
    answer: (request, rng) => {
      const { results, facts } = roundOf(request, rng);
      const input = shadowingInput(request.input, results);
      const n = request.context.stepPromptNumber ?? 0;
      return n >= 1 ? situationAlternatives(n, input, facts, rng) : shadowingSituations(input.persona, facts, rng);
    },
  },
  FILL_OUT_ALL_PROMPT: {
    answer: (request, rng) => {
      const { results, facts } = roundOf(request, rng);
      return fillShadowing(shadowingInput(request.input, results), facts, rng);
    },
  },
  CLOSING_STEP_PROMPT: {
    answer: (request, rng) => {
      const { results, facts } = roundOf(request, rng);
      return shadowingClosing(shadowingInput(request.input, results), facts, rng);
    },
  },
};
