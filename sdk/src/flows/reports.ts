// Opening a mentor's report (part 1 §2, §4, §8): the stored report while its mentor has no changes since it was
// made; otherwise the report is generated from the round's results and pins, laid out as a PDF result file, stored
// as a step result of the stream export_reports under its report option's id (replacing the old one and its file),
// and the mentor's changes are cleared from the feedback card, which is saved.
import { askStandaloneAi, type Report, type ReportOption, type ReportPromptId } from '../ai.js';
import { type Schemas, unwrap } from '../client.js';
import { feedbackCardOf, withoutChangesOf } from '../rules/pins.js';
import { isReport, REPORT_FAILED, REPORT_RESULT_NAME, REPORTS_STREAM, reportToOpen } from '../rules/reports.js';
import { storeFeedbackCard } from '../steps/feedbackCard.js';
import type { StepContext } from '../steps/types.js';

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
      { reportId: option.id, agentId: option.agentId, pins: card.pins },
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
  const oldFile = stored?.fileId ?? null;
  if (oldFile) {
    const files = await unwrap(
      client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId }, query: {} } }),
    );
    const file = files.find((f) => f.fileId === oldFile);
    if (file) {
      await unwrap(
        client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
          params: { path: { roundId, fileId: file.fileId, fileName: file.fileName } },
        }),
      );
    }
  }
  if (card.changedEvents.some((e) => e.agentId === option.agentId)) {
    await storeFeedbackCard(ctx, { ...card, changedEvents: withoutChangesOf(card.changedEvents, option.agentId) });
  }
  return { report, fileId: created.filedata.id, generated: true };
}
