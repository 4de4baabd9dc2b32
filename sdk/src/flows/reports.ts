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
  const [opened] = await openReports(ctx, [option], projectId);
  if (!opened) throw new ReportFailedError();
  return opened;
}

/**
 * Opens several reports at once (the end of the track, the closing view's outputs), answered in the options'
 * order: the round's report data is read once and the mentors write the reports to make at once. Every answer is
 * in before the first report is stored, so each mentor writes from the same round, whatever the order the answers
 * come in. The reports are then stored with their PDFs at once, the replaced files deleted after one listing, and
 * the mentors' changes cleared from the card in one save (saves of the card one by one would overwrite each
 * other). The first failure is thrown once the others are stored. `known`: the round's report data when the
 * caller has just read it.
 */
export async function openReports(
  ctx: StepContext,
  options: readonly ReportOption[],
  projectId: string,
  known?: ReportData,
): Promise<OpenedReport[]> {
  if (options.length === 0) return [];
  const data = known ?? (await loadReportData(ctx));
  const card = feedbackCardOf(data.results.find((r) => r.stepId === ctx.step.id)?.result);
  // The stored report while its mentor has no changes since; every other one is written anew.
  const kept = (option: ReportOption) => {
    const stored = storedReport(data, option.id);
    return stored && reportToOpen(card.changedEvents, option.agentId, true) === 'stored' ? stored : undefined;
  };
  const written = await Promise.allSettled(
    options.map((option) => (kept(option) ? Promise.resolve(undefined) : writeReport(ctx, card, option))),
  );
  const settled = await Promise.allSettled(
    options.map(async (option, i): Promise<OpenedReport> => {
      const stored = kept(option);
      if (stored) return { ...stored, generated: false };
      const answer = written[i];
      if (answer?.status === 'rejected') throw answer.reason;
      if (!answer?.value) throw new ReportFailedError();
      return storeReport(ctx, option, answer.value, projectId);
    }),
  );
  const made = options.filter((_, i) => {
    const one = settled[i];
    return one?.status === 'fulfilled' && one.value.generated;
  });
  const replaced = new Set(made.map((option) => storedReport(data, option.id)?.fileId).filter(Boolean));
  if (replaced.size > 0) await deleteRoundFiles(ctx.client, ctx.data.roundId, (f) => replaced.has(f.fileId));
  const cleared = made.reduce((events, option) => withoutChangesOf(events, option.agentId), card.changedEvents);
  if (cleared.length !== card.changedEvents.length) await storeFeedbackCard(ctx, { ...card, changedEvents: cleared });
  return settled.map((one) => {
    if (one.status === 'rejected') throw one.reason;
    return one.value;
  });
}

/** The mentor's report, written by the AI from the mentor's pins (`ReportFailedError` when it could not be). */
async function writeReport(
  ctx: StepContext,
  card: ReturnType<typeof feedbackCardOf>,
  option: ReportOption,
): Promise<Report> {
  try {
    const answer = await askStandaloneAi(
      ctx.client,
      option.promptId as ReportPromptId,
      { reportId: option.id, agentId: option.agentId, pins: pinsAsEvidence(card.pins) },
      { roundId: ctx.data.roundId },
    );
    return answer.promptResult;
  } catch (error) {
    throw new ReportFailedError(error);
  }
}

/** Stores a new report: its PDF result file, then the step result pointing to it. */
async function storeReport(
  ctx: StepContext,
  option: ReportOption,
  report: Report,
  projectId: string,
): Promise<OpenedReport> {
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
