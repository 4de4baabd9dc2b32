// Error rules of spec part 1 §8: the server's msg.headline/msg.text when both are present, otherwise a
// generic headline and text. One class for every failed call so web and CLI show errors the same way.
import { isRecord } from './rules/json.js';

export const FALLBACK_HEADLINE = 'Error';
export const FALLBACK_TEXT = 'There was a undetected error. Please try again later.';
export const TOO_MANY_REQUESTS_TEXT = 'Too many requests, please try again later.';
/** The headline of every 400 `validation` error (the server's envelope; the CLI's own checks use it too). */
export const INVALID_INPUT_HEADLINE = 'Invalid input';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly headline: string,
    readonly text: string,
    readonly code: string | undefined,
    readonly body?: unknown,
  ) {
    super(`${headline}: ${text}`);
    this.name = 'ApiError';
  }

  /** 401, or the server's `notLoggedIn` code: the user must log in again. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.code === 'notLoggedIn';
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

/** Builds the ApiError for a failed response body (already parsed, or raw text, or nothing). */
export function toApiError(status: number, body: unknown): ApiError {
  const msg = isRecord(body) ? body.msg : undefined;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  if (isRecord(msg) && typeof msg.headline === 'string' && typeof msg.text === 'string' && msg.headline && msg.text) {
    return new ApiError(status, msg.headline, msg.text, code, body);
  }
  if (status === 429) return new ApiError(status, FALLBACK_HEADLINE, TOO_MANY_REQUESTS_TEXT, code, body);
  return new ApiError(
    status,
    FALLBACK_HEADLINE,
    FALLBACK_TEXT,
    code ?? (msg === 'notLoggedIn' ? 'notLoggedIn' : undefined),
    body,
  );
}

/** Network failures (no response at all) get the same generic texts. */
export function networkError(cause: unknown): ApiError {
  const err = new ApiError(0, FALLBACK_HEADLINE, FALLBACK_TEXT, 'network', undefined);
  (err as Error).cause = cause;
  return err;
}
