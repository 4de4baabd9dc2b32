import { INSIGHTS_INCOMPLETE } from '@idea-studio/sdk';
// User Insight Mapping (part 2 §2.11): the empathy questions about the main persona, answered with the assistant's
// help; the empathy map's frustrations are the round's pains (interviews, the verdict).
import { repairInsightAnswers } from '../ai/repair.js';
import { insightMappingPdf } from './pdf/insight-mapping.js';
import type { ServerStepManifest } from './types.js';

export const insightMapping: ServerStepManifest<'insightMapping'> = {
  type: 'insightMapping',
  prompts: {
    STEP_PROMPT: {
      repair: repairInsightAnswers,
    },
  },
  pdf: insightMappingPdf,
  yields: ['empathyMap'],
  resultLabel: 'Empathy map of the main persona',
  resultRejected: INSIGHTS_INCOMPLETE,
};
