// Noun phrases of the idea, as token ranges: what a preposition introduces ("for busy parents", "in Norfolk
// villages"), and the word classes the slots are decided by (people, places, function words).

import { lexicon } from '../banks.js';
import nlp from '../compromise.js';
import { isBusinessWord, isPeopleWord } from '../nlp.js';
import type { Lang } from '../types.js';
import { type FrameText, type FrameToken, isWord } from './tokens.js';
import { wordClass } from './words.js';

const closed = (lang: Lang) => {
  const l = lexicon;
  return new Set(
    [
      ...l.determiners[lang],
      ...l.prepositions[lang],
      ...l.possessives[lang],
      ...l.pronouns[lang],
      ...l.relatives[lang],
      ...l.subordinators[lang].map(([w]) => w),
      ...l.negations[lang],
      ...(lang === 'en'
        ? ['and', 'or', 'but', 'to', 'so', 'than', 'as', 'per', 'via', 'is', 'are', 'be', 'can', 'will', 'it', 'its']
        : [
            'und',
            'oder',
            'aber',
            'zu',
            'als',
            'pro',
            'je',
            'per',
            'ist',
            'sind',
            'wird',
            'werden',
            'kann',
            'es',
            'jede',
            'jeden',
            'jedes',
            'jeder',
            'alle',
            'viele',
            'manche',
            'einige',
            'wer',
            'wem',
            'was',
            'wie',
            'nicht',
            'mehr',
          ]),
    ].map((w) => w.toLowerCase()),
  );
};
const CLOSED: Record<Lang, Set<string>> = { en: closed('en'), de: closed('de') };

export const isClosed = (t: FrameToken, lang: Lang) => CLOSED[lang].has(t.lower);

export const isConj = (t: FrameToken | undefined, lang: Lang) =>
  !!t && (lang === 'en' ? /^(?:and|or|&|plus)$/ : /^(?:und|oder|&|sowie)$/).test(t.lower);

