// Reports per mentor (part 1 §2 Key Results and Feedback Board, §4 report generation, §8): a report is stored as a
// step result of the stream export_reports under its report option's id; it opens as stored while its mentor has no
// changes since, else it is made anew. The Business Model Canvas waits until every report exists.
import type { BusinessModelCanvas, ChangedEvent, Report } from '../ai.js';
import { resultFieldLabel } from './resultLabels.js';

/** The stream a round's reports are stored in (part 1 §4). */
export const REPORTS_STREAM = 'export_reports';
/** The step result's name of a report. */
export const REPORT_RESULT_NAME = 'report';

/** The step id the Business Model Canvas is stored under in the stream export_reports. */
export const CANVAS_ID = 'business-model-canvas';
/** The nine blocks in the order of the classic layout: top row left to right, then the bottom row. */
export const CANVAS_BLOCKS = [
  'keyPartners',
  'keyActivities',
  'keyResources',
  'valuePropositions',
  'customerRelationships',
  'channels',
  'customerSegments',
  'costStructure',
  'revenueStreams',
] as const;
export type CanvasBlockKey = (typeof CANVAS_BLOCKS)[number];
/** A block's heading in the user's language ('Key partners', 'Schlüsselpartner'). */
export const canvasBlockLabel = (key: CanvasBlockKey, lang: string): string =>
  resultFieldLabel(
    key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    lang,
  );

/** The server's answer to a stored canvas that is not one. */
export const CANVAS_SHAPE_INVALID = 'A canvas needs all nine blocks, each with 1 to 8 entries with their origin.';

/** The §8 alert when the AI's canvas is not valid. */
export const CANVAS_INVALID = 'Error while creating BMC => The response of LLM is not valid.';
/**
 * The canvas is Strategyzer's design: shown with every canvas, on screen and in the PDF, in the user's language. The
 * German line names the licence as Creative Commons words it in German (Namensnennung – Weitergabe unter gleichen
 * Bedingungen 3.0 Unported).
 */
export const CANVAS_ATTRIBUTIONS = {
  en: 'The Business Model Canvas is a design of Strategyzer AG (strategyzer.com), licensed under CC BY-SA 3.0.',
  de: 'Das Business Model Canvas ist ein Entwurf der Strategyzer AG (strategyzer.com). Dieses Werk ist lizenziert unter einer Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 3.0 Unported Lizenz (CC BY-SA 3.0).',
} as const;
/** The English attribution line (`canvasAttribution` gives it in the user's language). */
export const CANVAS_ATTRIBUTION = CANVAS_ATTRIBUTIONS.en;
/** The attribution line in the user's language: German for 'de' and its regional forms, else English. */
export const canvasAttribution = (lang: string): string =>
  lang.toLowerCase().startsWith('de') ? CANVAS_ATTRIBUTIONS.de : CANVAS_ATTRIBUTIONS.en;

/** The §8 message when a report could not be made. */
export const REPORT_FAILED = { headline: 'AI Error', text: 'An error occurred while generating the report.' } as const;
/** The server's answer to a stored report that is not a report. */
export const REPORT_INVALID = 'A report needs a title, a summary and sections of points, each with its origin.';

const ORIGINS: readonly string[] = ['ai', 'user', 'document', 'web'];
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const isPoint = (p: unknown) => {
  const point = record(p);
  return text(point.text) && ORIGINS.includes(point.origin as string);
};

/** Whether a value is a Business Model Canvas: every block a list of 1 to 8 entries with their origin. */
export function isCanvas(value: unknown): value is BusinessModelCanvas {
  const canvas = record(value);
  return CANVAS_BLOCKS.every((key) => {
    const block = canvas[key];
    return Array.isArray(block) && block.length > 0 && block.length <= 8 && block.every(isPoint);
  });
}

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
      return text(heading) && Array.isArray(points) && points.length > 0 && points.every(isPoint);
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
