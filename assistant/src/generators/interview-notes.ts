// What the offline assistant takes from the notes of a real interview (ANALYZE_INTERVIEW): the founder's notes are
// read against the round's pains (the empathy map's frustrations and the core problem) as they are when the notes
// are read. Nothing is written here, only picked: quotes and surprises are sentences of the notes, verbatim, and
// the pains confirmed or contradicted are the round's own pain strings, unchanged.
//
// How a sentence is judged (English and German alike, a sentence may mix both):
// - It speaks to a pain when it shares enough of the pain's content words, compared whole-word after a crude stem
//   ("walkers" = "walker" = "walk", "Hunde" = "Hund"): at least two, and a third of the pain's words for long
//   pains (a one-word pain needs its one word); and one of them must be the pain's own, not a word every pain of
//   the round has (with three pains about dog walkers, "dog walker" alone names none of them).
//   Among the pains it speaks to, it counts for those it matches at least half as well as its best match (the
//   share of the pain's words it has), so "I cannot rely on my dog walker during long shifts" speaks to the core
//   problem about relying on walkers, not to every pain that mentions dog walkers.
// - It denies the pain when it holds a denial cue ("not a problem", "don't mind", "we already", "kein Problem",
//   "stört mich nicht", …), or when a negation stands within three words of the pain's words while the pain has
//   none (or the other way round: "I can always rely on my walker" denies "cannot rely on dog walkers").
//   Otherwise it confirms it.
// - A record confirms a pain when more of its sentences confirm it than deny it; a tie counts as contradicted,
//   because a pain the conversation put in doubt is no confirmed pain.
// - A surprise is a sentence that speaks to no pain, says something hurts or matters (a pain word, a wish,
//   "actually", "eigentlich"), and whose content words are mostly ones neither the pains nor what the round says of
//   its persona use (at least two of them).
// - Questions (sentences ending in "?") are the interviewer's, never a quote.
import type { components } from '@idea-studio/sdk';
import { lexicon } from '../banks.js';
import { parseJson } from '../facts.js';
import { splitSentences } from '../nlp.js';
import { isStopWord, words } from '../text.js';

export type InterviewAnalysis = components['schemas']['InterviewAnalysis'];

/** The prompt's input (server/src/interviews/service.ts builds it). */
export interface InterviewNotesInput {
  notes: string;
  /** The round's pains, exactly as the round has them. */
  pains: string[];
  /** What the round says of its persona and problem besides the pains (no surprise when a sentence meets these). */
  known: string[];
}

/** At most this many quotes and surprises per record: the strongest evidence, not the whole transcript. */
export const MAX_QUOTES = 8;
export const MAX_SURPRISES = 5;

/** Phrases that deny a pain whatever its wording (lower case; matched on word boundaries). */
const DENIALS: readonly string[] = [
  // English
  'not a problem',
  'no problem',
  'not an issue',
  'no issue',
  'never a problem',
  'never an issue',
  'not a big deal',
  'no big deal',
  "don't mind",
  'do not mind',
  "doesn't bother",
  'does not bother',
  "didn't bother",
  "don't care",
  'do not care',
  'not bothered',
  'we already',
  'i already',
  'already have',
  'already use',
  'already solved',
  'works fine',
  'works well',
  'is fine',
  'not true',
  'not really',
  'never had',
  'never have',
  'never been',
  // German
  'kein problem',
  'keine probleme',
  'kein thema',
  'nie ein problem',
  'nicht schlimm',
  'nicht so schlimm',
  'stört mich nicht',
  'stört uns nicht',
  'stört nicht',
  'macht mir nichts',
  'macht uns nichts',
  'ist mir egal',
  'ist uns egal',
  'haben wir schon',
  'haben wir bereits',
  'wir haben schon',
  'wir haben bereits',
  'ich habe schon',
  'ich habe bereits',
  'nutzen wir schon',
  'nutzen wir bereits',
  'schon gelöst',
  'funktioniert gut',
  'funktioniert prima',
  'klappt gut',
  'klappt prima',
  'stimmt nicht',
  'eigentlich nicht',
  'hatten nie',
  'hatte nie',
  'hatten noch nie',
  'hatte noch nie',
];

/** Single words that negate what their clause says (the lexicon's lists, plus the contracted forms). */
const NEGATIONS = new Set(
  [
    ...lexicon.negations.en,
    ...lexicon.negations.de,
    "haven't",
    "hasn't",
    "wasn't",
    "weren't",
    "wouldn't",
    "couldn't",
    "shouldn't",
    'none',
    'neither',
    'nor',
  ].map((w) => w.toLowerCase().replace(/’/g, "'")),
);

