import { NO_POSITIVE_PERSONA } from '@idea-studio/sdk';
// User Tinder (part 2 §2.10): the founder swipes through potential users drawn from the idea and picks the main
// persona, whom the later steps (insights, shadowing, the expert chat) and the project page are about.
import { repairPersonaList } from '../ai/repair.js';
import { userTinderPdf } from './pdf/user-tinder.js';
import type { ServerStepManifest } from './types.js';

export const userTinder: ServerStepManifest<'userTinder'> = {
  type: 'userTinder',
  prompts: {
    STEP_PROMPT: {
      repair: repairPersonaList,
    },
  },
  pdf: userTinderPdf,
  yields: ['mainPersona'],
  resultLabel: 'User Tinder (the main persona and the users sorted)',
  resultRejected: NO_POSITIVE_PERSONA,
};
