import { INVALID_INPUT_HEADLINE } from '@idea-studio/sdk';

/** The error body every endpoint answers with. */
export interface ErrorEnvelope {
  msg: { headline: string; text: string };
  code: string;
}

/** A domain error that handlers throw; the error handler turns it into the envelope with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly headline: string;
  readonly text: string;

  constructor(status: number, code: string, headline: string, text: string) {
    super(`${headline}: ${text}`);
    this.name = 'ApiError';
    this.statusCode = status;
    this.code = code;
    this.headline = headline;
    this.text = text;
  }

  toEnvelope(): ErrorEnvelope {
    return envelope(this.code, this.headline, this.text);
  }
}

export function envelope(code: string, headline: string, text: string): ErrorEnvelope {
  return { msg: { headline, text }, code };
}

export const UNEXPECTED_ERROR = envelope('internal', 'Error', 'There was a undetected error. Please try again later.');

export const TOO_MANY_REQUESTS_TEXT = 'Too many requests, please try again later.';

export function notImplemented(): ApiError {
  return new ApiError(501, 'notImplemented', 'Not implemented', 'This operation is not available yet.');
}

/** 400 with the headline 'Invalid input' (the SDK's): the request breaks a rule; `text` says which. */
export function invalidInput(text: string, code = 'validation'): ApiError {
  return new ApiError(400, code, INVALID_INPUT_HEADLINE, text);
}

export function notFound(headline = 'Not found', text = 'The requested resource does not exist.'): ApiError {
  return new ApiError(404, 'notFound', headline, text);
}
