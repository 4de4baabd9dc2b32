import {
  CANVAS_ID,
  CANVAS_SHAPE_INVALID,
  type components,
  feedbackCardOf,
  isCanvas,
  isLandingPageData,
  isReport,
  LANDING_PAGE_ID,
  LANDING_PAGE_INVALID,
  REPORT_INVALID,
  REPORTS_STREAM,
} from '@idea-studio/sdk';
import { listAgents } from '../ai/agents.js';
import { findReportOption, isMentorAgent, reportOptionsOf } from '../ai/data.js';
import { settleAuthors } from '../ai/generated-texts.js';
import type { Db } from '../db/database.js';
import { toFlag } from '../db/flags.js';
import { newId, nowIso } from '../db/ids.js';
import { checkTestimonialSources } from '../hosted-pages/testimonials.js';
import type { OpenApiDocument } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import { findResultFile } from '../results/repository.js';
import { stepWithCapability } from '../steps/index.js';
import { CLOSING_STEP, stepIdOfTypeInTrack, stepOfStream, stepOfTrack, streamOfTrack } from '../tracks/definition.js';
import { updateRound } from '../tracks/repository.js';
import { roundOfUser } from './access.js';
import { currentFrame, withSettledCardName, writtenFromEarlierFrame } from './frames.js';
import { withCheckedOrigins } from './report-origins.js';
import {
  deleteStepResultsOfFile,
  findUserInput,
  insertReportAction,
  listStepResults,
  type StepResultRow,
  saveUserInput as storeUserInput,
  upsertStepResult,
} from './repository.js';
import { stepInputProblem, stepResultProblem } from './step-schemas.js';
import { checkJsonDepth, cleanText, fromJsonText, invalidInput, isPlausibleId, toJsonText } from './values.js';

type Schemas = components['schemas'];
export type StepResult = Schemas['StepResult'];
export type UserInput = Schemas['UserInput'];

/** A stored result as the API shows it, not compared with the round's frame (see stepResultsOfFrame). */
export function toStepResult(row: StepResultRow): StepResult {
  return stepResultOf(row, null);
}

/**
 * Stored results as the API shows them, each compared with the round's idea frame now (`currentFrame`, its
 * fingerprint, see frames.ts; null: no frame).
 */
export const stepResultsOfFrame =
  (currentFrame: string | null) =>
  (row: StepResultRow): StepResult =>
    stepResultOf(row, currentFrame);

function stepResultOf(row: StepResultRow, currentFrame: string | null): StepResult {
  return {
    stepId: row.step_id,
    streamId: row.stream_id,
    prevStepIndex: row.prev_step_index,
    stepIndex: row.step_index,
    name: row.name,
    result: fromJsonText(row.result),
    finished: toFlag(row.finished),
    fileId: row.file_id,
    dateCreated: row.created_at,
    writtenFromEarlierFrame: writtenFromEarlierFrame(row, currentFrame),
  };
}

function stepNotFound() {
  return notFound('Step not found', 'This step is not part of the round’s track.');
}

/**
 * Steps that keep user input in a round: the regular steps of its track and the closing view (which keeps the
 * state of its outputs). Start views have no input.
 */
function checkInputStep(trackId: string, stepId: string): void {
  if (stepId === CLOSING_STEP) return;
  if (!isPlausibleId(stepId) || !stepOfTrack(trackId, stepId)) throw stepNotFound();
}

/** The saved input of a step; `content` and `dateUpdated` are null when nothing was saved yet. Owner only. */
export async function getUserInput(db: Db, userId: string, roundId: string, stepId: string): Promise<UserInput> {
  const round = await roundOfUser(db, roundId, userId);
  checkInputStep(round.track_id, stepId);
  const row = await findUserInput(db, round.id, stepId);
  return {
    roundId: round.id,
    stepId,
    content: row ? fromJsonText(row.content) : null,
    dateUpdated: row?.updated_at ?? null,
  };
}

