import type { components } from '@idea-studio/sdk';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { HubFilesTable, HubFileType } from '../db/schema.js';
import { isPlausibleId } from '../team/repository.js';

export type HubFileRow = Selectable<HubFilesTable>;
export type HubFile = components['schemas']['HubFile'];

/** The contract's HubFile for a row. */
export function toHubFile(row: HubFileRow): HubFile {
  return {
    fileId: row.id,
    name: row.name,
    size: Number(row.size),
    fileType: row.file_type,
    type: row.mime,
    projectId: row.project_id,
    dateCreated: row.created_at,
  };
}

export interface NewHubFile {
  file: Insertable<HubFilesTable>;
  content: Buffer;
  text: string;
  passages: string[];
}

// Well below SQLite's limit of bound parameters per statement.
const PASSAGE_BATCH = 200;

/** Stores a file with its bytes, text and passages. Pass a transaction. */
export async function insertHubFile(db: Db, entry: NewHubFile): Promise<void> {
  await db.insertInto('hub_files').values(entry.file).execute();
  await db
    .insertInto('hub_file_contents')
    .values({ file_id: entry.file.id, content: entry.content, text: entry.text })
    .execute();
  for (let start = 0; start < entry.passages.length; start += PASSAGE_BATCH) {
    const batch = entry.passages.slice(start, start + PASSAGE_BATCH);
    await db
      .insertInto('hub_passages')
      .values(
        batch.map((text, index) => ({
          file_id: entry.file.id,
          project_id: entry.file.project_id,
          seq: start + index,
          text,
        })),
      )
      .execute();
  }
}

export async function findHubFile(db: Db, fileId: string): Promise<HubFileRow | undefined> {
  if (!isPlausibleId(fileId)) return undefined;
  return db.selectFrom('hub_files').selectAll().where('id', '=', fileId).executeTakeFirst();
}

/** A project's files, newest first; optionally of one type only. */
export async function listProjectFiles(db: Db, projectId: string, fileType?: HubFileType): Promise<HubFileRow[]> {
  let query = db.selectFrom('hub_files').selectAll().where('project_id', '=', projectId);
  if (fileType) query = query.where('file_type', '=', fileType);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The RAGFILEs of several projects, newest first. */
export async function listRagFiles(db: Db, projectIds: string[]): Promise<HubFileRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('hub_files')
    .selectAll()
    .where('project_id', 'in', projectIds)
    .where('file_type', '=', 'RAGFILE')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findFileByName(db: Db, projectId: string, name: string): Promise<HubFileRow | undefined> {
  return db
    .selectFrom('hub_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function findPitchDeck(db: Db, projectId: string): Promise<HubFileRow | undefined> {
  return db
    .selectFrom('hub_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('file_type', '=', 'PITCHDECK')
    .executeTakeFirst();
}

/** Deletes a file; its bytes, text and passages go with it (foreign keys cascade, the SQLite index by trigger). */
export async function deleteHubFileRow(db: Db, fileId: string): Promise<boolean> {
  const result = await db.deleteFrom('hub_files').where('id', '=', fileId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function readHubFileText(db: Db, fileId: string): Promise<string | undefined> {
  const row = await db.selectFrom('hub_file_contents').select('text').where('file_id', '=', fileId).executeTakeFirst();
  return row?.text;
}
