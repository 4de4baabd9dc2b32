// Feedback Card: a mentor's (or the synthetic user's) answer in the card's chat.
import { feedbackCardMessage } from '../generators/feedback.js';
import type { StepAnswers } from './types.js';

export const feedbackCard: StepAnswers<'feedbackCard'> = {
  CHAT: { answer: (request, rng) => feedbackCardMessage(request, rng) },
};
