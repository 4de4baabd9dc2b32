// Opening a mentor's report (part 1 §2, §4, §8): the stored report while its mentor has no changes since it was
// made; otherwise the report is generated from the round's results and pins, laid out as a PDF result file, stored
// as a step result of the stream export_reports under its report option's id (replacing the old one and its file),
// and the mentor's changes are cleared from the feedback card, which is saved.
import {
  askStandaloneAi,
  type BusinessModelCanvas,
  type Report,
  type ReportOption,
  type ReportPromptId,
} from '../ai.js';
import { type Schemas, unwrap } from '../client.js';
import { pinsAsEvidence } from '../rules/authoring.js';
import { feedbackCardOf, withoutChangesOf } from '../rules/pins.js';
import {
  CANVAS_ID,
  CANVAS_INVALID,
  canGenerateCanvas,
  isCanvas,
  isReport,
  REPORT_FAILED,
  REPORT_RESULT_NAME,
  REPORTS_STREAM,
  reportToOpen,
} from '../rules/reports.js';
import { storeFeedbackCard } from '../steps/feedbackCard.js';
import { type StepContext, StepNotReadyError } from '../steps/types.js';
import { deleteRoundFiles } from './roundFiles.js';

/** The canvas's file title and type, and its step result's name. */
const CANVAS_TITLE = 'Business Model Canvas';
const CANVAS_RESULT_NAME = 'canvas';

export type ReportData = Schemas['ReportData'];

export interface OpenedReport {
  report: Report;
  /** The report's PDF result file. */
  fileId: string | null;
  /** Made now (false: the stored one opened). */
  generated: boolean;
}

/** The round's report data (getReportData): its results, the reports included, and each mentor's pins. */
export const loadReportData = (ctx: Pick<StepContext, 'client' | 'data'>): Promise<ReportData> =>
  unwrap(
    ctx.client.GET('/rounds/{roundId}/report-data', { params: { path: { roundId: ctx.data.roundId }, query: {} } }),
  );

/** The stored report of an option, if any. */
export function storedReport(data: ReportData, optionId: string) {
  const stored = data.results.find((r) => r.streamId === REPORTS_STREAM && r.stepId === optionId);
  return stored && isReport(stored.result) ? { report: stored.result, fileId: stored.fileId ?? null } : undefined;
}

/** Thrown when a report could not be made: the §8 message. */
export class ReportFailedError extends Error {
  readonly headline = REPORT_FAILED.headline;
  constructor(cause?: unknown) {
    super(REPORT_FAILED.text, { cause });
  }
}

/**
 * Opens the report of `option`. `ctx` is the round's Feedback Card step (its card is read and saved); `projectId`
 * the round's project, where the PDF belongs.
 */
export async function openReport(ctx: StepContext, option: ReportOption, projectId: string): Promise<OpenedReport> {
  const data = await loadReportData(ctx);
  const stored = storedReport(data, option.id);
  const card = feedbackCardOf(data.results.find((r) => r.stepId === ctx.step.id)?.result);
  if (stored && reportToOpen(card.changedEvents, option.agentId, true) === 'stored')
    return { ...stored, generated: false };

  let report: Report;
  try {
    const answer = await askStandaloneAi(
      ctx.client,
      option.promptId as ReportPromptId,
      { reportId: option.id, agentId: option.agentId, pins: pinsAsEvidence(card.pins) },
      { roundId: ctx.data.roundId },
    );
    report = answer.promptResult;
  } catch (error) {
    throw new ReportFailedError(error);
  }
  const { client } = ctx;
  const roundId = ctx.data.roundId;
  const created = await unwrap(
    client.POST('/knowledgehub/trackresult', {
      body: {
        roundId,
        name: report.title,
        data: report,
        type: option.name,
        projectId,
        currentStepNr: 0,
        stepId: option.id,
      },
    }),
  );
  await unwrap(
    client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId } },
      body: {
        streamId: REPORTS_STREAM,
        stepId: option.id,
        name: REPORT_RESULT_NAME,
        result: report,
        stepIndex: 0,
        fileId: created.filedata.id,
      },
    }),
  );
  if (stored?.fileId) await deleteRoundFiles(ctx.client, ctx.data.roundId, (f) => f.fileId === stored.fileId);
  if (card.changedEvents.some((e) => e.agentId === option.agentId)) {
    await storeFeedbackCard(ctx, { ...card, changedEvents: withoutChangesOf(card.changedEvents, option.agentId) });
  }
  return { report, fileId: created.filedata.id, generated: true };
}

/** Thrown when the AI's canvas is not valid: the §8 alert. */
export class CanvasInvalidError extends Error {
  constructor(cause?: unknown) {
    super(CANVAS_INVALID, { cause });
  }
}

export interface GeneratedCanvas {
  canvas: BusinessModelCanvas;
  fileId: string;
}

/** The stored canvas of the round, if any. */
export function storedCanvas(data: ReportData) {
  const stored = data.results.find((r) => r.streamId === REPORTS_STREAM && r.stepId === CANVAS_ID);
  return stored && isCanvas(stored.result) ? { canvas: stored.result, fileId: stored.fileId ?? null } : undefined;
}

/**
 * Generate BMC (part 1 §4): only when every report is stored; the nine blocks are drawn from the reports, the pins
 * and the round's results, laid out as a landscape PDF and stored next to the reports (replacing an older canvas).
 */
export async function generateCanvas(
  ctx: StepContext,
  reportOptions: readonly ReportOption[],
  projectId: string,
): Promise<GeneratedCanvas> {
  const data = await loadReportData(ctx);
  const stored = new Set(data.results.filter((r) => r.streamId === REPORTS_STREAM).map((r) => r.stepId));
  if (
    !canGenerateCanvas(
      reportOptions.map((o) => o.id),
      stored,
    )
  ) {
    throw new StepNotReadyError('The Business Model Canvas needs every report first.');
  }
  const reports = reportOptions.map((o) => storedReport(data, o.id)?.report).filter(Boolean);
  const card = feedbackCardOf(data.results.find((r) => r.stepId === ctx.step.id)?.result);
  let canvas: BusinessModelCanvas;
  try {
    const answer = await askStandaloneAi(
      ctx.client,
      'GENERATE_BMC',
      { reports, pins: pinsAsEvidence(card.pins) },
      { roundId: ctx.data.roundId },
    );
    canvas = answer.promptResult;
  } catch (error) {
    throw new CanvasInvalidError(error);
  }
  if (!isCanvas(canvas)) throw new CanvasInvalidError();
  const roundId = ctx.data.roundId;
  const old = storedCanvas(data);
  const created = await unwrap(
    ctx.client.POST('/knowledgehub/trackresult', {
      body: {
        roundId,
        name: CANVAS_TITLE,
        data: canvas,
        type: CANVAS_TITLE,
        projectId,
        currentStepNr: 0,
        stepId: CANVAS_ID,
      },
    }),
  );
  await unwrap(
    ctx.client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId } },
      body: {
        streamId: REPORTS_STREAM,
        stepId: CANVAS_ID,
        name: CANVAS_RESULT_NAME,
        result: canvas,
        stepIndex: 0,
        fileId: created.filedata.id,
      },
    }),
  );
  if (old?.fileId) await deleteRoundFiles(ctx.client, roundId, (f) => f.fileId === old.fileId);
  return { canvas, fileId: created.filedata.id };
}
