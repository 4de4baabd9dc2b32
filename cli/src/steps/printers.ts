// The CLI printers by step type: the registry, exhaustive over the contract's StepType (each printer lives with its
// step type in cli/src/steps/<type>.ts; --json prints the contract shapes instead).
import type { StepType } from '@idea-studio/sdk';
import { basicIdeaPrinter } from './basic-idea.js';
import { expertChatPrinter } from './expert-chat.js';
import { feedbackCardPrinter } from './feedback-card.js';
import { insightMappingPrinter } from './insight-mapping.js';
import type { StepPrinter } from './printer.js';
import { problemShadowingPrinter } from './problem-shadowing.js';
import { userTinderPrinter } from './user-tinder.js';

export { cardLines, pinLabel, pinLine } from './feedback-card.js';
export { byLine, PRINTER_LABELS, type StepPrinter } from './printer.js';

const plain: StepPrinter = {
  input: (input) => (input === null || input === undefined ? [] : [`  input: ${JSON.stringify(input)}`]),
  result: (result) => [`  ${JSON.stringify(result)}`],
};

/** The printer of every step type (exhaustive: a new step type does not compile without one). */
export const STEP_PRINTERS: { readonly [T in StepType]: StepPrinter } = {
  basicIdea: basicIdeaPrinter,
  userTinder: userTinderPrinter,
  insightMapping: insightMappingPrinter,
  problemShadowing: problemShadowingPrinter,
  expertChat: expertChatPrinter,
  feedbackCard: feedbackCardPrinter,
};

/** Printers of step types added at run time (`registerStepPrinter`). */
const added = new Map<string, StepPrinter>();

/**
 * Adds the printer of a step type outside the contract this CLI was built with (its SDK worker is added with
 * `registerStepWorker`); returns the function that removes it again.
 */
export function registerStepPrinter(type: StepType, printer: StepPrinter): () => void {
  if (Object.hasOwn(STEP_PRINTERS, type) || added.has(type)) throw new Error(`The step type ${type} has a printer.`);
  added.set(type, printer);
  return () => {
    added.delete(type);
  };
}

/** A step type this CLI does not know (a newer server's) is printed as plain JSON. */
export function printerFor(type: StepType): StepPrinter {
  return Object.hasOwn(STEP_PRINTERS, type) ? STEP_PRINTERS[type] : (added.get(type) ?? plain);
}
