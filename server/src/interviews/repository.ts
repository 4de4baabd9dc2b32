// Queries on interview records: the real conversations a founder recorded for a round (contract InterviewRecord).
// Access is checked by the caller (rounds/access.ts); these functions only read and write rows.
import type { components } from '@idea-studio/sdk';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { InterviewRecordsTable } from '../db/schema.js';

export type InterviewRecord = components['schemas']['InterviewRecord'];
export type InterviewAnalysis = components['schemas']['InterviewAnalysis'];
export type InterviewRow = Selectable<InterviewRecordsTable>;

const EMPTY_ANALYSIS: InterviewAnalysis = { quotes: [], confirmedPains: [], contradictedPains: [], surprises: [] };

function parseAnalysis(text: string): InterviewAnalysis {
  try {
    const value = JSON.parse(text) as Partial<InterviewAnalysis>;
    const list = (items: unknown) =>
      Array.isArray(items) ? items.filter((x): x is string => typeof x === 'string') : [];
    return {
      quotes: list(value.quotes),
      confirmedPains: list(value.confirmedPains),
      contradictedPains: list(value.contradictedPains),
      surprises: list(value.surprises),
    };
  } catch {
    return EMPTY_ANALYSIS;
  }
}

export function toInterviewRecord(row: InterviewRow): InterviewRecord {
  return {
    id: row.id,
    roundId: row.round_id,
    role: row.role,
    persona: row.persona,
    heldOn: row.held_on,
    notes: row.notes,
    fileName: row.file_name,
    analysis: parseAnalysis(row.analysis),
    provider: row.provider as InterviewRecord['provider'],
    dateCreated: row.created_at,
  };
}

/** The round's records, the latest conversation first (then the latest recorded). */
export async function listInterviewRecords(db: Db, roundId: string): Promise<InterviewRecord[]> {
  return (await listInterviewRows(db, roundId)).map(toInterviewRecord);
}

export async function insertInterviewRecord(db: Db, row: InterviewRow): Promise<InterviewRecord> {
  await db.insertInto('interview_records').values(row).execute();
  return toInterviewRecord(row);
}

/**
 * The stored analysis text: the contract's InterviewAnalysis plus `against`, the round's pains when the notes were
 * read (insights.ts re-reads the notes when the round's pains differ from these).
 */
export function analysisText(analysis: InterviewAnalysis, against: readonly string[]): string {
  return JSON.stringify({ ...analysis, against });
}

/** The pains a record's analysis was made against (none for an analysis stored without them). */
export function analysedAgainst(row: Pick<InterviewRow, 'analysis'>): string[] {
  try {
    const value = JSON.parse(row.analysis) as { against?: unknown };
    return Array.isArray(value.against) ? value.against.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The round's record rows, in the order of listInterviewRecords. */
export async function listInterviewRows(db: Db, roundId: string): Promise<InterviewRow[]> {
  return db
    .selectFrom('interview_records')
    .selectAll()
    .where('round_id', '=', roundId)
    .orderBy('held_on', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes a record of the round; false when the round has no such record. */
export async function deleteInterviewRecord(db: Db, roundId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('interview_records')
    .where('round_id', '=', roundId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
