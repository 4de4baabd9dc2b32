import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AiMessagesTable, AiThreadsTable } from '../db/schema.js';
import type { ChatTurn } from './types.js';

export type AiThreadRow = Selectable<AiThreadsTable>;

/** Queries on chat threads and their turns. Each takes the `Db` or a transaction first. */

/** The user's thread; undefined for an unknown thread or another user's. */
export async function findThread(db: Db, threadId: string, userId: string): Promise<AiThreadRow | undefined> {
  return db
    .selectFrom('ai_threads')
    .selectAll()
    .where('id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertThread(db: Db, row: Insertable<AiThreadsTable>): Promise<void> {
  await db.insertInto('ai_threads').values(row).execute();
}

/** The last `limit` turns of a thread, oldest first. */
export async function listTurns(db: Db, threadId: string, limit: number): Promise<ChatTurn[]> {
  const rows = await db
    .selectFrom('ai_messages')
    .select(['role', 'content'])
    .where('thread_id', '=', threadId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => ({ role: row.role, content: row.content }));
}

export async function insertMessages(db: Db, rows: Insertable<AiMessagesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('ai_messages').values(rows).execute();
}

/** Forgets the turns of a thread (the conversation restarts in the same thread). */
export async function clearMessages(db: Db, threadId: string): Promise<void> {
  await db.deleteFrom('ai_messages').where('thread_id', '=', threadId).execute();
}

/** Deletes the user's thread with its turns; false when the user has no such thread. */
export async function deleteThread(db: Db, threadId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ai_threads')
    .where('id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
