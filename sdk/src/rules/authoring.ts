// Who wrote a text, as a client records it while the founder works (issue 26, DESIGN: authorship is recorded where
// text is written). Pure rules for the places a client keeps texts: a text keeps its author while it stays as it was
// and becomes the founder's once the founder changes it; an AI suggestion taken as it is, is `ai-accepted`; what
// Autofill, Autofill all or Answer for me fill in is `ai`. The labels come from rules/evidence.ts.
import type { FeedbackCardResult, FeedbackPin } from '../ai.js';
import { type Author, authorOf, checkedEvidenceOrigin } from './evidence.js';

/** A text with the author it has now. */
export interface Authored {
  text: string;
  author?: Author | null;
}

/**
 * The author of a text after a change to `text`: the same text (blanks at its ends aside) keeps its author, so
 * leaving and re-opening a field, or saving it again, never turns an accepted AI text into the founder's; any other
 * text was typed or edited by the founder.
 */
export function authorAfterChange(before: Authored | undefined, text: string): Author {
  if (before && before.text.trim() === text.trim() && before.text.trim() !== '') return authorOf(before.author);
  return 'founder';
}

/** Entries of a saved input, each with the author its kind and text have (entries without one count as the AI's). */
export function withEntryAuthors<T extends { type: string; content: string }>(
  entries: readonly T[],
  authors: (entry: T) => Author | null | undefined,
): Array<T & { author: Author }> {
  return entries.map((entry) => ({ ...entry, author: authorOf(authors(entry)) }));
}

/**
 * The authors kept in a saved input, by entry type (the first entry of a type wins, as when the input is read):
 * texts saved before authorship was recorded count as the AI's.
 */
export function entryAuthors(input: unknown): Map<string, Author> {
  const authors = new Map<string, Author>();
  if (!Array.isArray(input)) return authors;
  for (const item of input) {
    if (!item || typeof item !== 'object') continue;
    const { type, author } = item as { type?: unknown; author?: unknown };
    if (typeof type === 'string' && !authors.has(type)) authors.set(type, authorOf(author));
  }
  return authors;
}

/**
 * The author of the pins a mentor proposes in reply to a message: the mentor wrote them, so they are at most
 * accepted by the founder; a reply to a message the AI filled in (autofill) is the AI's alone.
 */
export const mentorPinAuthor = (messageAuthor: Author): Author => (messageAuthor === 'ai' ? 'ai' : 'ai-accepted');

/** The card with every pin from index `from` on (the ones a mentor's reply just added) given `author`. */
export function authorPinsFrom(card: FeedbackCardResult, from: number, author: Author): FeedbackCardResult {
  if (from >= card.pins.length) return card;
  return { ...card, pins: card.pins.map((pin, i): FeedbackPin => (i >= from ? { ...pin, author } : pin)) };
}

/** The card with the pin at `index` given `author` (a pin added or rephrased by hand is the founder's). */
export function authorPinAt(card: FeedbackCardResult, index: number, author: Author): FeedbackCardResult {
  if (!card.pins[index]) return card;
  return { ...card, pins: card.pins.map((pin, i): FeedbackPin => (i === index ? { ...pin, author } : pin)) };
}

/**
 * The pins as the reports and the canvas get them: a pin claims to be the founder's (origin `user`) only when the
 * founder wrote it, so what a mentor drew from an autofilled answer never turns into "entered by you" there.
 */
export const pinsAsEvidence = (pins: readonly FeedbackPin[]): FeedbackPin[] =>
  pins.map((pin) => {
    // A pin kept without an origin is the founder's claim when it was added by hand (as rules/pins.ts adds it).
    const claimed = pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai');
    const origin = checkedEvidenceOrigin({ origin: claimed, author: pin.author });
    return origin === pin.origin ? pin : { ...pin, origin };
  });
