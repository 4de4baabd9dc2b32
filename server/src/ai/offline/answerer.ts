// What the offline engine's callers share with it, apart from its answers: the engine's own error and the shape of
// an engine that answers elsewhere (engine-pool.ts: worker threads). Its own module so that the provider (index.ts),
// the pool and the worker need not import each other.
import type { CompleteOptions, PromptRequest, ProviderAnswer } from '../types.js';

/** Thrown for prompts the offline engine must not answer (web search) or does not know. */
export class OfflineUnsupportedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineUnsupportedError';
  }
}

/** Answers one request as the offline engine does; rejects with the engine's own error classes. */
export type OfflineAnswerer = (request: PromptRequest, options?: CompleteOptions) => Promise<ProviderAnswer>;
