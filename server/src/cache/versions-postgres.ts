import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database.js';
import { DATA_VERSIONS_CHANNEL } from '../db/migrations/20261128100000_data_versions.js';
import type { WriteCounter } from '../db/statement-cache.js';
import type { DataVersions } from './data-versions.js';
import { readVersion } from './read-version.js';

export interface PostgresVersionsOptions {
  /** How long a fence waits for its own notification before the listener counts as lost. */
  fenceTimeoutMs?: number;
  /** How often an idle listener proves it still hears (a fence of its own). */
  heartbeatMs?: number;
  /** Waits between reconnection attempts, the last one repeating. */
  reconnectMs?: readonly number[];
}

const FENCE = 'fence:';
/** Past this many users the known versions start over (each costs one read to learn again). */
const MAX_KNOWN = 100_000;

/**
 * PostgreSQL: versions are learned once per user and then kept current by the notifications the data_versions
 * trigger sends on every raise (LISTEN on a connection of its own), so a request for a known user reads nothing.
 *
 * - Notifications arrive in commit order. A fence is a notification of our own: once it is heard, every change
 *   committed before it has been heard too. After this process wrote anything (its pool counts writes), the next
 *   `current` waits for a fence first, so a request never misses what an earlier one changed on this server; other
 *   servers hear the same notifications a moment later.
 * - Without a working listener nothing is kept: every call reads the database, as it does before the first
 *   LISTEN. A lost listener reconnects in the background; a fence or heartbeat that is not heard counts as lost.
 */
export function createPostgresVersions(
  db: Db,
  connectionString: string,
  writes: WriteCounter,
  log: FastifyBaseLogger,
  options: PostgresVersionsOptions = {},
): DataVersions {
  const fenceTimeoutMs = options.fenceTimeoutMs ?? 2000;
  const reconnectMs = options.reconnectMs ?? [250, 1000, 5000];
  const known = new Map<string, number>();
  const fences = new Map<string, () => void>();
  let listener: pg.Client | undefined;
  /** Raised whenever `known` starts over: reads begun before must not be kept. */
  let epoch = 0;
  let closed = false;
  let attempts = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const forget = () => {
    known.clear();
    epoch += 1;
  };

  const learn = (userId: string, version: number) => {
    if (known.size >= MAX_KNOWN && !known.has(userId)) forget();
    // Versions only grow: a read that raced a notification must not take the newer version back.
    if (version > (known.get(userId) ?? -1)) known.set(userId, version);
  };

  const onNotification = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (payload.startsWith(FENCE)) {
      fences.get(payload)?.();
      return;
    }
    const colon = payload.lastIndexOf(':');
    const version = Number(payload.slice(colon + 1));
    if (colon > 0 && Number.isFinite(version)) learn(payload.slice(0, colon), version);
  };

  const lost = new WeakSet<pg.Client>();

  function lose(client: pg.Client, error?: unknown): void {
    if (lost.has(client)) return;
    lost.add(client);
    if (client === listener) {
      listener = undefined;
      forget();
      log.warn(
        { err: error },
        'data versions: the database listener was lost; cached data is not used until it is back',
      );
    }
    // Waiting fences give up: with no listener nothing is kept that they could protect.
    for (const release of fences.values()) release();
    fences.clear();
    client.end().catch(() => {});
    if (!closed && !reconnectTimer) {
      const wait = reconnectMs[Math.min(attempts, reconnectMs.length - 1)];
      attempts += 1;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        void listen();
      }, wait);
      reconnectTimer.unref();
    }
  }

  async function listen(): Promise<void> {
    if (closed) return;
    // As in db/database.ts: the driver loads only for a PostgreSQL database, not for the default SQLite file.
    const { Client } = createRequire(import.meta.url)('pg') as typeof pg;
    const client = new Client({ connectionString, keepAlive: true });
    client.on('notification', onNotification);
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`listen ${DATA_VERSIONS_CHANNEL}`);
    } catch (error) {
      lose(client, error);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    forget();
    listener = client;
    attempts = 0;
  }

  /** Sends a fence and waits until the listener hears it; false when it does not in time. */
  async function fence(): Promise<boolean> {
    const client = listener;
    if (!client) return true;
    const token = `${FENCE}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      fences.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), fenceTimeoutMs);
    });
    try {
      await sql`select pg_notify(${DATA_VERSIONS_CHANNEL}, ${token})`.execute(db);
      const ok = await heard;
      if (!ok && client === listener) lose(client, new Error('a fence was not heard in time'));
      return ok;
    } catch (error) {
      // The database is unreachable: nothing kept can be trusted until the listener proves itself again.
      if (client === listener) lose(client, error);
      return false;
    } finally {
      clearTimeout(timer);
      fences.delete(token);
    }
  }

  /** The write count the latest heard fence covers. */
  let heardUpTo = writes.writes;
  let fencing: Promise<void> | undefined;

  /** Waits until every write this process counted so far has been heard of (one fence at a time, shared). */
  async function catchUp(): Promise<void> {
    const target = writes.writes;
    while (heardUpTo < target && listener) {
      if (!fencing) {
        const mark = writes.writes;
        fencing = fence().then((heard) => {
          if (heard) heardUpTo = Math.max(heardUpTo, mark);
          fencing = undefined;
        });
      }
      await fencing;
    }
  }

  const heartbeat = setInterval(() => void fence(), options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  void listen();

  return {
    async current(userId) {
      await catchUp();
      if (listener) {
        const version = known.get(userId);
        if (version !== undefined) return version;
      }
      const since = listener ? epoch : undefined;
      const version = await readVersion(db, userId);
      // Kept only when the listener heard everything since before the read began.
      if (since !== undefined && since === epoch && listener) learn(userId, version);
      return version;
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = undefined;
      forget();
      for (const release of fences.values()) release();
      fences.clear();
      if (client) {
        lost.add(client);
        await client.end().catch(() => {});
      }
    },
  };
}
