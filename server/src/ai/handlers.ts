import type { HandlerMap } from '../http/types.js';
import { createProvider } from './provider.js';
import { createAiHandlers } from './routes.js';

/** The AI operations with the configured provider (AI_PROVIDER) and the catalogue of `catalogue/entries`. */
export const handlers: HandlerMap = createAiHandlers({ provider: (app) => createProvider(app.config.ai, app.log) });
