import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ResultFilesTable } from '../db/schema.js';

/** A result file's facts (never its bytes) with the owner of the project its round belongs to. */
export interface ResultFileRecord {
  id: string;
  round_id: string;
  user_id: string;
  file_name: string;
  file_type: string;
  file_size: number;
  current_step_nr: number;
  step_id: string;
  created_at: string;
  project_owner_id: string;
}

function selectFiles(db: Db) {
  return db
    .selectFrom('result_files')
    .innerJoin('rounds', 'rounds.id', 'result_files.round_id')
    .innerJoin('projects', 'projects.id', 'rounds.project_id')
    .select([
      'result_files.id',
      'result_files.round_id',
      'result_files.user_id',
      'result_files.file_name',
      'result_files.file_type',
      'result_files.file_size',
      'result_files.current_step_nr',
      'result_files.step_id',
      'result_files.created_at',
      'projects.owner_id as project_owner_id',
    ]);
}

/** Stores the file and its bytes. Pass a transaction. */
export async function insertResultFile(db: Db, row: Insertable<ResultFilesTable>, content: Uint8Array): Promise<void> {
  await db.insertInto('result_files').values(row).execute();
  await db.insertInto('result_file_contents').values({ file_id: row.id, content }).execute();
}

/** The round's files, oldest first. */
export async function listResultFiles(db: Db, roundId: string): Promise<ResultFileRecord[]> {
  return selectFiles(db)
    .where('result_files.round_id', '=', roundId)
    .orderBy('result_files.created_at')
    .orderBy('result_files.id')
    .execute();
}

export async function findResultFile(db: Db, roundId: string, fileId: string): Promise<ResultFileRecord | undefined> {
  return selectFiles(db)
    .where('result_files.round_id', '=', roundId)
    .where('result_files.id', '=', fileId)
    .executeTakeFirst();
}

export async function readResultFileContent(db: Db, fileId: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('result_file_contents')
    .select('content')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row?.content;
}

/** Deletes the file; its bytes and the step results pointing to it go with it (foreign keys). */
export async function deleteResultFile(db: Db, fileId: string): Promise<boolean> {
  const result = await db.deleteFrom('result_files').where('id', '=', fileId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
