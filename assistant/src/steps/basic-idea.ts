// Basic Idea: the opening message, a section's suggestions, the whole idea filled out, and the idea card.
import { buildFacts } from '../facts.js';
import { fillAll, ideaCard, sectionOf, stepSuggestions } from '../generators/basic-idea.js';
import { openingMessage } from '../generators/chat.js';
import type { StepAnswers } from './types.js';

export const basicIdea: StepAnswers<'basicIdea'> = {
  INITIALIZE_STEP_PROMPT: { answer: (request, rng) => [openingMessage(request, rng)] },
  STEP_PROMPT: {
    answer: (request, rng) => {
      const section = sectionOf(request.context.stepPromptNumber);
      const facts = buildFacts(request, rng.fork('facts'), { current: section, allowStarter: true });
      return stepSuggestions(section, facts, rng);
    },
  },
  FILL_OUT_ALL_PROMPT: {
    answer: (request, rng) => fillAll(buildFacts(request, rng.fork('facts'), { allowStarter: true }), rng),
  },
  CLOSING_STEP_PROMPT: {
    answer: (request, rng) => [ideaCard(buildFacts(request, rng.fork('facts'), { allowStarter: true }), rng)],
  },
};
