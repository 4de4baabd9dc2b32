import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { pgPoolWithNamedStatements, sqliteWithStatementCache, type WriteCounter } from './statement-cache.js';

export type Db = Kysely<Database>;
export type DbDialect = DatabaseConfig['dialect'];

const sqliteFiles = new WeakMap<Db, SQLite.Database>();

/**
 * The SQLite file under a database opened by `createDatabase`, for the few reads too small to go through the query
 * builder (see cache/versions.ts). Such a read must not run while a transaction is open (`inTransaction`): it
 * would see that transaction's uncommitted rows, which queries through Kysely never do.
 */
export function sqliteFileOf(db: Db): SQLite.Database | undefined {
  return sqliteFiles.get(db);
}

/**
 * Opens the database described by the config. SQLite: creates the parent folder of the file, WAL journal,
 * foreign keys on. PostgreSQL: a connection pool, counting its writes in `writes` when given. Nothing is migrated
 * here (see `migrate.ts`).
 */
export function createDatabase(config: DatabaseConfig, writes?: WriteCounter): Db {
  if (config.dialect === 'sqlite') {
    if (config.filename !== ':memory:') mkdirSync(dirname(config.filename), { recursive: true });
    const database = new SQLite(config.filename);
    database.pragma('journal_mode = WAL');
    // With WAL, NORMAL syncs at checkpoints instead of at every commit: a commit survives a crash of the process
    // (it is in the WAL file), only an OS crash or power loss may undo the latest ones (SQLite's recommended pair).
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    // Several app instances may share one file; wait for a lock instead of failing at once.
    database.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteWithStatementCache(database) }) });
    sqliteFiles.set(db, database);
    return db;
  }
  // The PostgreSQL driver loads only for a PostgreSQL database, not for the default SQLite file.
  const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
  const pool = new Pool({ connectionString: config.connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reports the error.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgPoolWithNamedStatements(pool, writes) }) });
}

/** Runs `select 1`; resolves when the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
