// Solution Expert Chat: the persona answers the founder's questions, round by round, and the summary.
import { chatInput, chatRound, chatSummary } from '../generators/interview.js';
import { roundOf } from './round-facts.js';
import type { StepAnswers } from './types.js';

export const expertChat: StepAnswers<'expertChat'> = {
  STEP_PROMPT: {
    answer: (request, rng) => {
      const { results, facts } = roundOf(request, rng);
      return chatRound(chatInput(request.input, request.context.stepPromptNumber, results), facts, results, rng);
    },
  },
  CLOSING_STEP_PROMPT: {
    answer: (request, rng) => {
      const { results, facts } = roundOf(request, rng);
      return chatSummary(chatInput(request.input, request.context.stepPromptNumber, results), facts, results);
    },
  },
};
