// The round's feedback pins for other tools (part 2 §7.5 "Miro export of pins"): as whiteboard rows
// (`| agent | topic | content | label |`, prioritised first, the text EXPORT_MIRO's answer is cut to) and as a CSV
// file with every pin's author and origin, which any whiteboard or spreadsheet tool imports. Owner only. The label
// follows who wrote the pin (issue 26): "entered by you" only for the founder's own pin.
import { authorOf, evidenceLabel, type FeedbackPin, feedbackCardOf, type Lang } from '@idea-studio/sdk';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/database.js';
import { resultFileName } from '../results/file-names.js';
import { stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { roundOfUser } from './access.js';
import { listStepResults } from './repository.js';
import { fromJsonText } from './values.js';

/** Cells never break a row: pipes become slashes and line breaks spaces. */
const cell = (text: string) => text.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

/**
 * A cell a spreadsheet could run as a formula starts with a quote, so it stays text (CSV injection): the leading
 * characters OWASP lists — = + - @, tab and carriage return — and a line feed.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** The pin's label in the user's language: where its claim comes from or who wrote it (no author: the AI's). */
const pinLabel = (p: FeedbackPin, lang: Lang) =>
  evidenceLabel({ origin: p.origin, source: p.evidence, author: p.author }, lang);

async function pinsOfRound(db: Db, userId: string, roundId: string): Promise<{ name: string; pins: FeedbackPin[] }> {
  const round = await roundOfUser(db, roundId, userId);
  const cardStep = stepIdOfTypeInTrack(round.track_id, stepWithCapability('feedbackPins'));
  const rows = await listStepResults(db, [round.id]);
  const card = feedbackCardOf(fromJsonText(rows.find((r) => r.step_id === cardStep)?.result ?? null));
  return { name: round.name, pins: [...card.pins.filter((p) => p.prio), ...card.pins.filter((p) => !p.prio)] };
}

export async function exportPins(
  db: Db,
  userId: string,
  roundId: string,
  lang: Lang = 'en',
): Promise<{ text: string; pinCount: number }> {
  const { pins } = await pinsOfRound(db, userId, roundId);
  const text = pins
    .map(
      (p) =>
        `| ${cell(p.agentName || p.agentId)} | ${cell(p.topic)} | ${cell(p.content)} | ${cell(pinLabel(p, lang))} |`,
    )
    .join('\n');
  return { text, pinCount: pins.length };
}

/** The CSV's header and yes/no in the user's language; the author column keeps the contract's values. */
const CSV_WORDS: Record<Lang, { header: string[]; yes: string; no: string }> = {
  en: {
    header: ['mentor', 'topic', 'content', 'prioritised', 'source', 'author', 'origin', 'evidence', 'created'],
    yes: 'yes',
    no: 'no',
  },
  de: {
    header: ['Mentor', 'Thema', 'Inhalt', 'priorisiert', 'Quelle', 'Autor', 'Herkunft', 'Beleg', 'erstellt'],
    yes: 'ja',
    no: 'nein',
  },
};

export async function pinsCsv(
  db: Db,
  userId: string,
  roundId: string,
  lang: Lang = 'en',
): Promise<{ fileName: string; csv: string }> {
  const { name, pins } = await pinsOfRound(db, userId, roundId);
  const words = CSV_WORDS[lang];
  const rows = pins.map((p) => [
    p.agentName || p.agentId,
    p.topic,
    p.content,
    p.prio ? words.yes : words.no,
    p.source,
    authorOf(p.author),
    // Who wrote it decides "entered by you" (the document or page is in the evidence column).
    evidenceLabel({ origin: p.origin, author: p.author }, lang),
    p.evidence ?? '',
    p.dateCreated ?? '',
  ]);
  const csv = stringify([words.header, ...rows], { cast: { string: spreadsheetSafe } });
  return { fileName: `${resultFileName(`${name} Pins`).replace(/\.pdf$/, '')}.csv`, csv };
}
