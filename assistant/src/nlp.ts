// Reading the founder's sentences: the class of every word, the clauses of a sentence and its noun phrases with
// their role (subject, object, after which preposition, in which kind of clause, whether the clause says something
// hurts). English is tagged by compromise; German has no such library here and is read by the rules described in
// the README ("Reading German"): nouns are capitalised, function words come from stopwords-iso and the closed word
// classes of the lexicon, a lower-case word with an adjective ending before a noun is its adjective, any other
// lower-case word is a verb or an adverb, and ordinals, quantity and time words are never part of a topic.
import { createRequire } from 'node:module';
import { lexicon } from './banks.js';
import nlp from './compromise.js';
import type { Lang } from './types.js';

const require = createRequire(import.meta.url);
/** stopwords-iso: general stop-word lists per language (a JSON package). */
const ISO = require('stopwords-iso') as Record<string, string[]>;

export type Pos =
  | 'N'
  | 'ADJ'
  | 'V'
  | 'DET'
  | 'POSS'
  | 'PRON'
  | 'PREP'
  | 'CONJ'
  | 'SUB'
  | 'REL'
  | 'ADV'
  | 'NEG'
  | 'NUM'
  | 'QUANT'
  | 'WH';

export interface Token {
  text: string;
  lower: string;
  pos: Pos;
  /** Punctuation (not a space) right after the word. */
  punct: string;
  /** A stop word (time, quantity, vague words): never the head of a topic. */
  stop: boolean;
  proper: boolean;
  place: boolean;
  /** compromise knows the word as a person or role (Actor). */
  actor: boolean;
  gerund: boolean;
  plural: boolean;
  /** The kind of clause a subordinator opens. */
  clause?: ClauseKind;
}

export type ClauseKind = 'main' | 'cause' | 'condition' | 'contrast' | 'purpose' | 'relative';

export interface NounPhrase {
  /** As written (sentence-initial capitals kept; see `initial`). */
  words: string[];
  /** The class of each word (N or ADJ). */
  tags: Pos[];
  /** The last word, lower-case. */
  head: string;
  sentence: number;
  clause: number;
  clauseKind: ClauseKind;
  /** Before the clause's verb (English, German subordinate clauses) or right after it (German inversion). */
  subject: boolean;
  /** Right after a verb. */
  object: boolean;
  /** The preposition before it, lower-case ("for", "of", "für"). */
  prep?: string;
  /** The possessive before it ("their", "ihr"). */
  possessive?: string;
  /** The article before it ("a", "the", "die"). */
  article?: string;
  /** The preposition right before it, also where a quantity passed its place on ("Tonnen von Lebensmitteln"). */
  via?: string;
  /** The clause says something hurts: a pain word or a negation. */
  pain: boolean;
  /** The object of a verb that harms ("landlords overcharge students"). */
  harmed: boolean;
  /** Followed by a relative clause that says something hurts ("parents who cannot find …"). */
  relativePain: boolean;
  people: boolean;
  business: boolean;
  /** The head is a stop word (hours, month, Zeit …). */
  stop: boolean;
  proper: boolean;
  place: boolean;
  /** Starts the sentence (its capital may only be the sentence's). */
  initial: boolean;
  /** The sentence is an English Title Case heading. */
  title: boolean;
  /** compromise reads the head as a plural (English only). */
  plural: boolean;
  /** The relative clause that follows ("who move to a new city"), as written. */
  relative?: string;
  /** The clause's first verb is a form of be (a state or a passive: "are booked out"). */
  copula: boolean;
  /** A pronoun standing for the phrase: 'first' (I, we, ich) or 'third' (they, sie). */
  pronoun?: 'first' | 'third';
  /** The verb before an object, lower-case. */
  verb?: string;
  order: number;
}

export interface Reading {
  lang: Lang;
  phrases: NounPhrase[];
  /** Whether a sentence asks something ("How do I …?", "Wie finde ich …?"). */
  question: boolean;
  /** The verbs, lower-case, with their place among the phrases (between order n-1 and n: n - 0.5). */
  verbs: Array<{ word: string; order: number }>;
  /** Every word, lower-case. */
  words: string[];
}

const MAX_SCAN_CHARS = 20_000;
const MAX_PHRASE_WORDS = 4;
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}'’.-]*[\p{L}\p{N}])?/gu;

function lowerSet(...lists: ReadonlyArray<readonly string[]>): Set<string> {
  return new Set(lists.flat().map((w) => w.toLowerCase()));
}

function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return { en: make('en'), de: make('de') };
}

