import type { FastifyInstance } from 'fastify';
import type { WriteCounter } from '../db/statement-cache.js';
import type { DataVersions } from './data-versions.js';
import { VersionedCache } from './versioned-cache.js';
import { createDataVersions } from './versions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users' data versions (see versions.ts). */
    dataVersions: DataVersions;
    /** Serialized answers of hot reads, by route, user and parameters (see http/cached-answer.ts). */
    answers: VersionedCache<Buffer>;
  }
  interface FastifyRequest {
    /** The logged-in user's data version, read before the handler ran (null without a session). */
    dataVersion: number | null;
  }
}

/** Answers kept in all: a few thousand users' hot reads; sizes count characters of JSON text. */
export const ANSWER_CACHE_LIMITS = { maxEntries: 10_000, maxSize: 64 * 2 ** 20 } as const;

/** Users' data versions and the answer cache kept under them. */
export function registerCaches(app: FastifyInstance, writes: WriteCounter): void {
  const versions = createDataVersions(app.db, app.config.database, writes, app.log);
  app.decorate('dataVersions', versions);
  app.decorate('answers', new VersionedCache<Buffer>({ ...ANSWER_CACHE_LIMITS, sizeOf: (answer) => answer.length }));
  app.decorateRequest('dataVersion', null);
  app.addHook('onClose', async () => versions.close());
}
