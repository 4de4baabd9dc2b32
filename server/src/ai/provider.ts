// Picks the AI provider from the configuration: `offline` (the default: the deterministic engine built into the
// server) or `openai` (any OpenAI-compatible endpoint: AI_BASE_URL and AI_MODEL are required).
import { type AppConfig, ConfigError } from '../config.js';
import type { AiLog } from './log.js';
import { createOfflineProvider, type OfflineAnswerer } from './offline-provider.js';
import type { OpenAiProviderOptions } from './providers/openai.js';
import type { AiProvider } from './types.js';

/** `offlineEngine`: the app's engine on worker threads (engine-pool.ts); without it the engine runs in the caller. */
export function createProvider(ai: AppConfig['ai'], log: AiLog, offlineEngine?: OfflineAnswerer): AiProvider {
  if (ai.provider === 'offline') return createOfflineProvider(offlineEngine);
  if (!ai.baseUrl || !ai.model) {
    throw new ConfigError(
      'AI_PROVIDER=openai needs AI_BASE_URL (e.g. https://api.openai.com/v1 or http://localhost:11434/v1) and ' +
        'AI_MODEL (e.g. gpt-4o-mini or llama3.1).',
    );
  }
  return lazyOpenAiProvider({
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    model: ai.model,
    timeoutMs: ai.timeoutMs,
    log,
  });
}

/** The `openai` provider, whose client library loads with the first question rather than with the server. */
function lazyOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  let provider: Promise<AiProvider> | undefined;
  return {
    name: 'openai',
    async complete(request, completeOptions) {
      provider ??= import('./providers/openai.js').then(({ createOpenAiProvider }) => createOpenAiProvider(options));
      return (await provider).complete(request, completeOptions);
    },
  };
}
