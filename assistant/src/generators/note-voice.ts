// A persona's note as they would say it (noteOf) and the subject their notes keep naming (personaSubject): what
// User Insight Mapping's answers (insights.ts) and the Validate steps' readings of a persona (persona-notes.ts)
// both build on.
import type { Persona } from '@idea-studio/sdk';
import { lexicon } from '../banks.js';
import { isStopWord, lowerFirst, stripTerminal } from '../text.js';
import type { Lang } from '../types.js';
import { fromGroup, germanFiniteAt, inFirstPerson, inOwnWords } from './first-person.js';

/** A note of the persona, ready to stand in a sentence. */
export interface Note {
  text: string;
  /** A whole sentence ("I start baking …", "every euro counts"), else a noun phrase. */
  clause: boolean;
}

const lower = (words: readonly string[]) => new Set(words.map((w) => w.toLowerCase()));
const EN_FINITE = new Set(
  "is are was were am has have had can cannot can't could must will would should may might does do did doesn't don't won't isn't aren't wasn't weren't".split(
    ' ',
  ),
);
/** Verbs in -s that the lexicon does not list, common in notes ("Every euro counts"). */
const EN_EXTRA_VERBS = new Set(['counts', 'turns', 'eats', 'matters', 'makes', 'adds', 'needs', 'wants', 'drags']);
/** Words after which a verb-like word is a noun ("too many calls", "the visits"). */
const EN_QUANTITY = new Set(['many', 'few', 'several', 'more', 'less', 'fewer', 'some', 'any', 'no', 'much', 'too']);
/** Past participles that describe a noun rather than say what it does ("food thrown away"). */
const EN_PARTICIPLE = /(ed|en|wn)$|^(spent|found|bought|sent|held|kept|told|brought|thought|made|done|lost|left)$/;
const DE_FINITE = new Set(
  'ist sind war waren hat haben wird werden kann können muss müssen soll sollen darf dürfen will wollen lässt lassen macht machen zählt frisst fehlt dauert bleibt kommt geht gibt kostet kosten bringt raubt nervt'.split(
    ' ',
  ),
);
const VERBS = { en: lower(lexicon.verbs.en), de: lower(lexicon.verbs.de) };
const FUNCTION_WORDS = {
  en: lower([...lexicon.prepositions.en, ...lexicon.determiners.en, ...lexicon.possessives.en]),
  de: lower([...lexicon.prepositions.de, ...lexicon.determiners.de, ...lexicon.possessives.de]),
};
const CLAUSE_OPENERS = {
  en: lower([...lexicon.relatives.en, ...lexicon.subordinators.en.map(([w]) => w), 'than', 'so']),
  de: lower([...lexicon.relatives.de, ...lexicon.subordinators.de.map(([w]) => w), 'zu', 'um']),
};

const wordsOf = (text: string) => text.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, ''));

/**
 * Whether a note that does not open with the persona's verb is a sentence with its own subject ("Every euro counts",
 * "Rising costs leave no budget …", "Jeder Euro zählt") rather than a noun phrase ("Customers who cancel at short
 * notice", "Kunden, die kurzfristig absagen"): a finite verb before any relative or subordinate clause, or right
 * after one ("Anything … that touches patient data must meet …").
 */
