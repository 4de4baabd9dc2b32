import type { HandlerMap } from '../http/types.js';
import { offlineEngineOf } from './engine-pool.js';
import { createProvider } from './provider.js';
import { createAiHandlers } from './routes.js';

/**
 * The AI operations with the configured provider (AI_PROVIDER; the offline engine on the app's worker threads when
 * it has them) and the catalogue of `catalogue/entries`.
 */
export const handlers: HandlerMap = createAiHandlers({
  provider: (app) => createProvider(app.config.ai, app.log, offlineEngineOf(app)),
});
