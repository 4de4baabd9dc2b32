import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import type { Db } from './database.js';
import { migrationProvider } from './migrations/index.js';

export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

function unwrap(result: MigrationResultSet, action: string): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Database migration ${action} failed${failed ? ` in ${failed}` : ''}: ${reason}`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Applies all pending migrations; returns the names of those it ran. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateToLatest(), 'to latest');
}

/** Reverts every migration (used by tests and by a full reset). */
export async function migrateDownAll(db: Db): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateTo(NO_MIGRATIONS), 'down');
}
