import { createRequire } from 'node:module';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError, TOO_MANY_REQUESTS_TEXT } from './errors.js';

/** Where the rate limits are counted: in this process, or in Redis, shared by every app server. */
export type LimitStoreName = 'memory' | 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    limits: { store: LimitStoreName };
  }
}

/** Every limit key in Redis starts with this, so one Redis can serve other programs too. */
export const LIMIT_KEY_PREFIX = 'idea-studio:limit:';

interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
/** The store interface of @fastify/rate-limit (its types do not export it). */
interface LimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): LimitStore;
}
type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => LimitStore;

// The plugin's own Redis store (an atomic Lua script per hit); the package has no export map for it.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as RedisStoreClass;

function limitsUnavailable(): ApiError {
  return new ApiError(
    503,
    'limitsUnavailable',
    'Service unavailable',
    'The server cannot check its request limits right now. Please try again in a moment.',
  );
}

/**
 * The plugin's Redis store, with its errors turned into a 503 in the error envelope: without Redis no limit can
 * be checked, and letting requests through unlimited would hand an attacker the limits whenever Redis is down.
 */
function sharedStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const guard =
    (callback: StoreCallback): StoreCallback =>
    (error, result) => {
      if (!error) return callback(null, result);
      log.warn({ err: error }, 'rate limits: Redis is not answering');
      callback(limitsUnavailable());
    };
  class SharedStore implements LimitStore {
    private readonly inner: LimitStore;
    // The plugin constructs the store with its options (unused here); children wrap the inner store's children.
    constructor(_options?: unknown, inner?: LimitStore) {
      this.inner = inner ?? new RedisStore(false, false, redis, LIMIT_KEY_PREFIX);
    }
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.inner.incr(key, guard(callback), timeWindow, max);
    }
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.inner.read(key, guard(callback), timeWindow, max);
    }
    child(routeOptions: unknown): LimitStore {
      // A route's counts are kept under its method and URL; a keyed limit (the account limit) has no route, and
      // its own key names it.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const named = routeInfo?.url
        ? routeOptions
        : { ...(routeOptions as object), routeInfo: { method: '', url: 'keyed' } };
      return new SharedStore(undefined, this.inner.child(named));
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/** REDIS_URL without its password, for logs. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Connects to Redis and waits until it answers; a server that was told to share its limits must not start without. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // The Redis client loads only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast while the connection is down (the request gets a 503) instead of queueing requests behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return; // one line per kind of trouble while reconnecting, not one per try
    lastError = error.message;
    log.warn({ err: error }, 'Redis connection error');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at ${redactRedisUrl(url)} (REDIS_URL) is not reachable: ${reason}`);
  }
  return redis;
}

/**
 * Registers @fastify/rate-limit for the routes that name a limit (none is global). With REDIS_URL every limit is
 * counted in Redis, so N app servers enforce one limit together; without it this process counts alone.
 */
export async function registerLimits(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  const redis = redisUrl ? await connectRedis(redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.decorate('limits', { store: redis ? 'redis' : 'memory' });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: sharedStore(redis, app.log) } : {}),
    errorResponseBuilder: (_request, context) =>
      context.ban
        ? new ApiError(403, 'banned', 'Too many requests', TOO_MANY_REQUESTS_TEXT)
        : new ApiError(429, 'tooManyRequests', 'Too many requests', TOO_MANY_REQUESTS_TEXT),
  });
}
