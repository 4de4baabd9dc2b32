import type { Kysely } from 'kysely';

// The AI chat memory: one thread per conversation (POST /aiservice/default) with its turns. A thread belongs to a
// user and, when the chat ran inside a round, to that round: deleting the round or the user forgets the thread,
// and its messages go with the thread.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_threads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('round_id', 'text', (col) => col.references('rounds.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('model_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ai_threads_user_id_idx').on('ai_threads').column('user_id').execute();
  await db.schema.createIndex('ai_threads_round_id_idx').on('ai_threads').column('round_id').execute();

  await db.schema
    .createTable('ai_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('thread_id', 'text', (col) => col.notNull().references('ai_threads.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ai_messages_thread_id_idx').on('ai_messages').columns(['thread_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_messages').execute();
  await db.schema.dropTable('ai_threads').execute();
}
