import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config.js';
import { type Db, sqliteFileOf } from '../db/database.js';
import type { WriteCounter } from '../db/statement-cache.js';
import type { DataVersions } from './data-versions.js';
import { readVersion, toVersion } from './read-version.js';
import { createPostgresVersions } from './versions-postgres.js';

/**
 * SQLite: every version is read from the file when asked, so other processes sharing the file are seen at once and
 * nothing needs to be waited for. The read is a prepared primary-key lookup of a few microseconds, straight on the
 * file unless a transaction is open (then through Kysely, which waits for it to end).
 */
function createSqliteVersions(db: Db): DataVersions {
  const file = sqliteFileOf(db);
  const statement = file?.prepare('select version from data_versions where user_id = ?').pluck();
  return {
    current: async (userId) =>
      file && statement && !file.inTransaction
        ? toVersion(statement.get(userId) as number | undefined)
        : readVersion(db, userId),
    close: async () => {},
  };
}

export function createDataVersions(
  db: Db,
  config: DatabaseConfig,
  writes: WriteCounter,
  log: FastifyBaseLogger,
): DataVersions {
  return config.dialect === 'postgres'
    ? createPostgresVersions(db, config.connectionString, writes, log)
    : createSqliteVersions(db);
}
