// Interview records (issue 26 "Real interviews, recorded by the founder"): a founder records a real conversation
// for one of their rounds — the notes (pasted, or a .txt or .docx file whose text the knowledge hub's extraction
// reads), who it was with, when — and the assistant reads the notes against the round's pains (ANALYZE_INTERVIEW,
// offline engine or model). Whatever the provider answers, only words of the notes are kept as quotes and
// surprises, and only the round's own pain strings as pains: a record is the founder's observation, so nothing
// the assistant invents may pass as part of it. Only the round's user sees and changes its records (404 for anyone
// else, exactly as for a round that does not exist).

import { type InterviewNotesInput, interviewNotesPrompt, MAX_QUOTES, MAX_SURPRISES } from '@idea-studio/assistant';
import {
  type components,
  DOCX_MIME,
  INTERVIEW_FILE_EXTENSIONS,
  MAX_INTERVIEW_FILE_BYTES,
  MAX_INTERVIEW_NOTES_CHARS,
  TEXT_MIME,
} from '@idea-studio/sdk';
import type { AiLog } from '../ai/log.js';
import type { AiService } from '../ai/service.js';
import type { AuthUser } from '../auth/plugin.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { ApiError, invalidInput, notFound } from '../http/errors.js';
import { detectHubFileType } from '../hub/detect.js';
import { cleanText } from '../hub/extract.js';
import type { TextReader } from '../hub/extract-pool.js';
import { roundOfUser } from '../rounds/access.js';
import { listStepResults } from '../rounds/repository.js';
import { toStepResult } from '../rounds/service.js';
import { type InterviewInsights, readInterviewInsights } from './insights.js';
import { knownTexts, roundPainsOf } from './pains.js';
import {
  analysisText,
  deleteInterviewRecord,
  type InterviewAnalysis,
  type InterviewRecord,
  insertInterviewRecord,
} from './repository.js';

type InterviewCreate = components['schemas']['InterviewCreate'];

/** The prompt of the catalogue that reads notes (server/src/ai/catalogue/entries/interviews.json). */
export const ANALYZE_INTERVIEW = 'ANALYZE_INTERVIEW';

/**
 * The latest date a conversation may have taken place: today where it is already tomorrow (UTC+14), so a founder
 * anywhere may give their own today, and nobody a day that has not come yet.
 */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real calendar date YYYY-MM-DD (2026-02-30 is none). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && dateOf(time) === value;
}

/** The date of the conversation: today (UTC) by default, never a day still to come, never before 1900. */
export function heldOnOf(value: string | null | undefined, now: Date): string {
  const given = value?.trim();
  if (!given) return dateOf(now.getTime());
  if (!isCalendarDate(given)) throw invalidInput('heldOn must be a date in the form YYYY-MM-DD.');
  if (given > dateOf(now.getTime() + LATEST_OFFSET_MS)) {
    throw invalidInput('heldOn lies in the future: record a conversation once it has taken place.');
  }
  if (given < '1900-01-01') throw invalidInput('heldOn must be a date after 1900.');
  return given;
}

const unsupportedType = () =>
  new ApiError(
    415,
    'fileType',
    'Filetype not allowed',
    `Interview notes can be read from ${INTERVIEW_FILE_EXTENSIONS.join(' or ')} files only.`,
  );

const tooLarge = () =>
  new ApiError(
    413,
    'fileTooLarge',
    'File too big',
    `An interview file may have at most ${MAX_INTERVIEW_FILE_BYTES.toLocaleString('en')} bytes.`,
  );

const tooLong = () =>
  invalidInput(
    `The notes have more than ${MAX_INTERVIEW_NOTES_CHARS.toLocaleString('en')} characters, the most an interview ` +
      'record keeps. Please shorten them or split them into several records.',
    'notesTooLong',
  );

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The text of an uploaded interview file: .txt or .docx by name and by bytes (415), at most 1 MB (413). The file is
 * unpacked and read by the app's text reader, off the request thread (a small docx can unpack to megabytes).
 */
