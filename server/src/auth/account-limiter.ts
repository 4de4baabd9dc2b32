import type { RateLimit } from '../config.js';

/**
 * Per-account rate limiting: a sliding-window log of attempts per key (an action plus a lower-cased e-mail
 * address or a verifyId), kept in memory. It complements the per-IP limits of the routes: an attacker who
 * spreads requests over many addresses still cannot try one account more than `max` times per window.
 *
 * In memory means per server instance: behind a load balancer each instance counts on its own.
 */
export interface AccountLimiter {
  /** Records an attempt and answers true, or answers false (recording nothing) when the limit is reached. */
  attempt(key: string, limit: RateLimit): boolean;
  /** Number of keys held (for tests). */
  readonly size: number;
}

interface Entry {
  hits: number[];
  windowMs: number;
}

export function createAccountLimiter(now: () => number, maxKeys = 10_000): AccountLimiter {
  const entries = new Map<string, Entry>();

  const sweep = (time: number) => {
    for (const [key, entry] of entries) {
      if (entry.hits[entry.hits.length - 1] <= time - entry.windowMs) entries.delete(key);
    }
    // Still too many live keys (a flood of distinct addresses): forget the oldest ones first.
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };

  return {
    attempt(key, limit) {
      const time = now();
      let entry = entries.get(key);
      if (entry) {
        entry.hits = entry.hits.filter((hit) => hit > time - limit.windowMs);
      } else {
        if (entries.size >= maxKeys) sweep(time);
        entry = { hits: [], windowMs: limit.windowMs };
        entries.set(key, entry);
      }
      entry.windowMs = limit.windowMs;
      if (entry.hits.length >= limit.max) return false;
      entry.hits.push(time);
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}
