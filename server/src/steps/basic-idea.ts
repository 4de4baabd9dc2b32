// Basic Idea (part 2 §2.9): the founder writes the idea down section by section (problem, users, solution …), the
// assistant suggests and fills out, and the closing prompt makes the idea card, whose `name` names the round.

import { frameSlotProblem } from '@idea-studio/sdk';
import type { ServerStepManifest } from './types.js';

/**
 * The idea frame's slots in the saved input (StepInputByType.basicIdea): a PRICE KIND or SHAPE outside its values, or
 * a slot longer than a slot keeps, is refused with the SDK's rule (the web and the CLI check it before saving).
 */
function frameInputProblem(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  for (const [index, entry] of content.entries()) {
    const { type, content: text } = (entry ?? {}) as { type?: unknown; content?: unknown };
    if (typeof type !== 'string' || typeof text !== 'string') continue;
    const problem = frameSlotProblem(type, text);
    if (problem) return `content/${index}/content: ${problem}`;
  }
  return undefined;
}

/** The sentence a refused Basic Idea result gets (the SDK has none: the step makes the card with the AI). */
export const IDEA_CARD_INVALID = 'The Basic Idea result must be an idea card with a name.';

export const basicIdea: ServerStepManifest<'basicIdea'> = {
  type: 'basicIdea',
  prompts: {
    INITIALIZE_STEP_PROMPT: {},
    STEP_PROMPT: {},
    FILL_OUT_ALL_PROMPT: {},
    CLOSING_STEP_PROMPT: { keyField: 'name' },
  },
  // The generic layout, with the card's author as its label (results/pdf.ts withAuthorLabel).
  pdf: undefined,
  yields: ['ideaCard'],
  resultLabel: 'Basic Idea card',
  resultRejected: IDEA_CARD_INVALID,
  inputProblem: frameInputProblem,
};
