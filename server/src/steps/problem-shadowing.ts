import { SHADOWING_INCOMPLETE } from '@idea-studio/sdk';
// Problem Shadowing (part 2 §2.12, §4.5): a day in the main persona's life, the situations the founder completes,
// and the closing's core problem — the pain the interviews and the verdict weigh first. The result is named by the
// persona it follows (`target_user`).
import { wrapSingle } from '../ai/repair.js';
import { problemShadowingPdf } from './pdf/problem-shadowing.js';
import type { ServerStepManifest } from './types.js';

export const problemShadowing: ServerStepManifest<'problemShadowing'> = {
  type: 'problemShadowing',
  prompts: {
    INITIALIZE_STEP_PROMPT: {
      repair: wrapSingle,
    },
    STEP_PROMPT: {},
    FILL_OUT_ALL_PROMPT: {},
    CLOSING_STEP_PROMPT: {
      repair: wrapSingle,
      keyField: 'target_user',
    },
  },
  pdf: problemShadowingPdf,
  yields: ['coreProblem'],
  resultLabel: 'Problem Shadowing (situations and the core problem)',
  resultRejected: SHADOWING_INCOMPLETE,
};
