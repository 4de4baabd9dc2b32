import type { Kysely } from 'kysely';

// The idea frame a step result was written from: the fingerprint (the SDK's frameFingerprint) of the round's idea
// frame when the result was saved, null when the idea had not been read. A result whose fingerprint differs from the
// round's frame now was written from an earlier reading of the idea (StepResult.writtenFromEarlierFrame).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('step_results').addColumn('frame_fingerprint', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('step_results').dropColumn('frame_fingerprint').execute();
}
