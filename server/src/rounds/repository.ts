import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { ReportActionsTable, StepResultsTable, UserInputsTable } from '../db/schema.js';

export type StepResultRow = Selectable<StepResultsTable>;
export type UserInputRow = Selectable<UserInputsTable>;

/** Queries on what a round holds: step inputs, step results and report actions. */

export async function findUserInput(db: Db, roundId: string, stepId: string): Promise<UserInputRow | undefined> {
  return db
    .selectFrom('user_inputs')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('step_id', '=', stepId)
    .executeTakeFirst();
}

/** Inserts or overwrites the input of a step (one per step and round). */
export async function saveUserInput(
  db: Db,
  input: { roundId: string; stepId: string; content: string; now: string },
): Promise<void> {
  await db
    .insertInto('user_inputs')
    .values({
      round_id: input.roundId,
      step_id: input.stepId,
      content: input.content,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) =>
      oc.columns(['round_id', 'step_id']).doUpdateSet({ content: input.content, updated_at: input.now }),
    )
    .execute();
}

/** The saved inputs of the given steps in the given rounds (one query for a list of rounds). */
export async function listUserInputsOfSteps(
  db: Db,
  roundIds: readonly string[],
  stepIds: readonly string[],
): Promise<Array<Pick<UserInputRow, 'round_id' | 'step_id' | 'content'>>> {
  if (roundIds.length === 0 || stepIds.length === 0) return [];
  return db
    .selectFrom('user_inputs')
    .select(['round_id', 'step_id', 'content'])
    .where('round_id', 'in', roundIds)
    .where('step_id', 'in', stepIds)
    .execute();
}

// A track list reads it on every miss: compiled once per number of rounds (see db/prepared-query.ts).
const stepResultRows = preparedQuery((db: Db, roundIds: readonly string[]) =>
  db
    .selectFrom('step_results')
    .selectAll()
    .where('round_id', 'in', roundIds)
    .orderBy('round_id')
    .orderBy('step_index')
    .orderBy('created_at'),
);

/** The step results of the given rounds, by round, then in the order they were stored. */
export async function listStepResults(db: Db, roundIds: string[]): Promise<StepResultRow[]> {
  if (roundIds.length === 0) return [];
  return stepResultRows(db, roundIds);
}

/** The ids of the steps that have a saved result in the round. */
export async function stepIdsWithResult(db: Db, roundId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('step_results').select('step_id').where('round_id', '=', roundId).execute();
  return new Set(rows.map((row) => row.step_id));
}

/**
 * Stores the result of a step, replacing an existing result of the same step in the round (spec part 2 §4.10)
 * in one statement, so concurrent saves cannot leave two. `prev_step_index` keeps the replaced result's index.
 */
export async function upsertStepResult(db: Db, row: Insertable<StepResultsTable>): Promise<StepResultRow> {
  await db
    .insertInto('step_results')
    .values({ ...row, prev_step_index: null })
    .onConflict((oc) =>
      oc.columns(['round_id', 'stream_id', 'step_id']).doUpdateSet((eb) => ({
        id: eb.ref('excluded.id'),
        name: eb.ref('excluded.name'),
        prev_step_index: eb.ref('step_results.step_index'),
        step_index: eb.ref('excluded.step_index'),
        result: eb.ref('excluded.result'),
        finished: eb.ref('excluded.finished'),
        file_id: eb.ref('excluded.file_id'),
        created_at: eb.ref('excluded.created_at'),
        frame_fingerprint: eb.ref('excluded.frame_fingerprint'),
      })),
    )
    .execute();
  return db
    .selectFrom('step_results')
    .selectAll()
    .where('round_id', '=', row.round_id)
    .where('stream_id', '=', row.stream_id)
    .where('step_id', '=', row.step_id)
    .executeTakeFirstOrThrow();
}

/** Deletes the step results of a round that point to the file; answers how many there were. */
export async function deleteStepResultsOfFile(db: Db, roundId: string, fileId: string): Promise<number> {
  const result = await db
    .deleteFrom('step_results')
    .where('round_id', '=', roundId)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertReportAction(db: Db, row: Insertable<ReportActionsTable>): Promise<void> {
  await db.insertInto('report_actions').values(row).execute();
}
