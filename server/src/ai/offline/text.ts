// Reading the user's own words: sentences, meaningful words, key phrases (a RAKE-like scan that splits at stop
// words, verbs and punctuation and keeps the user's spelling), target groups, and the small casing and template
// helpers the generators share. English and German.
import type { Lang } from '../types.js';
import { lexicon } from './banks.js';

const MAX_SCAN_CHARS = 20_000;
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}'’-]*[\p{L}\p{N}])?/gu;
const ACRONYM = /^[A-ZÄÖÜ][A-ZÄÖÜ0-9]{1,5}s?$/;

function lowerSet(words: readonly string[]): Set<string> {
  return new Set(words.map((w) => w.toLowerCase()));
}

const STOP = { en: lowerSet(lexicon.stopwords.en), de: lowerSet(lexicon.stopwords.de) };
const VERBS = { en: lowerSet(lexicon.verbs.en), de: lowerSet(lexicon.verbs.de) };
const GENERIC = { en: lowerSet(lexicon.genericNouns.en), de: lowerSet(lexicon.genericNouns.de) };
const GROUPS = { en: lowerSet(lexicon.groupWords.en), de: lowerSet(lexicon.groupWords.de) };
const WEAK_GROUPS = new Set(['people', 'persons', 'users', 'customers', 'menschen', 'personen', 'nutzer', 'kunden']);

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function words(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** The language a text is written in, by its stop words; undefined when it cannot tell. */
export function detectLang(text: string): Lang | undefined {
  let en = 0;
  let de = 0;
  for (const word of words(text)) {
    const lower = word.toLowerCase();
    if (STOP.en.has(lower)) en++;
    if (STOP.de.has(lower)) de++;
    if (/[äöüß]/.test(lower)) de += 0.5;
  }
  if (en === de) return undefined;
  return en > de ? 'en' : 'de';
}

const ABBREVIATIONS =
  /\b(?:e\.g|i\.e|etc|vs|Dr|Prof|Mr|Mrs|Ms|z\.\s?B|u\.\s?a|bzw|ca|Nr|vgl|et al|Fig|Abb|Tab|No|Inc|Ltd|Co)\.$/i;

/** Sentences of a text, split at . ! ? and line breaks, not at common abbreviations. */
export function sentences(text: string): string[] {
  const result: string[] = [];
  for (const block of text.split(/\n\s*\n|\r?\n(?=\s*[-•*\d]+[.)]?\s)/)) {
    const flat = normalizeSpace(block);
    if (!flat) continue;
    let start = 0;
    const boundary = /[.!?…]+["”“'’)\]]*(?=\s+["„“'‘([]?[\p{Lu}\p{N}])/gu;
    for (const match of flat.matchAll(boundary)) {
      const end = match.index + match[0].length;
      const candidate = flat.slice(start, end);
      if (ABBREVIATIONS.test(candidate.replace(/[.]+$/, '.'))) continue;
      // A single letter with a period is an initial or part of an abbreviation ("J.", "z. B.").
      if (/(^|[\s(])\p{L}\.$/u.test(candidate)) continue;
      result.push(candidate.trim());
      start = end;
    }
    const rest = flat.slice(start).trim();
    if (rest) result.push(rest);
  }
  return result.filter((s) => /\p{L}/u.test(s));
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Lower-cases the first letter where that is right mid-sentence (not German nouns, names or acronyms). */
export function lowerFirst(text: string, lang: Lang): string {
  const first = words(text)[0];
  if (!first || ACRONYM.test(first) || first === 'I') return text;
  // R&D, LoRa, iPhone-like words keep their case.
  if (/^\p{Lu}\S*\p{Lu}/u.test(first) || /^\p{Lu}[^\s\p{L}]/u.test(text)) return text;
  if (lang === 'de' && !STOP.de.has(first.toLowerCase())) {
    // "Kleine Bäckereien", "Pflegende Angehörige": an adjective before its noun is lower-case mid-sentence.
    const second = words(text)[1] ?? '';
    if (!(/(e|en|er|es|em)$/.test(first) && /^\p{Lu}/u.test(second))) return text;
  }
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function stripTerminal(text: string): string {
  return text.replace(/[\s.!?…:;,]+$/u, '').trim();
}

export function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["”“’)]?$/u.test(trimmed) ? trimmed : `${stripTerminal(trimmed)}.`;
}

/** At most `max` words, cut at a word boundary with an ellipsis. */
export function clipWords(text: string, max: number): string {
  const parts = normalizeSpace(text).split(' ');
  if (parts.length <= max) return parts.join(' ');
  return `${stripTerminal(parts.slice(0, max).join(' '))} …`;
}

/** `{name}` is replaced by the value, `{Name}` by the value with a capital first letter. */
export function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = vars[lower];
    if (value === undefined) return whole;
    return key === lower ? value : capitalize(value);
  });
}

export function isStopWord(word: string, lang: Lang): boolean {
  return STOP[lang].has(word.toLowerCase());
}

export function isGenericWord(word: string): boolean {
  const lower = word.toLowerCase();
  return GENERIC.en.has(lower) || GENERIC.de.has(lower);
}

function isGroupWord(word: string, lang: Lang): boolean {
  const lower = word.toLowerCase();
  if (GROUPS[lang].has(lower) || GROUPS[lang === 'en' ? 'de' : 'en'].has(lower)) return true;
  // German compounds (Handwerksbetriebe, Pflegekräfte) and English ones (dog-owners) end in a group word.
  for (const group of GROUPS[lang]) if (group.length >= 5 && lower.endsWith(group)) return true;
  return false;
}

export interface Phrase {
  /** As the user wrote it (first letter adjusted for use mid-sentence). */
  text: string;
  key: string;
  score: number;
  words: string[];
  /** Names people (ends in a group word such as students, Bäckereien). */
  group: boolean;
  /** Made only of generic words (app, platform, users …). */
  generic: boolean;
}

export interface WeightedText {
  text: string;
  weight: number;
}

interface Candidate {
  words: string[];
  display: string;
  weight: number;
  order: number;
}

/**
 * Key phrases of the texts, best first: runs of meaningful words between stop words, verbs and punctuation,
 * scored by how often their words occur (weighted by the text they come from) and how specific they are.
 */
export function keyPhrases(texts: WeightedText[], fallbackLang: Lang, max = 12): Phrase[] {
  const candidates: Candidate[] = [];
  const wordFreq = new Map<string, number>();
  const properMidSentence = new Set<string>();
  let order = 0;

  // First pass: the sentences of every text, which of them are English Title Case headings, and the words that
  // are capitalised in the middle of ordinary sentences (names, places).
  const prepared = texts
    .filter(({ text, weight }) => text?.trim() && weight > 0)
    // The beginning of a long document says what it is about; the rest would only cost time.
    .map(({ text, weight }) => ({ text: text.slice(0, MAX_SCAN_CHARS), weight }))
    .map(({ text, weight }) => {
      const lang = detectLang(text) ?? fallbackLang;
      return {
        weight,
        lang,
        sentences: sentences(text).map((sentence) => {
          const tokens = [...sentence.matchAll(TOKEN)];
          const title = lang === 'en' && isTitleCase(tokens.map((t) => t[0]));
          if (!title) {
            tokens.forEach((t, i) => {
              if (i > 0 && /^\p{Lu}/u.test(t[0])) properMidSentence.add(t[0].toLowerCase());
            });
          }
          return { sentence, tokens, title };
        }),
      };
    });

  for (const { weight, lang, sentences: list } of prepared) {
    for (const { sentence, tokens, title } of list) {
      let run: Array<{ word: string; initial: boolean }> = [];
      let afterGroup = false;
      const flush = () => {
        const phrase = trimRun(run, lang);
        run = [];
        if (!phrase) return;
        const display = phrase
          .map((p, i) =>
            (i === 0 && p.initial) || title ? adjustInitial(p.word, phrase, lang, properMidSentence) : p.word,
          )
          .join(' ');
        candidates.push({ words: phrase.map((p) => p.word), display, weight, order: order++ });
        for (const p of phrase) {
          const lower = p.word.toLowerCase();
          wordFreq.set(lower, (wordFreq.get(lower) ?? 0) + weight);
        }
      };
      tokens.forEach((token, i) => {
        const word = token[0];
        if (i > 0) {
          const previous = tokens[i - 1]!;
          const between = sentence.slice(previous.index + previous[0].length, token.index);
          if (/[^\s]/.test(between)) flush();
        }
        const lower = word.toLowerCase();
        const previous = i > 0 ? tokens[i - 1]![0].toLowerCase() : '';
        const stop =
          STOP[lang].has(lower) ||
          VERBS[lang].has(lower) ||
          (lang === 'en' && isVerbPosition(previous, word)) ||
          /^\d+([.,]\d+)?$/.test(word) ||
          (word.length < 3 && !ACRONYM.test(word));
        const next = tokens[i + 1]?.[0] ?? '';
        // English: a lower-case word right after a group of people is its verb ("bakeries waste", "students
        // commute").
        const groupVerb = afterGroup && /^\p{Ll}/u.test(word);
        afterGroup = false;
        if (stop || groupVerb) flush();
        else if (lang === 'de' && afterNoun(run, word, next)) flush();
        else {
          run.push({ word, initial: i === 0 });
          if (lang === 'en' && isGroupWord(word, 'en') && /s$/i.test(word)) {
            flush();
            afterGroup = true;
          }
        }
      });
      flush();
    }
  }

  const byKey = new Map<string, Phrase & { order: number }>();
  for (const c of candidates) {
    const key = c.words.map((w) => w.toLowerCase()).join(' ');
    const lang = detectLang(c.words.join(' ')) ?? fallbackLang;
    const generic = c.words.every((w) => GENERIC.en.has(w.toLowerCase()) || GENERIC.de.has(w.toLowerCase()));
    const wordScore = c.words.reduce((sum, w) => sum + Math.min(wordFreq.get(w.toLowerCase()) ?? 0, 6), 0);
    const gain = c.weight * (1 + 0.5 * Math.min(c.words.length - 1, 2)) + 0.35 * wordScore;
    const existing = byKey.get(key);
    if (existing) {
      existing.score += c.weight * 1.2;
      continue;
    }
    const last = c.words[c.words.length - 1]!;
    byKey.set(key, {
      text: c.display,
      key,
      // A lone capitalised English word mid-sentence is a name or place (Berlin): a weak subject.
      score:
        gain -
        (generic ? 3 : 0) -
        (c.words.length > 3 ? 0.5 : 0) -
        (lang === 'en' && c.words.length === 1 && /^\p{Lu}/u.test(c.display) ? 1.5 : 0),
      words: c.words,
      group: isGroupWord(last, lang),
      generic,
      order: c.order,
    });
  }
  return [...byKey.values()]
    .filter((p) => !p.generic)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map(({ order: _order, ...phrase }) => phrase);
}

/**
 * German: a lower-case word right after a noun is a verb or adverb ("Angehörige behalten Pläne"), except a
 * genitive adjective before its noun ("Inhaber kleiner Bäckereien").
 */
function afterNoun(run: Array<{ word: string }>, word: string, next: string): boolean {
  const last = run[run.length - 1]?.word;
  if (!last || !/^\p{Lu}/u.test(last) || !/^\p{Ll}/u.test(word)) return false;
  return !(/er$/.test(word) && /^\p{Lu}/u.test(next));
}

// English words that put a verb next: "they cannot predict", "who struggle", "want to reduce".
const BEFORE_VERB = new Set([
  'cannot',
  "can't",
  'can',
  'could',
  'will',
  "won't",
  'would',
  'should',
  'must',
  'may',
  'might',
  "don't",
  "doesn't",
  "didn't",
  'not',
  'they',
  'we',
  'i',
  'you',
  'he',
  'she',
  'who',
  'to',
  'rarely',
  'seldom',
  'hardly',
  'never',
  'always',
  'usually',
  'often',
  'sometimes',
  'frequently',
  'already',
  'still',
  'also',
]);

function isVerbPosition(previous: string, word: string): boolean {
  if (!BEFORE_VERB.has(previous) || !/^\p{Ll}/u.test(word)) return false;
  // After "to" only a base form is a verb; "to bakeries", "to customers" name people.
  if (previous === 'to') return !word.endsWith('s') && !isGroupWord(word, 'en');
  return true;
}

function trimRun(
  run: Array<{ word: string; initial: boolean }>,
  lang: Lang,
): Array<{ word: string; initial: boolean }> | undefined {
  let phrase = run.filter((p) => !/^\d+$/.test(p.word));
  if (lang === 'de') {
    // German nouns are capitalised: a phrase ends with one; trailing lower-case words are verbs or adverbs.
    // Leading lower-case words stay: they are adjectives ("kleine Bäckereien").
    while (phrase.length > 0 && !/^\p{Lu}/u.test(phrase[phrase.length - 1]!.word)) phrase = phrase.slice(0, -1);
  }
  if (phrase.length === 0) return undefined;
  if (phrase.length > 4) phrase = phrase.slice(-3);
  return phrase;
}

/** "Low-Cost Soil Moisture Sensing for Smallholder Farms": most longer words capitalised. */
function isTitleCase(tokens: string[]): boolean {
  const content = tokens.filter((t) => t.length >= 4 && !STOP.en.has(t.toLowerCase()));
  if (content.length < 3) return false;
  return content.filter((t) => /^\p{Lu}/u.test(t)).length / content.length >= 0.6;
}

function adjustInitial(
  word: string,
  phrase: Array<{ word: string }>,
  lang: Lang,
  properMidSentence: Set<string>,
): string {
  if (ACRONYM.test(word) || properMidSentence.has(word.toLowerCase())) return word;
  // LoRa, R&D, iPhone keep their case.
  if (/\p{Lu}/u.test(word.replace(/(^|-)\p{Lu}/gu, '')) || /[^\p{L}'’-]/u.test(word)) return word;
  if (lang === 'en') return word.replace(/(^|-)\p{Lu}/gu, (m) => m.toLowerCase());
  // German: a sentence-initial adjective before its noun ("Kleine Bäckereien") is written lower-case mid-sentence.
  const next = phrase[1]?.word ?? '';
  if (/(e|en|er|es|em)$/.test(word) && /^\p{Lu}/u.test(next)) return word.charAt(0).toLowerCase() + word.slice(1);
  return word;
}

/** The phrase that names people best (students, kleine Bäckereien), if any. */
export function groupPhrase(phrases: Phrase[]): Phrase | undefined {
  const groups = phrases.filter((p) => p.group);
  return groups.find((p) => !WEAK_GROUPS.has(p.words[p.words.length - 1]!.toLowerCase())) ?? groups[0];
}

/** Meaningful single words of a text, lower-cased, for relevance scoring. */
export function contentWords(text: string): string[] {
  return words(text)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2 && !STOP.en.has(w) && !STOP.de.has(w) && !/^\d+$/.test(w));
}

/** Whether a text mentions a keyword (prefix match, or a German compound ending in it). */
export function mentions(textWords: readonly string[], keyword: string): boolean {
  const k = keyword.toLowerCase();
  if (k.includes(' ')) return textWords.join(' ').includes(k);
  return textWords.some((w) => w === k || (k.length >= 4 && (w.startsWith(k) || (w.length > 8 && w.endsWith(k)))));
}

/** Turns a multi-word phrase into Title Case (English product names). */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w) => (ACRONYM.test(w) ? w : capitalize(w)))
    .join(' ');
}

/** A text that describes a solution: a solution noun among its first four words ("A platform that …"). */
export function looksLikeSolution(text: string): boolean {
  const first = words(text)
    .slice(0, 4)
    .map((w) => w.toLowerCase());
  const nouns = new Set([...lexicon.solutionNouns.en, ...lexicon.solutionNouns.de]);
  return first.some((w) => nouns.has(w));
}

/** A text that describes a pain ("… throw away too much …", "… ist zu teuer …"). */
export function looksLikeProblem(text: string): boolean {
  const lower = ` ${text.toLowerCase()} `;
  return [...lexicon.problemCues.en, ...lexicon.problemCues.de].some((cue) => lower.includes(cue));
}

export function quote(text: string, lang: Lang): string {
  return lang === 'de' ? `„${text}“` : `“${text}”`;
}