const STOP = perLang((l) => lowerSet(lexicon.stopwords[l]));
/** Function words of stopwords-iso (German: every word class but nouns; English: words compromise calls neither). */
const ISO_STOP = perLang((l) => lowerSet(ISO[l] ?? []));
const GROUPS = perLang((l) => lowerSet(lexicon.groupWords[l]));
const BUSINESS = perLang((l) => lowerSet(lexicon.businessWords[l]));
const SUBORDINATORS = perLang((l) => new Map(lexicon.subordinators[l].map(([w, k]) => [w, k as ClauseKind])));
const RELATIVES = perLang((l) => lowerSet(lexicon.relatives[l]));
const DETERMINERS = perLang((l) => lowerSet(lexicon.determiners[l]));
const POSSESSIVES = perLang((l) => lowerSet(lexicon.possessives[l]));
const FIRST_PERSON = perLang((l) => lowerSet(lexicon.firstPerson[l]));
const PRONOUNS = perLang((l) => lowerSet(lexicon.pronouns[l]));
const PREPOSITIONS = perLang((l) => lowerSet(lexicon.prepositions[l]));
const NEGATIONS = perLang((l) => lowerSet(lexicon.negations[l]));
const QUESTION_WORDS = perLang((l) => lowerSet(lexicon.questionWords[l]));
const VERBS = perLang((l) => lowerSet(lexicon.verbs[l]));
const PAIN = perLang((l) => lexicon.painWords[l].map((w) => w.toLowerCase()));
const HARM = perLang((l) => lexicon.harmVerbs[l].map((w) => w.toLowerCase()));
const ADJECTIVE_STEMS = perLang((l) => lexicon.adjectiveStems[l].map((w) => w.toLowerCase()));
const AUXILIARIES = /^(can|could|will|would|shall|should|must|may|might|do|did|be|have|had|need|get|go|make|take)$/;
/** Times that name a kind of thing before a noun: "night shifts", "weekend trips", "Nachtschicht" needs none. */
const TIME_MODIFIER = /^(night|day|week|weekend|evening|morning|summer|winter|holiday|lunch)$/;
/** Forms of "be"/"sein"/"werden": their subject is in a state or undergoes something, it does not act. */
const COPULA = /^(is|are|was|were|be|been|being|get|gets|got|ist|sind|war|waren|wird|werden|wurde|wurden)$/;
/** German subordinators that are also other words ("da", "als", "bis"): a clause only after a comma. */
const AFTER_COMMA_ONLY = new Set(['da', 'als', 'bis', 'während', 'aber', 'denn']);
const ADJECTIVE_ENDING = /(e|en|er|es|em)$/;

/** Words compromise should not guess: our words for groups are nouns ("firms" is no verb). */
const EN_OVERRIDES: Record<string, string> = Object.fromEntries(
  [...GROUPS.en, ...BUSINESS.en].filter((w) => !w.includes(' ')).map((w) => [w, w.endsWith('s') ? 'Plural' : 'Noun']),
);

export function isPeopleWord(word: string, lang: Lang): boolean {
  const lower = word.toLowerCase();
  if (GROUPS[lang].has(lower) || BUSINESS[lang].has(lower)) return true;
  const other = lang === 'en' ? 'de' : 'en';
  if (GROUPS[other].has(lower)) return true;
  if (lang === 'de') {
    // German compounds end in a group word (Hundebesitzer, Handwerksbetriebe); -ende and -innen name people.
    for (const group of GROUPS.de) if (group.length >= 5 && lower.endsWith(group)) return true;
    return /(ende|enden|innen|leute|kräfte)$/.test(lower) || /^\p{Lu}.*(ler|ner)$/u.test(word);
  }
  if (/ments$/.test(lower)) return false;
  return /(ers|ors|ists|ians|ees)$/.test(lower) && lower.length > 5;
}

export function isBusinessWord(word: string, lang: Lang): boolean {
  const lower = word.toLowerCase();
  if (BUSINESS[lang].has(lower)) return true;
  if (lang === 'de') for (const b of BUSINESS.de) if (b.length >= 5 && lower.endsWith(b)) return true;
  return false;
}

function startsWithAny(word: string, stems: readonly string[]): boolean {
  return stems.some((s) => word.startsWith(s));
}

/** Whether a clause's words say that something hurts. */
export function painful(tokens: ReadonlyArray<Pick<Token, 'lower' | 'pos'>>, lang: Lang): boolean {
  const text = ` ${tokens.map((t) => t.lower).join(' ')} `;
  return tokens.some(
    (t) =>
      t.pos === 'NEG' ||
      (t.pos !== 'N' && startsWithAny(t.lower, PAIN[lang])) ||
      (lang === 'de' && t.pos === 'N' && startsWithAny(t.lower, PAIN[lang])) ||
      (t.lower === 'no' && t.pos === 'DET'),
  )
    ? true
    : PAIN[lang].some((p) => p.includes(' ') && text.includes(` ${p}`));
}

