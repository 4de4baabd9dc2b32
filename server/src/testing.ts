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

// Varied prose for load and cap tests: nouns of everyday ideas between small words.
const NOUNS =
  'bakery bread waste evening demand neighbour loaf discount owner family shop nurse shift hospital schedule student teacher homework farmer market price delivery bike city parent childcare cost energy roof tenant landlord repair'.split(
    ' ',
  );
const WORDS = 'the a our their because when who with for and to of in on every many small'.split(' ');

/** Varied English prose of `length` characters, the same for the same seed: every sentence is new to the engine. */
export function prose(length: number, seed: number): string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
  let text = '';
  while (text.length < length) {
    const words = Array.from({ length: 6 + next(10) }, (_, i) =>
      i % 2 ? WORDS[next(WORDS.length)] : `${NOUNS[next(NOUNS.length)]}${next(3) === 0 ? next(1000) : ''}`,
    );
    const sentence = `${words.join(' ')}. `;
    text += sentence[0]!.toUpperCase() + sentence.slice(1);
  }
  return text.slice(0, length);
}