export async function saveUserInput(
  db: Db,
  userId: string,
  input: { roundId: string; stepId: string; content: unknown; now: Date; contract?: OpenApiDocument },
): Promise<UserInput> {
  const round = await roundOfUser(db, input.roundId, userId);
  checkInputStep(round.track_id, input.stepId);
  checkJsonDepth(input.content, 'content');
  // A step's input has the shape its step keeps (the contract's StepInputByType); the closing view's is free.
  const type = stepOfTrack(round.track_id, input.stepId)?.type;
  const problem = type ? stepInputProblem(type, input.content, input.contract) : undefined;
  if (problem) throw invalidInput(problem);
  // Who wrote each text is the server's to settle: never the founder for what the AI generated for the round.
  const content = JSON.stringify((await settleAuthors(db, round.id, input.content)) ?? null);
  const now = nowIso(input.now);
  await db.transaction().execute(async (trx) => {
    await storeUserInput(trx, { roundId: round.id, stepId: input.stepId, content, now });
    await updateRound(trx, round.id, { updated_at: now });
  });
  return { roundId: round.id, stepId: input.stepId, content: fromJsonText(content), dateUpdated: now };
}

/**
 * Stores the result of a step of the round's track; an existing result of the step is replaced. The step must
 * belong to the stream, its result must match the contract's schema of the step's type (StepResultByType, checked
 * against `contract`, by default the project's), and a file, if given, must be a result file of the round. Owner only.
 */
export async function addStepResult(
  db: Db,
  userId: string,
  roundId: string,
  body: Schemas['StepResultCreate'],
  now: Date,
  contract?: OpenApiDocument,
): Promise<StepResult> {
  const round = await roundOfUser(db, roundId, userId);
  let stepResult: unknown = body.result;
  if (body.streamId === REPORTS_STREAM && body.stepId === CANVAS_ID) {
    // The Business Model Canvas (part 1 §4), stored next to the reports it is drawn from.
    if (!isCanvas(body.result)) throw invalidInput(CANVAS_SHAPE_INVALID);
    // An entry is the founder's claim (origin user) only with words the founder wrote (report-origins.ts).
    stepResult = await withCheckedOrigins(db, round, body.result);
  } else if (body.streamId === REPORTS_STREAM && body.stepId === LANDING_PAGE_ID) {
    // The internal landing page (part 2 §2.17): the CREATE_LP_DATA_INTERN answer, stored next to the reports.
    if (!isLandingPageData(body.result)) throw invalidInput(LANDING_PAGE_INVALID);
    await checkTestimonialSources(db, round.id, body.result);
  } else if (body.streamId === REPORTS_STREAM) {
    // A report (part 1 §4): stored under its report option's id.
    if (!findReportOption(body.stepId)) throw invalidInput('stepId is not a report option.');
    if (!isReport(body.result)) throw invalidInput(REPORT_INVALID);
    // A statement is the founder's claim (origin user) only with words the founder wrote (report-origins.ts).
    stepResult = await withCheckedOrigins(db, round, body.result);
  } else {
    if (!streamOfTrack(round.track_id, body.streamId)) {
      throw invalidInput('streamId is not a stream of the round’s track.');
    }
    const step = stepOfStream(round.track_id, body.streamId, body.stepId);
    if (!step) throw invalidInput('stepId is not a step of this stream.');
    const problem = stepResultProblem(step.type, body.result, contract);
    if (problem) throw invalidInput(problem);
    // A step's result keeps who wrote each text as the server settles it (never the founder for the AI's text).
    checkJsonDepth(body.result, 'result');
    stepResult = await settleAuthors(db, round.id, body.result);
    // The idea card keeps the founder's product name, and says when its name is only a proposal.
    stepResult = await withSettledCardName(db, round, body.stepId, stepResult);
  }
  const fileId = body.fileId ?? null;
  if (fileId !== null && (!isPlausibleId(fileId) || !(await findResultFile(db, round.id, fileId)))) {
    throw invalidInput('fileId is not a result file of this round.');
  }
  const result = toJsonText(stepResult, 'result');
  const name = cleanText(body.name);
  if (!name) throw invalidInput('name must not be empty.');
  const nowText = nowIso(now);
  const row = await db.transaction().execute(async (trx) => {
    // The frame the result is written from: read in the same transaction as the save.
    const frame = await currentFrame(trx, round);
    const stored = await upsertStepResult(trx, {
      id: newId(now.getTime()),
      round_id: round.id,
      stream_id: body.streamId,
      step_id: body.stepId,
      name,
      step_index: body.stepIndex,
      result,
      finished: 1,
      file_id: fileId,
      created_at: nowText,
      frame_fingerprint: frame,
    });
    await updateRound(trx, round.id, { updated_at: nowText });
    return stored;
  });
  return stepResultOf(row, row.frame_fingerprint);
}