export function statesItself(note: string, lang: Lang): boolean {
  if (lang === 'en') {
    const words = wordsOf(note);
    const end = words.findIndex((w, i) => i > 0 && CLAUSE_OPENERS.en.has(w.toLowerCase()));
    const main = end < 0 ? words.length : end;
    if (words.slice(0, main).some((_, i) => i > 0 && isVerbAt(words, i, lang))) return true;
    if (end < 0) return false;
    // After a relative clause's own verb group, a modal or "is" is the main clause's verb.
    return words.slice(end + 2).some((w, i) => i > 0 && /^(must|cannot|can|will|would|should|is|are)$/i.test(w));
  }
  const segments = note.split(/,\s*/);
  const head = wordsOf(segments[0]!);
  if (head.some((_, i) => i > 0 && isVerbAt(head, i, lang))) return true;
  // "Der letzte Bus fährt schon um sieben": a capitalised subject, then a word that ends like its verb.
  if (
    germanFiniteAt(segments[0]!.split(/\s+/)) > 0 &&
    /^(der|die|das|ein|eine|mein|meine|kein|keine)$/i.test(head[0] ?? '')
  )
    return true;
  // "Alles rund um X, das Patientendaten berührt, muss …": a verb opening the segment after a relative clause.
  return segments.some((segment, i) => {
    const next = segments[i + 1];
    if (i === 0 || !next || !CLAUSE_OPENERS.de.has(wordsOf(segment)[0]?.toLowerCase() ?? '')) return false;
    return isVerbAt(wordsOf(next), 0, lang);
  });
}

/** Whether the word at `i` is a finite verb (not a noun such as "too many calls", nor an adjective). */
function isVerbAt(words: string[], i: number, lang: Lang): boolean {
  const word = words[i] ?? '';
  const w = word.toLowerCase();
  const before = words[i - 1]?.toLowerCase() ?? '';
  if (lang === 'en') {
    if (EN_FINITE.has(w) || EN_EXTRA_VERBS.has(w)) return true;
    if (!VERBS.en.has(w) || w.endsWith('ing') || EN_PARTICIPLE.test(w)) return false;
    // "too many calls", "the visits": after a quantity or an article it is a noun.
    return !EN_QUANTITY.has(before) && !FUNCTION_WORDS.en.has(before);
  }
  // German verbs are written in lower case; an adjective before its noun ("steigende Kosten") is none.
  if (!/^\p{Ll}/u.test(word) || before === 'zu') return false;
  return DE_FINITE.has(w) || VERBS.de.has(w);
}

/**
 * A note of the persona as they would say it: their own sentence in the first person when it opens with their verb
 * ("I start baking …", German "ich beginne …" — capitalised where a sentence starts), a sentence with its own subject
 * as it stands, else a noun phrase with their possessives made their own ("too little time for myself").
 */
export function noteOf(raw: string, lang: Lang, group: readonly string[] = []): Note | undefined {
  const note = stripTerminal(raw.trim().replace(/\s+/g, ' '));
  if (!note) return undefined;
  const own = lang === 'en' ? /^I\b/ : /^Ich\b/;
  const lowerI = (text: string) => (lang === 'de' ? text.replace(/^Ich\b/, 'ich') : text);
  if (own.test(note)) return { text: lowerI(note), clause: true };
  const spoken = inFirstPerson(note, lang);
  if (spoken.clause) return { text: lowerI(spoken.text), clause: true };
  // A sentence about the persona's own group ("Shops struggle with …") is their own experience ("I struggle …").
  const mine = group.length ? fromGroup(note, lang, group) : undefined;
  if (mine) return { text: lowerI(mine), clause: true };
  if (statesItself(note, lang)) return { text: lowerStart(note, lang), clause: true };
  return { text: inOwnWords(lowerStart(note, lang), lang), clause: false };
}

/** German words that open a note in lower case mid-sentence: quantities and adverbs ("zu viele", "ständig"). */
const DE_LOWER_OPENERS = new Set(
  'zu wenig viele viel kein keine keinen jeder jede jedes alles nichts etwas mehr weniger ständig überall immer oft nie kaum'.split(
    ' ',
  ),
);

/**
 * A note's first letter as it reads mid-sentence. German keeps a noun's capital ("Werkzeuge mit …") and lowers
 * articles, quantities, adverbs and an adjective before its noun ("steigende Kosten", "langweilige, umständliche
 * Abläufe").
 */
