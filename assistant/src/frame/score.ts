// How a reading of an idea is scored against a hand annotation (the reading corpus, ../shared/corpus/ideas.jsonl,
// whose README gives these rules): per slot, over the ideas where the slot applies.
import type { IdeaFrame } from '@idea-studio/sdk';

export interface AnnotatedIdea {
  id: string;
  lang: 'en' | 'de';
  idea: string;
  offer: string;
  offer_head: string[];
  people: string | null;
  people_head: string[];
  setting: string | null;
  price: string | null;
  price_kind: IdeaFrame['priceKind'];
  partners: string[];
  channels: string[];
  shape: IdeaFrame['shape'];
}

export const SCORED_SLOTS = ['offer', 'people', 'setting', 'priceKind', 'partners', 'channels', 'shape'] as const;
export type ScoredSlot = (typeof SCORED_SLOTS)[number];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);

/** A head word is found when a word of the slot starts with its first max(4, len − 2) letters. */
function headFound(head: string, slot: string | null): boolean {
  if (!slot) return false;
  const h = head.toLowerCase();
  const prefix = h.slice(0, Math.max(4, h.length - 2));
  // Words are taken whole ("lift-sharing") and by their hyphenated parts ("Kinderwagen-Reparatur").
  const all = words(slot).flatMap((w) => [w, ...w.split('-')]);
  // A German compound holds its head inside ("Betriebskantinen" for "kantine"): the annotation itself passes so.
  return all.some((w) => w.startsWith(prefix) || w.includes(prefix));
}

const longestWord = (text: string) => words(text).sort((a, b) => b.length - a.length)[0] ?? '';

function listCorrect(annotated: string[], read: string[]): boolean {
  if (annotated.length === 0) return read.length === 0;
  return annotated.every((a) => read.some((r) => r.toLowerCase().includes(longestWord(a))));
}

/** Whether each slot of a reading is correct. */
export function scoreReading(annotation: AnnotatedIdea, frame: IdeaFrame): Record<ScoredSlot, boolean> {
  const setting = annotation.setting;
  return {
    offer: annotation.offer_head.every((h) => headFound(h, frame.offer)),
    people:
      annotation.people === null
        ? !frame.people
        : !!frame.people && annotation.people_head.every((h) => headFound(h, frame.people)),
    setting:
      setting === null ? !frame.setting : !!frame.setting && frame.setting.toLowerCase().includes(longestWord(setting)),
    priceKind: (annotation.price_kind ?? null) === (frame.priceKind ?? null),
    partners: listCorrect(annotation.partners, frame.partners),
    channels: listCorrect(annotation.channels, frame.channels),
    shape: annotation.shape === frame.shape,
  };
}

/** The goals of the reading, in % per slot. */
export const READING_GOALS: Record<ScoredSlot, number> = {
  offer: 90,
  people: 90,
  setting: 85,
  priceKind: 85,
  partners: 85,
  channels: 85,
  shape: 80,
};

export interface ReadingScore {
  slot: ScoredSlot;
  correct: number;
  total: number;
  percent: number;
  goal: number;
  failures: Array<{ id: string; idea: string; read: unknown; expected: unknown }>;
}

export function scoreCorpus(ideas: AnnotatedIdea[], read: (idea: AnnotatedIdea) => IdeaFrame): ReadingScore[] {
  const frames = ideas.map((idea) => ({ idea, frame: read(idea) }));
  return SCORED_SLOTS.map((slot) => {
    const failures: ReadingScore['failures'] = [];
    let correct = 0;
    for (const { idea, frame } of frames) {
      if (scoreReading(idea, frame)[slot]) correct++;
      else
        failures.push({
          id: idea.id,
          idea: idea.idea,
          read: frame[slot === 'priceKind' ? 'priceKind' : slot],
          expected: slot === 'priceKind' ? idea.price_kind : idea[slot],
        });
    }
    const total = frames.length;
    return {
      slot,
      correct,
      total,
      percent: total ? (100 * correct) / total : 100,
      goal: READING_GOALS[slot],
      failures,
    };
  });
}

/** The table `npm run quality` prints. */
export function formatReadingTable(scores: ReadingScore[], title: string): string {
  const rows = scores.map(
    (s) =>
      `| ${s.slot.padEnd(9)} | ${`${s.percent.toFixed(0)} %`.padStart(6)} | ${`${s.correct}/${s.total}`.padStart(7)} | ${`≥ ${s.goal} %`.padStart(6)} | ${s.percent >= s.goal ? 'met' : 'NOT met'} |`,
  );
  return [title, '| slot      | read   | correct | goal   |        |', '|---|---|---|---|---|', ...rows].join('\n');
}
