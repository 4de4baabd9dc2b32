import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';

export interface CompanyFields {
  name: string;
  industryId: number;
  mission: string;
  webpage: string | null;
}

/** Saves the user's company (one per user), creating it when the account has none yet. */
export async function saveCompany(db: Db, userId: string, fields: CompanyFields, now: string): Promise<void> {
  const values = {
    name: fields.name,
    industry_id: fields.industryId,
    mission: fields.mission,
    webpage: fields.webpage,
    updated_at: now,
  };
  await db
    .insertInto('companies')
    .values({ id: newId(), user_id: userId, created_at: now, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findCompany(db: Db, userId: string) {
  return db
    .selectFrom('companies')
    .select(['name', 'industry_id', 'mission', 'webpage'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The id of the user's default project, if the account has one. */
export async function findDefaultProjectId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('owner_id', '=', userId)
    .where('sys_default', '=', 1)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}
