// The CLI printer of the Feedback Card step: its saved input and result as `step show` prints them.
import {
  evidenceLabel,
  type FeedbackCardResult,
  type FeedbackPin,
  feedbackCardOf,
  feedbackLeft,
  type LabelReader,
  pinsByAgent,
} from '@idea-studio/sdk';
import type { Lang } from '../lang.js';
import { PRINTER_LABELS, type StepPrinter } from './printer.js';

export const pinLine = (pin: FeedbackPin, index: number, lang: Lang = 'en', reader: LabelReader = 'founder') =>
  `  ${index + 1}. ${pin.prio ? '★ ' : ''}${pin.topic}: ${pin.content} [${pinLabel(pin, lang, reader)}]`;

/**
 * A pin's label: where its claim comes from (document, web) or who wrote it; "entered by you" only for a pin the
 * founder wrote (a pin without an author counts as the AI's).
 */
export const pinLabel = (pin: FeedbackPin, lang: Lang = 'en', reader: LabelReader = 'founder'): string =>
  evidenceLabel({ origin: pin.origin, source: pin.evidence, author: pin.author }, lang, reader);

/**
 * The card's pins by mentor, numbered by their place in the card (the number `pins rm|prio|edit` take); each pin's
 * label in the user's language (`lang`).
 */
export function cardLines(card: FeedbackCardResult, lang: Lang = 'en', reader: LabelReader = 'founder'): string[] {
  if (card.pins.length === 0) return [`  ${PRINTER_LABELS[lang].noPins}`];
  const lines: string[] = [];
  for (const [agentId, pins] of pinsByAgent(card.pins)) {
    lines.push(`  ${pins[0]?.agentName ?? agentId} (${agentId})`);
    for (const pin of pins) lines.push(`  ${pinLine(pin, card.pins.indexOf(pin), lang, reader)}`);
  }
  const left = feedbackLeft(card.pins.length);
  lines.push(`  ${PRINTER_LABELS[lang].feedbackCount(card.pins.length, left)}`);
  return lines;
}

export const feedbackCardPrinter: StepPrinter = {
  input: (input, lang) => cardLines(feedbackCardOf(input), lang),
  result: (result, lang, reader) => cardLines(feedbackCardOf(result), lang, reader),
};
