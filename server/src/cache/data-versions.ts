/**
 * Where a user's data version comes from. The version is a counter in `data_versions` that database triggers raise
 * whenever a row the user can see changes (see the data_versions migration), whichever server or tool wrote it.
 * Anything kept in memory under a version is therefore current exactly while the version is unchanged.
 * Made by `createDataVersions` (versions.ts): read from the file on SQLite, kept by notifications on PostgreSQL
 * (versions-postgres.ts).
 */
export interface DataVersions {
  /**
   * The user's version now. Never misses a change this process committed before the call (read-your-writes); a
   * change by another process is seen as soon as it is heard of (at once on SQLite, a moment later on PostgreSQL).
   */
  current(userId: string): Promise<number>;
  close(): Promise<void>;
}
