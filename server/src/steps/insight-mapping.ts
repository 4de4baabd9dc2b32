import { INSIGHTS_INCOMPLETE } from '@idea-studio/sdk';
// User Insight Mapping (part 2 §2.11): the empathy questions about the main persona, answered with the assistant's
// help; the empathy map's frustrations are the round's pains (interviews, the verdict).
import { buildFacts, parseJson } from '../ai/offline/facts.js';
import { insightAnswers, personaOf, questionOf } from '../ai/offline/generators/insights.js';
import { repairInsightAnswers } from '../ai/repair.js';
import { insightMappingPdf } from './pdf/insight-mapping.js';
import type { ServerStepManifest } from './types.js';

export const insightMapping: ServerStepManifest<'insightMapping'> = {
  type: 'insightMapping',
  prompts: {
    STEP_PROMPT: {
      offline: (request, rng) => {
        const { context } = request;
        // The input is the persona and the question: the idea's words come from the round's results instead.
        const facts = buildFacts({ ...request, input: '' }, rng.fork('facts'), { allowStarter: true });
        const results = context.stepResults.map((r) => r.result);
        const persona = personaOf(request.input, results, context.stepInput);
        return insightAnswers(questionOf(context.stepPromptNumber, parseJson(request.input)), persona, facts, rng);
      },
      repair: repairInsightAnswers,
    },
  },
  pdf: insightMappingPdf,
  yields: ['empathyMap'],
  resultLabel: 'Empathy map of the main persona',
  resultRejected: INSIGHTS_INCOMPLETE,
};
