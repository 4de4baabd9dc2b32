// User Insight Mapping: the main persona answers each question of the empathy map.
import { parseJson } from '../facts.js';
import { insightAnswers, personaOf, questionOf } from '../generators/insights.js';
import { roundOf } from './round-facts.js';
import type { StepAnswers } from './types.js';

export const insightMapping: StepAnswers<'insightMapping'> = {
  STEP_PROMPT: {
    answer: (request, rng) => {
      const { context } = request;
      const { results, facts } = roundOf(request, rng);
      const persona = personaOf(request.input, results, context.stepInput);
      return insightAnswers(questionOf(context.stepPromptNumber, parseJson(request.input)), persona, facts, rng);
    },
  },
};
