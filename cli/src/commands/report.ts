// `idea-studio report <roundId> <reportId>`: a mentor's report, opened as the web opens it (the stored one while
// its mentor has no changes since, else made anew and stored), printed with where each point comes from, and its
// PDF written to --out.
import {
  type BusinessModelCanvas,
  CANVAS_BLOCKS,
  canvasAttribution,
  canvasBlockLabel,
  evidenceLabel,
  generateCanvas,
  openReport,
  type Report,
  type ReportOption,
  stepContext,
  stepProviding,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import type { Lang } from '../lang.js';
import { print } from '../output.js';
import { loadRound } from '../round.js';
import { resultsDownload } from './results.js';

/** The command's words in both languages (reports and canvas are written in the user's language by the server). */
export const REPORT_LABELS = {
  en: {
    made: '(made now)',
    stored: '(stored; its mentor has no changes since)',
    wrote: (path: string) => `Wrote ${path}`,
    noCard: 'The track of this round has no Feedback Card.',
    unknown: (id: string, known: string) => `Unknown report ${id}: ${known}`,
  },
  de: {
    made: '(jetzt erstellt)',
    stored: '(gespeichert; sein Mentor hat seitdem nichts geändert)',
    wrote: (path: string) => `Geschrieben: ${path}`,
    noCard: 'Der Track dieser Runde hat keine Feedback-Karte.',
    unknown: (id: string, known: string) => `Unbekannter Bericht ${id}: ${known}`,
  },
} as const;

/** Writes a result file of the round into `out`, quietly (the command prints its own lines). */
export const writePdf = (ctx: Context, roundId: string, fileId: string, out: string | undefined) =>
  resultsDownload({ ...ctx, json: true, output: { out: () => undefined, err: ctx.output.err } }, roundId, {
    file: fileId,
    out,
  });

export function reportLines(report: Report, lang: Lang = 'en'): string[] {
  return [
    report.title,
    `  ${report.summary}`,
    ...report.sections.flatMap((section) => [
      `  ${section.heading}`,
      ...section.points.map((point) => `    - ${point.text} [${evidenceLabel(point, lang)}]`),
    ]),
  ];
}

export async function report(ctx: Context, roundId: string, reportId: string, options: { out?: string }) {
  const l = await loadRound(ctx, roundId);
  const t = REPORT_LABELS[l.lang];
  const located = stepProviding(l.structure, 'feedbackPins');
  if (!located) throw new Error(t.noCard);
  const reportOptions: ReportOption[] = await unwrap(
    l.client.GET('/aiservice/report-options', { params: { query: {} } }),
  );
  const option = reportOptions.find((o) => o.id === reportId);
  if (!option) throw new Error(t.unknown(reportId, reportOptions.map((o) => `${o.id} (${o.name})`).join(', ')));
  const opened = await openReport(stepContext(l.client, l.data, l.structure, located.step.id), option, l.projectId);
  const files = opened.fileId ? await writePdf(ctx, roundId, opened.fileId, options.out) : [];
  const result = { ...opened, files };
  print(ctx, result, () => [
    ...reportLines(opened.report, l.lang),
    `  ${opened.generated ? t.made : t.stored}`,
    ...files.map((f) => `  ${t.wrote(f.path)}`),
  ]);
  return result;
}

export function canvasLines(canvas: BusinessModelCanvas, lang: Lang = 'en'): string[] {
  return [
    'Business Model Canvas',
    ...CANVAS_BLOCKS.flatMap((key) => [
      `  ${canvasBlockLabel(key, lang)}`,
      ...canvas[key].map((entry) => `    - ${entry.text} [${evidenceLabel(entry, lang)}]`),
    ]),
    `  ${canvasAttribution(lang)}`,
  ];
}

/** `idea-studio bmc <roundId>`: the Business Model Canvas once every report exists, printed and written as a PDF. */
export async function bmc(ctx: Context, roundId: string, options: { out?: string }) {
  const l = await loadRound(ctx, roundId);
  const t = REPORT_LABELS[l.lang];
  const located = stepProviding(l.structure, 'feedbackPins');
  if (!located) throw new Error(t.noCard);
  const reportOptions: ReportOption[] = await unwrap(
    l.client.GET('/aiservice/report-options', { params: { query: {} } }),
  );
  const made = await generateCanvas(
    stepContext(l.client, l.data, l.structure, located.step.id),
    reportOptions,
    l.projectId,
  );
  const files = await writePdf(ctx, roundId, made.fileId, options.out);
  const result = { ...made, files };
  print(ctx, result, () => [...canvasLines(made.canvas, l.lang), ...files.map((f) => `  ${t.wrote(f.path)}`)]);
  return result;
}
