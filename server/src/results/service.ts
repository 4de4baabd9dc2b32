import { CANVAS_ID, type components, type StepType } from '@idea-studio/sdk';
import { findClosingOption, findReportOption } from '../ai/data.js';
import { settleAuthors } from '../ai/generated-texts.js';
import type { AuthUser } from '../auth/plugin.js';
import { requireResults } from '../closing/requirements.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { ApiError, notFound } from '../http/errors.js';
import { roundOfUser, roundVisibleTo } from '../rounds/access.js';
import { withCheckedOrigins } from '../rounds/report-origins.js';
import { invalidInput, isPlausibleId, jsonDepth, MAX_JSON_DEPTH, requiredName } from '../rounds/values.js';
import { CLOSING_STEP, stepOfTrack } from '../tracks/definition.js';
import { noProjectFound } from '../tracks/errors.js';
import { findDefaultProject, isProjectMember, updateRound } from '../tracks/repository.js';
import { resultFileName, resultFileType } from './file-names.js';
import { MAX_PDF_PAGES, PdfTooLongError, renderResultPdf } from './pdf.js';
import type { RenderPdf } from './pdf-pool.js';
import {
  deleteResultFile as deleteFileRow,
  findResultFile,
  insertResultFile,
  listResultFiles as listFileRows,
  type ResultFileRecord,
  readResultFileContent,
} from './repository.js';

type Schemas = components['schemas'];
export type ResultFile = Schemas['ResultFile'];

/** The step name of the closing view's files (part 2 §2.17). */
const CLOSING_NAME = { en: 'Closing', de: 'Abschluss' } as const;

export function toResultFile(row: ResultFileRecord): ResultFile {
  return {
    id: row.id,
    fileId: row.id,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    dateCreated: row.created_at,
    fileType: row.file_type,
    currentStepNr: row.current_step_nr,
    stepId: row.step_id,
    roundId: row.round_id,
    userId: row.user_id,
    projectOwnerId: row.project_owner_id,
  };
}

/** The spec's message (part 2 §6). */
export function downloadNotAllowed(): ApiError {
  return new ApiError(403, 'downloadNotAllowed', 'Download not allowed', 'You are not allowed to download this file!');
}

function fileNotFound(): ApiError {
  return notFound('File not found', 'There is no such result file in this round.');
}

/**
 * The data a document is rendered from, with the labels it may give (issue 26): a text claimed as the founder's
 * that the AI generated for the round is labelled accepted AI text, and a report's statement or a canvas entry
 * claims the founder's words (origin user) only with a pin the founder wrote. The client sends the data, so the
 * server checks it as it checks a save.
 */
async function honestData(db: Db, round: { id: string; track_id: string }, data: unknown): Promise<unknown> {
  return withCheckedOrigins(db, round, await settleAuthors(db, round.id, data, 'claims'));
}

/**
 * Renders a step's (or the closing view's) result data as a PDF and stores it as a result file of the round.
 * Only the round's user creates files. A step file needs the round's project (the user a member of it) and a
 * step of the round's track; a closing-view file (`closing-stream`) needs the user's default project (spec part
 * 2 §5). `render` renders the PDF: the app's worker pool (`app.pdf`), by default this thread.
 */
