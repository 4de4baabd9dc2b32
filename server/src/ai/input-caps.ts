// How much text one AI call may ask the assistant to analyse. The offline engine's work grows with the text (about
// 1.5 s for 50,000 characters on one core), so an unbounded prompt would occupy it for seconds per call; the
// caps keep every call to a founder's realistic input. Each AI route has a body limit in bytes (Fastify answers 413
// before the body is parsed) and a cap in characters on the text the prompt analyses, checked before any work.
import { ApiError, invalidInput } from '../http/errors.js';

/**
 * Characters of a chat message (POST /aiservice/default, /aiservice/feedbackcard): the contract's maxLength of
 * `userText` and `message`, which request validation enforces.
 */
export const CHAT_TEXT_CAP = 20_000;

/**
 * Characters of a step's input, a standalone or a plain-text prompt: a step's sections, a persona with its
 * situations, an interview's notes or a saved result fit many times over; a language model reads 48,000 of them
 * (providers/prompt.ts MAX_INPUT_CHARS).
 */
export const PROMPT_TEXT_CAP = 50_000;

/**
 * Characters of an uploaded paper to summarise: about a hundred pages of text. The summary reads the document
 * quickly (about 0.3 s for all of it), unlike the prompts that analyse every sentence.
 */
export const DOCUMENT_TEXT_CAP = 300_000;

/** The prompts whose input is a whole document and their cap. */
const DOCUMENT_PROMPTS: ReadonlySet<string> = new Set(['SUMMARIZE_DOCUMENT_UPLOAD']);

/**
 * Body limits in bytes: the text at its cap in UTF-8 (up to 3 bytes a character) with JSON's escapes and the
 * request's other fields.
 */
export const AI_BODY_LIMITS = {
  chat: 128 * 1024,
  prompt: 512 * 1024,
  document: 1024 * 1024,
} as const;

/** The text cap of a prompt by its catalogue id. */
export function textCapOf(promptId: string): number {
  return DOCUMENT_PROMPTS.has(promptId) ? DOCUMENT_TEXT_CAP : PROMPT_TEXT_CAP;
}

/** JSON input nested deeper than this is refused: nothing a founder sends is, and deep nesting is costly to walk. */
const MAX_DEPTH = 32;

/**
 * The text in an input: a string's characters; of JSON (a step's input array, a result) the characters of its
 * strings, keys and other values, not its brackets and quotes. Walks without recursion, so any body that parsed
 * can be measured; stops counting once `stopAt` is passed.
 */
export function textLength(input: unknown, stopAt = Number.POSITIVE_INFINITY): number {
  let length = 0;
  const pending: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  while (pending.length > 0 && length <= stopAt) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') length += value.length;
    else if (typeof value === 'number' || typeof value === 'boolean') length += String(value).length;
    else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) throw invalidInput(`The input is nested too deeply (at most ${MAX_DEPTH} levels).`);
      if (Array.isArray(value)) for (const item of value) pending.push({ value: item, depth: depth + 1 });
      else {
        for (const [key, item] of Object.entries(value)) {
          length += key.length;
          pending.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return length;
}

/** 50000 as 50,000 (not toLocaleString: its first call loads locale data for a fifth of a second). */
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 413 in the error envelope: the text is longer than the prompt analyses. */
export function textTooLong(cap: number): ApiError {
  return new ApiError(
    413,
    'payloadTooLarge',
    'Request too large',
    `The text for this AI prompt is too long: at most ${withThousands(cap)} characters.`,
  );
}

/** Refuses an input whose text is longer than `cap` characters (or nested too deeply) before any work on it. */
export function checkTextCap(input: unknown, cap: number): void {
  if (textLength(input, cap) > cap) throw textTooLong(cap);
}
