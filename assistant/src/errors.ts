/**
 * Thrown by an answer generator when the user's input gives it nothing to work with (a mission without words, a
 * document without readable text): the user's input is at fault, so the server answers 400 with the reason, not an
 * AI failure.
 */
export class UnusableInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableInputError';
  }
}

/** Thrown for prompts the offline assistant must not answer (web search) or does not know. */
export class OfflineUnsupportedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineUnsupportedError';
  }
}
