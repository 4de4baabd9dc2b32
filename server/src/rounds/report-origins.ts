// A report's statements and the canvas's entries claim where they come from (ReportPoint.origin). `user` says
// "entered by you" in the PDFs and counts as the founder's claim, so the server lets a point keep it only when it
// carries words the founder wrote for the round: a Feedback Card pin whose author is the founder (the authors kept
// there are the server's own, settled on save). A model, or a client, that marks its own sentence `user` gets it
// re-labelled as the AI's (issue 26: a label that can lie is worse than none).
import {
  authorOf,
  type BusinessModelCanvas,
  CANVAS_BLOCKS,
  feedbackCardOf,
  isCanvas,
  isReport,
  type Report,
} from '@idea-studio/sdk';
import { normalisedText } from '../ai/generated-texts.js';
import type { Db } from '../db/database.js';
import { stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { listStepResults } from './repository.js';
import { fromJsonText } from './values.js';

type Point = { text: string; origin: string; source?: unknown };

/** The founder's own words in the round (normalised): the contents of the pins the founder wrote. */
export async function founderWordsOfRound(db: Db, round: { id: string; track_id: string }): Promise<string[]> {
  const cardStep = stepIdOfTypeInTrack(round.track_id, stepWithCapability('feedbackPins'));
  const rows = await listStepResults(db, [round.id]);
  const card = feedbackCardOf(fromJsonText(rows.find((r) => r.step_id === cardStep)?.result ?? null));
  return card.pins
    .filter((pin) => authorOf(pin.author) === 'founder')
    .map((pin) => normalisedText(pin.content))
    .filter(Boolean);
}

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);

/** Whether `text` holds `words` as whole words (a founder's pin "Yes" is not found in "eyes"). */
export function holdsWords(text: string, words: string): boolean {
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + words.length])) return true;
  }
  return false;
}

/** A point keeps the origin `user` only when its text holds words the founder wrote; else it is the AI's. */
export function checkedPoint<P extends Point>(point: P, founderWords: readonly string[]): P {
  if (point.origin !== 'user') return point;
  const text = normalisedText(point.text);
  return founderWords.some((words) => holdsWords(text, words)) ? point : { ...point, origin: 'ai', source: null };
}

/** The report with every point's origin checked (a copy; unchanged points are kept as they are). */
export function checkedReportOrigins(report: Report, founderWords: readonly string[]): Report {
  return {
    ...report,
    sections: report.sections.map((section) => ({
      ...section,
      points: section.points.map((point) => checkedPoint(point, founderWords)),
    })),
  };
}

/** The canvas with every entry's origin checked (a copy). */
export function checkedCanvasOrigins(
  canvas: BusinessModelCanvas,
  founderWords: readonly string[],
): BusinessModelCanvas {
  const checked = { ...canvas };
  for (const key of CANVAS_BLOCKS) checked[key] = canvas[key].map((point) => checkedPoint(point, founderWords));
  return checked;
}

/** Whether any point claims the founder's words (only then is the round's card read). */
export const claimsFounder = (points: readonly Point[]): boolean => points.some((p) => p.origin === 'user');

/**
 * A report or a canvas with its origins checked against the founder's pins of the round (read only when a point
 * claims the founder's words); any other value as it is. One rule for saved results and for rendered PDFs.
 */
export async function withCheckedOrigins(
  db: Db,
  round: { id: string; track_id: string },
  value: unknown,
): Promise<unknown> {
  if (isReport(value) && claimsFounder(value.sections.flatMap((section) => section.points))) {
    return checkedReportOrigins(value, await founderWordsOfRound(db, round));
  }
  if (isCanvas(value) && claimsFounder(CANVAS_BLOCKS.flatMap((key) => value[key]))) {
    return checkedCanvasOrigins(value, await founderWordsOfRound(db, round));
  }
  return value;
}