function lowerStart(note: string, lang: Lang): string {
  if (lang === 'en') return lowerFirst(note, lang);
  const [first = '', second = '', third = ''] = note.split(/\s+/);
  const word = first.replace(/[^\p{L}]+$/u, '').toLowerCase();
  const ending = /(e|en|er|es|em)$/;
  const adjective =
    ending.test(word) &&
    (/^\p{Lu}/u.test(second) || (first.endsWith(',') && ending.test(second) && /^\p{Lu}/u.test(third)));
  if (FUNCTION_WORDS.de.has(word) || DE_LOWER_OPENERS.has(word) || adjective) {
    return note.charAt(0).toLowerCase() + note.slice(1);
  }
  return note;
}

/** A lifestyle as its parts, each opening with what the persona does ("Works early, late and night shifts"). */
export function lifestyleParts(lifestyle: string, lang: Lang): string[] {
  const parts: string[] = [];
  for (const piece of lifestyle.split(/\s*;\s+|\.\s+|,\s+/)) {
    const part = stripTerminal(piece);
    if (!part) continue;
    // A piece without a verb of its own continues a list ("Juggles work, school runs and household alone").
    if (parts.length && !inFirstPerson(part, lang).clause) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
  }
  return parts.filter((part) => part.split(/\s+/).length >= 3);
}

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v.trim()).map(stripTerminal) : [];

/** The words a persona's notes name the idea's subject after ("a solution for X", "rund um X", "das Thema X"). */
/** (The phrase is looked ahead at, so "for a new way of handling X" still finds X after "handling".) */
const SUBJECT_FRAMES: Record<Lang, RegExp> = {
  en: /\b(?:for|around|handling|handle|with|about|on)\s+(?=([^,;:.!?()]+))/gi,
  de: /\b(?:Thema|rund um)\s+(?=([^,;:.!?()]+))/g,
};

/** The noun phrase a frame opens: its words up to the first function word, verb or time word. */
function framedPhrase(after: string, lang: Lang): string {
  const words = after.split(/\s+/).filter(Boolean);
  const phrase: string[] = [];
  for (const [i, word] of words.entries()) {
    const w = word.toLowerCase();
    if (phrase.length === 4 || isStopWord(w, lang) || FUNCTION_WORDS[lang].has(w)) break;
    if (lang === 'en' && (VERBS.en.has(w) || EN_FINITE.has(w))) break;
    // German: nouns, and an adjective right before its noun ("mobile Hundepflege").
    if (lang === 'de' && !/^\p{Lu}/u.test(word) && !(/(e|en|er|es)$/.test(w) && /^\p{Lu}/u.test(words[i + 1] ?? ''))) {
      break;
    }
    phrase.push(word);
  }
  return phrase.join(' ');
}

/**
 * What the persona's own notes keep coming back to: the persona was made for the idea, so its subject recurs in
 * their goals, pain points and objections ("Find a solution for leftover bread …", "a new way of handling leftover
 * bread"). The phrase named in most notes, at least two; undefined when nothing recurs.
 */
export function personaSubject(persona: Persona | undefined, lang: Lang): string | undefined {
  if (!persona) return undefined;
  const notes = [
    ...listOf(persona.goals),
    ...listOf(persona.pain_points),
    ...listOf((persona as Record<string, unknown>).objections),
    ...persona.short_summary.split(/(?<=[.!?])\s+/),
  ];
  const found = new Map<string, { text: string; notes: Set<number> }>();
  notes.forEach((note, index) => {
    for (const match of note.matchAll(SUBJECT_FRAMES[lang])) {
      const text = framedPhrase(match[1]!, lang);
      if (!text) continue;
      const entry = found.get(text.toLowerCase()) ?? { text, notes: new Set<number>() };
      entry.notes.add(index);
      found.set(text.toLowerCase(), entry);
    }
  });
  const best = [...found.values()]
    .filter((e) => e.notes.size >= 2)
    .sort((a, b) => b.notes.size - a.notes.size || b.text.length - a.text.length)[0];
  return best?.text;
}
