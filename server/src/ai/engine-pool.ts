import {
  type IdeaTerm,
  type IdeaTermsOf,
  OfflineUnsupportedError,
  UnusableInputError,
  type WeightedText,
} from '@idea-studio/assistant';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { defaultPdfThreads } from '../config.js';
import { workerEntry } from '../workers/worker-entry.js';
import type { EngineWorkerResult } from './engine-worker.js';
import type { OfflineAnswerer } from './offline-provider.js';
import type { PromptRequest, ProviderAnswer } from './types.js';

/**
 * Runs the AI's text analysis on worker threads: the offline engine reads every sentence of the input, which takes
 * up to seconds of CPU for a long text, and the knowledge-hub passages are picked by the idea's words, whose places
 * take tens of milliseconds to find (any provider). On the request thread that would hold up every other request
 * (the health check among them) for as long.
 */

export interface OfflineEngine {
  answer: OfflineAnswerer;
  /** The idea's words for the knowledge-hub passages (relevance.ts `ideaTerms`). */
  ideaTerms: IdeaTermsOf;
  /** Lets the answers under way finish, then ends the threads. */
  close(): Promise<void>;
}

export interface OfflineEngineOptions {
  /** Worker threads at most; default as the PDF renderer's (one fewer than the cores, from 1 to 2). */
  threads?: number;
  /** How long an idle thread stays before it ends (ms); default 60 s. */
  idleTimeout?: number;
}

/** The worker's answer as the engine gives it on the calling thread: the answer, or its error re-thrown. */
function unwrap(result: EngineWorkerResult): ProviderAnswer {
  if (result.ok) return { output: result.output, raw: result.raw };
  if (result.failure === 'unusableInput') throw new UnusableInputError(result.message);
  throw new OfflineUnsupportedError(result.message);
}

export function createOfflineEngine(options: OfflineEngineOptions = {}): OfflineEngine {
  const pool = new Piscina<PromptRequest | readonly WeightedText[], EngineWorkerResult | Map<string, IdeaTerm>>({
    ...workerEntry(import.meta.url, 'engine-worker'),
    // No thread until the first answer is asked for; idle ones end again.
    minThreads: 0,
    maxThreads: options.threads ?? defaultPdfThreads(),
    idleTimeout: options.idleTimeout ?? 60_000,
  });
  // A closed Piscina pool would start new threads for later tasks, and nothing would close them again.
  let closed = false;
  return {
    async answer(request, complete) {
      if (closed) throw new Error('The offline engine is closed.');
      complete?.signal?.throwIfAborted();
      // The request is plain JSON (entry, input, history, context), so it is copied to the thread as it is.
      return unwrap((await pool.run(request, { signal: complete?.signal })) as EngineWorkerResult);
    },
    async ideaTerms(texts) {
      if (closed) throw new Error('The offline engine is closed.');
      return (await pool.run(texts, { name: 'ideaTermsInWorker' })) as Map<string, IdeaTerm>;
    },
    async close() {
      closed = true;
      await pool.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the offline AI engine off the request thread; closed with the app. */
    offlineEngine: OfflineEngine;
  }
}

/**
 * Gives the app its engine threads (`app.offlineEngine`), `config.ai.threads` of them; call before the routes are
 * registered. With 0 threads the app gets none, and the analysis runs on the request thread.
 */
export function registerOfflineEngine(app: FastifyInstance, options: OfflineEngineOptions = {}): void {
  const threads = options.threads ?? app.config.ai.threads;
  if (threads === 0) return;
  const engine = createOfflineEngine({ threads, ...options });
  app.decorate('offlineEngine', engine);
  app.addHook('onClose', async () => {
    await engine.close();
  });
}

/** The app's engine on worker threads; undefined when the app has none (the engine runs on the calling thread). */
export function offlineEngineOf(app: FastifyInstance): OfflineAnswerer | undefined {
  return app.hasDecorator('offlineEngine') ? app.offlineEngine.answer : undefined;
}

/** The app's idea-term analysis on worker threads; undefined when the app has none (it runs on the calling thread). */
export function ideaTermsOf(app: FastifyInstance): IdeaTermsOf | undefined {
  return app.hasDecorator('offlineEngine') ? app.offlineEngine.ideaTerms : undefined;
}
