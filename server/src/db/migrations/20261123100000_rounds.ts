import { type Kysely, PostgresAdapter } from 'kysely';

// Rounds (user tracks) and everything a round owns: step inputs, step results, result files (the PDF bytes in a
// table of their own, so listings never read them) and the report actions. Every round-owned table references
// `rounds` with ON DELETE CASCADE: deleting a round removes all of it, and later round-owned tables (the AI's
// chat threads) only need the same foreign key. Written for SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('track_id', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('finished', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_stream_id', 'text')
    .addColumn('last_step_id', 'text')
    .addColumn('step_index', 'integer')
    .addColumn('progress', 'text')
    .addColumn('is_variant', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('protected', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rounds_user_id_idx').on('rounds').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('rounds_project_id_idx').on('rounds').column('project_id').execute();

  await db.schema
    .createTable('user_inputs')
    .addColumn('round_id', 'text', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('step_id', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_inputs_pk', ['round_id', 'step_id'])
    .execute();

  await db.schema
    .createTable('result_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('round_id', 'text', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('current_step_nr', 'integer', (col) => col.notNull())
    .addColumn('step_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('result_files_round_id_idx')
    .on('result_files')
    .columns(['round_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('result_file_contents')
    .addColumn('file_id', 'text', (col) => col.primaryKey().references('result_files.id').onDelete('cascade'))
    .addColumn('content', binary, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('step_results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('round_id', 'text', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('stream_id', 'text', (col) => col.notNull())
    .addColumn('step_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('step_index', 'integer', (col) => col.notNull())
    .addColumn('prev_step_index', 'integer')
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('finished', 'integer', (col) => col.notNull().defaultTo(1))
    // A result whose file is deleted goes with it (spec part 2 §7.2: deleting a file deletes its result data).
    .addColumn('file_id', 'text', (col) => col.references('result_files.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('step_results_round_step_unique', ['round_id', 'stream_id', 'step_id'])
    .execute();
  await db.schema.createIndex('step_results_file_id_idx').on('step_results').column('file_id').execute();

  await db.schema
    .createTable('report_actions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('round_id', 'text', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('stream_id', 'text')
    .addColumn('step_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('report_actions_round_id_idx')
    .on('report_actions')
    .columns(['round_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_actions',
    'step_results',
    'result_file_contents',
    'result_files',
    'user_inputs',
    'rounds',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
