// The terms of a paper that product ideas may quote: noun phrases only ("condition monitoring", "wind turbine
// gearboxes", "digitale Lernbegleitung"), never a verb phrase ("method detected critical wear"), so a term reads
// right inside a sentence of either language. English papers are read with compromise's part-of-speech tags;
// German papers by their capitalised nouns (with an adjective before one in the form that fits "für …").
import nlp from '../compromise.js';
import { isGenericWord, isStopWord, sentences } from '../text.js';
import type { Lang } from '../types.js';

/** Words a paper uses about itself or its numbers: no product is about them. */
const PAPER_WORDS = new Set(
  (
    'method methods approach approaches study studies paper papers result results data analysis framework technique ' +
    'techniques evaluation experiment experiments trial trials field percent work article research findings ' +
    'methode methoden ansatz studie studien arbeit ergebnis ergebnisse daten analyse prozent versuchsgruppe ' +
    'kontrollgruppe untersuchung forschung artikel befragung'
  ).split(' '),
);

const MAX_WORDS = 4;

interface Candidate {
  /** As it reads mid-sentence. */
  text: string;
  words: string[];
}

/** A word (or hyphenated compound) of a phrase, and whether it ends in a noun. */
interface Unit {
  text: string;
  noun: boolean;
}

/** Whether a paper would use the word about itself or its numbers ("method", "Studie"). */
export function isPaperWord(word: string): boolean {
  return PAPER_WORDS.has(word.toLowerCase());
}

/** The phrase ends in a noun that is not generic ("condition monitoring approach" → "condition monitoring"). */
function trimUnits(units: Unit[]): Unit[] {
  const out = [...units];
  while (out.length > 0) {
    const last = out.at(-1)!;
    const word = last.text.split('-').at(-1)!;
    if (last.noun && !isPaperWord(word) && !isGenericWord(word)) break;
    out.pop();
  }
  return out.slice(-MAX_WORDS);
}

/** A term from a Title Case title as written mid-sentence: "Soil Moisture Sensing" → "soil moisture sensing". */
function midSentence(word: string): string {
  return /\p{Lu}/u.test(word.replace(/(^|-)\p{Lu}/gu, '')) ? word : word.toLowerCase();
}

/** Runs of adjectives and nouns that end in a noun, split at everything else (compromise's tags). */
function englishCandidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  const skip = /^(Pronoun|Possessive|Determiner|Preposition|Conjunction|Value|Date|Duration|Verb|Adverb|Copula)$/;
  for (const sentence of nlp(text).json() as Array<{ terms: Array<{ text: string; post: string; tags: string[] }> }>) {
    let units: Unit[] = [];
    let joining = false;
    const flush = () => {
      const kept = trimUnits(units);
      if (kept.length > 0) out.push({ text: kept.map((u) => u.text).join(' '), words: kept.map((u) => u.text) });
      units = [];
      joining = false;
    };
    for (const term of sentence.terms) {
      const usable =
        !term.tags.some((tag) => skip.test(tag)) &&
        (term.tags.includes('Noun') || term.tags.includes('Adjective')) &&
        /\p{L}/u.test(term.text);
      if (!usable) {
        flush();
        continue;
      }
      const word = midSentence(term.text);
      const noun = term.tags.includes('Noun');
      // "low-cost", "vibration-based": a hyphenated compound is one word of the phrase.
      if (joining && units.length > 0) units[units.length - 1] = { text: `${units.at(-1)!.text}-${word}`, noun };
      else units.push({ text: word, noun });
      joining = term.post.trim() === '-';
      if (/[.,;:!?()]/.test(term.post)) flush();
    }
    flush();
  }
  return out;
}

/**
 * German nouns (capitalised inside a sentence, or at its start when written so elsewhere too), with an adjective
 * directly before them when it ends in -e ("digitale Lernbegleitung": the form "für …" and "rund um …" take).
 */
function germanCandidates(text: string, withAdjectives: boolean): Candidate[] {
  const all = sentences(text).map((s) => s.match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? []);
  const midNouns = new Set(all.flatMap((tokens) => tokens.slice(1).filter((t) => /^\p{Lu}/u.test(t))));
  const out: Candidate[] = [];
  for (const tokens of all) {
    tokens.forEach((token, i) => {
      if (!/^\p{Lu}/u.test(token) || isStopWord(token, 'de') || (i === 0 && !midNouns.has(token))) return;
      if (isPaperWord(token) || token.length < 4) return;
      const before = tokens[i - 1] ?? '';
      const adjective =
        withAdjectives && /^\p{L}+e$/u.test(before) && !isStopWord(before, 'de') ? before.toLowerCase() : '';
      out.push({ text: adjective ? `${adjective} ${token}` : token, words: adjective ? [adjective, token] : [token] });
    });
  }
  return out;
}

/**
 * The paper's best terms, most frequent first: noun phrases of the paper's language, scored by how often their
 * words occur (the title counts thrice). For an answer in the other language a German term is the noun alone.
 */
export function paperTerms(title: string, summary: string, paperLang: Lang, answerLang: Lang): string[] {
  const text = `${title}.\n\n${summary}`;
  const candidates = paperLang === 'en' ? englishCandidates(text) : germanCandidates(text, answerLang === 'de');
  const frequency = new Map<string, number>();
  const titleWords = new Set((title.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => w));
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = new Map<string, { text: string; score: number; order: number }>();
  candidates.forEach((candidate, order) => {
    const key = candidate.text.toLowerCase();
    const parts = candidate.words.map((w) => w.toLowerCase().replace(/-.*$/, ''));
    const score =
      parts.reduce((sum, w) => sum + (frequency.get(w) ?? 0) + (titleWords.has(w) ? 2 : 0), 0) /
      Math.sqrt(parts.length);
    const known = scored.get(key);
    if (!known || known.score < score) scored.set(key, { text: candidate.text, score, order: known?.order ?? order });
  });
  const ranked = [...scored.values()].sort((a, b) => b.score - a.score || a.order - b.order).map((c) => c.text);
  // A shorter term inside a chosen longer one adds nothing ("gearboxes" after "wind turbine gearboxes").
  const chosen: string[] = [];
  for (const term of ranked) {
    const lower = term.toLowerCase();
    if (chosen.some((c) => c.toLowerCase().includes(lower) || lower.includes(c.toLowerCase()))) continue;
    chosen.push(term);
  }
  return chosen;
}