function blankToken(text: string, pos: Pos, punct: string): Token {
  return {
    text,
    lower: text.toLowerCase(),
    pos,
    punct,
    stop: false,
    proper: false,
    place: false,
    actor: false,
    gerund: false,
    plural: false,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// English: compromise's tags, with a few corrections where its guesses are known to fail on idea statements.

interface CompromiseTerm {
  text: string;
  post: string;
  tags: string[];
}

function englishSentences(text: string): Token[][] {
  const json = nlp(text, EN_OVERRIDES).json() as Array<{ terms: CompromiseTerm[] }>;
  return json.map(({ terms }) => {
    const tokens: Token[] = [];
    for (const term of terms) {
      const raw = term.text;
      const punct = (term.post ?? '').replace(/\s+/g, '');
      if (!raw) {
        // "can't" is split into "can" and an empty negative term.
        if (term.tags.includes('Negative')) tokens.push(blankToken('', 'NEG', punct));
        else if (tokens.length && punct) tokens[tokens.length - 1]!.punct += punct;
        continue;
      }
      // "low-cost", "e-bike": compromise splits a hyphenated word; it is one word of a phrase.
      const joined = tokens.at(-1)?.punct === '-' ? `${tokens.pop()!.text}-` : '';
      const token = blankToken(joined + raw, englishPos(raw, term.tags), punct);
      token.stop = STOP.en.has(token.lower);
      token.proper = term.tags.includes('ProperNoun');
      token.place = term.tags.includes('Place');
      token.actor = term.tags.includes('Actor') && !token.proper;
      token.gerund = term.tags.includes('Gerund');
      token.plural = term.tags.includes('Plural');
      if (token.pos === 'SUB') token.clause = SUBORDINATORS.en.get(token.lower);
      tokens.push(token);
    }
    correctEnglish(tokens);
    return tokens;
  });
}

function englishPos(word: string, tags: string[]): Pos {
  const lower = word.toLowerCase();
  const has = (t: string) => tags.includes(t);
  if (/^\d/.test(word) || has('NumericValue') || (has('Value') && !has('Ordinal'))) return 'NUM';
  if (has('Ordinal')) return 'QUANT';
  if (has('QuestionWord')) return 'WH';
  if (RELATIVES.en.has(lower) && lower !== 'that') return 'REL';
  if (SUBORDINATORS.en.has(lower) && (has('Conjunction') || has('Preposition') || has('Adverb'))) return 'SUB';
  if (has('Negative') || (lower === 'never' && !has('Noun'))) return 'NEG';
  if (has('Possessive') && (has('Pronoun') || POSSESSIVES.en.has(lower))) return 'POSS';
  if (has('Pronoun') || PRONOUNS.en.has(lower)) return 'PRON';
  if (has('Determiner')) return STOP.en.has(lower) && !DETERMINERS.en.has(lower) ? 'QUANT' : 'DET';
  if (has('Preposition')) return 'PREP';
  if (has('Conjunction')) return lower === 'that' ? 'REL' : 'CONJ';
  if (has('Verb') || has('Modal') || has('Auxiliary') || has('Copula')) return 'V';
  if (has('Adverb')) return 'ADV';
  // "much bread", "many shops", "first customers": quantities and ordinals qualify, they do not describe.
  if (has('Adjective')) return STOP.en.has(lower) && !ADJECTIVE_STEMS.en.includes(lower) ? 'QUANT' : 'ADJ';
  if (has('Noun') || has('Date') || has('Duration')) return 'N';
  return ISO_STOP.en.has(lower) || STOP.en.has(lower) ? 'ADV' : 'N';
}

/** Fixes compromise's guesses that commonly go wrong in idea statements. */
function correctEnglish(tokens: Token[]): void {
  // "money on bike repair —", "Bike repair under control": a verb form right after a noun, ending the phrase
  // (punctuation, the end, or a preposition in a sentence without another verb), is the second part of a compound.
  const verbs = tokens.filter((t) => t.pos === 'V').length;
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    const before = tokens[i - 2];
    const next = tokens[i + 1];
    if (token.pos !== 'V' || token.gerund || prev?.pos !== 'N' || prev.punct || !/^[a-z]+$/.test(token.text)) return;
    const phraseEnd = !next || !!token.punct;
    const governed = !before || ['PREP', 'DET', 'POSS', 'ADJ'].includes(before.pos);
    // A base form after a singular noun cannot be its verb ("bike repair under control"; "students repair" can).
    const baseAfterSingular =
      governed &&
      !prev.plural &&
      !prev.proper &&
      !/s$/.test(prev.lower) &&
      /^[a-z]+$/.test(token.lower) &&
      !/(s|ed|ing)$/.test(token.lower) &&
      !AUXILIARIES.test(token.lower) &&
      !tokens.slice(0, i - 1).some((t) => t.pos === 'N' && t.plural);
    if ((phraseEnd && governed) || (verbs === 1 && next?.pos === 'PREP' && i === 1) || baseAfterSingular)
      token.pos = 'N';
  });
  let clauseHasVerb = false;
  // A relative clause right after the subject ("people who move to a new city | feel lonely"): the next verb-like
  // word after its own verb is the main clause's verb.
  let relativeBeforeVerb = false;
  let sentenceHasVerb = false;
  // A plural noun before the clause's verb ("students in Berlin | struggle"): its verb has no -s.
  let pluralBeforeVerb = false;
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (i === 0 && token.pos === 'REL') token.pos = 'WH';
    if (token.pos === 'REL' && !sentenceHasVerb) relativeBeforeVerb = true;
    if (token.pos === 'SUB' || token.pos === 'REL' || prev?.punct) {
      clauseHasVerb = false;
      pluralBeforeVerb = false;
    }
    // "on night shifts rarely get": a plural noun after a preposition and a noun, before an adverb or a verb.
    if (
      token.pos === 'V' &&
      /[^s]s$/.test(token.lower) &&
      prev?.pos === 'N' &&
      tokens[i - 2]?.pos === 'PREP' &&
      (next?.pos === 'ADV' || next?.pos === 'NEG' || next?.pos === 'V')
    ) {
      token.pos = 'N';
      token.plural = true;
    }
    // "when their bike breaks", "visitors queue for an hour", "a new city feel lonely": a noun after a noun that
    // is a known verb, in a clause without a verb yet, and not followed by a noun, is the verb.
    if (
      token.pos === 'N' &&
      prev?.pos === 'N' &&
      !prev.stop &&
      (!clauseHasVerb || relativeBeforeVerb) &&
      !prev.punct &&
      (VERBS.en.has(token.lower) || EXTRA_EN_VERBS.has(token.lower)) &&
      (/s$/.test(token.lower) || prev.plural || /s$/.test(prev.lower) || relativeBeforeVerb || pluralBeforeVerb) &&
      next?.pos !== 'N'
    )
      token.pos = 'V';
    // "forget to water their plants": after "want to", "forget to" … a word before an article or possessive acts.
    if (
      token.pos === 'N' &&
      prev?.lower === 'to' &&
      tokens[i - 2]?.pos === 'V' &&
      (next?.pos === 'POSS' || next?.pos === 'DET')
    )
      token.pos = 'V';
    // "parents who work night shifts": after who/that a known verb is a verb.
    // "parents who work night shifts": right after who/that, a singular noun that names no people is a verb.
    if (
      prev?.pos === 'REL' &&
      token.pos === 'N' &&
      (VERBS.en.has(token.lower) || (!/s$/.test(token.lower) && !isPeopleWord(token.text, 'en')))
    )
      token.pos = 'V';
    // "that" after a noun opens a relative clause ("an app that forecasts …").
    if (token.lower === 'that' && prev?.pos === 'N' && !prev.punct) token.pos = 'REL';
    // "spend hours writing invoices": an -ing word after a time word or a verb is a verb.
    if (/ing$/.test(token.lower) && token.pos === 'N' && prev && (prev.stop || prev.pos === 'V')) token.pos = 'V';
    // "dog grooming appointments", "free charging stations": an -ing word between describing words and a noun
    // describes that noun.
    if (
      token.pos === 'V' &&
      token.gerund &&
      next?.pos === 'N' &&
      !next.stop &&
      !token.punct &&
      prev &&
      (prev.pos === 'ADJ' ||
        (prev.pos === 'N' && !prev.stop && tokens[i - 2]?.pos !== 'V') ||
        prev.pos === 'DET' ||
        prev.pos === 'POSS' ||
        prev.pos === 'PREP')
    )
      token.pos = 'ADJ';
    // "mobile dog grooming for busy owners", "bike repair and cleaning": an -ing word right after a thing (not a
    // person) that ends the phrase names the activity, before any verb of the clause.
    if (
      token.pos === 'V' &&
      token.gerund &&
      !clauseHasVerb &&
      prev?.pos === 'N' &&
      !prev.stop &&
      !prev.punct &&
      !prev.plural &&
      !isPeopleWord(prev.text, 'en') &&
      (!next || next.pos === 'PREP' || next.lower === 'and' || next.lower === 'or')
    )
      token.pos = 'N';
    if (token.pos === 'N' && token.plural && !clauseHasVerb) pluralBeforeVerb = true;
    if (token.pos === 'V') {
      if (clauseHasVerb && relativeBeforeVerb) relativeBeforeVerb = false;
      clauseHasVerb = true;
      sentenceHasVerb = true;
    }
  });
}

