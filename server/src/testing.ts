// Test support that both the server's own suites (src/test, which is not built) and the cross-package suites in
// tests/ use; tests/ imports it as `@idea-studio/server/testing`. The server itself never loads this module.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { RATE_LIMIT_NAMES } from './config.js';

/**
 * The rate limits raised to `perMinute` requests a minute each, for runs whose requests should reach the handlers
 * rather than the limiters (the limits have suites of their own): every auth limit (`AUTH_RATE_LIMITS`), the AI
 * limit and the upload limit. Pick the variables a run needs.
 */
export function raisedRateLimits(perMinute: number) {
  const limit = `${perMinute}/1m`;
  return {
    AUTH_RATE_LIMITS: RATE_LIMIT_NAMES.map((name) => `${name}=${limit}`).join(','),
    AI_RATE_LIMIT: limit,
    UPLOAD_RATE_LIMIT: limit,
  };
}

/** Administrative connection used to create and drop the tests' PostgreSQL databases (trust auth). */
export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database: its DATABASE_URL, and how to remove it afterwards. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty SQLite file in a temporary folder; `drop` removes the folder. */
export async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'idea-test-'));
  return { url: `sqlite:${join(dir, 'test.db')}`, drop: () => rm(dir, { recursive: true, force: true }) };
}

async function runAsAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database `<prefix>_<random>` on the server at PG_ADMIN_URL (throws when that does not
 * answer); `drop` removes it, closing whatever is still connected. `prefix` must be a lower-case SQL identifier.
 */
export async function createPostgresDatabase(prefix = 'idea_test'): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`not a database name prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAsAdmin(`drop database if exists ${name} with (force)`) };
}
