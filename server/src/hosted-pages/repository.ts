import { randomBytes } from 'node:crypto';
import { LANDING_PAGE_ID, REPORTS_STREAM } from '@idea-studio/sdk';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { LandingPagesTable } from '../db/schema.js';

export type LandingPageRow = Selectable<LandingPagesTable>;

/** Queries on hosted landing pages (one per round) and the sign-ups their e-mail form collects. */

/** The stored internal landing page of the round (JSON text of the step result), if it was generated. */
export async function findLandingResultText(db: Db, roundId: string): Promise<string | undefined> {
  // One row by the step result's unique key: the landing page data is all that is needed, not the round's results.
  const row = await db
    .selectFrom('step_results')
    .select('result')
    .where('round_id', '=', roundId)
    .where('stream_id', '=', REPORTS_STREAM)
    .where('step_id', '=', LANDING_PAGE_ID)
    .executeTakeFirst();
  return row?.result;
}

/** The parsed results of every step of the round (for the persona names a public page must not show). */
export async function listRoundResults(db: Db, roundId: string): Promise<unknown[]> {
  const rows = await db.selectFrom('step_results').select('result').where('round_id', '=', roundId).execute();
  return rows.flatMap((row) => {
    try {
      return [JSON.parse(row.result) as unknown];
    } catch {
      return [];
    }
  });
}

export async function findPageOfRound(db: Db, roundId: string): Promise<LandingPageRow | undefined> {
  return db.selectFrom('landing_pages').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

/** The user's most recently updated landing page account. */
export async function findLatestPageOfUser(db: Db, userId: string): Promise<LandingPageRow | undefined> {
  return db
    .selectFrom('landing_pages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findPage(db: Db, pageId: string): Promise<LandingPageRow | undefined> {
  return db.selectFrom('landing_pages').selectAll().where('id', '=', pageId).executeTakeFirst();
}

/**
 * Creates the round's account row, or updates its contact data when there is one (one per round, in one
 * statement, so two quick clicks cannot make two). The id of an existing row, and so its address, stays.
 */
export async function upsertAccount(
  db: Db,
  row: {
    id: string;
    roundId: string;
    userId: string;
    email: string;
    firstname: string;
    step: number;
    lang: string;
    now: string;
  },
): Promise<LandingPageRow> {
  await db
    .insertInto('landing_pages')
    .values({
      id: row.id,
      round_id: row.roundId,
      user_id: row.userId,
      email: row.email,
      firstname: row.firstname,
      step: row.step,
      data: null,
      lang: row.lang,
      views: 0,
      published_at: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.column('round_id').doUpdateSet({
        email: row.email,
        firstname: row.firstname,
        lang: row.lang,
        updated_at: row.now,
      }),
    )
    .execute();
  return db.selectFrom('landing_pages').selectAll().where('round_id', '=', row.roundId).executeTakeFirstOrThrow();
}

/** Stores the published copy of the page data. */
export async function publishPage(
  db: Db,
  pageId: string,
  values: { data: string; step: number; now: string },
): Promise<void> {
  await db
    .updateTable('landing_pages')
    .set({ data: values.data, step: values.step, published_at: values.now, updated_at: values.now })
    .where('id', '=', pageId)
    .execute();
}

/** The random salt of a day's visitor hashes, made by whichever server asks first (past days' are deleted). */
export async function daySalt(db: Db, day: string): Promise<string> {
  const kept = await db.selectFrom('landing_visit_salts').select('salt').where('day', '=', day).executeTakeFirst();
  if (kept) return kept.salt;
  await db
    .insertInto('landing_visit_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  // A new day: yesterday's salts and visits are of no further use.
  await db.deleteFrom('landing_visits').where('day', '<', day).execute();
  await db.deleteFrom('landing_visit_salts').where('day', '<', day).execute();
  const row = await db
    .selectFrom('landing_visit_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Notes a visitor's view of a page on a day; true when it is their first that day. */
export async function insertVisit(db: Db, visit: { pageId: string; day: string; visitor: string }): Promise<boolean> {
  const result = await db
    .insertInto('landing_visits')
    .values({ page_id: visit.pageId, day: visit.day, visitor: visit.visitor })
    .onConflict((oc) => oc.columns(['page_id', 'day', 'visitor']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Counts one view of a page (a single UPDATE). */
export async function countView(db: Db, pageId: string): Promise<void> {
  await db
    .updateTable('landing_pages')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', pageId)
    .execute();
}

/** Stores a sign-up; answers false when the address had signed up for the page already (nothing stored). */
export async function insertSignup(
  db: Db,
  row: { id: string; pageId: string; email: string; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('landing_signups')
    .values({ id: row.id, page_id: row.pageId, email: row.email, created_at: row.now })
    .onConflict((oc) => oc.columns(['page_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function countSignups(db: Db, pageId: string): Promise<number> {
  const row = await db
    .selectFrom('landing_signups')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The page's sign-ups, newest first. */
export async function listSignups(db: Db, pageId: string): Promise<{ email: string; created_at: string }[]> {
  return db
    .selectFrom('landing_signups')
    .select(['email', 'created_at'])
    .where('page_id', '=', pageId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
