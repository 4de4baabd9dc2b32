import type { Kysely } from 'kysely';
import { roundViewers, unversionTable, versionTable } from './20261128100000_data_versions.js';

// Evidence a founder can trust (DESIGN: authorship and evidence classes).
// - interview_records: real conversations the founder recorded for a round, with what the assistant read from the
//   notes (JSON). They belong to the round (ON DELETE CASCADE) and are versioned for its viewers.
// - ai_generated_texts: a hash of every text the AI answered for a round, so the server can refuse a founder claim
//   for a text the AI wrote (it becomes ai-accepted). Only hashes of normalised text are kept, never the text.

/** Round-owned, versioned tables of this migration, with who sees their rows. */
export const EVIDENCE_VERSIONED_TABLES = {
  interview_records: (r: string) => roundViewers(`${r}.round_id`),
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interview_records')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('round_id', 'text', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('persona', 'text')
    .addColumn('held_on', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text')
    // JSON text: the contract's InterviewAnalysis.
    .addColumn('analysis', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('interview_records_round_idx')
    .on('interview_records')
    .columns(['round_id', 'held_on'])
    .execute();
  for (const [table, viewers] of Object.entries(EVIDENCE_VERSIONED_TABLES)) await versionTable(db, table, viewers);

  await db.schema
    .createTable('ai_generated_texts')
    .addColumn('round_id', 'text', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ai_generated_texts_pk', ['round_id', 'hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_generated_texts').execute();
  for (const table of Object.keys(EVIDENCE_VERSIONED_TABLES)) await unversionTable(db, table);
  await db.schema.dropTable('interview_records').execute();
}
