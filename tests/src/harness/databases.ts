// Databases for the tests and benchmarks that start real server processes: a SQLite file in a temporary folder,
// or a PostgreSQL database of its own on the local server (trust auth), dropped afterwards. The server's own suites
// make theirs with the same helpers (`@idea-studio/server/testing`).
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from '@idea-studio/server/testing';

export { createPostgresDatabase, createSqliteDatabase, PG_ADMIN_URL } from '@idea-studio/server/testing';
export type TestDatabaseUrl = TestDatabase;

export type DatabaseKind = 'sqlite' | 'postgres';

export function createDatabase(kind: DatabaseKind, prefix = 'idea_test'): Promise<TestDatabaseUrl> {
  return kind === 'sqlite' ? createSqliteDatabase() : createPostgresDatabase(prefix);
}
