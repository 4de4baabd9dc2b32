import { CARD_INVALID } from '@idea-studio/sdk';
// The Feedback Card (part 2 §2.14, §7.1): mentors talk with the founder about the round (ai/feedback-card.ts) and
// propose pins; the founder's own pins are the only words of a report the server lets say "entered by you".
import { feedbackCardPdf } from './pdf/feedback-card.js';
import type { ServerStepManifest } from './types.js';

export const feedbackCard: ServerStepManifest<'feedbackCard'> = {
  type: 'feedbackCard',
  prompts: {
    CHAT: {},
  },
  pdf: feedbackCardPdf,
  yields: ['feedbackPins'],
  resultLabel: 'Feedback Card (the pins of the mentors)',
  resultRejected: CARD_INVALID,
};
