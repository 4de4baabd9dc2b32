import { invalidInput } from '../http/errors.js';

// Shared with the services that import them from here.
export { invalidInput } from '../http/errors.js';
export { isPlausibleId } from '../http/ids.js';

/** Deeper JSON than this is refused: nothing a step produces comes near it, and it keeps recursion bounded. */
export const MAX_JSON_DEPTH = 64;

/** The nesting depth of a JSON value, counted without recursion; stops counting past `limit`. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Any JSON value as text for the database; refuses values nested deeper than `MAX_JSON_DEPTH` (400). */
/** Refuses a value nested deeper than MAX_JSON_DEPTH (before anything walks it). */
export function checkJsonDepth(value: unknown, field: string): void {
  if (jsonDepth(value) > MAX_JSON_DEPTH) {
    throw invalidInput(`${field} is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
}

export function toJsonText(value: unknown, field: string): string {
  checkJsonDepth(value, field);
  return JSON.stringify(value ?? null);
}

export function fromJsonText(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

// C0/C1 control characters (PostgreSQL text refuses NUL; none belongs in a name or label).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A name or label as stored: control characters become spaces, runs of white space one space, trimmed. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** A name that must not be empty once cleaned (400 otherwise). */
export function requiredName(value: string, field = 'name'): string {
  const cleaned = cleanText(value);
  if (!cleaned) throw invalidInput(`${field} must not be empty.`);
  return cleaned;
}