/** Words that make a sentence worth noticing although it names no pain of the round. */
const SALIENCE: readonly string[] = [
  ...lexicon.painWords.en,
  ...lexicon.painWords.de,
  'problem',
  'issue',
  'wish',
  'would pay',
  'would love',
  'surpris',
  'actually',
  'in fact',
  'biggest',
  'worst',
  'really',
  'instead',
  'prefer',
  'wünsch',
  'würde zahlen',
  'würde bezahlen',
  'überrasch',
  'eigentlich',
  'tatsächlich',
  'größte',
  'schlimmste',
  'wirklich',
  'stattdessen',
  'lieber',
];

const normalizeQuote = (text: string) => text.replace(/’/g, "'").toLowerCase();

/** A crude stem: lower case, the common English and German endings cut (at most twice), never below 4 letters. */
export function stem(word: string): string {
  let w = word.toLowerCase().normalize('NFKC').replace(/’/g, "'").replace(/'s$/u, '');
  w = w.replace(/ies$/u, 'y');
  for (let i = 0; i < 2 && w.length > 4; i++) {
    const cut = w.replace(/(ings|ing|ungen|ung|ed|es|er|en|em|ly|e|s|n)$/u, '');
    if (cut === w || cut.length < 4) break;
    w = cut;
  }
  // "cancelled", "stopped": the doubled consonant before the ending is the word's single one.
  return w.length > 4 ? w.replace(/([bdfglmnprt])\1$/u, '$1') : w;
}

/** The content words of a text as stems: no stop words, no negations, at least three letters. */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of words(text)) {
    const lower = word.toLowerCase().replace(/’/g, "'");
    if (lower.length < 3 || /^\d+$/.test(lower) || NEGATIONS.has(lower)) continue;
    if (isStopWord(lower, 'en') || isStopWord(lower, 'de')) continue;
    out.add(stem(lower));
  }
  return out;
}