/**
 * Deletes the step result that points to a result file of the round. Answers `success: false` when no result
 * points to it (nothing to do: the client may already have deleted the file, which takes its result along).
 * Owner only.
 */
export async function deleteResultData(
  db: Db,
  userId: string,
  roundId: string,
  fileId: string,
  now: Date,
): Promise<{ success: boolean }> {
  const round = await roundOfUser(db, roundId, userId);
  if (!isPlausibleId(fileId)) return { success: false };
  const nowText = nowIso(now);
  const deleted = await db.transaction().execute(async (trx) => {
    const count = await deleteStepResultsOfFile(trx, round.id, fileId);
    if (count > 0) await updateRound(trx, round.id, { updated_at: nowText });
    return count;
  });
  return { success: deleted > 0 };
}

/** Records a user action of the round for its reports. Owner only. */
export async function recordReportAction(
  db: Db,
  userId: string,
  roundId: string,
  body: Schemas['ReportActionCreate'],
  now: Date,
): Promise<{ success: true }> {
  const round = await roundOfUser(db, roundId, userId);
  const action = cleanText(body.action);
  if (!action) throw invalidInput('action must not be empty.');
  const optional = (value: string | undefined) => {
    const cleaned = value === undefined ? '' : cleanText(value);
    return cleaned ? cleaned : null;
  };
  await insertReportAction(db, {
    id: newId(now.getTime()),
    round_id: round.id,
    user_id: userId,
    action,
    stream_id: optional(body.streamId),
    step_id: optional(body.stepId),
    created_at: nowIso(now),
  });
  return { success: true };
}

/**
 * What a report of the round draws on (part 1 §4): every step result of the round, the reports included, and per
 * mentor its pins, how many kinds of change it has since its report, and whether its report is stored. Owner only.
 */
export async function getReportData(db: Db, userId: string, roundId: string): Promise<Schemas['ReportData']> {
  const round = await roundOfUser(db, roundId, userId);
  const [rows, frame] = await Promise.all([listStepResults(db, [round.id]), currentFrame(db, round)]);
  const results = rows.map(stepResultsOfFrame(frame));
  const cardStep = stepIdOfTypeInTrack(round.track_id, stepWithCapability('feedbackPins'));
  const card = feedbackCardOf(results.find((r) => r.stepId === cardStep)?.result);
  const reports = new Set(results.filter((r) => r.streamId === REPORTS_STREAM).map((r) => r.stepId));
  const agents = listAgents('en')
    .filter((agent) => isMentorAgent(agent.id))
    .map((agent) => ({
      agentId: agent.id,
      pins: card.pins.filter((pin) => pin.agentId === agent.id),
      changeEvents: card.changedEvents.filter((event) => event.agentId === agent.id).length,
      hasReport: reportOptionsOf(agent.id).some((option) => reports.has(option.id)),
    }));
  return { roundId: round.id, results, agents };
}
