// Reading the user's own words: sentences, meaningful words, key phrases (the noun phrases of nlp.ts, in the user's
// spelling), target groups, and the small casing and template helpers the generators share. English and German.

import { lexicon } from './banks.js';
import { phraseText, readText, splitSentences } from './nlp.js';
import type { Lang } from './types.js';

const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}'’-]*[\p{L}\p{N}])?/gu;
const ACRONYM = /^[A-ZÄÖÜ][A-ZÄÖÜ0-9]{1,5}s?$/;

function lowerSet(words: readonly string[]): Set<string> {
  return new Set(words.map((w) => w.toLowerCase()));
}

const STOP = { en: lowerSet(lexicon.stopwords.en), de: lowerSet(lexicon.stopwords.de) };
const GENERIC = { en: lowerSet(lexicon.genericNouns.en), de: lowerSet(lexicon.genericNouns.de) };
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

/** Sentences of a text, split at . ! ? and line breaks, not at common abbreviations. */
export function sentences(text: string): string[] {
  return splitSentences(text);
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
/** A value that ends in a clause set off by a comma ("Eltern, deren Buggy … kaputt ist"). */
const ENDS_IN_CLAUSE = /,\s*(?:der|die|das|deren|dessen|denen|welche\p{L}*|wo|who|whose|which)\s[^,]+$/iu;

export function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key: string, at: number) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = vars[lower];
    if (value === undefined) return whole;
    const said = key === lower ? value : capitalize(value);
    // Such a clause is closed by a comma where the sentence goes on: "Für Eltern, deren Buggy … kaputt ist, ist …".
    const next = template.slice(at + whole.length);
    return ENDS_IN_CLAUSE.test(said) && !/[.!?…:;]$/.test(said) && /^ \p{Ll}/u.test(next) ? `${said},` : said;
  });
}

export function isStopWord(word: string, lang: Lang): boolean {
  return STOP[lang].has(word.toLowerCase());
}

