// `idea-studio report <roundId> <reportId>`: a mentor's report, opened as the web opens it (the stored one while
// its mentor has no changes since, else made anew and stored), printed with where each point comes from, and its
// PDF written to --out.
import {
  evidenceLabel,
  openReport,
  type Report,
  type ReportOption,
  stepContext,
  stepOfType,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';
import { resultsDownload } from './results.js';
import { loadRound } from './step.js';

export function reportLines(report: Report): string[] {
  return [
    report.title,
    `  ${report.summary}`,
    ...report.sections.flatMap((section) => [
      `  ${section.heading}`,
      ...section.points.map((point) => `    - ${point.text} [${evidenceLabel(point)}]`),
    ]),
  ];
}

export async function report(ctx: Context, roundId: string, reportId: string, options: { out?: string }) {
  const l = await loadRound(ctx, roundId);
  const located = stepOfType(l.structure, 'feedbackCard');
  if (!located) throw new Error('The track of this round has no Feedback Card.');
  const reportOptions: ReportOption[] = await unwrap(
    l.client.GET('/aiservice/report-options', { params: { query: {} } }),
  );
  const option = reportOptions.find((o) => o.id === reportId);
  if (!option)
    throw new Error(`Unknown report ${reportId}: ${reportOptions.map((o) => `${o.id} (${o.name})`).join(', ')}`);
  const opened = await openReport(stepContext(l.client, l.data, l.structure, located.step.id), option, l.projectId);
  const files = opened.fileId
    ? await resultsDownload({ ...ctx, json: true, output: { out: () => undefined, err: ctx.output.err } }, roundId, {
        file: opened.fileId,
        out: options.out,
      })
    : [];
  const result = { ...opened, files };
  print(ctx, result, () => [
    ...reportLines(opened.report),
    opened.generated ? '  (made now)' : '  (stored; its mentor has no changes since)',
    ...files.map((f) => `  Wrote ${f.path}`),
  ]);
  return result;
}
