/**
 * The text rules of the AI text control (part 2 §5, §9): the value is coerced to a string, words are counted by
 * splitting on spaces, at most 30 rows.
 */

/** Rows the textarea may hold (part 2 §9). */
export const MAX_ROWS = 30;
/** More words than this emit the "more than two words" notice (once). */
export const NOTICE_AFTER_WORDS = 2;

export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** The pieces between spaces, as the spec counts words ('' is one empty word, 'a ' two). */
export function words(value: unknown): string[] {
  return asText(value).split(' ');
}

/**
 * Valid when the word count exceeds the step's minimum, or equals it and the last word is not empty. Until then
 * Next and the AI button are disabled.
 */
export function isValidText(value: unknown, minWords: number): boolean {
  const pieces = words(value);
  return pieces.length > minWords || (pieces.length === minWords && pieces.at(-1) !== '');
}

/** Words actually typed (empty pieces between double spaces do not count), for the "more than two words" notice. */
export function typedWords(value: unknown): number {
  return words(value).filter((w) => w.trim() !== '').length;
}

export function rowCount(text: string): number {
  return text.split('\n').length;
}

/** Input that would exceed the row limit loses its last character (repeatedly, for pasted text). */
export function limitRows(text: string, maxRows = MAX_ROWS): string {
  let limited = text;
  while (rowCount(limited) > maxRows) limited = limited.slice(0, -1);
  return limited;
}

/** Rows the textarea's content takes on screen, wrapped lines included (0 where there is no layout). */
export function renderedRows(element: HTMLTextAreaElement): number {
  const style = getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  if (!lineHeight || !element.scrollHeight) return 0;
  const padding = (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0);
  return Math.round((element.scrollHeight - padding) / lineHeight);
}