export async function documentText(document: { fileName: string; data: string }, reader: TextReader): Promise<string> {
  const name = document.fileName.trim();
  const extension = INTERVIEW_FILE_EXTENSIONS.find((ext) => name.toLowerCase().endsWith(ext));
  if (!extension) throw unsupportedType();
  const data = document.data.replace(/\s+/g, '');
  if (!BASE64.test(data) || data.length % 4 === 1) throw invalidInput('document.data must be base64.');
  // Judged by the encoded length first, so a huge upload is refused before it is decoded.
  if (Math.floor((data.length * 3) / 4) - (data.match(/=+$/)?.[0].length ?? 0) > MAX_INTERVIEW_FILE_BYTES) {
    throw tooLarge();
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw invalidInput('The file is empty.');
  if (bytes.length > MAX_INTERVIEW_FILE_BYTES) throw tooLarge();
  const mime = await detectHubFileType(bytes);
  const wanted = extension === '.docx' ? DOCX_MIME : TEXT_MIME;
  if (mime !== wanted) throw unsupportedType();
  const read = await reader.readHubText(mime, bytes);
  if (read.ok) return read.text;
  if (read.reason === 'tooLong') throw tooLong();
  throw new ApiError(
    400,
    'unreadableFile',
    'Invalid input',
    'The text of this file could not be read. Please check that the file opens and is not damaged.',
  );
}

/** Spaces as one: a sentence broken over two lines in the notes is still their words. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What is kept of a provider's reading: quotes and surprises that are words of the notes (verbatim, spaces aside),
 * each once, at most MAX_QUOTES and MAX_SURPRISES; pains that are the round's pains exactly; a pain in both lists
 * counts as contradicted (the conversation put it in doubt).
 */
export function keepObserved(output: unknown, notes: string, pains: readonly string[]): InterviewAnalysis {
  const value = output && typeof output === 'object' ? (output as Record<string, unknown>) : {};
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const text = flat(notes);
  const verbatim = (items: unknown, max: number, taken: readonly string[] = []) => {
    const kept: string[] = [];
    for (const item of strings(items)) {
      const quote = flat(item);
      if (quote.length < 3 || !text.includes(quote) || kept.includes(quote) || taken.includes(quote)) continue;
      kept.push(quote);
      if (kept.length >= max) break;
    }
    return kept;
  };
  const ownPains = (items: unknown) => [...new Set(strings(items).filter((pain) => pains.includes(pain)))];
  const quotes = verbatim(value.quotes, MAX_QUOTES);
  const contradictedPains = ownPains(value.contradictedPains);
  const confirmedPains = ownPains(value.confirmedPains).filter((pain) => !contradictedPains.includes(pain));
  return { quotes, confirmedPains, contradictedPains, surprises: verbatim(value.surprises, MAX_SURPRISES, quotes) };
}

export interface CreateInterviewDeps {
  db: Db;
  ai: AiService;
  now: Date;
  log?: AiLog;
  /** Reads an uploaded document off the request thread (`textReaderOf(app)`). */
  reader: TextReader;
}

/** Records a conversation and has the notes read (see the header). */
export async function createInterview(
  deps: CreateInterviewDeps,
  user: AuthUser,
  roundId: string,
  body: InterviewCreate,
): Promise<InterviewRecord> {
  const { db, ai, now } = deps;
  const round = await roundOfUser(db, roundId, user.id);
  const hasNotes = typeof body.notes === 'string';
  const hasDocument = body.document !== undefined && body.document !== null;
  if (hasNotes === hasDocument) throw invalidInput('Give exactly one of notes and document.');
  const role = body.role?.trim() ?? '';
  if (!role) throw invalidInput('role is required: who was the conversation with?');
  const heldOn = heldOnOf(body.heldOn, now);
  const persona = body.persona?.trim() || null;

  if (hasNotes && (body.notes as string).length > MAX_INTERVIEW_NOTES_CHARS) throw tooLong();
  // Pasted notes are cleaned as an extracted file's text is (no NUL or other control characters).
  const notes = hasNotes ? cleanText(body.notes as string) : await documentText(body.document!, deps.reader);
  if (!notes) throw invalidInput(hasNotes ? 'The notes are empty.' : 'The file holds no text.');
  if (notes.length > MAX_INTERVIEW_NOTES_CHARS) throw tooLong();

  const results = (await listStepResults(db, [round.id])).map(toStepResult);
  const roundPains = roundPainsOf(round.track_id, results);
  const input: InterviewNotesInput = { notes, pains: roundPains.pains, known: knownTexts(roundPains) };
  const entry = ai.catalogue.get(ANALYZE_INTERVIEW);
  if (!entry) throw new Error(`The prompt catalogue has no ${ANALYZE_INTERVIEW} entry.`);
  const result = await ai.run(entry, interviewNotesPrompt(input), {
    userId: user.id,
    lang: user.lang,
    round,
    log: deps.log,
  });
  const analysis = keepObserved(result.output, notes, roundPains.pains);

  return insertInterviewRecord(db, {
    id: newId(now.getTime()),
    round_id: round.id,
    user_id: user.id,
    role,
    persona,
    held_on: heldOn,
    notes,
    file_name: hasDocument ? body.document!.fileName.trim() : null,
    analysis: analysisText(analysis, roundPains.pains),
    provider: result.provider,
    created_at: nowIso(now),
  });
}

/** The round's records and insights (only for the round's user). */
export async function listInterviews(
  db: Db,
  user: AuthUser,
  roundId: string,
): Promise<{ interviews: InterviewRecord[]; insights: InterviewInsights }> {
  const round = await roundOfUser(db, roundId, user.id);
  const { records, insights } = await readInterviewInsights(db, round.id);
  return { interviews: records, insights };
}

/** Deletes a record of the user's round; 404 for another round's record or one that does not exist. */
export async function deleteInterview(db: Db, user: AuthUser, roundId: string, interviewId: string): Promise<void> {
  const round = await roundOfUser(db, roundId, user.id);
  if (!(await deleteInterviewRecord(db, round.id, interviewId))) {
    throw notFound('Interview not found', 'This round has no such interview record.');
  }
}