/** Verbs that end an idea statement and that compromise reads as plural nouns ("their bike breaks"). */
const EXTRA_EN_VERBS = new Set([
  'breaks',
  'fails',
  'stops',
  'leaks',
  'crashes',
  'runs',
  'dies',
  'rains',
  'closes',
  'queue',
  'feel',
  'need',
  'want',
  'wait',
  'struggle',
  'spend',
  'waste',
  'lose',
  'miss',
  'forget',
  'hate',
  'fear',
  'worry',
  'pay',
  'travel',
  'work',
  'live',
  'commute',
  'cycle',
]);

// ---------------------------------------------------------------------------------------------------------------
// German: rules instead of a tagger (see the README).

function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

function germanIsStop(lower: string): boolean {
  return STOP.de.has(lower) || ISO_STOP.de.has(lower);
}

/** An adjective that general stop-word lists hold but that still describes a noun ("kleine", "neuen"). */
function germanKeptAdjective(lower: string): boolean {
  return ADJECTIVE_ENDING.test(lower) && ADJECTIVE_STEMS.de.some((s) => lower.startsWith(s));
}

/** Whether a word (by its form alone) can be a German noun: capitalised and not a function word. */
function germanNounLike(word: string | undefined): boolean {
  return !!word && isCapitalised(word) && !germanIsStop(word.toLowerCase());
}

