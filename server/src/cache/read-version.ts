import type { Db } from '../db/database.js';

/** bigint arrives as a string from PostgreSQL; no row yet is version 0. */
export const toVersion = (value: number | string | null | undefined): number => Number(value ?? 0);

/** The user's data version as the database has it now. */
export async function readVersion(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('data_versions').select('version').where('user_id', '=', userId).executeTakeFirst();
  return toVersion(row?.version);
}
