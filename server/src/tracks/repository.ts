import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { Database, RoundsTable } from '../db/schema.js';

export type RoundRow = Selectable<RoundsTable>;

/** The columns a track list shows: a round without its saved progress (which can be large). */
const SUMMARY_COLUMNS = [
  'id',
  'track_id',
  'project_id',
  'user_id',
  'name',
  'finished',
  'last_stream_id',
  'last_step_id',
  'is_variant',
  'protected',
  'created_at',
  'updated_at',
] as const;
export type RoundSummary = Pick<RoundRow, (typeof SUMMARY_COLUMNS)[number]>;

/** A track list's row: the round's summary and how many result files it has. */
export interface TrackRow extends RoundSummary {
  /** A bigint string from PostgreSQL; typed nullable as every scalar subquery is, though a count never is. */
  file_count: number | string | bigint | null;
}

/** The round's result files counted in the same statement, so a track list needs no query per count. */
const fileCount = (eb: ExpressionBuilder<Database, 'rounds'>) =>
  eb
    .selectFrom('result_files')
    .select(eb.fn.countAll().as('count'))
    .whereRef('result_files.round_id', '=', 'rounds.id')
    .as('file_count');

/** Queries on rounds and on the projects they live in. Each takes the `Db` or a transaction first. */

export async function insertRound(db: Db, row: Insertable<RoundsTable>): Promise<void> {
  await db.insertInto('rounds').values(row).execute();
}

export async function findRound(db: Db, id: string): Promise<RoundRow | undefined> {
  return db.selectFrom('rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The round as a track list shows it. */
export async function findTrackRow(db: Db, id: string): Promise<TrackRow | undefined> {
  return db.selectFrom('rounds').select(SUMMARY_COLUMNS).select(fileCount).where('id', '=', id).executeTakeFirst();
}

// The track list and the rename are the mixed workload's queries: compiled once (see db/prepared-query.ts).
const roundsOfUserRows = preparedQuery((db: Db, userId: string) =>
  db
    .selectFrom('rounds')
    .select(SUMMARY_COLUMNS)
    .select(fileCount)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc'),
);

const renamedRoundRows = preparedQuery((db: Db, id: string, userId: string, name: string, updatedAt: string) =>
  db
    .updateTable('rounds')
    .set({ name, updated_at: updatedAt })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(SUMMARY_COLUMNS)
    .returning(fileCount),
);

/** Renames the user's round in one statement; answers its new row, or undefined when the user has no such round. */
export async function renameRound(
  db: Db,
  id: string,
  userId: string,
  changes: { name: string; updated_at: string },
): Promise<TrackRow | undefined> {
  const [row] = await renamedRoundRows(db, id, userId, changes.name, changes.updated_at);
  return row;
}

/** The user's rounds, the latest updated first. */
export async function listRoundsOfUser(db: Db, userId: string): Promise<TrackRow[]> {
  return roundsOfUserRows(db, userId);
}

/** Every round of a project (all members'), the latest updated first. */
export async function listRoundsOfProject(db: Db, projectId: string): Promise<TrackRow[]> {
  return db
    .selectFrom('rounds')
    .select(SUMMARY_COLUMNS)
    .select(fileCount)
    .where('project_id', '=', projectId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function updateRound(db: Db, id: string, changes: Updateable<RoundsTable>): Promise<void> {
  await db.updateTable('rounds').set(changes).where('id', '=', id).execute();
}

/** Deletes the round; its inputs, step results, files, actions and chat memory go with it (foreign keys). */
export async function deleteRound(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('rounds').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A project the user owns. */
export async function findOwnProject(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'owner_id', 'sys_default'])
    .where('id', '=', projectId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
}

/** The user's default project (`sys_default` 1), if any. */
export async function findDefaultProject(db: Db, userId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'owner_id'])
    .where('owner_id', '=', userId)
    .where('sys_default', '=', 1)
    .orderBy('created_at')
    .executeTakeFirst();
}

export async function findProjectOwner(db: Db, projectId: string): Promise<string | undefined> {
  const row = await db.selectFrom('projects').select('owner_id').where('id', '=', projectId).executeTakeFirst();
  return row?.owner_id;
}

export async function isProjectMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('project_members')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
