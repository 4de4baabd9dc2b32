// Databases for the tests and benchmarks that start real server processes: a SQLite file in a temporary folder,
// or a PostgreSQL database of its own on the local server (trust auth), dropped afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabaseUrl {
  url: string;
  drop(): Promise<void>;
}

export async function createSqliteDatabase(): Promise<TestDatabaseUrl> {
  const dir = await mkdtemp(join(tmpdir(), 'idea-studio-db-'));
  return { url: `sqlite:${join(dir, 'idea-studio.db')}`, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A new PostgreSQL database; throws when the server at PG_ADMIN_URL does not answer. */
export async function createPostgresDatabase(prefix: string): Promise<TestDatabaseUrl> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type DatabaseKind = 'sqlite' | 'postgres';

export function createDatabase(kind: DatabaseKind, prefix = 'idea_test'): Promise<TestDatabaseUrl> {
  return kind === 'sqlite' ? createSqliteDatabase() : createPostgresDatabase(prefix);
}
