import {
  type IdeaTerm,
  ideaTerms,
  OfflineUnsupportedError,
  offlineAnswer,
  UnusableInputError,
  type WeightedText,
} from '@idea-studio/assistant';
import type { PromptRequest } from './types.js';

/**
 * What one offline answer sends back to the pool. Error classes do not survive the thread boundary (an error
 * arrives as a plain `Error`), so the failures the service tells apart are answers, re-thrown on the pool's side.
 */
export type EngineWorkerResult =
  | { ok: true; output: unknown; raw: string }
  | { ok: false; failure: 'unsupported' | 'unusableInput'; message: string };

/** Piscina calls the default export with each request. */
export default function answerInWorker(request: PromptRequest): EngineWorkerResult {
  try {
    const output = offlineAnswer(request);
    return { ok: true, output, raw: typeof output === 'string' ? output : JSON.stringify(output) };
  } catch (error) {
    if (error instanceof OfflineUnsupportedError) return { ok: false, failure: 'unsupported', message: error.message };
    if (error instanceof UnusableInputError) return { ok: false, failure: 'unusableInput', message: error.message };
    throw error;
  }
}

/** The idea's words that pick the knowledge-hub passages (relevance.ts): finding the places in them is costly. */
export function ideaTermsInWorker(texts: WeightedText[]): Map<string, IdeaTerm> {
  return ideaTerms(texts);
}
