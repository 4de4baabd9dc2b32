// The offline provider: the assistant package's answers (@idea-studio/assistant) as an AiProvider, the default
// without a configured model and the engine of every test. With `engine` (engine-pool.ts: worker threads) the
// answers are worked out there; without, on the calling thread. Both give the same answer to the same request.
import { offlineAnswer } from '@idea-studio/assistant';
import type { AiProvider, CompleteOptions, PromptRequest, ProviderAnswer } from './types.js';

/** Answers one request as the offline assistant does; rejects with the assistant's own error classes. */
export type OfflineAnswerer = (request: PromptRequest, options?: CompleteOptions) => Promise<ProviderAnswer>;

export function createOfflineProvider(engine?: OfflineAnswerer): AiProvider {
  return {
    name: 'offline',
    async complete(request: PromptRequest, options?: CompleteOptions): Promise<ProviderAnswer> {
      if (engine) return engine(request, options);
      options?.signal?.throwIfAborted();
      const output = offlineAnswer(request);
      return { output, raw: typeof output === 'string' ? output : JSON.stringify(output) };
    },
  };
}