function germanSentences(text: string): Token[][] {
  return splitSentences(text).map((sentence) => {
    const matches = [...sentence.matchAll(TOKEN)];
    const words = matches.map((m) => m[0]);
    const tokens: Token[] = [];
    matches.forEach((match, i) => {
      const word = match[0];
      const end = match.index + word.length;
      const nextStart = matches[i + 1]?.index ?? sentence.length;
      const punct = sentence.slice(end, nextStart).replace(/\s+/g, '');
      const prevPunct = i > 0 ? tokens[i - 1]!.punct : '';
      const token = blankToken(word, germanPos(words, i, prevPunct), punct);
      token.stop = token.pos === 'N' ? germanIsStop(token.lower) : STOP.de.has(token.lower);
      if (token.pos === 'SUB') token.clause = SUBORDINATORS.de.get(token.lower);
      tokens.push(token);
    });
    return tokens;
  });
}

function germanPos(words: string[], i: number, prevPunct: string): Pos {
  const word = words[i]!;
  const lower = word.toLowerCase();
  const next = words[i + 1];
  const afterComma = i === 0 || /[,;:(–—-]/.test(prevPunct);
  if (/^\d/.test(word)) return 'NUM';
  if (NEGATIONS.de.has(lower)) return 'NEG';
  if (QUESTION_WORDS.de.has(lower) && (i === 0 || afterComma) && !(next && germanNounLike(next))) return 'WH';
  if (SUBORDINATORS.de.has(lower) && (!AFTER_COMMA_ONLY.has(lower) || afterComma)) return 'SUB';
  if (RELATIVES.de.has(lower) && afterComma && i > 0) return 'REL';
  if (DETERMINERS.de.has(lower)) return 'DET';
  if (POSSESSIVES.de.has(lower) && (lower !== 'ihr' || germanNounLike(next) || (next && ADJECTIVE_ENDING.test(next))))
    return 'POSS';
  if (PRONOUNS.de.has(lower)) return 'PRON';
  // "zu viel Brot", "zu lange": an adverb, not the preposition.
  if (lower === 'zu' && next && /^(viel|wenig|lang|spät|früh|teuer|oft|selten|schnell|langsam|kompliziert)/i.test(next))
    return 'ADV';
  if (PREPOSITIONS.de.has(lower)) return 'PREP';
  if (VERBS.de.has(lower) && !isCapitalised(word)) return 'V';
  // A word with an adjective ending right before a noun describes it ("kleine Bäckereien", "Pflegende Angehörige"),
  // also when it opens the sentence with a capital. An -en/-em form right after a noun is the verb of a clause
  // ("Pendler verlieren Stunden"), since such an adjective follows an article, a preposition or nothing.
  const beforeNoun = germanNounLike(next) || (!!next && ADJECTIVE_ENDING.test(next) && germanNounLike(words[i + 2]));
  const prevWord = words[i - 1];
  const afterNounOrVerb = !!prevWord && !/[,;:(–—-]/.test(prevPunct) && germanPosHint(prevWord) === 'content';
  if (
    ADJECTIVE_ENDING.test(lower) &&
    beforeNoun &&
    (!germanIsStop(lower) || germanKeptAdjective(lower)) &&
    !(/(en|em)$/.test(lower) && afterNounOrVerb && isCapitalised(prevWord!))
  ) {
    // A capitalised word opening the sentence is an adjective only right before its noun ("Kleine Bäckereien").
    if (!isCapitalised(word) || (i === 0 && germanNounLike(next))) return 'ADJ';
  }
  if (germanIsStop(lower) && !isCapitalised(word)) return germanIsQuantity(lower) ? 'QUANT' : 'ADV';
  if (isCapitalised(word)) {
    // A capitalised stop word opening the sentence is an adverb or a quantity ("Oft", "Viele"), unless it is one
    // of the nouns the stop lists hold (times, "Problem", "Menschen").
    if (i === 0 && germanIsStop(lower) && !GROUPS.de.has(lower) && !GERMAN_STOP_NOUN.test(lower))
      return germanIsQuantity(lower) ? 'QUANT' : 'ADV';
    return 'N';
  }
  if (VERBS.de.has(lower)) return 'V';
  // "Inhaber kleiner Bäckereien": a genitive adjective between two nouns.
  if (/er$/.test(lower) && germanNounLike(next)) return 'ADJ';
  return 'V';
}

/** Nouns among the stop words: times, vague nouns. */
const GERMAN_STOP_NOUN =
  /^(zeit|jahr\p{L}*|tag|tage|tagen|woche\p{L}*|monat\p{L}*|stunde\p{L}*|minute\p{L}*|abend\p{L}*|nacht|nächte|morgen|wochenende\p{L}*|problem\p{L}*|lösung\p{L}*|idee\p{L}*|sache\p{L}*|ding\p{L}*|teil\p{L}*|ende|beispiel\p{L}*|thema|ziel|menge|anzahl|hälfte|mehrheit|prozent)$/u;

/** Whether a German word is a function word (article, preposition, pronoun …) or carries content. */
function germanPosHint(word: string): 'function' | 'content' {
  const lower = word.toLowerCase();
  return DETERMINERS.de.has(lower) ||
    POSSESSIVES.de.has(lower) ||
    PREPOSITIONS.de.has(lower) ||
    PRONOUNS.de.has(lower) ||
    germanIsStop(lower)
    ? 'function'
    : 'content';
}

/** Ordinals and quantities: "ersten", "viele", "jeden". */
function germanIsQuantity(lower: string): boolean {
  return /^(erst|zweit|dritt|viert|letzt|nächst|viel|wenig|einig|mehrer|jed|all|manch|beid|ander|ganz|sämtlich|weiter)/.test(
    lower,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Both languages: sentences, clauses and noun phrases from the tokens.

const ABBREVIATIONS =
  /\b(?:e\.g|i\.e|etc|vs|Dr|Prof|Mr|Mrs|Ms|z\.\s?B|u\.\s?a|bzw|ca|Nr|vgl|et al|Fig|Abb|Tab|No|Inc|Ltd|Co)\.$/i;

/** Sentences of a text, split at . ! ? and line breaks, not at common abbreviations. */
export function splitSentences(text: string): string[] {
  const result: string[] = [];
  for (const block of text.split(/\n\s*\n|\r?\n(?=\s*[-•*\d]+[.)]?\s)/)) {
    const flat = block.replace(/\s+/g, ' ').trim();
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

/** "Low-Cost Soil Moisture Sensing for Smallholder Farms": most longer words capitalised. */
function isTitleCase(tokens: Token[]): boolean {
  const content = tokens.filter((t) => t.text.length >= 4 && !STOP.en.has(t.lower));
  if (content.length < 3) return false;
  return content.filter((t) => isCapitalised(t.text)).length / content.length >= 0.6;
}

interface ClauseState {
  kind: ClauseKind;
  index: number;
  tokens: Token[];
  phrases: Array<{ phrase: NounPhrase; first: Token }>;
  verbSeen: boolean;
  /** A relative clause's phrase ("parents" in "parents who …"). */
  antecedent?: NounPhrase;
}

/** Words between a phrase and what governs it: "for [their] …", "find [a] …", "throw away [tons of] food". */
function governor(
  tokens: Token[],
  start: number,
): { prep?: string; verb?: string; possessive?: string; article?: string; via?: string } {
  let possessive: string | undefined;
  let article: string | undefined;
  let via: string | undefined;
  for (let j = start - 1; j >= 0; j--) {
    const t = tokens[j]!;
    if (j < start - 1 && tokens[j]!.punct) break;
    if (t.pos === 'POSS') possessive ??= t.lower;
    if (t.pos === 'DET') article ??= t.lower;
    if (['DET', 'QUANT', 'NUM', 'POSS', 'ADV', 'NEG'].includes(t.pos) && !(t.pos === 'NEG' && t.text === '')) continue;
    // "tons of food", "ein Fünftel von": a quantity before "of" passes its place on.
    if (t.pos === 'PREP') via ??= t.lower;
    if (t.pos === 'PREP' && /^(of|von)$/.test(t.lower) && tokens[j - 1]?.pos === 'N' && tokens[j - 1]!.stop) {
      j--;
      continue;
    }
    if (t.pos === 'PREP') return { prep: t.lower, possessive, article, via };
    if (t.pos === 'V') return { verb: t.lower, possessive, article, via };
    return { possessive, article, via };
  }
  return { possessive, article, via };
}

/** Every word of a text with its class, as `readText` tags it (English by compromise, German by the rules). */
export function tagWords(text: string, lang: Lang): Token[] {
  const scanned = text.slice(0, MAX_SCAN_CHARS);
  return (lang === 'en' ? englishSentences(scanned) : germanSentences(scanned)).flat();
}

/** Reads a text: its noun phrases with their roles, in order. */
export function readText(text: string, lang: Lang): Reading {
  const scanned = text.slice(0, MAX_SCAN_CHARS);
  const sentenceTokens = lang === 'en' ? englishSentences(scanned) : germanSentences(scanned);
  const phrases: NounPhrase[] = [];
  const verbs: Reading['verbs'] = [];
  let question = false;
  let order = 0;
  let clauseCounter = 0;

  sentenceTokens.forEach((tokens, sentenceIndex) => {
    if (tokens.length === 0) return;
    if (tokens[0]!.pos === 'WH' || /\?/.test(tokens.at(-1)!.punct)) question = true;
    const title = lang === 'en' && isTitleCase(tokens);
    const clauses: ClauseState[] = [];
    const open = (kind: ClauseKind): ClauseState => {
      const state: ClauseState = { kind, index: clauseCounter++, tokens: [], phrases: [], verbSeen: false };
      clauses.push(state);
      return state;
    };
    let clause = open('main');
    let outer: ClauseState | undefined;
    let run: number[] = [];

    const add = (units: number[], pronoun?: 'first' | 'third', start = units[0]!) => {
      const first = tokens[units[0]!]!;
      const head = tokens[units.at(-1)!]!;
      const { prep, verb, possessive, article, via } = pronoun ? {} : governor(tokens, start);
      const phrase: NounPhrase = {
        words: units.map((u) => tokens[u]!.text),
        tags: units.map((u) => tokens[u]!.pos),
        head: head.lower,
        sentence: sentenceIndex,
        clause: clause.index,
        clauseKind: clause.kind,
        subject: false,
        object: !!verb && !prep,
        pain: false,
        harmed: false,
        relativePain: false,
        plural: head.plural,
        copula: false,
        people: !pronoun && (isPeopleWord(head.text, lang) || head.actor),
        business: !pronoun && isBusinessWord(head.text, lang),
        stop: head.stop,
        proper: !title && units.every((u) => tokens[u]!.proper),
        place: units.some((u) => tokens[u]!.place),
        initial: units[0] === 0,
        title,
        order: order++,
      };
      if (prep) phrase.prep = prep;
      if (verb) phrase.verb = verb;
      if (possessive) phrase.possessive = possessive;
      if (article) phrase.article = article;
      if (via) phrase.via = via;
      // German has no place tagger: a single name after "in"/"aus" without an article is a place ("in München").
      if (lang === 'de' && prep && /^(in|aus|nach)$/.test(prep) && !article && units.length === 1) phrase.place = true;
      if (pronoun) phrase.pronoun = pronoun;
      phrases.push(phrase);
      clause.phrases.push({ phrase, first });
    };

    const flush = () => {
      let units = run;
      run = [];
      const start = units[0];
      // A phrase ends in a noun; describing words without one are no phrase.
      while (units.length > 0 && tokens[units.at(-1)!]!.pos !== 'N') units = units.slice(0, -1);
      // Leading stop words ("much", "first") qualify, they do not describe; a time before a noun names a kind of
      // it ("night shifts", "weekend trips").
      while (units.length > 1 && tokens[units[0]!]!.stop && !TIME_MODIFIER.test(tokens[units[0]!]!.lower))
        units = units.slice(1);
      if (units.length > MAX_PHRASE_WORDS) units = units.slice(-MAX_PHRASE_WORDS);
      if (units.length > 0) add(units, undefined, start);
    };

    tokens.forEach((token, i) => {
      const prevToken = tokens[i - 1];
      // Punctuation after the previous word ends a phrase; a semicolon, colon or dash ends the clause.
      if (prevToken?.punct) {
        flush();
        if (/[;:–—(]/.test(prevToken.punct)) {
          clause = outer && !outer.verbSeen ? outer : open('main');
          outer = undefined;
        }
      }
      if (token.pos === 'SUB' || token.pos === 'REL') {
        flush();
        if (token.pos === 'REL') {
          // A relative clause belongs to the phrase before it; if the outer clause has no verb yet, it ends where
          // the outer clause's verb begins ("parents who work night shifts | cannot find daycare").
          const antecedent = phrases.at(-1);
          if (!clause.verbSeen && clause.kind !== 'relative') outer = clause;
          clause = open('relative');
          if (antecedent?.sentence === sentenceIndex && !antecedent.pronoun) clause.antecedent = antecedent;
        } else {
          clause = open(token.clause ?? 'condition');
          outer = undefined;
        }
        clause.tokens.push(token);
        return;
      }
      // English: the relative clause is over when a second verb group follows its phrase.
      if (
        lang === 'en' &&
        outer &&
        clause.kind === 'relative' &&
        (token.pos === 'V' || token.pos === 'NEG') &&
        clause.verbSeen &&
        (clause.phrases.length > 0 || run.length > 0) &&
        !['V', 'NEG', 'ADV', 'CONJ'].includes(prevToken?.pos ?? '')
      ) {
        flush();
        clause = outer;
        outer = undefined;
      }
      clause.tokens.push(token);
      if (token.pos === 'N' || token.pos === 'ADJ') {
        // German: two nouns side by side are two phrases ("verlieren Pendler Stunden"); a genitive adjective
        // between them joins them ("Inhaber kleiner Bäckereien").
        if (lang === 'de' && run.length > 0 && tokens[run.at(-1)!]!.pos === 'N') {
          if (token.pos === 'N' || !/er$/.test(token.lower)) flush();
        }
        run.push(i);
        return;
      }
      flush();
      if (token.pos === 'V') {
        clause.verbSeen = true;
        verbs.push({ word: token.lower, order: order - 0.5 });
      }
      if (token.pos === 'PRON' && (FIRST_PERSON[lang].has(token.lower) || /^(they|sie)$/.test(token.lower))) {
        add([i], FIRST_PERSON[lang].has(token.lower) ? 'first' : 'third');
      }
    });
    flush();
    assignRoles(clauses, lang);
  });
  return { lang, phrases, question, verbs, words: sentenceTokens.flat().map((t) => t.lower) };
}

/** Subjects, pain and harm per clause, once the sentence is read. */
function assignRoles(clauses: ClauseState[], lang: Lang): void {
  for (const clause of clauses) {
    const pain = painful(clause.tokens, lang);
    const firstVerb = clause.tokens.findIndex((t) => t.pos === 'V' || t.pos === 'NEG');
    const verbWord = firstVerb >= 0 ? clause.tokens[firstVerb]! : undefined;
    // Time phrases ("jeden Monat") and phrases after a preposition are no subject.
    const candidates = clause.phrases
      .map(({ phrase, first }) => ({ p: phrase, at: clause.tokens.indexOf(first) }))
      .filter(({ p }) => !p.prep && (!p.stop || p.pronoun));
    const opening = clause.tokens[0];
    const inverted =
      lang === 'en' &&
      (opening?.pos === 'WH' ||
        (opening?.pos === 'V' && /^(do|does|did|can|could|is|are|will|would|should|shall|may)$/.test(opening.lower)));
    let subject: NounPhrase | undefined;
    if (clause.kind === 'relative') {
      if (clause.antecedent && pain) clause.antecedent.relativePain = true;
    } else if (inverted) {
      // "How do I find …?", "Can we …?": the subject follows the first verb.
      subject = candidates.find(({ at }) => at > firstVerb)?.p;
    } else if (lang === 'en' || clause.kind !== 'main') {
      subject = candidates.find(({ at }) => firstVerb < 0 || at < firstVerb)?.p;
    } else {
      // German main clauses put the verb second: the subject stands before it, or right after it when something
      // else (a time, a question word) comes first.
      subject =
        candidates.find(({ at }) => firstVerb < 0 || at < firstVerb)?.p ??
        candidates.find(({ at }) => at > firstVerb)?.p;
    }
    if (subject) {
      subject.subject = true;
      subject.object = false;
      subject.copula = !!verbWord && COPULA.test(verbWord.lower);
    }
    if (clause.antecedent) {
      const words = clause.tokens.map((t) => t.text).filter(Boolean);
      if (words.length <= 9) clause.antecedent.relative = words.join(' ');
    }
    const harm = verbWord && startsWithAny(verbWord.lower, HARM[lang]);
    for (const { phrase: p } of clause.phrases) {
      p.pain = pain;
      if (harm && !p.subject && !p.prep) p.harmed = true;
      // German objects: phrases of a clause with a verb that are neither its subject nor after a preposition.
      if (lang === 'de' && !p.subject && !p.prep && !p.pronoun && !p.stop && firstVerb >= 0) p.object = true;
    }
  }
}

/** The phrase as it reads mid-sentence: a sentence's or a heading's capital is dropped where it is no name. */
export function phraseText(phrase: NounPhrase, lang: Lang, properWords: ReadonlySet<string> = new Set()): string {
  return phrase.words
    .map((word, i) => {
      if (!(phrase.title || (i === 0 && phrase.initial))) return word;
      if (/^[A-ZÄÖÜ][A-ZÄÖÜ0-9]{1,5}s?$/.test(word) || properWords.has(word.toLowerCase())) return word;
      // LoRa, R&D, PedalPal keep their case.
      if (/\p{Lu}/u.test(word.replace(/(^|-)\p{Lu}/gu, '')) || /[^\p{L}'’-]/u.test(word)) return word;
      if (lang === 'en') return word.replace(/(^|-)\p{Lu}/gu, (m) => m.toLowerCase());
      // German: only an adjective before its noun is written lower-case mid-sentence.
      if (phrase.tags[i] === 'ADJ') return word.charAt(0).toLowerCase() + word.slice(1);
      return word;
    })
    .join(' ');
}

/** The English gerund of a verb ("find" → "finding"), by compromise. */
export function gerund(verb: string): string {
  const out = nlp(verb).verbs().toGerund().text();
  return out.replace(/^(is|are|am)\s+/i, '') || verb;
}
