import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AiProviderName } from '@idea-studio/sdk';
import { packageRoot } from '../config.js';
import { pingDatabase } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { LimitStoreName } from '../http/limits.js';
import type { HandlerMap } from '../http/types.js';

const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server begins to shut down: health answers 503 so a balancer stops sending traffic. */
    readiness: { draining: boolean };
  }
}

export interface Health {
  status: 'ok';
  version: string;
  database: 'sqlite' | 'postgres';
  ai: AiProviderName;
  mail: 'outbox' | 'smtp';
  limits: LimitStoreName;
  time: string;
}

export const handlers: HandlerMap = {
  getHealth: async (request): Promise<Health> => {
    const { config, db, mailer, limits, readiness } = request.server;
    if (readiness.draining) {
      throw new ApiError(503, 'draining', 'Service unavailable', 'The server is shutting down.');
    }
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, 'databaseUnavailable', 'Service unavailable', 'The database is not reachable right now.');
    }
    return {
      status: 'ok',
      version,
      database: config.database.dialect,
      ai: config.ai.provider,
      mail: mailer.transport,
      limits: limits.store,
      time: new Date().toISOString(),
    };
  },
};