/** Whether a text holds a phrase on word boundaries (a word stem like "frustrat" may continue). */
function holds(text: string, phrase: string, stemOnly = false): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const tail = stemOnly ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${tail}`, 'iu').test(text);
}

const denies = (text: string): boolean => DENIALS.some((phrase) => holds(normalizeQuote(text), phrase));

/** How many of a pain's stems a sentence must share to speak to it. */
export function needed(painStems: number): number {
  if (painStems === 0) return Number.POSITIVE_INFINITY;
  return Math.max(Math.min(2, painStems), Math.ceil(painStems / 3));
}

/** A sentence of the notes without a list marker or enclosing quotes: still a verbatim part of the notes. */
function trimSentence(sentence: string): string {
  return sentence
    .replace(/^\s*(?:[-•*–]+|\d+[.)])\s+/u, '')
    .replace(/^["„“‘'«]+(?=\S)/u, '')
    .replace(/(?<=\S)["“”’'»]+$/u, '')
    .trim();
}

/** The sentences of notes, each verbatim (spaces aside: a line break inside a sentence reads as a space). */
export function noteSentences(notes: string): string[] {
  return splitSentences(notes)
    .map(trimSentence)
    .filter((s) => /\p{L}/u.test(s));
}

/** How far (in words, either side) a negation reaches: "never cancel", "Hundesitter finde ich nicht". */
const NEGATION_REACH = 3;

/** Whether a negation stands within reach of one of the given stems (the words that name the pain). */
function negatesAny(text: string, stems: ReadonlySet<string>): boolean {
  const tokens = words(text).map((w) => normalizeQuote(w));
  return tokens.some((token, i) => {
    if (!NEGATIONS.has(token)) return false;
    for (let j = Math.max(0, i - NEGATION_REACH); j <= Math.min(tokens.length - 1, i + NEGATION_REACH); j++) {
      if (j !== i && stems.has(stem(tokens[j]!))) return true;
    }
    return false;
  });
}

/** The share of a pain's words a sentence has, when it speaks to the pain (see the header); else 0. */
export function painMatch(sentence: string, pain: string, domain: ReadonlySet<string> = new Set()): number {
  const painStems = contentStems(pain);
  const shared = [...contentStems(sentence)].filter((s) => painStems.has(s));
  if (shared.length < needed(painStems.size)) return 0;
  // Words every pain of the round has ("dog walker") name the domain, not this pain: one of its own must be there.
  if ([...painStems].some((s) => !domain.has(s)) && shared.every((s) => domain.has(s))) return 0;
  return shared.length / painStems.size;
}

/** How one sentence stands to one pain: it does not speak to it, it confirms it, or it denies it. */
export function judgeSentence(
  sentence: string,
  pain: string,
  domain: ReadonlySet<string> = new Set(),
): 'none' | 'confirms' | 'contradicts' {
  if (painMatch(sentence, pain, domain) === 0) return 'none';
  // A pain of several sentences is judged by the one the sentence speaks to, so words the pain says itself ("time I
  // do not have") do not turn a sentence that repeats them against it.
  const sentenceStems = contentStems(sentence);
  const own = noteSentences(pain)
    .map((part) => ({ part, shared: [...contentStems(part)].filter((s) => sentenceStems.has(s)).length }))
    .reduce((best, next) => (next.shared > best.shared ? next : best), { part: pain, shared: -1 }).part;
  if (denies(sentence) && !denies(own)) return 'contradicts';
  // A negation next to the pain's words turns the sentence against it, unless the pain is itself negated there.
  const painStems = contentStems(own);
  const shared = new Set([...sentenceStems].filter((s) => painStems.has(s)));
  return negatesAny(sentence, shared) === negatesAny(own, shared) ? 'confirms' : 'contradicts';
}

/** A sentence speaks to the pains it matches best: at least half as well as its best match. */
const BEST_MATCH_SHARE = 0.5;

/** Reads notes against the round's pains (see the header for the rules). */
export function analyseInterviewNotes(input: InterviewNotesInput): InterviewAnalysis {
  const pains = [...new Set(input.pains.map((p) => p.trim()).filter(Boolean))];
  const sentences = noteSentences(input.notes).filter((s) => !/\?["”’')\]]*$/u.test(s));
  const quotes: string[] = [];
  const confirmedPains: string[] = [];
  const contradictedPains: string[] = [];
  const painStems = pains.map(contentStems);
  const domain = new Set(
    pains.length < 2 ? [] : [...(painStems[0] ?? [])].filter((s) => painStems.every((stems) => stems.has(s))),
  );
  const votes = new Map(pains.map((pain) => [pain, { confirms: 0, contradicts: 0 }]));
  for (const sentence of sentences) {
    const matches = pains.map((pain) => ({ pain, share: painMatch(sentence, pain, domain) }));
    const best = Math.max(0, ...matches.map((m) => m.share));
    if (best === 0) continue;
    quotes.push(sentence);
    for (const { pain, share } of matches) {
      if (share === 0 || share < best * BEST_MATCH_SHARE) continue;
      const vote = votes.get(pain)!;
      if (judgeSentence(sentence, pain, domain) === 'confirms') vote.confirms += 1;
      else vote.contradicts += 1;
    }
  }
  for (const [pain, { confirms, contradicts }] of votes) {
    if (confirms > contradicts) confirmedPains.push(pain);
    else if (contradicts > 0) contradictedPains.push(pain);
  }
  const ordered = [...new Set(quotes)].slice(0, MAX_QUOTES);

  const known = new Set([...pains, ...input.known].flatMap((text) => [...contentStems(text)]));
  const surprises: string[] = [];
  for (const sentence of sentences) {
    if (surprises.length >= MAX_SURPRISES) break;
    if (quotes.includes(sentence) || surprises.includes(sentence)) continue;
    const unknown = [...contentStems(sentence)].filter((s) => !known.has(s));
    if (unknown.length < 2 || unknown.length * 2 < contentStems(sentence).size) continue;
    const lower = normalizeQuote(sentence);
    if (SALIENCE.some((cue) => holds(lower, cue.toLowerCase(), true))) surprises.push(sentence);
  }
  return { quotes: ordered, confirmedPains, contradictedPains, surprises };
}

/** The prompt input as text (JSON), as the service sends it to either provider. */
export function interviewNotesPrompt(input: InterviewNotesInput): string {
  return JSON.stringify({ notes: input.notes, pains: input.pains, known: input.known });
}

/** The offline answer to ANALYZE_INTERVIEW: the input is the JSON of interviewNotesPrompt(). */
export function interviewNotesAnswer(raw: string): InterviewAnalysis {
  const value = parseJson(raw);
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const notes = typeof record.notes === 'string' ? record.notes : typeof value === 'string' ? value : '';
  return analyseInterviewNotes({ notes, pains: strings(record.pains), known: strings(record.known) });
}
