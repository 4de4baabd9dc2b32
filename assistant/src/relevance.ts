// Which knowledge-hub passages an answer may draw on. The hub belongs to the whole project (spec part 1 §7), but an
// answer is about the idea in front of the user: passages are ranked by the meaningful words they share with the
// current idea (the message, the step's saved input, the round's earlier results), and a passage
// that shares none is left out — the offline engine does not quote it and a language model does not get it as a
// source. Places and words for groups of people ("Berlin", "owners") help the ranking but never make a passage
// relevant on their own: a bike study is no source for a dog-grooming idea in the same city.

import { LRUCache } from 'lru-cache';
import { lexicon } from './banks.js';
import nlp from './compromise.js';

export interface WeightedText {
  text: string;
  weight: number;
}

/** What a word counts for when a passage shares it: a topic word fully, a place or a group of people a little. */
const WEAK = 0.25;

const lower = (list: readonly string[]) => list.map((w) => w.toLowerCase());

/** Words that say nothing about what an idea is about (both languages). */
const IGNORED = new Set([
  ...lower(lexicon.stopwords.en),
  ...lower(lexicon.stopwords.de),
  ...lower(lexicon.verbs.en),
  ...lower(lexicon.verbs.de),
  ...lower(lexicon.genericNouns.en),
  ...lower(lexicon.genericNouns.de),
  // Units of time and money: every interview mentions them.
  ...'day days week weeks month months year years hour hours minute minutes euro euros dollar dollars percent cent cents tag tage tagen woche wochen monat monate monaten jahr jahre jahren stunde stunden minute minuten prozent'.split(
    ' ',
  ),
]);
const GROUP_WORDS = new Set([...lower(lexicon.groupWords.en), ...lower(lexicon.groupWords.de)]);

/** Runs of letters (and digits inside a word), as the full-text search splits them. */
function tokens(text: string): string[] {
  return (text.match(/[\p{L}][\p{L}\p{N}]*/gu) ?? []).map((w) => w.toLowerCase());
}

/** A light stem shared by both languages, so "bikes"/"bike" and "Hunde"/"Hund" meet. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  for (const suffix of ['ing', 'es', 'en', 'er', 'e', 's', 'n']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  }
  return w;
}

/** Whether two stems name the same thing: equal, a longer form of it, or a German compound built on it. */
function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  return short.length >= 5 && long.length >= 8 && long.endsWith(short);
}

/** A word of the idea: how much it counts, and whether it names the topic (not a place or a group of people). */
export interface IdeaTerm {
  weight: number;
  topical: boolean;
}

// A round's ~40 requests send the same idea texts again and again, and finding places is the costly part of
// reading them (compromise tags the whole text): the words of each text's places are kept, by text.
const PLACE_WORDS = new LRUCache<string, ReadonlySet<string>>({ max: 2000 });

/** The words of the places a text names ("Munich", "coastal towns"), which are no topic of the idea. */
function placeWords(text: string): ReadonlySet<string> {
  let words = PLACE_WORDS.get(text);
  if (!words) {
    words = new Set(
      nlp(text)
        .places()
        .out('array')
        .flatMap((place: string) => tokens(place)),
    );
    PLACE_WORDS.set(text, words);
  }
  return words;
}

/** The meaningful words of the current idea, by stem, with the weight of the text they come from. */
export function ideaTerms(texts: readonly WeightedText[]): Map<string, IdeaTerm> {
  const terms = new Map<string, IdeaTerm>();
  for (const { text, weight } of texts) {
    if (!text.trim()) continue;
    const places = placeWords(text);
    for (const word of tokens(text)) {
      if (word.length < 3 || IGNORED.has(word)) continue;
      const topical = !places.has(word) && !GROUP_WORDS.has(word) && !GROUP_WORDS.has(`${word}s`);
      const term = { weight: weight * (topical ? 1 : WEAK), topical };
      const key = stem(word);
      const known = terms.get(key);
      if (!known || known.weight < term.weight) terms.set(key, term);
    }
  }
  return terms;
}

/** Finds the idea's terms, on the calling thread (`ideaTerms`) or on a worker thread (the server's ai/engine-pool.ts). */
export type IdeaTermsOf = (texts: readonly WeightedText[]) => Promise<Map<string, IdeaTerm>>;

/** The idea's terms as a search query, the weightiest first (the search keeps the first two dozen). */
export function termQuery(terms: Map<string, IdeaTerm>): string {
  return [...terms.entries()]
    .sort((a, b) => Number(b[1].topical) - Number(a[1].topical) || b[1].weight - a[1].weight)
    .map(([key]) => key)
    .join(' ');
}

/** How much a passage has to do with the idea; 0 when it shares no topic word with it. */
export function relevance(text: string, terms: Map<string, IdeaTerm>): number {
  const words = [...new Set(tokens(text).map(stem))];
  let score = 0;
  let topical = false;
  for (const [key, term] of terms) {
    if (!words.some((word) => sameTerm(key, word))) continue;
    score += term.weight;
    topical ||= term.topical;
  }
  return topical ? score : 0;
}

/** The passages that share a topic word with the idea, the most relevant first (ties keep the search's order). */
export function relevantPassages<T extends { text: string }>(
  passages: readonly T[],
  terms: Map<string, IdeaTerm>,
  limit: number,
): T[] {
  return passages
    .map((passage, index) => ({ passage, index, score: relevance(passage.text, terms) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.passage);
}
