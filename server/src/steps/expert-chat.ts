import { CHAT_INCOMPLETE } from '@idea-studio/sdk';
// The Solution Expert Chat (part 2 §2.13, §4.6): an interview with an expert about the solution, round by round,
// closed by a summary of what was learned and the objections.
import { repairChatEntries, wrapSingle } from '../ai/repair.js';
import { expertChatPdf } from './pdf/expert-chat.js';
import type { ServerStepManifest } from './types.js';

export const expertChat: ServerStepManifest<'expertChat'> = {
  type: 'expertChat',
  prompts: {
    STEP_PROMPT: {
      repair: repairChatEntries,
    },
    CLOSING_STEP_PROMPT: {
      repair: wrapSingle,
    },
  },
  pdf: expertChatPdf,
  yields: ['expertInterview'],
  resultLabel: 'Solution Expert Chat (interview with the persona)',
  resultRejected: CHAT_INCOMPLETE,
};
