// Reports per mentor (part 1 §2 Key Results and Feedback Board, §4 report generation, §8): a report is stored as a
// step result of the stream export_reports under its report option's id; it opens as stored while its mentor has no
// changes since, else it is made anew. The Business Model Canvas waits until every report exists.
import type { ChangedEvent, Report } from '../ai.js';

/** The stream a round's reports are stored in (part 1 §4). */
export const REPORTS_STREAM = 'export_reports';
/** The step result's name of a report. */
export const REPORT_RESULT_NAME = 'report';

/** The §8 message when a report could not be made. */
export const REPORT_FAILED = { headline: 'AI Error', text: 'An error occurred while generating the report.' } as const;
/** The server's answer to a stored report that is not a report. */
export const REPORT_INVALID = 'A report needs a title, a summary and sections of points, each with its origin.';

const ORIGINS: readonly string[] = ['ai', 'user', 'document', 'web'];
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Whether a value is a report as the contract says (the server re-checks a stored one). */
export function isReport(value: unknown): value is Report {
  const report = record(value);
  const sections = report.sections;
  return (
    text(report.title) &&
    text(report.summary) &&
    Array.isArray(sections) &&
    sections.length > 0 &&
    sections.every((s) => {
      const { heading, points } = record(s);
      return (
        text(heading) &&
        Array.isArray(points) &&
        points.length > 0 &&
        points.every((p) => {
          const point = record(p);
          return text(point.text) && ORIGINS.includes(point.origin as string);
        })
      );
    })
  );
}

/** Opening a mentor's report: the stored one while the mentor has no changes since it was made, else a new one. */
export function reportToOpen(events: readonly ChangedEvent[], agentId: string, stored: boolean): 'stored' | 'generate' {
  return stored && !events.some((e) => e.agentId === agentId) ? 'stored' : 'generate';
}

/** Generate BMC is enabled only when every report exists (part 1 §4: every agent has a report). */
export function canGenerateCanvas(reportIds: readonly string[], storedIds: ReadonlySet<string>): boolean {
  return reportIds.length > 0 && reportIds.every((id) => storedIds.has(id));
}