export function isGenericWord(word: string): boolean {
  const lower = word.toLowerCase();
  return GENERIC.en.has(lower) || GENERIC.de.has(lower);
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

/**
 * Key phrases of the texts, best first: the noun phrases nlp.ts reads (compromise for English, the German rules),
 * never a time, a quantity or a pronoun, scored by how often their words occur (weighted by the text they come
 * from) and how specific they are.
 */
export function keyPhrases(texts: WeightedText[], fallbackLang: Lang, max = 12): Phrase[] {
  const read = texts
    .filter(({ text, weight }) => text?.trim() && weight > 0)
    .map(({ text, weight }) => {
      const lang = detectLang(text) ?? fallbackLang;
      return { weight, lang, phrases: readText(text, lang).phrases.filter((p) => !p.pronoun && !p.stop) };
    });
  // Words capitalised in the middle of ordinary sentences are names or places: they keep their capital.
  const proper = new Set<string>();
  for (const { phrases } of read) {
    for (const p of phrases) {
      if (p.title) continue;
      p.words.forEach((w, i) => {
        if ((i > 0 || !p.initial) && /^\p{Lu}/u.test(w)) proper.add(w.toLowerCase());
      });
    }
  }
  const wordFreq = new Map<string, number>();
  for (const { weight, phrases } of read) {
    for (const p of phrases) {
      for (const w of p.words) wordFreq.set(w.toLowerCase(), (wordFreq.get(w.toLowerCase()) ?? 0) + weight);
    }
  }

  const byKey = new Map<string, Phrase & { order: number }>();
  let order = 0;
  for (const { weight, lang, phrases } of read) {
    for (const p of phrases) {
      const key = p.words.map((w) => w.toLowerCase()).join(' ');
      const existing = byKey.get(key);
      if (existing) {
        existing.score += weight * 1.2;
        continue;
      }
      const generic = p.words.every((w) => GENERIC.en.has(w.toLowerCase()) || GENERIC.de.has(w.toLowerCase()));
      const wordScore = p.words.reduce((sum, w) => sum + Math.min(wordFreq.get(w.toLowerCase()) ?? 0, 6), 0);
      const gain = weight * (1 + 0.5 * Math.min(p.words.length - 1, 2)) + 0.35 * wordScore;
      const text = phraseText(p, lang, proper);
      byKey.set(key, {
        text,
        key,
        // A lone capitalised English word mid-sentence is a name or place (Berlin): a weak subject.
        score:
          gain -
          (generic ? 3 : 0) -
          (p.words.length > 3 ? 0.5 : 0) -
          (lang === 'en' && p.words.length === 1 && /^\p{Lu}/u.test(text) ? 1.5 : 0),
        words: p.words,
        group: p.people,
        generic,
        order: order++,
      });
    }
  }
  return [...byKey.values()]
    .filter((p) => !p.generic)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map(({ order: _order, ...phrase }) => phrase);
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

/** Endings a keyword (a word or a stem: "commut", "caregiv", "pendel") takes in a word that is the same word. */
const INFLECTION =
  /^(?:|s|es|e|ed|d|er|ers|ing|ings|y|ies|ion|ions|ation|ations|al|ally|ic|ics|ical|ist|ists|ian|ians|ity|ment|ments|able|ability|le|ility|ine|is|tic|ure|ures|ural|n|en|ern|ende|enden|in|innen|ung|ungen|ierung|ierungen|t|te|ten|st|isch|ische|ischen|lich|liche|lichen|aft|äfte|ler|lern|ern)$/;
/** Word openings that are no compound of a short keyword: "Automat" is no "Auto", "Kindle" no "Kind". */
const NO_COMPOUND =
  /^(?:automat|autonom|autor|autoris|kindle|hundert|tieri?sch|lagerfeuer|konton?ie|labyrinth|bauerwartung)/;

/**
 * Whether a text mentions a keyword: the same word or an inflection of it ("commuters" for "commut", "Pendeln" for
 * "pendel"), a German compound that ends in it ("Fahrradwerkstatt") or opens with it ("Hundebetreuung") — never a
 * mere prefix ("auto" is not in "Automated"). Multi-word keywords match as whole words in sequence.
 */
export function mentions(textWords: readonly string[], keyword: string, lang?: Lang): boolean {
  const k = keyword.toLowerCase();
  if (k.includes(' ')) {
    const joined = ` ${textWords.join(' ')} `;
    let at = joined.indexOf(` ${k}`);
    while (at >= 0) {
      const end = joined.indexOf(' ', at + k.length + 1);
      if (INFLECTION.test(joined.slice(at + k.length + 1, end))) return true;
      at = joined.indexOf(` ${k}`, at + 1);
    }
    return false;
  }
  return textWords.some((w) => {
    if (w === k) return true;
    if (k.length < 3) return false;
    // A three-letter word takes no bare "e": "car" is not in "care", "pet" not in "pete".
    const ending = w.slice(k.length);
    if (w.startsWith(k) && inflects(k, ending, lang)) return true;
    // English has no closed compounds to look into: "aging" is not in "packaging".
    if (lang === 'en') return false;
    if (k.length < 4 || NO_COMPOUND.test(w)) return false;
    // German compounds: the keyword is the head ("Fahrradwerkstatt") or the first part ("Hunde|betreuung").
    if (w.length > 8 && w.endsWith(k)) return true;
    const rest = w.slice(k.length).replace(/^(?:-|s-?|e-?|n-?|en-?|er-?)/, '');
    return w.startsWith(k) && rest.length >= 5 && /^[^aeiouäöü]*[aeiouäöü]/.test(rest) && GERMANISH.test(w);
  });
}

/** German verb stems take participle endings too: "verwalt|et", "automatis|iert". */
const GERMAN_INFLECTION = /^(?:et|ete|eten|iert|ierte|ierten|ieren|bar|bare|baren)$/;

/** Whether `ending` after `keyword` is an inflection of the same word ("babysit|ting", "car|s" — never "car|e"). */
function inflects(keyword: string, ending: string, lang?: Lang): boolean {
  if (keyword.length === 3 && ending === 'e') return false;
  if (INFLECTION.test(ending) || (lang === 'de' && GERMAN_INFLECTION.test(ending))) return true;
  // A doubled last consonant: "babysitter", "planning", "shopped".
  const last = keyword.at(-1) ?? '';
  return /[bdglmnprt]/.test(last) && ending.startsWith(last) && /^(?:er|ers|ing|ed)$/.test(ending.slice(1));
}

/** A word spelt like a German compound (umlaut, ß, or German compound joints). */
const GERMANISH =
  /[äöüß]|(?:ung|heit|keit|schaft|betreuung|dienst|pflege|platz|laden|werk|werkstatt|stätten|haus|zeit|plan|verleih|service|box|kiste|abo|markt|tag|kurs|hilfe)(?:en|e|s|n)?$/;

/** Turns a multi-word phrase into Title Case (English product names). */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w) => (ACRONYM.test(w) ? w : capitalize(w)))
    .join(' ');
}

const SOLUTION_NOUNS = new Set(
  [
    ...lexicon.solutionNouns.en,
    ...lexicon.solutionNouns.de,
    // Forms of solution that are no generic words ("pickup", "Abo"; not "business").
    ...[...lexicon.mechanismHeads.en, ...lexicon.mechanismHeads.de].filter((w) => !isGenericWord(w)),
  ].map((w) => w.toLowerCase()),
);

/**
 * A text that describes a solution: a form of solution among its first four words ("A platform that …", "Laundry
 * pickup for students"), also as the end of a compound ("Fahrrad-Reparatur-Abo", "Lieferdienst").
 */
export function looksLikeSolution(text: string): boolean {
  const first = words(text)
    .slice(0, 4)
    .map((w) => w.toLowerCase());
  return first.some(
    (w) =>
      SOLUTION_NOUNS.has(w) ||
      w.split('-').some((part) => SOLUTION_NOUNS.has(part)) ||
      [...SOLUTION_NOUNS].some((n) => n.length >= 5 && w.length > n.length + 2 && w.endsWith(n)),
  );
}

/** A text that describes a pain ("… throw away too much …", "… ist zu teuer …"). */
export function looksLikeProblem(text: string): boolean {
  const lower = ` ${text.toLowerCase()} `;
  return [...lexicon.problemCues.en, ...lexicon.problemCues.de].some((cue) => lower.includes(cue));
}

export function quote(text: string, lang: Lang): string {
  return lang === 'de' ? `„${text}“` : `“${text}”`;
}