/** A word that names people or businesses as customers: "parents", "landlords", "Arztpraxen", "Angehörige". */
export function isPeopleToken(t: FrameToken | undefined, lang: Lang): boolean {
  if (!t || t.kind === 'punct') return false;
  // "over-75s", "Ü60", "under-5s": an age group
  if (/^(?:over|under|ü|u)-?\d+s?$/i.test(t.text)) return true;
  if (!isWord(t)) return false;
  const word = t.lower.replace(/['’]s?$/, '');
  if (wordClass(lang, 'notPeople').has(word)) return false;
  if (wordClass(lang, 'people').has(word) || wordClass(lang, 'businessPeople').has(word)) return true;
  if (isPeopleWord(word, lang) || isBusinessWord(word, lang)) return true;
  if (lang === 'en') {
    // The tagger's Actor guess counts for the word itself, not for one it makes from the words around it
    // ("leftover building materials – builders list …" makes "materials" an actor).
    if (t.tags.has('Actor') && (t.tags.has('Plural') || /s$/.test(word)) && actorAlone(word)) return true;
    // "festival-goers", "e-bike-riders": a hyphenated word by its last part
    const last = word.split('-').at(-1)!;
    if (
      last !== word &&
      (wordClass(lang, 'people').has(last) || (last.length > 4 && WORD_SUFFIX.en.some((s) => last.endsWith(s))))
    )
      return true;
    return (
      word.length > 5 && t.tags.has('Plural') && WORD_SUFFIX.en.some((s) => word.endsWith(s)) && !t.tags.has('Verb')
    );
  }
  return false;
}

const actors = new Map<string, boolean>();
/** Whether the tagger takes the word, alone, for a person or a group of people. */
function actorAlone(word: string): boolean {
  let actor = actors.get(word);
  if (actor === undefined) {
    actor = nlp(word).has('#Actor');
    actors.set(word, actor);
  }
  return actor;
}

const WORD_SUFFIX: Record<Lang, string[]> = {
  en: ['ers', 'ors', 'ists', 'ians', 'ees', 'ants', 'ents'],
  de: [],
};

/** A place: a known place word, or a name (a capitalised word that is not a person, a business or a time). */
export function isPlaceToken(t: FrameToken | undefined, ft: FrameText): boolean {
  if (!isWord(t)) return false;
  const { lang } = ft;
  if (wordClass(lang, 'placeWords').has(t.lower)) return true;
  // "an der Mecklenburgischen Seenplatte", "im Bayerischen Wald": an adjective made from a place name.
  if (lang === 'de' && /^\p{Lu}\p{Ll}+isch(?:e|en|er|es)$/u.test(t.text)) return true;
  if (lang === 'en') {
    if (t.tags.has('Place') || t.tags.has('City') || t.tags.has('Country') || t.tags.has('Region')) return true;
    return /^\p{Lu}/u.test(t.text) && !t.initial && !ft.lowerCase && !isPeopleToken(t, lang) && !isClosed(t, lang);
  }
  return false;
}

/** A German word that names something (a noun): capitalised, or any content word in an all-lower-case text. */
export function isGermanNoun(t: FrameToken | undefined, ft: FrameText): boolean {
  if (!isWord(t) || isClosed(t, 'de')) return false;
  if (ft.lowerCase) return true;
  return /^\p{Lu}/u.test(t.text) && !(t.initial && isClosed({ ...t, lower: t.lower }, 'de'));
}

/**
 * An adjective of a German noun phrase: a lower-case word with a declension ending before a noun, or before another
 * such adjective that is ("krummes Gemüse", "kleine regionale Höfe"). A verb stands before a pronoun or a function
 * word instead ("verlieren jede Woche").
 */
function isGermanAdjective(
  t: FrameToken | undefined,
  next: FrameToken | undefined,
  ft: FrameText,
  after?: FrameToken,
): boolean {
  if (
    !isWord(t) ||
    ft.lowerCase ||
    !/^\p{Ll}/u.test(t.text) ||
    !/(?:e|en|er|es|em)$/.test(t.lower) ||
    isClosed(t, 'de')
  )
    return false;
  if (isGermanNoun(next, ft)) return true;
  return after !== undefined && isGermanAdjective(next, after, ft);
}

const KNOWN_NOUNS = ['people', 'businessPeople', 'placeWords', 'institutions', 'channels'] as const;

/** A word that can stand in an English noun phrase: an adjective, a noun, a participle before a noun. */
function isEnglishPhraseWord(t: FrameToken | undefined, next: FrameToken | undefined): boolean {
  if (!isWord(t) || CLOSED.en.has(t.lower)) return false;
  if (t.tags.has('Preposition') || t.tags.has('Conjunction') || t.tags.has('Determiner')) return false;
  if (t.tags.has('Noun') || t.tags.has('Adjective') || t.tags.has('Value')) return true;
  // "at train stations": a word compromise took for a verb, before a noun, modifies it.
  if (
    t.tags.has('Verb') &&
    isWord(next) &&
    (next.tags.has('Noun') || KNOWN_NOUNS.some((key) => wordClass('en', key).has(next.lower))) &&
    !t.tags.has('Modal') &&
    !t.tags.has('Auxiliary') &&
    !t.tags.has('Copula')
  )
    return !/^(?:is|are|was|be|can|will|get|gets|keep|keeps|make|makes|let|lets|help|helps|sell|sells|pay|pays|take|takes|use|uses|book|books|buy|buys|find|finds|need|needs|want|wants)$/.test(
      t.lower,
    );
  // compromise takes some plurals for verbs ("school kitchens"): our word classes know them as nouns.
  if (KNOWN_NOUNS.some((key) => wordClass('en', key).has(t.lower))) return true;
  // "working parents", "broken washing machines": a participle or gerund before a noun describes it.
  if (t.tags.has('Verb') && (t.tags.has('Gerund') || t.tags.has('PastTense') || t.tags.has('Participle')))
    return isWord(next) && !CLOSED.en.has(next.lower) && (next.tags.has('Noun') || next.tags.has('Adjective'));
  return t.tags.size === 0;
}

/**
 * The noun phrase that starts at token `i` (articles skipped), as [from, to): adjectives and nouns, joined by "and"
 * when both sides are phrase words, and numbers ("4 small-dairy cheeses"). Returns undefined when no noun starts there.
 */
export function phraseAt(ft: FrameText, i: number, limit = ft.tokens.length): [number, number] | undefined {
  const { tokens, lang } = ft;
  let from = i;
  while (
    from < limit &&
    isWord(tokens[from]) &&
    (wordClass(lang, 'determiners').has(tokens[from]!.lower) || lexicon.possessives[lang].includes(tokens[from]!.lower))
  )
    from++;
  let to = from;
  const seg = tokens[from]?.segment;
  const ok = (k: number) => {
    const t = tokens[k];
    if (!t || t.segment !== seg || k >= limit) return false;
    if (t.kind === 'number' || t.kind === 'money' || t.kind === 'percent') return false;
    if (lang === 'en') return isEnglishPhraseWord(t, tokens[k + 1]);
    // "Physiopraxen verlieren …": a lower-case word right after a noun is the clause's verb, not an adjective.
    if (!ft.lowerCase && k > from && /^\p{Ll}/u.test(t.text) && isGermanNoun(tokens[k - 1], ft)) return false;
    // "chronisch kranken Menschen": an adverb before an adjective of the phrase belongs to it.
    const adverb =
      !ft.lowerCase &&
      /^\p{Ll}/u.test(t.text) &&
      !isClosed(t, 'de') &&
      isGermanAdjective(tokens[k + 1], tokens[k + 2], ft, tokens[k + 3]);
    return isGermanNoun(t, ft) || isGermanAdjective(t, tokens[k + 1], ft, tokens[k + 2]) || adverb || /-$/.test(t.text);
  };
  while (to < limit) {
    if (ok(to)) {
      to++;
      continue;
    }
    // "dog and cat owners", "Arztpraxen und Kanzleien"
    if (to > from && isConj(tokens[to], lang) && ok(to + 1)) {
      to += 2;
      continue;
    }
    // "4 small-dairy cheeses": a count inside the phrase
    if (tokens[to]?.kind === 'number' && to + 1 < limit && ok(to + 1) && tokens[to]!.segment === seg) {
      to++;
      continue;
    }
    break;
  }
  if (to === from) return undefined;
  // An English phrase ends on a noun, not on a verb compromise took for its own ("parents sell").
  if (lang === 'en') {
    while (
      to > from + 1 &&
      tokens[to - 1]!.tags.has('Verb') &&
      !tokens[to - 1]!.tags.has('Noun') &&
      !KNOWN_NOUNS.some((key) => wordClass('en', key).has(tokens[to - 1]!.lower))
    )
      to--;
  }
  return [from, to];
}

/** Words of a phrase's tokens, lower-case. */
export const wordsOf = (ft: FrameText, from: number, to: number) => ft.tokens.slice(from, to).map((t) => t.lower);

/** The head of a phrase: its last word (English, German), or the last before "of"/"von". */
export function headOf(ft: FrameText, range: [number, number]): FrameToken {
  return ft.tokens[range[1] - 1]!;
}

/** Whether the tokens at `i` spell the multi-word cue `cue` ("in partnership with"). */
export function cueAt(ft: FrameText, i: number, cue: string): boolean {
  const parts = cue.split(' ');
  return parts.every((p, k) => ft.tokens[i + k]?.lower === p);
}

/** The longest cue of a list that ends right before token `i`, as its first token index, or -1. */
export function cueBefore(ft: FrameText, i: number, cues: readonly string[]): number {
  let best = -1;
  for (const cue of cues) {
    const n = cue.split(' ').length;
    const at = i - n;
    if (at < 0 || !cueAt(ft, at, cue)) continue;
    if (ft.tokens[at]!.segment !== ft.tokens[i]?.segment) continue;
    if (best < 0 || at < best) best = at;
  }
  return best;
}

/**
 * The token after a subject and the place it may name first: "Busy dog owners | in Hamburg | have …", "Pendler in
 * Leipzig | verlieren …". Returns the index of the word after the phrase (and its place), where the verb stands.
 */
export function afterSubject(ft: FrameText, range: [number, number]): number {
  let k = range[1];
  const seg = ft.tokens[range[0]]!.segment;
  if (/^(?:in|im|around|near|from|aus|bei|auf|am)$/.test(ft.tokens[k]?.lower ?? '') && ft.tokens[k]!.segment === seg) {
    const place = phraseAt(ft, k + 1);
    if (place) k = place[1];
  }
  return k;
}
