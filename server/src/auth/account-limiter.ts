import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Per-account rate limiting: attempts per key (an action plus a lower-cased e-mail address or a verifyId). It
 * complements the per-IP limits of the routes: an attacker who spreads requests over many addresses still cannot
 * try one account more than `max` times per window.
 *
 * It is a keyed limit of @fastify/rate-limit, so it is counted where every other limit is: in Redis when the
 * app servers share REDIS_URL, else in this process.
 */
export type AccountLimiter = (key: string) => Promise<boolean>;

const ACCOUNT_KEY = Symbol('accountKey');
type KeyedRequest = FastifyRequest & { [ACCOUNT_KEY]: string };

export function createAccountLimiter(app: FastifyInstance): AccountLimiter {
  const { max, windowMs } = app.config.auth.rateLimits.account;
  const check = app.createRateLimit({
    keyGenerator: (request) => `account:${(request as KeyedRequest)[ACCOUNT_KEY]}`,
    max,
    timeWindow: windowMs,
  });
  return async (key) => {
    // The limiter reads only its key and the route's limit settings from the request it is given; the services
    // that limit accounts work below the HTTP layer, so they hand it the key alone.
    const keyed = { routeOptions: { config: {} }, [ACCOUNT_KEY]: key } as unknown as KeyedRequest;
    const result = await check(keyed);
    return result.isAllowed || !result.isExceeded;
  };
}