export async function createResultFile(
  db: Db,
  user: AuthUser,
  body: Schemas['ResultFileCreate'],
  now: Date,
  render: RenderPdf = renderResultPdf,
): Promise<Schemas['ResultFileCreated']> {
  const round = await roundOfUser(db, body.roundId, user.id);
  let stepName: string;
  if (body.stepId === CLOSING_STEP) {
    const project = await findDefaultProject(db, user.id);
    if (!project || project.id !== body.projectId) throw noProjectFound();
    if (body.closingOptionId !== undefined) {
      const option = findClosingOption(body.closingOptionId);
      if (option?.outputType !== 'PDF') throw invalidInput('closingOptionId is not a PDF closing option.');
      await requireResults(db, round, option.requires as StepType[]);
    }
    stepName = CLOSING_NAME[user.lang];
  } else {
    // A step's file, or a report's (stored under its report option's id, part 1 §4).
    const step = stepOfTrack(round.track_id, body.stepId);
    const report = step ? undefined : findReportOption(body.stepId);
    const canvas = body.stepId === CANVAS_ID;
    if (!step && !report && !canvas) throw invalidInput('stepId is not a step of the round’s track.');
    if (body.projectId !== round.project_id) throw invalidInput('projectId is not the project of this round.');
    if (!(await isProjectMember(db, round.project_id, user.id))) throw noProjectFound();
    if (step) stepName = user.lang === 'de' ? step.name_de : step.name_en;
    else if (report) stepName = user.lang === 'de' ? report.name_de : report.name_en;
    else stepName = 'Business Model Canvas';
  }
  if (jsonDepth(body.data) > MAX_JSON_DEPTH) {
    throw invalidInput(`data is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
  const title = requiredName(body.name);
  const fileName = resultFileName(title);
  const fileType = resultFileType(body.type, body.output === true);
  if (!fileType) throw invalidInput('type must not be empty.');

  const data = await honestData(db, round, body.data);
  const pdf = await render({ title, stepName, date: now, lang: user.lang, data }).catch((error: unknown) => {
    if (error instanceof PdfTooLongError) {
      throw new ApiError(
        413,
        'payloadTooLarge',
        'Result too large',
        `The result is too long for a PDF file (at most ${MAX_PDF_PAGES} pages).`,
      );
    }
    throw error;
  });
  const id = newId(now.getTime());
  const nowText = nowIso(now);
  await db.transaction().execute(async (trx) => {
    await insertResultFile(
      trx,
      {
        id,
        round_id: round.id,
        user_id: user.id,
        file_name: fileName,
        file_type: fileType,
        file_size: pdf.length,
        current_step_nr: body.currentStepNr,
        step_id: body.stepId,
        created_at: nowText,
      },
      pdf,
    );
    await updateRound(trx, round.id, { updated_at: nowText });
  });
  const record = await findResultFile(db, round.id, id);
  if (!record) throw fileNotFound();
  return { filedata: { id, identifer: fileName, file: toResultFile(record) } };
}

/** The round's result files, for its user and the members of its project. */
export async function listResultFiles(db: Db, userId: string, roundId: string): Promise<ResultFile[]> {
  const round = await roundVisibleTo(db, roundId, userId);
  return (await listFileRows(db, round.id)).map(toResultFile);
}

/**
 * A file the user may download or delete: the round must be visible to the user (else 404, as for a file that
 * does not exist), and the user the file's creator or the project's owner (else 403 Download not allowed).
 */
async function fileForOwner(
  db: Db,
  userId: string,
  ref: { roundId: string; fileId: string; fileName: string },
): Promise<ResultFileRecord> {
  const round = await roundVisibleTo(db, ref.roundId, userId);
  const file = isPlausibleId(ref.fileId) ? await findResultFile(db, round.id, ref.fileId) : undefined;
  if (!file || file.file_name !== ref.fileName) throw fileNotFound();
  if (file.user_id !== userId && file.project_owner_id !== userId) throw downloadNotAllowed();
  return file;
}

export async function downloadResultFile(
  db: Db,
  userId: string,
  ref: { roundId: string; fileId: string; fileName: string },
): Promise<{ file: ResultFileRecord; content: Buffer }> {
  const file = await fileForOwner(db, userId, ref);
  const content = await readResultFileContent(db, file.id);
  if (!content) throw fileNotFound();
  return { file, content };
}

/** Deletes the file and the step result that points to it. */
export async function deleteResultFile(
  db: Db,
  userId: string,
  ref: { roundId: string; fileId: string; fileName: string },
  now: Date,
): Promise<{ success: true }> {
  const file = await fileForOwner(db, userId, ref);
  const nowText = nowIso(now);
  await db.transaction().execute(async (trx) => {
    await deleteFileRow(trx, file.id);
    await updateRound(trx, file.round_id, { updated_at: nowText });
  });
  return { success: true };
}
