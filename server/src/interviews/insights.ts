// The round's interview records together (listInterviews, and the verdict's observed evidence): per pain of the
// round, the records that confirm or contradict it with their quotes, the surprises with their record, and the core
// problem.
//
// Pains change after notes were read (the founder redoes the empathy map or the shadowing). Each stored analysis
// keeps the pains it was made against (repository.ts `against`); when they differ from the round's pains now, the
// notes are read again by the offline matcher against the current pains, on every read: it is deterministic and
// cheap, a GET writes nothing, and going back to the old pains brings back the stored reading (a model's, maybe).
// Such a record is reported with provider `offline`, because that is who read it against these pains.

import { analyseInterviewNotes } from '@idea-studio/assistant';
import type { components } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { listStepResults } from '../rounds/repository.js';
import { toStepResult } from '../rounds/service.js';
import { findRound } from '../tracks/repository.js';
import { knownTexts, type RoundPains, roundPainsOf } from './pains.js';
import {
  analysedAgainst,
  type InterviewRecord,
  type InterviewRow,
  listInterviewRows,
  toInterviewRecord,
} from './repository.js';

export type InterviewInsights = components['schemas']['InterviewInsights'];
type InterviewPain = components['schemas']['InterviewPain'];

const samePains = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((pain, i) => pain === b[i]);

/** A record as read against the round's current pains (see the header). */
export function recordAgainst(row: InterviewRow, round: RoundPains): InterviewRecord {
  const record = toInterviewRecord(row);
  if (samePains(analysedAgainst(row), round.pains)) return record;
  const analysis = analyseInterviewNotes({ notes: row.notes, pains: round.pains, known: knownTexts(round) });
  return { ...record, analysis, provider: 'offline' };
}

/** The insights of records that are already read against `pains` (in the order given: latest conversation first). */
export function insightsOf(records: readonly InterviewRecord[], round: RoundPains): InterviewInsights {
  const painList = (pick: (record: InterviewRecord) => string[]): InterviewPain[] =>
    round.pains
      .map((pain) => {
        const holding = records.filter((record) => pick(record).includes(pain));
        const quotes = holding.flatMap((record) =>
          record.analysis.quotes
            .filter((quote) => quoteSpeaksTo(quote, pain))
            .map((text) => ({ text, interviewId: record.id })),
        );
        return { pain, interviewIds: holding.map((record) => record.id), quotes };
      })
      .filter((entry) => entry.interviewIds.length > 0)
      // The pains most records speak to first; the round's order among equals.
      .sort((a, b) => b.interviewIds.length - a.interviewIds.length);
  return {
    interviewCount: records.length,
    coreProblem: round.coreProblem,
    confirmed: painList((record) => record.analysis.confirmedPains),
    contradicted: painList((record) => record.analysis.contradictedPains),
    surprises: records.flatMap((record) => record.analysis.surprises.map((text) => ({ text, interviewId: record.id }))),
  };
}

/** Whether a quote speaks to a pain (the offline matcher's rule); a model's quote that matches none is left out. */
function quoteSpeaksTo(quote: string, pain: string): boolean {
  return analyseInterviewNotes({ notes: quote, pains: [pain], known: [] }).quotes.length > 0;
}

/**
 * The round's records (latest conversation first) and their insights against the round's pains now. No access
 * check: the caller has checked the round (rounds/access.ts). A round that does not exist has no records.
 */
export async function readInterviewInsights(
  db: Db,
  roundId: string,
): Promise<{ records: InterviewRecord[]; insights: InterviewInsights }> {
  const round = await findRound(db, roundId);
  const results = round ? (await listStepResults(db, [round.id])).map(toStepResult) : [];
  const pains = roundPainsOf(round?.track_id ?? '', results);
  const rows = round ? await listInterviewRows(db, round.id) : [];
  const records = rows.map((row) => recordAgainst(row, pains));
  return { records, insights: insightsOf(records, pains) };
}
