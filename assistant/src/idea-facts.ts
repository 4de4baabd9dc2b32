// What the founder's one-liner names, as facts every generator builds on: what is offered, who suffers (with the
// attributes a persona needs), the setting, the partners and channels, the revenue mechanism and any other concrete
// detail. A named detail wins over every default; a field the founder left open stays empty, so a generator knows
// when (and only when) it may fall back on general phrasing.
//
// How it reads: the words come in comma-separated parts ("Kayak rental for holiday guests at the lakes", "with
// pick-up at partner campsites", "paid per day"), each tagged word by word as nlp.ts tags them (English by
// compromise, German by the capitalisation rules). The term lists of banks/idea-facts.json are matched as whole
// words and multi-word terms (never prefixes: "auto" never matches "Automated"); a German compound is matched by its
// parts on purpose: its last part ("Kanu|verleih", "Fahrrad|werkstätten"), a leading part that names the form
// ("Leih|räder", "Miet|wagen"), or the parts of a hyphenated word ("Nachhilfe-Abo", "Apotheken-Bestellungen").
//
// - The offer is the noun phrase a title-like one-liner opens with ("Surfboard rental", "Leihräder"), its form the
//   form word in it (rental, Abo, Plattform) and its object the rest ("surfboard", "Räder") or the thing it is for
//   ("a marketplace for second-hand school uniforms").
// - Who suffers: the people a "for …"/"für …" names; else the people a relative clause names ("an app that helps
//   tenants …", "eine App, mit der Vermieter …"), preferring private people a business serves ("…, das Bäckereien
//   an Berufspendler liefern"); else the people the offer's thing implies ("surfboard rental" → surfers); else the
//   engine's reading of the sentences; else a phrase made from the offer. Partners are never the sufferer.
// - A partner named inside a channel ("pick-up at local surf shops") is a partner and the channel.
import { readFileSync } from 'node:fs';
import type { IdeaFrame, IdeaPriceKind, IdeaShape } from '@idea-studio/sdk';
import { lexicon } from './banks.js';
import nlp, { inflectNoun } from './compromise.js';
import { isBusinessWord, isPeopleWord, painful, type Token, tagWords } from './nlp.js';
import type { Lang } from './types.js';

/** How the idea earns money, when the founder says so. */
export type RevenueModel =
  | 'subscription'
  | 'rental'
  | 'marketplace-fee'
  | 'commission'
  | 'one-off'
  | 'per-use'
  | 'freemium'
  | 'advertising'
  | 'licence'
  | 'donation'
  | 'membership'
  | 'free';

/** The life stage of private people, when the words say it ("students", "Senioren", "parents of toddlers"). */
export type AgeBand =
  | 'children'
  | 'teens'
  | 'apprentices'
  | 'students'
  | 'young-adults'
  | 'adults'
  | 'parents'
  | 'seniors';

export interface SuffererFacts {
  /** The group as a plural a template can use: "holiday guests", "Pendler". */
  text: string;
  /** The bare plural head: "guests", "Pendler", "bakeries". */
  head: string;
  /** Businesses or their people (B2B) rather than private people. */
  business: boolean;
  ageBand?: AgeBand;
  /** The ages the founder named ("aged 8 to 12" → [8, 12], "über 70" → [70, 100]). */
  ages?: [number, number];
  /** A trade or role the people have in the founder's words: "nurses", "Hundebesitzer", "dog owners". */
  role?: string;
  /** True when the founder's words name them; false when they are derived from the offer ("surfers"). */
  named: boolean;
}

export interface SettingFacts {
  /** As written, with its preposition: "in coastal towns", "auf dem Land", "at night". */
  text: string;
  /** The place without its preposition: "coastal towns", "Kleinstädten". */
  place?: string;
  /** A time: "at night", "am Wochenende". */
  time?: string;
}

export interface RevenueFacts {
  model: RevenueModel;
  /** The founder's words for it: "paid per day", "5 € pro Tag", "rental". */
  text: string;
  /** A price the founder named: "5 €", "$20". */
  price?: string;
  /** Who pays, when it is not the sufferer: "the employer". */
  payer?: string;
}

export interface IdeaFacts {
  lang: Lang;
  /** The founder's words these facts were read from (one-liner, Basic Idea sections). */
  source: string;
  /** What is offered, as a noun phrase: "kayak rental", "Leihräder". Empty when nothing is named. */
  offer: string;
  /** The thing or activity the offer is about: "kayak", "Räder". */
  object?: string;
  /** The form of the offer, when named: rental, subscription, marketplace, box, app, delivery, service, course, device. */
  form?: string;
  sufferer: SuffererFacts;
  setting?: SettingFacts;
  /** Partners the founder named: "partner campsites", "Bäcker". */
  partners: string[];
  /** Channels the founder named: "pick-up at partner campsites", "abzuholen beim Bäcker". */
  channels: string[];
  revenue?: RevenueFacts;
  /** Any other concrete detail (a number, a time frame …). */
  details: string[];
  /** The shape of the business, as the idea frame reads it (a rental, a club, B2B software …). */
  shape?: IdeaShape;
  /** How the price is charged, as the frame reads it; null when the founder has not said (the price is open). */
  priceKind?: IdeaPriceKind | null;
  /** The product's own name the frame holds. */
  name?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The term lists

interface BankHalf {
  forms: Array<[string, string]>;
  formMarkers: Array<[string, string]>;
  revenue: Array<[RevenueModel, string]>;
  billing: string;
  payers: string;
  payment: string;
  money: string;
  channels: string;
  channelWords: string;
  partnerNouns: string;
  helpers: string;
  places: string;
  notPlaces: string;
  times: string;
  timeWords: string;
  timeModifiers: Array<[string, string]>;
  placePreps: string;
  timePreps: string;
  ageBands: Array<[AgeBand, string]>;
  derivedPeople: Array<[string, string]>;
  derivedSufferer: Record<'rental' | 'subscription' | 'repair' | 'default', string>;
  dependents: Array<[string, string, string]>;
  groupStop: string;
  relativeOpeners: string;
  recipientPreps: string;
}

const BANK = JSON.parse(readFileSync(new URL('./banks/idea-facts.json', import.meta.url), 'utf8')) as Record<
  Lang,
  BankHalf
>;

/** A whole-word, case-insensitive matcher for a `|`-list of words and multi-word terms. */
function terms(list: string, flags = 'iu'): RegExp {
  const alternatives = list
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

const termSet = (list: string) =>
  new Set(
    list
      .split('|')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );

/** Multi-word terms as word sequences, longest first: "pick up", "by cargo bike". */
const sequences = (list: string) =>
  [...termSet(list)].map((t) => t.split(/\s+/)).sort((a, b) => b.length - a.length || b[0]!.length - a[0]!.length);

interface Lexicon {
  forms: Array<{ form: string; words: Set<string> }>;
  formMarkers: Array<{ form: string; match: RegExp }>;
  revenue: Array<{ model: RevenueModel; match: RegExp }>;
  billing: Set<string>;
  payers: RegExp;
  payment: Set<string>;
  money: RegExp;
  channels: string[][];
  channelWords: Set<string>;
  partnerNouns: Set<string>;
  helpers: Set<string>;
  places: Set<string>;
  notPlaces: Set<string>;
  times: Set<string>;
  timeWords: Set<string>;
  timeModifiers: Array<[string, string]>;
  placePreps: Set<string>;
  timePreps: Set<string>;
  ageBands: Array<{ band: AgeBand; match: RegExp }>;
  derivedPeople: Array<{ words: string[][]; people: string }>;
  dependents: Array<{ words: Set<string>; with: string; already: Set<string> }>;
  groupStop: Set<string>;
  relativeOpeners: Set<string>;
  recipientPreps: Set<string>;
  brands: Set<string>;
  peopleOf: Set<string>;
}

function lexiconOf(half: BankHalf, lang: Lang): Lexicon {
  return {
    forms: half.forms.map(([form, list]) => ({ form, words: termSet(list) })),
    formMarkers: half.formMarkers.map(([form, list]) => ({ form, match: terms(list) })),
    revenue: half.revenue.map(([model, list]) => ({ model, match: terms(list) })),
    billing: termSet(half.billing),
    payers: terms(half.payers),
    payment: termSet(half.payment),
    money: new RegExp(`${half.money}(?:\\s?(?:per|pro|a|an|je|im|am|the|die|den)\\s\\p{L}+)?`, 'iu'),
    channels: sequences(half.channels),
    channelWords: termSet(half.channelWords),
    partnerNouns: termSet(half.partnerNouns),
    helpers: termSet(half.helpers),
    places: termSet(half.places),
    notPlaces: termSet(half.notPlaces),
    times: termSet(half.times),
    timeWords: termSet(half.timeWords),
    timeModifiers: half.timeModifiers,
    placePreps: termSet(half.placePreps),
    timePreps: termSet(half.timePreps),
    ageBands: half.ageBands.map(([band, list]) => ({ band, match: terms(list) })),
    derivedPeople: half.derivedPeople.map(([list, people]) => ({ words: sequences(list), people })),
    dependents: half.dependents.map(([list, said, already]) => ({
      words: termSet(list),
      with: said,
      already: termSet(already),
    })),
    groupStop: termSet(half.groupStop),
    relativeOpeners: termSet(half.relativeOpeners),
    recipientPreps: termSet(half.recipientPreps),
    brands: new Set(lexicon.knownBrands[lang].map((b) => b.toLowerCase())),
    peopleOf: new Set(lexicon.peopleOf[lang].map((b) => b.toLowerCase())),
  };
}

const LEX: Record<Lang, Lexicon> = { en: lexiconOf(BANK.en, 'en'), de: lexiconOf(BANK.de, 'de') };
const VERBS: Record<Lang, Set<string>> = {
  en: new Set(lexicon.verbs.en.map((v) => v.toLowerCase())),
  de: new Set(lexicon.verbs.de.map((v) => v.toLowerCase())),
};

/** Leading words of a part that only join it to the one before: "with pick-up …", "und 5 € pro Tag". */
const JOINER: Record<Lang, RegExp> = {
  en: /^(?:with|and|plus|also|then|all|just|only)\s+/i,
  de: /^(?:mit|und|plus|auch|dann|alles|nur)\s+/i,
};
/** Adjectives that say how an offer comes, not what it is about. */
const MANNER =
  /^(?:b2b|b2c|automated|automatic|automatisch\w*|automatisiert\w*|weekly|monthly|daily|local|mobile|digital|smart|online|new|personal|affordable|cheap|easy|simple|wöchentlich\w*|monatlich\w*|täglich\w*|lokal\w*|mobil\w*|digital\w*|neu\w*|persönlich\w*|günstig\w*|einfach\w*)$/i;
/** German parts that stand first in a compound and name its form: Leih|räder, Miet|wagen, Abo|kiste. */
const LEADING_PARTS = new Set(['leih', 'miet', 'abo']);
/** Words that make private people self-employed: freelance photographers are a business. */
const SELF_EMPLOYED = /^(?:freelance|freelancers?|self-employed|selbstständige\w*|selbständige\w*|freiberufler\w*)$/i;
/** German nominalised adjectives and agent nouns that name people ("Berufstätige", "Heimwerker"). */
const GERMAN_PEOPLE =
  /(?:tätige|ständige|bedürftige|stellte|kranke|beteiligte|versicherte|berechtigte|interessierte|betroffene|geflüchtete|ältere|werker|steiger|fahrer|läufer|gänger|urlauber|surfer|camper|halter|sportler|reisende|gärtner|händler|macher|pfleger|arbeiter|lehrer|trainer|käufer|nutzer|besucher|bewohner|mieter|leser|spieler|sammler|bastler|helfer|betreiber|inhaber|besitzer|liebhaber|trinker|kinder)(?:innen|in|n)?$/;

// ---------------------------------------------------------------------------------------------------------------
// Words and parts

interface Word {
  text: string;
  lower: string;
  pos: Token['pos'];
  gerund: boolean;
  proper: boolean;
  actor: boolean;
  /** Offset in the part's text. */
  at: number;
}

interface Part {
  /** Which text it comes from: 0 the one-liner (or the first of the texts), then the solution, users, problem. */
  text: number;
  index: number;
  raw: string;
  words: Word[];
  /** Words already read as a fact (their indices). */
  used: Set<number>;
  /** Words of a channel (a partner may stand inside one: "pick-up at local surf shops"). */
  channelAt?: Set<number>;
  /** Words of the setting (a venue may be a partner too: "at lakeside campsites"). */
  placeAt?: Set<number>;
  /** Words of a partner. */
  partnerAt?: Set<number>;
}

/** The comma-separated parts of a text (a decimal comma "2,50" stays). */
function partsOf(text: string): string[] {
  return text
    .split(/(?:,|;|:|\s[–—-]\s|[()])(?!\d)|(?<=[.!?])\s+/)
    .map((p) => p.trim().replace(/[.!?]+$/, ''))
    .filter((p) => /\p{L}/u.test(p));
}

function isLexiconNoun(lower: string, lang: Lang): boolean {
  const l = LEX[lang];
  return (
    l.partnerNouns.has(lower) ||
    l.places.has(lower) ||
    l.times.has(lower) ||
    l.helpers.has(lower) ||
    l.forms.some((f) => f.words.has(lower)) ||
    isPeopleWord(lower, lang) ||
    isBusinessWord(lower, lang)
  );
}

function tagPart(raw: string, lang: Lang, text: number, index: number): Part {
  const tokens = tagWords(raw, lang).filter((t) => t.text);
  let cursor = 0;
  const words: Word[] = tokens.map((t) => {
    const found = raw.indexOf(t.text, cursor);
    const at = found >= 0 ? found : cursor;
    cursor = at + t.text.length;
    return { text: t.text, lower: t.lower, pos: t.pos, gerund: t.gerund, proper: t.proper, actor: t.actor, at };
  });
  if (lang === 'en') {
    // compromise reads some plural nouns as verbs ("surf shops", "hardware stores", "for nurses").
    words.forEach((w, i) => {
      // "Weekly vegetable boxes": a word of manner before a noun describes it.
      if ((w.pos === 'QUANT' || w.pos === 'ADV') && MANNER.test(w.text) && words[i + 1]) w.pos = 'ADJ';
      if (w.pos !== 'V' || w.gerund) return;
      const prev = words[i - 1];
      const next = words[i + 1];
      const nounSpot = !prev || ['ADJ', 'DET', 'PREP', 'POSS', 'N', 'NUM'].includes(prev.pos);
      if ((isLexiconNoun(w.lower, lang) && nounSpot) || (prev?.pos === 'ADJ' && next?.pos === 'N')) w.pos = 'N';
      // "science experiments for …": a plural after a noun, before a preposition or the end, ends a compound.
      else if ((prev?.pos === 'N' || prev?.pos === 'ADJ') && (!next || next.pos === 'PREP') && /[^s]s$/.test(w.lower))
        w.pos = 'N';
      // "Snowboard rental": a title opens with a noun.
      else if (!prev && next?.pos === 'N' && !/(?:ed|ing)$/.test(w.lower)) w.pos = 'N';
      // "care homes", "retired craftsmen": a noun's modifier.
      else if (next?.pos === 'N' && isLexiconNoun(`${w.lower} ${next.lower}`, lang)) w.pos = 'N';
      else if (
        next &&
        (next.pos === 'N' || (!prev && /ing$/.test(next.lower))) &&
        /ed$/.test(w.lower) &&
        (!prev || ['WH', 'REL', 'DET', 'PREP', 'CONJ'].includes(prev.pos))
      )
        w.pos = 'ADJ';
    });
  } else {
    // "zu chronisch kranken Menschen", "am selben Tag": a declined word before a noun describes it.
    words.forEach((w, i) => {
      const next = words[i + 1];
      if (w.pos !== 'V' && w.pos !== 'ADV' && w.pos !== 'QUANT') return;
      if (!/^\p{Ll}/u.test(w.text) || !next || !capitalised(next.text)) return;
      if (/(?:e|en|er|es|em)$/.test(w.lower) && !LEX.de.relativeOpeners.has(w.lower)) w.pos = 'ADJ';
    });
    words.forEach((w, i) => {
      const next = words[i + 1];
      if (w.pos === 'V' && next?.pos === 'ADJ' && /^\p{Ll}/u.test(w.text) && !/(?:e|en|er|es|em|t)$/.test(w.lower))
        w.pos = 'ADV';
    });
  }
  return { text, index, raw, words, used: new Set() };
}

const isNoun = (w: Word | undefined) => !!w && w.pos === 'N';
const capitalised = (w: string) => /^\p{Lu}/u.test(w);

/** German compounds: whether `word` is `term` or ends with it ("Kanuverleih"), or opens with a leading part. */
function compoundHas(word: string, term: string): boolean {
  const w = word.toLowerCase().replace(/-/g, '');
  if (w === term) return true;
  if (term.length < 3 || w.length - term.length < 3) return false;
  return w.endsWith(term) || (LEADING_PARTS.has(term) && w.startsWith(term));
}

/** The form a word names, if any: "rental", "Verleih" in "Kanuverleih", "Abo" in "Nachhilfe-Abo". */
function formOfWord(word: string, lang: Lang): { form: string; term: string } | undefined {
  const lower = word.toLowerCase();
  for (const { form, words } of LEX[lang].forms) {
    if (words.has(lower)) return { form, term: lower };
    if (lang === 'de') {
      for (const term of words) if (compoundHas(word, term)) return { form, term };
    } else if (lower.includes('-')) {
      const last = lower.split('-').at(-1)!;
      const first = lower.split('-')[0]!;
      if (words.has(last)) return { form, term: last };
      if (words.has(first) && first === 'rent') return { form, term: first };
    }
  }
  return undefined;
}

/** A German word in a list, also as the last part of a compound or a part of a hyphenated word. */
function inList(word: string, list: Set<string>, lang: Lang, min = 5): boolean {
  const lower = word.toLowerCase();
  if (list.has(lower)) return true;
  // A hyphenated word is what its last part is: "Kita-Plätze" are places, "Partner-Campingplätze" campsites.
  if (lower.includes('-'))
    return list.has(lower.split('-').at(-1)!) || (lang === 'de' && inList(lower.split('-').at(-1)!, list, lang, min));
  if (lang !== 'de') return false;
  for (const term of list) if (term.length >= min && !term.includes(' ') && lower.endsWith(term)) return true;
  return false;
}

function isPartnerWord(word: string, lang: Lang): boolean {
  const lower = word.toLowerCase().replace(/^partner-?/, '');
  return inList(lower, LEX[lang].partnerNouns, lang) || (lang === 'de' && isBusinessWord(lower, lang));
}

function isPlaceWord(word: string, lang: Lang): boolean {
  return inList(word, LEX[lang].places, lang, 3);
}

/** Whether a word names people or a business (a group that can suffer or partner). */
function isPeopleHead(w: Word, lang: Lang): boolean {
  const lower = w.lower;
  // "weekend workshops", "courses": an offer's form names no people.
  if (LEX[lang].forms.some((f) => f.form === 'course' && f.words.has(lower))) return false;
  if (lang === 'de' && lower.includes('-'))
    return isPeopleHead({ ...w, text: w.text.split('-').at(-1)!, lower: lower.split('-').at(-1)! }, lang);
  // A German dative plural: "Kleinkindern", "Handwerksbetrieben".
  if (
    lang === 'de' &&
    /n$/.test(lower) &&
    (isPeopleWord(w.text.slice(0, -1), lang) || isBusinessWord(lower.slice(0, -1), lang))
  )
    return true;
  if (isPeopleWord(w.text, lang) || isBusinessWord(w.text, lang) || w.actor) return true;
  if (LEX[lang].helpers.has(lower) || isPartnerWord(w.text, lang)) return true;
  if (lang === 'de') return capitalised(w.text) && GERMAN_PEOPLE.test(lower);
  return /(?:men|women|people|folk|folks)$/.test(lower) || nlp(w.text).has('#Person');
}

function isBusinessPhrase(words: string[], lang: Lang): boolean {
  const lower = words.map((w) => w.toLowerCase());
  for (let i = 0; i < lower.length; i++) {
    if (isBusinessWord(lower[i]!, lang) && !(lang === 'en' && i < lower.length - 1)) return true;
    if (i < lower.length - 1 && isBusinessWord(`${lower[i]} ${lower[i + 1]}`, lang)) return true;
    if (SELF_EMPLOYED.test(lower[i]!)) return true;
  }
  const head = words.at(-1) ?? '';
  // "owners of small bakeries", "salon owners", "Inhaber von Cafés".
  if (/^(?:owners?|operators?|managers?|inhaber\w*|betreiber\w*|leiter\w*)$/i.test(head)) {
    const before = lower.at(-2);
    return (
      !!before &&
      (isBusinessWord(before, lang) || isPartnerWord(before, lang) || /^(?:business|shop|salon)/.test(before))
    );
  }
  const ofAt = lower.findIndex((w) => w === 'of' || w === 'von');
  if (ofAt > 0 && /^(?:owners?|operators?|managers?|inhaber\w*|betreiber\w*)$/.test(lower[ofAt - 1]!))
    return lower.slice(ofAt + 1).some((w) => isBusinessWord(w, lang) || isPartnerWord(w, lang));
  if (lang === 'de' && /(?:betreiber|inhaber)(?:innen)?$/.test(lower.at(-1) ?? '')) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Noun phrases

interface Phrase {
  part: Part;
  start: number;
  /** Exclusive. */
  end: number;
  head: number;
}

const phraseWords = (p: Phrase) => p.part.words.slice(p.start, p.end);
const spanOf = (p: Phrase) => {
  for (let i = p.start; i < p.end; i++) p.part.used.add(i);
};

/**
 * The noun phrase at `i` (after determiners): English compounds ("local surf shops"), German one noun with its
 * adjectives ("chronisch kranken Menschen") — two German nouns side by side are two phrases.
 */
function nounPhraseAt(part: Part, i: number, lang: Lang): Phrase | undefined {
  const ws = part.words;
  let start = i;
  while (start < ws.length && ['DET', 'POSS', 'QUANT'].includes(ws[start]!.pos) && !/^\d/.test(ws[start]!.text))
    start++;
  let j = start;
  let head = -1;
  while (j < ws.length) {
    const w = ws[j]!;
    const next = ws[j + 1];
    if (w.pos === 'N') {
      head = j;
      j++;
      if (lang === 'de') break;
      // "shared flats | split utility bills": an English compound ends with its plural ("farmers' market" goes on).
      if (/[^s']s$/.test(w.lower) && !/^(?:'|’)/.test(part.raw.slice(w.at + w.text.length)) && next?.pos === 'N') {
        if (!isLexiconNoun(`${w.lower} ${next.lower}`, lang)) break;
      }
      continue;
    }
    if (w.pos === 'ADJ' && head < 0) {
      j++;
      continue;
    }
    // "chronisch kranken Menschen": an adverb before an adjective.
    if (lang === 'de' && head < 0 && w.pos === 'ADV' && next?.pos === 'ADJ') {
      j++;
      continue;
    }
    // "dog walking service": an -ing word inside a compound.
    if (lang === 'en' && w.gerund && next?.pos === 'N' && head >= 0) {
      j++;
      continue;
    }
    break;
  }
  // "the elderly": an adjective that names people.
  if (head < 0 && j > start && LEX[lang].ageBands.some(({ match }) => match.test(ws[j - 1]!.text))) head = j - 1;
  if (head < 0) return undefined;
  return { part, start, end: head + 1, head };
}

/** Continues a group: "owners of small bakeries", "Schüler der Oberstufe", "children aged 8 to 12", "A und B". */
function extendGroup(p: Phrase, lang: Lang, coordinate = true): Phrase {
  const ws = p.part.words;
  let end = p.end;
  for (;;) {
    const w = ws[end];
    const next = ws[end + 1];
    if (!w) break;
    // "of small bakeries", "von Kleinkindern", "der Oberstufe", "des Handwerks".
    if (
      (w.lower === 'of' || w.lower === 'von' || (lang === 'de' && (w.lower === 'der' || w.lower === 'des'))) &&
      next
    ) {
      const inner = nounPhraseAt(p.part, end + 1, lang);
      const innerHead = inner ? ws[inner.head]! : undefined;
      if (!inner || !innerHead || isPlaceWord(innerHead.text, lang)) break;
      const owners = /^(?:owners?|operators?|managers?)$|besitzer|halter|inhaber|betreiber/.test(ws[p.head]!.lower);
      // "parents of toddlers", "owners of dogs" — not "patients of check-ups".
      if ((w.lower === 'of' || w.lower === 'von') && !owners && !isPeopleHead(innerHead, lang)) break;
      end = inner.end;
      continue;
    }
    // "aged 8 to 12", "aged 8-12", "zwischen 8 und 12 Jahren", "über 70", "ab 60".
    if (/^(?:aged|ages|age|zwischen|über|ab|von|unter)$/i.test(w.lower) && next && /^\d/.test(next.text)) {
      let k = end + 2;
      while (
        k < ws.length &&
        (/^\d/.test(ws[k]!.text) || /^(?:to|and|bis|und|-|jahren|jahre|years?|old)$/i.test(ws[k]!.lower))
      )
        k++;
      end = k;
      continue;
    }
    if (coordinate && (w.lower === 'and' || w.lower === 'und' || w.lower === 'or' || w.lower === 'oder') && next) {
      const other = nounPhraseAt(p.part, end + 1, lang);
      if (other && isPeopleHead(ws[other.head]!, lang)) {
        end = other.end;
        p = { ...p, head: other.head };
        continue;
      }
    }
    break;
  }
  return { ...p, end };
}

/** A German phrase read after a preposition in the nominative: "zu chronisch kranken Menschen" → "chronisch kranke Menschen". */
function phraseText(p: Phrase, lang: Lang): string {
  const ws = phraseWords(p);
  if (lang === 'en') {
    const last = ws.at(-1)!;
    const text = p.part.raw.slice(ws[0]!.at, last.at + last.text.length).replace(/\s+/g, ' ');
    const first = ws[0];
    return first && !first.proper && /^\p{Lu}\p{Ll}/u.test(first.text) && !LEX.en.brands.has(first.lower)
      ? text.charAt(0).toLowerCase() + text.slice(1)
      : text;
  }
  const before = p.part.words[p.start - 1]?.lower ?? '';
  const dative = /^(?:an|zu|zum|zur|von|vom|mit|bei|beim|aus|nach|für|in|im|auf|zwischen|unter)$/.test(before);
  return ws
    .map((w, i) => {
      if (w.pos === 'ADJ' && i < ws.length - 1) {
        // Nominative plural without an article: "kranke Menschen", "werdende Eltern".
        const plain = w.text.charAt(0).toLowerCase() + w.text.slice(1);
        return dative ? plain.replace(/en$/, 'e') : plain;
      }
      if (dative && i === ws.length - 1 && /(?<!elt|bau|vett)ern$/.test(w.lower)) return w.text.slice(0, -1);
      // "zwischen Handwerksbetrieben" → "Handwerksbetriebe".
      if (dative && i === ws.length - 1 && /en$/.test(w.lower) && isBusinessWord(w.lower.slice(0, -1), lang))
        return w.text.slice(0, -1);
      return w.text;
    })
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// The offer

interface Offer {
  offer: string;
  object?: string;
  form?: string;
  phrase: Phrase;
}

/** Whether the words after a leading phrase make the part a sentence ("Busy parents cannot find a sitter"). */
function verbFollows(part: Part, at: number, lang: Lang): boolean {
  const w = part.words[at];
  if (w?.pos !== 'V') return false;
  if (lang === 'de') return /^\p{Ll}/u.test(w.text) && !/(?:t|et|en)$/.test(w.lower);
  return !/ed$/.test(w.lower) && !w.gerund;
}

/** Whether a word's own form says how an offer earns: "Fahrrad-Reparatur-Abo", "Lastenradverleih". */
export function namesModelForm(word: string, lang: Lang): boolean {
  return MODEL_FORMS.has(formOfWord(word, lang)?.form ?? '');
}

/** How a marketplace works, not what it is about: "a matching platform" matches something else. */
const HOW_A_MARKET_WORKS = /^(?:matching|exchange)$/i;
/** Form words that say nothing of what is offered. */
const GENERIC_FORM =
  /^(?:services?|dienst|dienstleistung|help|hilfe|support|unterstützung|care|apps?|software|tools?|platforms?|plattform|marketplace|marktplatz|websites?|portal|abo|subscriptions?|rental|verleih|boxe?s?|kits?|devices?|gerät|delivery|lieferdienst)$/i;

/** Forms that say how the offer earns: they win over the thing it comes as ("subscription box", "Rent-a-tool lockers"). */
const MODEL_FORMS = new Set(['rental', 'subscription', 'marketplace']);

function readOffer(part: Part, lang: Lang): Offer | undefined {
  const ws = part.words;
  let start = 0;
  while (start < ws.length && ['DET', 'POSS'].includes(ws[start]!.pos)) start++;
  let j = start;
  let seenForm = false;
  while (j < ws.length) {
    const w = ws[j]!;
    const next = ws[j + 1];
    // "B2B platform | matching restaurants": after the form an -ing word starts what it does.
    if (lang === 'en' && seenForm && /ing$/.test(w.lower)) break;
    // "Elderly people living alone", "parents working night shifts": an -ing word after the people, with no offer's
    // form after it, says what they do — the phrase is the people.
    if (lang === 'en' && !seenForm && j > start && /ing$/.test(w.lower) && isPeopleHead(ws[j - 1]!, lang)) {
      let k = j + 1;
      while (k < ws.length && (ws[k]!.pos === 'N' || ws[k]!.pos === 'ADJ') && !formOfWord(ws[k]!.text, lang)) k++;
      if (!(k < ws.length && formOfWord(ws[k]!.text, lang))) break;
    }
    const nounLike =
      w.pos === 'N' || w.pos === 'ADJ' || (lang === 'de' && capitalised(w.text) && w.pos !== 'DET' && w.pos !== 'PREP');
    if (nounLike || (lang === 'en' && (w.gerund || /ing$/.test(w.lower)) && !seenForm)) {
      if (formOfWord(w.text, lang)) seenForm = true;
      j++;
      continue;
    }
    // "Hearing-aid cleaning and battery service": one offer of two parts.
    if ((w.lower === 'and' || w.lower === 'und') && next && (next.pos === 'N' || next.pos === 'ADJ') && j > start) {
      const after = ws[j + 2];
      if (!isPeopleHead(next, lang) && !(after && isPeopleHead(after, lang))) {
        j++;
        continue;
      }
    }
    break;
  }
  if (j === start || j - start > 7) return undefined;
  const phrase: Phrase = { part, start, end: j, head: j - 1 };
  const headWord = ws[j - 1]!;
  // The form: one that says how it earns, else the last form word ("bookkeeping app" is an app).
  let formAt = -1;
  for (let k = start; k < j; k++) {
    const found = formOfWord(ws[k]!.text, lang);
    if (!found) continue;
    // "language-exchange café": a hyphenated modifier names no form (but "Rent-a-tool lockers" do).
    if (lang === 'en' && k < j - 1 && ws[k]!.lower.includes('-') && found.term !== 'rent') continue;
    if (MODEL_FORMS.has(found.form)) {
      formAt = k;
      break;
    }
    formAt = k;
  }
  if (
    formAt < 0 &&
    (verbFollows(part, j, lang) || (isPeopleHead(headWord, lang) && !isPartnerWord(headWord.text, lang)))
  )
    return undefined;
  if (formAt < 0 && lang === 'en' && ws[j]?.pos === 'V' && ws[j]!.lower !== 'so' && !/ed$/.test(ws[j]!.lower))
    return undefined;

  const chosen = formAt >= 0 ? formOfWord(ws[formAt]!.text, lang) : undefined;
  const nameEnd = j;
  let form = chosen?.form;
  // "Buchhaltung als Service", "bookkeeping as a service", "Babykleidung im Abo".
  for (const marker of LEX[lang].formMarkers) {
    const m = marker.match.exec(part.raw);
    if (!m) continue;
    if (!form || (MODEL_FORMS.has(marker.form) && !MODEL_FORMS.has(form))) form = marker.form;
    if (marker.form === 'service' && m.index === (ws[j]?.at ?? -1)) {
      // The marker belongs to the offer's name.
      const endAt = m.index + m[0].length;
      while (j < ws.length && ws[j]!.at < endAt) j++;
      phrase.end = j;
    }
  }

  // The object: the offer's words but its form and manner; a compound keeps its other part.
  const objectWords: string[] = [];
  let restOfChosen: string | undefined;
  for (let k = start; k < phrase.end; k++) {
    const w = ws[k]!;
    if (k >= nameEnd) break;
    if (w.lower === 'and' || w.lower === 'und') {
      if (objectWords.length) break;
      continue;
    }
    if (k === formAt && chosen) {
      if (lang === 'de' && w.lower.replace(/-/g, '') !== chosen.term) {
        const rest = germanRest(w.text, chosen.term);
        if (rest && formOfWord(rest, lang)?.form !== chosen.form) objectWords.push(rest);
        else if (rest) restOfChosen = rest;
      } else if (lang === 'en' && w.lower.includes('-') && w.lower !== chosen.term) {
        const rest = w.text
          .split('-')
          .filter((x) => x.toLowerCase() !== chosen.term && !/^an?$/i.test(x))
          .join('-');
        if (rest) objectWords.push(rest);
      }
      continue;
    }
    if (formOfWord(w.text, lang)?.form === form && MODEL_FORMS.has(form ?? '')) continue;
    if (GENERIC_FORM.test(w.text)) continue;
    if (MANNER.test(w.text) || (lang === 'de' && w.pos === 'ADJ' && /^(?:miet|leih)bar/i.test(w.text))) continue;
    objectWords.push(w.pos === 'ADJ' && lang === 'de' ? w.text.charAt(0).toLowerCase() + w.text.slice(1) : w.text);
  }
  let offerText =
    lang === 'de'
      ? phraseWords(phrase)
          .map((w, i) => (i === 0 && w.pos === 'ADJ' ? w.text.charAt(0).toLowerCase() + w.text.slice(1) : w.text))
          .join(' ')
      : phraseText(phrase, lang);
  // "Buchhaltung als Service", "bookkeeping app": an activity that names the form is the thing it is about.
  if (!objectWords.length && restOfChosen) objectWords.push(restOfChosen);
  if (
    !objectWords.length &&
    chosen &&
    !GENERIC_FORM.test(ws[formAt]!.text) &&
    !HOW_A_MARKET_WORKS.test(ws[formAt]!.text)
  )
    objectWords.push(ws[formAt]!.text);
  let object = objectWords.length ? objectWords.join(' ') : undefined;
  if (object && lang === 'en' && /^\p{Lu}\p{Ll}/u.test(object) && !ws[start]!.proper) object = lowerFirst(object);

  // "a marketplace for second-hand school uniforms", "Abo für frisches Brot", "box of science experiments",
  // "Reparaturservice für Smartphones", "Nachhilfe in Mathe": the thing the form is for.
  const prep = ws[phrase.end];
  if (prep && /^(?:for|of|für|von|in)$/.test(prep.lower) && (!object || formOfWord(object, lang))) {
    const thing = nounPhraseAt(part, phrase.end + 1, lang);
    const thingHead = thing ? ws[thing.head]! : undefined;
    if (thing && thingHead && !isPeopleHead(thingHead, lang) && !isPlaceWord(thingHead.text, lang)) {
      const extended = lang === 'de' ? extendThing(thing, lang) : thing;
      object = phraseText(extended, lang);
      if (prep.lower !== 'in') {
        offerText = `${offerText} ${ws
          .slice(phrase.end, extended.end)
          .map((w) => w.text)
          .join(' ')}`;
        phrase.end = extended.end;
      }
    }
  }
  spanOf(phrase);
  return { offer: offerText, ...(object ? { object } : {}), ...(form ? { form } : {}), phrase };
}

/** "Restposten von Baustoffen": a German thing with what it is made of. */
function extendThing(p: Phrase, lang: Lang): Phrase {
  const ws = p.part.words;
  const w = ws[p.end];
  if (w && (w.lower === 'von' || w.lower === 'aus')) {
    const inner = nounPhraseAt(p.part, p.end + 1, lang);
    if (inner && !isPeopleHead(ws[inner.head]!, lang)) return { ...p, end: inner.end };
  }
  return p;
}

/** The other part of a German compound: Kanu|verleih → "Kanu", Leih|räder → "Räder", Einkaufs|hilfe → "Einkauf". */
function germanRest(word: string, term: string): string | undefined {
  if (word.includes('-')) {
    const parts = word.split('-').filter((p) => p.toLowerCase() !== term && !compoundHas(p, term));
    return parts.length ? parts.join('-') : undefined;
  }
  const lower = word.toLowerCase();
  let rest = lower.endsWith(term) ? word.slice(0, lower.length - term.length) : word.slice(term.length);
  // A joining s after a stem that takes one: Einkauf|s|hilfe, Buchung|s|software.
  if (/(?<=[fgkptlhd])s$/.test(rest) && rest.length > 4) rest = rest.slice(0, -1);
  if (rest.length < 3) return undefined;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------------------------
// Who suffers

interface Group {
  /** The group, when the clause names one. */
  phrase?: Phrase;
  /** Other people the clause names: the other side of a marketplace, the business that serves the group. */
  others: Phrase[];
  /** Things the clause names ("split utility bills", "ungenutzte Maschinen"): what the offer is about. */
  things: Phrase[];
}

/**
 * "for holiday guests", "für Pendler", "zwischen Handwerksbetrieben": the people a part is for. Things ("for used
 * baby clothes") are no group.
 */
function forGroup(part: Part, lang: Lang): Group | undefined {
  const ws = part.words;
  for (let i = 0; i < ws.length; i++) {
    if (!/^(?:for|für|between|among|zwischen)$/.test(ws[i]!.lower) || part.used.has(i)) continue;
    const p = nounPhraseAt(part, i + 1, lang);
    if (!p || /^\d/.test(ws[p.start]?.text ?? '')) continue;
    const head = ws[p.head]!;
    if (LEX[lang].times.has(head.lower) || !isPeopleHead(head, lang)) continue;
    return { phrase: extendGroup(p, lang), others: [], things: [] };
  }
  return undefined;
}

/**
 * The people a relative or purpose clause names: "an app that helps tenants …", "where retired craftsmen teach …
 * to teenagers", "so DIY beginners can …", "a platform matching restaurants …", "mit der Vermieter …", "das
 * Bäckereien … an Berufspendler liefern".
 */
function clauseGroup(part: Part, lang: Lang, offer: Offer | undefined): Group | undefined {
  const ws = part.words;
  const l = LEX[lang];
  let opener = -1;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (part.used.has(i)) continue;
    const relative =
      w.pos === 'REL' ||
      (lang === 'en' && i > 0 && /^(?:that|who|which|where|whose|so)$/.test(w.lower)) ||
      (lang === 'de' && l.relativeOpeners.has(w.lower) && i === 0);
    const germanPrepRelative =
      lang === 'de' && i === 0 && w.pos === 'PREP' && ws[i + 1] && l.relativeOpeners.has(ws[i + 1]!.lower);
    if (relative || germanPrepRelative) {
      opener = germanPrepRelative ? i + 1 : i;
      break;
    }
  }
  // "a B2B platform matching restaurants", "an app helping parents": a verb right after the offer.
  const after = offer && offer.phrase.part === part ? ws[offer.phrase.end] : undefined;
  if (opener < 0 && after && (after.pos === 'V' || (lang === 'en' && /ing$/.test(after.lower))))
    opener = offer!.phrase.end;
  if (opener < 0) return undefined;
  const people: Phrase[] = [];
  const recipients: Phrase[] = [];
  const things: Phrase[] = [];
  for (let i = opener + 1; i < ws.length; i++) {
    if (part.used.has(i)) continue;
    const w = ws[i]!;
    if (l.recipientPreps.has(w.lower)) {
      const p = nounPhraseAt(part, i + 1, lang);
      if (p && isPeopleHead(ws[p.head]!, lang) && !l.helpers.has(ws[p.head]!.lower)) {
        const extended = extendGroup(p, lang);
        recipients.push(extended);
        i = extended.end - 1;
      } else if (p) i = p.end - 1;
      continue;
    }
    if (w.pos === 'PREP' && w.lower !== 'of') {
      // "in shared flats", "with local farms": a place or a partner, not the clause's people.
      const p = nounPhraseAt(part, i + 1, lang);
      // "… for weekly vegetable deliveries": what it is for is the thing.
      if (p && /^(?:for|für)$/.test(w.lower) && !isPeopleHead(ws[p.head]!, lang)) things.push(p);
      if (p) i = p.end - 1;
      continue;
    }
    const p = nounPhraseAt(part, i, lang);
    if (!p) continue;
    const head = ws[p.head]!;
    const pair = p.head > p.start ? `${ws[p.head - 1]!.lower} ${head.lower}` : '';
    const bare = l.groupStop.has(head.lower) && p.head === p.start;
    if ((isPeopleHead(head, lang) || (pair && isBusinessWord(pair, lang))) && !bare) {
      const extended = extendGroup(p, lang);
      people.push(extended);
      i = extended.end - 1;
      continue;
    }
    if (!l.times.has(head.lower) && !isPlaceWord(head.text, lang) && !/^\d/.test(head.text)) things.push(p);
    i = p.end - 1;
  }
  const isHelper = (p: Phrase) => l.helpers.has(p.part.words[p.head]!.lower);
  const isBusiness = (p: Phrase) =>
    isBusinessPhrase(
      phraseWords(p).map((w) => w.text),
      lang,
    );
  const candidate = people.find((p) => !isHelper(p));
  const recipient = recipients.find((p) => !isBusiness(p)) ?? recipients[0];
  const others = [...people, ...recipients];
  const marketplace = offer?.form === 'marketplace';
  if (
    recipient &&
    (!candidate || (isBusiness(candidate) && !isBusiness(recipient)) || (marketplace && !isBusiness(recipient)))
  )
    return { phrase: recipient, others: others.filter((p) => p !== recipient), things };
  if (candidate) return { phrase: candidate, others: others.filter((p) => p !== candidate), things };
  if (things.length) return { others, things };
  return undefined;
}

function ageBandOf(text: string, lang: Lang, ages?: [number, number]): AgeBand | undefined {
  const head = text.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const named =
    LEX[lang].ageBands.find(({ match }) => match.test(text))?.band ??
    // "Stadtkinder", "Grundschulkinder": a German compound ends in its band's word.
    (lang === 'de'
      ? LEX.de.ageBands.find(({ match }) =>
          match.source
            .replace(/^.*\(\?:|\)\(\?!.*$/g, '')
            .split('|')
            .some((t) => t.length >= 5 && !t.includes('\\s') && head.endsWith(t)),
        )?.band
      : undefined);
  if (named && named !== 'children' && named !== 'teens') return named;
  if (ages) {
    if (ages[1] <= 12) return 'children';
    if (ages[1] <= 19) return 'teens';
    if (ages[0] >= 60) return 'seniors';
  }
  return named;
}

function agesOf(text: string): [number, number] | undefined {
  const range = text.match(/(\d{1,2})\s*(?:to|and|bis|und|-|–)\s*(\d{1,2})/);
  if (range) return [Number(range[1]), Number(range[2])];
  // "over 60", "over-75s", "Ü70", "75+", "ab 65".
  const over = text.match(/(?:über|ab|over|aged|ü)[\s-]*(\d{1,2})|\b(\d{2})\s*\+/i);
  if (over) return [Number(over[1] ?? over[2]), 100];
  const under = text.match(/(?:unter|under)\s*(\d{1,2})/i);
  if (under) return [0, Number(under[1])];
  return undefined;
}

/** The facts of a named group: plural text, head, business, age band, role. */
function suffererOf(p: Phrase, lang: Lang): SuffererFacts {
  const text = phraseText(p, lang);
  const headWord = p.part.words[p.head]!;
  // The head as the text says it (a German dative plural back in the nominative: "Handwerksbetriebe").
  const said = text.split(/\s+/);
  const head = said.includes(headWord.text) ? headWord.text : (said.at(-1) ?? headWord.text);
  const business = isBusinessPhrase(said, lang);
  const ages = agesOf(text);
  const band = ageBandOf(text, lang, ages);
  const generic = LEX[lang].groupStop.has(headWord.lower);
  let role: string | undefined;
  if (!generic && !business && isPeopleWord(head, lang) && !isBusinessWord(head, lang)) {
    role = head;
    // "dog owners", "pet parents": the owner word alone says too little.
    const before = p.part.words[p.head - 1];
    if (lang === 'en' && LEX.en.peopleOf.has(headWord.lower) && before?.pos === 'N' && p.head - 1 >= p.start)
      role = `${before.text.toLowerCase()} ${head}`;
    if (
      band &&
      (LEX[lang].ageBands.find((a) => a.band === band)?.match.test(head) ?? false) &&
      !/parent|eltern/i.test(head)
    )
      role = role === head ? undefined : role;
  }
  if (!role && !business && !generic && !band && isPeopleHead(headWord, lang)) role = head;
  return {
    text,
    head,
    business,
    ...(band ? { ageBand: band } : {}),
    ...(ages ? { ages } : {}),
    ...(role ? { role } : {}),
    named: true,
  };
}

/** People the offer's thing implies: "surfboard rental" → surfers, "Leihräder" → Radfahrer. */
function derivedPeople(words: string[], lang: Lang): string | undefined {
  const lower = words.map((w) => w.toLowerCase());
  for (const { words: termList, people } of LEX[lang].derivedPeople) {
    for (const term of termList) {
      for (let i = 0; i + term.length <= lower.length; i++) {
        if (term.every((t, k) => lower[i + k] === t)) return people;
      }
      if (term.length === 1 && lang === 'de') {
        const t = term[0]!;
        if (lower.some((w) => w.split('-').includes(t) || (t.length >= 4 && (w.endsWith(t) || w.startsWith(t)))))
          return people;
      }
      if (term.length === 1 && lang === 'en' && lower.some((w) => w.split('-').includes(term[0]!))) return people;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Setting, partners, channels, revenue

function readSetting(parts: Part[], lang: Lang, channels: Channel[]): SettingFacts | undefined {
  const l = LEX[lang];
  let place: { text: string; place: string } | undefined;
  let time: string | undefined;
  for (const part of parts) {
    const ws = part.words;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      if (part.used.has(i)) continue;
      if (lang === 'de' && l.timeWords.has(w.lower) && !time) {
        time = w.text;
        continue;
      }
      const isPlacePrep = l.placePreps.has(w.lower);
      const isTimePrep = l.timePreps.has(w.lower);
      if (!isPlacePrep && !isTimePrep) continue;
      if (channels.some((c) => c.part === part && i >= c.start && i < c.end)) continue;
      let p = nounPhraseAt(part, i + 1, lang);
      // "an der Mecklenburgischen Seenplatte": a capitalised adjective of a region belongs to the place after it.
      // "in Tiroler Skigebieten", "im Berliner Umland": a place's adjective in -er likewise.
      if (
        p &&
        lang === 'de' &&
        (/isch(?:e|en|er|es|em)$/.test(ws[p.head]!.lower) ||
          (/^\p{Lu}\p{Ll}+er$/u.test(ws[p.head]!.text) && isPlaceWord(ws[p.end]?.text ?? '', lang)))
      ) {
        const next = nounPhraseAt(part, p.end, lang);
        if (next && next.start === p.end) p = { ...p, end: next.end, head: next.head };
      }
      if (!p || phraseWords(p).some((_, k) => part.used.has(p!.start + k) && !part.partnerAt?.has(p!.start + k)))
        continue;
      const head = ws[p.head]!;
      const nouns = phraseWords(p).filter((x) => x.pos === 'N');
      if (isTimePrep && nouns.some((n) => l.times.has(n.lower)) && !time) {
        time = ws
          .slice(i, p.end)
          .map((x) => x.text)
          .join(' ');
        for (let k = i; k < p.end; k++) part.used.add(k);
        continue;
      }
      if (!isPlacePrep || place || l.notPlaces.has(head.lower)) continue;
      const extended = lang === 'de' ? genitivePlace(p, lang) : p;
      const placeNoun = phraseWords(extended).some((x) => x.pos === 'N' && isPlaceWord(x.text, lang));
      const proper =
        lang === 'en'
          ? nouns.some((n) => capitalised(n.text) && n.at > 0 && (n.proper || nlp(n.text).has('#Place')))
          : w.lower === 'in' &&
            p.start === i + 1 &&
            nouns.length === 1 &&
            capitalised(head.text) &&
            !/(?:ung|heit|keit|schaft|tion|tät|ik|ismus)$/.test(head.lower) &&
            !isLexiconNoun(head.lower, lang) &&
            !isPeopleHead(head, lang) &&
            !LEX.de.brands.has(head.lower);
      if (!placeNoun && !proper) continue;
      if (!placeNoun && isPeopleHead(head, lang)) continue;
      const words = ws.slice(p.start, extended.end).map((x) => x.text);
      const prep = ws
        .slice(i, p.start)
        .map((x) => x.text)
        .join(' ');
      place = {
        text: `${prep.charAt(0).toLowerCase()}${prep.slice(1)} ${words.join(' ')}`,
        place: ws
          .slice(extended.start, extended.end)
          .map((x) => x.text)
          .join(' '),
      };
      part.placeAt ??= new Set();
      for (let k = i; k < extended.end; k++) part.placeAt.add(k);
      // Where the offer is ("near hospitals", "in community centres") names no partner; where it is handed over
      // ("at lakeside campsites", "beim Bäcker") may.
      if (!/^(?:at|bei|beim|an|am)$/.test(w.lower)) for (let k = i; k < extended.end; k++) part.used.add(k);
    }
  }
  // "delivered to the hospital staff room", "visits care homes": the place a channel goes to is the setting when
  // nothing else is named (not where it is sold: "through primary schools").
  if (!place && lang === 'en') {
    for (const c of channels) {
      for (let i = c.start; i < c.end && !place; i++) {
        const w = c.part.words[i]!;
        if (!/^(?:to|at|in|visits|visit)$/.test(w.lower)) continue;
        const p = nounPhraseAt(c.part, i + 1, lang);
        if (!p || p.end > c.end || !phraseWords(p).some((x) => x.pos === 'N' && l.places.has(x.lower))) continue;
        const words = c.part.words.slice(i + 1, p.end).map((x) => x.text);
        // The founder's article, else "the" for one venue ("at the venue"), none for many ("at festivals").
        const article = c.part.words[i + 1]?.pos === 'DET' || /s$/.test(words.at(-1) ?? '') ? '' : 'the ';
        place = {
          text: `at ${article}${words.join(' ')}`,
          place: phraseWords(p)
            .map((x) => x.text)
            .join(' '),
        };
      }
      if (place) break;
    }
  }
  if (!place && !time) return undefined;
  return {
    text: [place?.text, time].filter(Boolean).join(' '),
    ...(place ? { place: place.place } : {}),
    ...(time ? { time } : {}),
  };
}

/** "in Hütten der Alpen": a German place with the place it belongs to. */
function genitivePlace(p: Phrase, lang: Lang): Phrase {
  const ws = p.part.words;
  const w = ws[p.end];
  if (w && (w.lower === 'der' || w.lower === 'des')) {
    const inner = nounPhraseAt(p.part, p.end + 1, lang);
    if (inner && isPlaceWord(ws[inner.head]!.text, lang)) return { ...p, end: inner.end };
  }
  return p;
}

/** The German nominative plural of a partner noun read after a dative: "Partner-Campingplätzen" → "…plätze". */
function partnerNominative(word: string, lang: Lang): string {
  // Only plurals that end in -e take a dative -n: "Campingplätzen", "Höfen", "Märkten" (never "Schulen").
  if (lang !== 'de' || !/(?:ätze|öfe|ärkte|äfte|ände|ünde|iebe|äste)n$/.test(word)) return word;
  return word.slice(0, -1);
}

function readPartners(parts: Part[], lang: Lang, exclude: Set<string>): string[] {
  const l = LEX[lang];
  const found: string[] = [];
  const push = (text: string) => {
    if (!text || exclude.has(text.toLowerCase())) return;
    if (found.some((f) => f.toLowerCase() === text.toLowerCase())) return;
    found.push(text);
  };
  for (const part of parts) {
    const ws = part.words;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      const next = ws[i + 1];
      if (part.used.has(i) && !part.channelAt?.has(i)) continue;
      if (l.brands.has(w.lower)) {
        push(w.text);
        continue;
      }
      // "Apotheken-Bestellungen": a German compound's first part names the partner.
      if (lang === 'de' && w.text.includes('-') && !isPartnerWord(w.text, lang)) {
        const first = w.text.split('-')[0]!;
        if (isPartnerWord(first, lang) && !formOfWord(w.text, lang)) push(partnerNominative(first, lang));
        continue;
      }
      const bigram = next ? `${w.lower} ${next.lower}` : '';
      let headAt = -1;
      if (bigram && (l.partnerNouns.has(bigram) || l.helpers.has(bigram))) headAt = i + 1;
      else if ((isPartnerWord(w.text, lang) || l.helpers.has(w.lower)) && w.pos === 'N') headAt = i;
      if (headAt < 0) continue;
      // "campsite reception", "school office": a modifier of another noun is no partner.
      const after = ws[headAt + 1];
      if (lang === 'en' && isNoun(after)) continue;
      if (i > 0 && /^(?:per|pro|each|every|je|jede[nmrs]?)$/i.test(ws[i - 1]!.lower)) continue;
      let start = i;
      while (start > 0) {
        const before = ws[start - 1]!;
        if (part.used.has(start - 1) && !part.channelAt?.has(start - 1)) break;
        if (lang === 'en' ? before.pos !== 'ADJ' && before.pos !== 'N' : before.pos !== 'ADJ') break;
        if (l.channelWords.has(before.lower) || isChannelCue(before.lower, lang)) break;
        // German: only an adjective that stays as it is ("lokale Bäcker"), not one declined after a dative.
        if (lang === 'de' && !/e$/.test(before.lower)) break;
        start--;
      }
      const words = ws
        .slice(start, headAt + 1)
        .map((x, k, all) => (k === all.length - 1 ? partnerNominative(x.text, lang) : x.text));
      let text = words.join(' ');
      if (lang === 'en' && /^\p{Lu}\p{Ll}/u.test(text) && !ws[start]!.proper) text = lowerFirst(text);
      push(text);
      part.partnerAt ??= new Set();
      for (let k = start; k <= headAt; k++) {
        part.used.add(k);
        part.partnerAt.add(k);
      }
      i = headAt;
    }
  }
  // "local surf shops" holds "surf shops": keep the longer.
  return found.filter((f) => !found.some((g) => g !== f && g.toLowerCase().endsWith(` ${f.toLowerCase()}`)));
}

function isChannelCue(lower: string, lang: Lang): boolean {
  return LEX[lang].channels.some((seq) => seq.length === 1 && seq[0] === lower);
}

interface Channel {
  part: Part;
  start: number;
  end: number;
  text: string;
}

function readChannels(parts: Part[], lang: Lang, offer: Offer | undefined): Channel[] {
  const l = LEX[lang];
  const out: Channel[] = [];
  for (const part of parts) {
    const ws = part.words;
    for (let i = 0; i < ws.length; i++) {
      if (out.some((c) => c.part === part && i >= c.start && i < c.end)) continue;
      const w = ws[i]!;
      // "Online piano lessons": a channel word in the offer's own name is its channel.
      if (offer && offer.phrase.part === part && i >= offer.phrase.start && i < offer.phrase.end) {
        if (l.channelWords.has(w.lower)) out.push({ part, start: i, end: i + 1, text: w.lower });
        // "Rent-a-tool lockers at hardware stores": a means named in the offer (not its form) with where it stands.
        else if (
          i === offer.phrase.end - 1 &&
          offer.form !== formOfWord(w.text, lang)?.form &&
          l.channels.some((seq) => seq.length === 1 && seq[0] === w.lower) &&
          /^(?:at|in|bei|beim|an|am|im)$/.test(ws[i + 1]?.lower ?? '')
        ) {
          const p = nounPhraseAt(part, i + 2, lang);
          if (p) {
            const text = ws
              .slice(i, p.end)
              .map((x) => x.text)
              .join(' ');
            out.push({
              part,
              start: i,
              end: p.end,
              text,
            });
            i = p.end - 1;
          }
        }
        continue;
      }
      const seq = l.channels.find((s) => s.every((t, k) => ws[i + k]?.lower === t));
      if (!seq) continue;
      const cueEnd = i + seq.length;
      const cue = ws.slice(i, cueEnd);
      const next = ws[cueEnd];
      // "online shops": a channel word that describes the group or a partner.
      if (seq.length === 1 && l.channelWords.has(w.lower) && isNoun(next)) continue;
      if (part.used.has(i) && !l.channelWords.has(w.lower)) continue;
      // "über 70", "per 1. Mai": no channel.
      if (/^(?:über|via|through|per)$/.test(w.lower) && (!next || /^\d/.test(next.text))) continue;
      // "Zahlung per PayPal", "paid via bank transfer": how it is paid.
      if (ws.slice(Math.max(0, i - 2), i).some((x) => l.payment.has(x.lower))) continue;
      // "per shipment", "per E-Bike": "per" counts only before a means.
      if (w.lower === 'per' && lang === 'en') continue;
      // "abgerechnet pro Lieferung", "paid per delivery": a unit of the price, not a channel.
      if (i > 0 && /^(?:per|pro|je|each|every|jede[nmrs]?)$/.test(ws[i - 1]!.lower)) continue;
      let end = cueEnd;
      let content = 0;
      while (end < ws.length && end - cueEnd < 7) {
        const x = ws[end]!;
        if (/^\d/.test(x.text) || /^(?:every|each|jeden|jede|paid|bezahlt|billed|abgerechnet)$/.test(x.lower)) break;
        if (x.pos === 'REL' || x.pos === 'SUB' || (x.pos === 'WH' && end > cueEnd)) break;
        if (content > 0 && (x.pos === 'PREP' || x.lower === 'to')) {
          // Through a preposition only to a partner: "pick-up | at local surf shops", "geliefert … vom Zimmereibetrieb".
          const p = nounPhraseAt(part, end + 1, lang);
          const partner = p && phraseWords(p).some((y) => isPartnerWord(y.text, lang) || l.brands.has(y.lower));
          // … or to the means it comes by: "delivered to festivals | by van", "geliefert … per Lastenrad".
          const means = p && /^(?:by|per|via|mit)$/.test(x.lower) && !isPeopleHead(part.words[p.head]!, lang);
          if (means && p) {
            end = p.end;
            content++;
            continue;
          }
          if (
            !partner ||
            (l.placePreps.has(x.lower) &&
              p &&
              phraseWords(p).some((y) => isPlaceWord(y.text, lang) && !isPartnerWord(y.text, lang)))
          )
            break;
          end = p!.end;
          content++;
          continue;
        }
        if ((x.lower === 'and' || x.lower === 'und' || x.lower === 'or') && content > 0) break;
        if (x.lower === 'und' && content === 0 && ws[end + 1]?.pos === 'V') {
          // "geliefert und aufgebaut".
          end += 2;
          continue;
        }
        if (x.pos === 'V' && content > 0) {
          if (lang === 'de') end++;
          break;
        }
        if (x.pos === 'V' && lang === 'de' && content === 0 && /(?:t|en)$/.test(x.lower) && ws[end + 1] === undefined)
          break;
        if (
          x.pos === 'N' ||
          x.pos === 'ADJ' ||
          x.pos === 'DET' ||
          x.pos === 'POSS' ||
          x.pos === 'PREP' ||
          x.pos === 'NUM' ||
          (x.lower === 'to' && content === 0)
        ) {
          if (x.pos === 'N') content++;
          end++;
          continue;
        }
        break;
      }
      // Drop a dangling article or preposition at the end.
      while (end > cueEnd && ['DET', 'PREP', 'POSS'].includes(ws[end - 1]!.pos)) end--;
      const nounCue =
        cue.some((x) => x.pos === 'N') || /^(?:online|whatsapp|website|app|hotline|telefon|phone)$/.test(w.lower);
      if (end === cueEnd && !nounCue && !/^(?:by|per|über|via)/.test(w.lower) && i > 0) continue;
      if (end === cueEnd && seq.length === 1 && /^(?:by|per|über|via|through)$/.test(w.lower)) continue;
      // A verb with nothing after it ("… am Bahnhof liefern") — unless it opens its own part ("geliefert").
      if (end === cueEnd && w.pos === 'V' && !nounCue && i > 0) continue;
      // "weekly vegetable deliveries": a channel noun keeps what describes it.
      let from = i;
      if (end === cueEnd && cue.every((x) => x.pos === 'N'))
        while (from > 0 && ['ADJ', 'N'].includes(ws[from - 1]!.pos) && !part.used.has(from - 1)) from--;
      const text = ws
        .slice(from, end)
        .map((x) => x.text)
        .join(' ');
      out.push({ part, start: from, end, text: lang === 'en' && from === 0 ? lowerFirst(text) : text });
      i = end - 1;
    }
  }
  return out;
}

/** Revenue terms that only name a time unit: "per day", "pro Stunde". */
const TIME_UNIT =
  /^(?:per|a|an|by the|pro|am|je|die)\s+(?:day|hour|night|weekend|week|tag|stunde|nacht|wochenende)$|^(?:hourly|stundenweise|tageweise)$/i;

function readRevenue(parts: Part[], lang: Lang, offer: Offer | undefined): RevenueFacts | undefined {
  const l = LEX[lang];
  const inOffer = (part: Part, at: number) =>
    !!offer && offer.phrase.part === part && offer.phrase.start <= at && at < offer.phrase.end;
  const wordAt = (part: Part, offset: number) => {
    let index = 0;
    part.words.forEach((w, k) => {
      if (w.at <= offset) index = k;
    });
    return index;
  };
  /** The founder's words around a revenue term: "paid per day", "for a small donation", "a €5 entry fee". */
  const phraseAround = (part: Part, from: number, to: number) => {
    const ws = part.words;
    const short =
      ws.length <= 6 && !(offer && offer.phrase.part === part) && ![...ws.keys()].some((k) => part.used.has(k));
    let start = from;
    let end = to;
    if (short) {
      start = 0;
      end = ws.length;
    } else {
      for (let k = from - 1; k >= Math.max(0, from - 3); k--) {
        const w = ws[k]!;
        if (l.billing.has(w.lower) || w.pos === 'PREP') {
          start = k;
          // "sold as a monthly licence", "bezahlt mit einer Monatspauschale".
          if (w.pos === 'PREP' && k > 0 && l.billing.has(ws[k - 1]!.lower) && !part.used.has(k - 1)) start = k - 1;
          break;
        }
        if (!['ADJ', 'DET', 'NUM', 'N', 'QUANT'].includes(w.pos) || part.used.has(k)) break;
        start = k;
      }
      // "… per order", "… pro Buchung", "Vermittlungsgebühr 20 Euro".
      while (
        end < ws.length &&
        end - to < 3 &&
        !part.used.has(end) &&
        (/^(?:per|pro|je|a|an|the|im|am|by|month|week|day)$/i.test(ws[end]!.lower) ||
          /^\d/.test(ws[end]!.text) ||
          (end > to && ws[end - 1] && /^(?:per|pro|je|a|an|the|im|am|by)$/i.test(ws[end - 1]!.lower)))
      )
        end++;
    }
    let text = part.raw.slice(ws[start]!.at, end < ws.length ? ws[end]!.at : part.raw.length).trim();
    text = text.replace(/[,;:]$/, '');
    if (start === 0) text = text.replace(JOINER[lang], '');
    for (let k = start; k < end; k++) part.used.add(k);
    return text;
  };
  const modelIn = (part: Part) => {
    for (const { model, match } of l.revenue) {
      const re = new RegExp(match.source, 'giu');
      for (const m of part.raw.matchAll(re)) {
        const at = wordAt(part, m.index ?? 0);
        if (inOffer(part, at)) continue;
        // "15 € pro Stunde" for a course, "€30 per day" for a daycare: paid per use, not rented.
        const perTime = model === 'rental' && TIME_UNIT.test(m[0]);
        const served = ['service', 'course', 'app', 'delivery', 'marketplace', 'subscription'].includes(
          offer?.form ?? '',
        );
        return {
          model: perTime && served ? 'per-use' : model,
          at,
          to: wordAt(part, (m.index ?? 0) + m[0].length - 1) + 1,
        };
      }
    }
    return undefined;
  };
  const fromForm = (): RevenueModel =>
    offer?.form === 'rental'
      ? 'rental'
      : offer?.form === 'subscription'
        ? 'subscription'
        : offer?.form === 'marketplace'
          ? 'commission'
          : 'per-use';

  let revenue: RevenueFacts | undefined;
  // A price says most: "5 € pro Tag", "paid $20 a month".
  for (const part of parts) {
    const money = part.raw.match(l.money);
    if (!money || money.index === undefined) continue;
    const found = modelIn(part);
    const model = found?.model ?? parts.map(modelIn).find(Boolean)?.model ?? fromForm();
    const from = Math.min(wordAt(part, money.index), found?.at ?? Number.POSITIVE_INFINITY);
    const to = Math.max(wordAt(part, money.index + money[0].length - 1) + 1, found?.to ?? 0);
    revenue = { model, text: phraseAround(part, from, to), price: money[0].replace(/\s+/g, ' ') };
    break;
  }
  if (!revenue) {
    for (const part of parts) {
      const found = modelIn(part);
      if (!found) continue;
      revenue = { model: found.model, text: phraseAround(part, found.at, found.to) };
      break;
    }
  }
  // "paid per repair", "abgerechnet pro Einsatz": paid for each use, whatever the use is called.
  if (!revenue) {
    for (const part of parts) {
      const m = PAID_PER[lang].exec(part.raw);
      if (!m || m.index === undefined) continue;
      const at = wordAt(part, m.index);
      revenue = { model: 'per-use', text: phraseAround(part, at, wordAt(part, m.index + m[0].length - 1) + 1) };
      break;
    }
  }
  // "paid by the employer as a staff benefit", "finanziert vom Arbeitgeber".
  for (const part of parts) {
    const m = l.payers.exec(part.raw);
    if (!m || m.index === undefined) continue;
    const at = wordAt(part, m.index + m[0].length);
    const p = nounPhraseAt(part, at + (part.words[at]?.at === m.index + m[0].length ? 0 : 1), lang);
    const payer = p && isPeopleHead(part.words[p.head]!, lang) ? phraseText(p, lang) : undefined;
    if (!revenue) {
      const text = phraseAround(part, wordAt(part, m.index), part.words.length);
      revenue = { model: fromForm(), text };
    }
    if (payer) revenue.payer = p && part.words[p.start - 1]?.pos === 'DET' && lang === 'en' ? `the ${payer}` : payer;
    break;
  }
  if (revenue) return revenue;
  // The form itself is the mechanism: a rental, a subscription, a marketplace.
  const byForm: Record<string, RevenueModel> = {
    rental: 'rental',
    subscription: 'subscription',
    marketplace: 'commission',
  };
  if (offer?.form && byForm[offer.form]) return { model: byForm[offer.form]!, text: offer.offer };
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** What the engine knew before: the group it read and the subject, for ideas whose words name no "for …". */
export interface IdeaFallback {
  group?: string;
  groupKnown?: boolean;
  business: boolean;
  subject?: string;
}

/** The founder's own words: the one-liner (the track's title) and the Basic Idea sections. */
export interface IdeaSource {
  title?: string;
  problem?: string;
  users?: string;
  solution?: string;
}

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Text-message spellings of English words, read as the words they stand for ("tells u when ur passport …"). */
const TEXT_SPEAK: Array<[RegExp, string]> = [
  [/\bu(?![.’'-])\b/g, 'you'],
  [/\bU(?![.’'-])\b(?= \p{Ll})/gu, 'You'],
  [/\bur(?![.’'-])\b/gi, 'your'],
  [/\bppl\b/gi, 'people'],
  [/\bthru\b/gi, 'through'],
  [/\bw\/(?= )/gi, 'with'],
];
const plainWords = (text: string, lang: Lang) =>
  lang === 'en' ? TEXT_SPEAK.reduce((t, [pattern, word]) => t.replace(pattern, word), text) : text;

function derivedSufferer(
  offer: Offer | undefined,
  words: string[],
  lang: Lang,
  fallback: IdeaFallback | undefined,
): SuffererFacts {
  const people =
    derivedPeople([offer?.object ?? '', offer?.offer ?? ''].join(' ').split(/\s+/).filter(Boolean), lang) ??
    derivedPeople(words, lang);
  if (people) {
    const head = people.split(' ').at(-1)!;
    const band = ageBandOf(people, lang);
    return {
      text: people,
      head,
      business: false,
      ...(band ? { ageBand: band } : {}),
      ...(!band && !/households|haushalte/i.test(head) ? { role: people } : {}),
      named: false,
    };
  }
  if (fallback?.group && fallback.groupKnown) {
    const head = fallback.group.split(/\s+/).at(-1) ?? fallback.group;
    const band = ageBandOf(fallback.group, lang);
    const role = !band && isPeopleWord(head, lang) && !LEX[lang].groupStop.has(head.toLowerCase()) ? head : undefined;
    return {
      text: fallback.group,
      head,
      business: fallback.business,
      ...(band ? { ageBand: band } : {}),
      ...(role ? { role } : {}),
      named: true,
    };
  }
  const bank = BANK[lang].derivedSufferer;
  const form = offer?.form;
  const template = form === 'rental' ? bank.rental : form === 'subscription' ? bank.subscription : bank.default;
  const thing = offer?.object ?? fallback?.subject ?? '';
  const objects = lang === 'en' ? inflectNoun(thing, 'plural') || thing : thing;
  const text = thing ? template.replace('{objects}', objects).replace('{object}', thing) : (fallback?.group ?? '');
  return { text, head: lang === 'en' ? 'people' : 'Menschen', business: fallback?.business ?? false, named: false };
}

/**
 * People who care for someone the offer is about: "Hundebetreuung für Berufstätige" is for "Berufstätige mit Hund",
 * "babysitting for nurses" for "nurses with children" — unless the group already says so (dog owners, Eltern).
 */
function withDependent(sufferer: SuffererFacts, offer: Offer | undefined, lang: Lang): SuffererFacts {
  if (!offer) return sufferer;
  const offerWords = `${offer.offer} ${offer.object ?? ''}`
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const groupWords = sufferer.text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const holds = (words: string[], list: Set<string>) =>
    words.some(
      (w) =>
        list.has(w) || (lang === 'de' && [...list].some((t) => t.length >= 4 && (w.startsWith(t) || w.endsWith(t)))),
    );
  for (const dependent of LEX[lang].dependents) {
    if (!holds(offerWords, dependent.words)) continue;
    if (holds(groupWords, dependent.already) || holds(groupWords, dependent.words)) return sufferer;
    return { ...sufferer, text: `${sufferer.text} ${dependent.with}` };
  }
  return sufferer;
}

/** "Reparatur-Abo für Kaffeemaschinen in Büros": the businesses an offer comes to are the ones it serves. */
function businessOfPlace(parts: Part[], lang: Lang): SuffererFacts | undefined {
  for (const part of parts.filter((p) => p.text <= 1)) {
    for (const [i, w] of part.words.entries()) {
      // "in Büros", "in small hotels" — not "at local surf shops", where people pick it up.
      if (!/^(?:in|im)$/.test(w.lower) || part.used.has(i)) continue;
      const p = nounPhraseAt(part, i + 1, lang);
      if (!p) continue;
      const said = phraseText(p, lang).split(/\s+/);
      const head = said.at(-1) ?? '';
      // Plural businesses only ("in Büros", "at small hotels"): "im Büro" is a place, not a market.
      if (!isBusinessWord(head, lang) || !/(?:s|en|e|n)$/.test(head)) continue;
      return { text: said.join(' '), head, business: true, named: true };
    }
  }
  return undefined;
}

/** "weekend workshops", "Wochenendkurse": a time that describes the offer. */
function timeOfModifier(parts: Part[], lang: Lang): string | undefined {
  for (const part of parts) {
    for (const [i, w] of part.words.entries()) {
      // "holiday guests" are people, not a time.
      if (isPeopleHead(part.words[i + 1] ?? w, lang)) continue;
      for (const [term, said] of LEX[lang].timeModifiers) {
        if (lang === 'en' && w.lower === term && isNoun(part.words[i + 1])) return said;
        if (
          lang === 'de' &&
          w.pos === 'N' &&
          w.lower.startsWith(term) &&
          w.lower.length > term.length + 3 &&
          !isPeopleHead(w, lang) &&
          !isPlaceWord(w.text, lang)
        )
          return said;
      }
    }
  }
  return undefined;
}

/** The words of a part no fact has taken, as short phrases: "um die Ecke", "ungenutzte Maschinen". */
function freeSpans(part: Part): string[] {
  const taken = (k: number) =>
    part.used.has(k) || !!part.placeAt?.has(k) || !!part.channelAt?.has(k) || !!part.partnerAt?.has(k);
  const spans: string[] = [];
  let k = 0;
  const ws = part.words;
  while (k < ws.length) {
    if (taken(k)) {
      k++;
      continue;
    }
    let end = k;
    while (end < ws.length && !taken(end) && !['REL', 'SUB', 'CONJ'].includes(ws[end]!.pos)) end++;
    let from = k;
    let to = end;
    while (from < to && ['DET', 'CONJ', 'REL', 'PRON'].includes(ws[from]!.pos)) from++;
    while (to > from && ['DET', 'PREP', 'CONJ', 'ADV', 'V'].includes(ws[to - 1]!.pos)) to--;
    const slice = ws.slice(from, to);
    if (slice.length >= 2 && slice.some((w) => w.pos === 'N') && !slice.some((w) => w.pos === 'V'))
      spans.push(part.raw.slice(slice[0]!.at, slice.at(-1)!.at + slice.at(-1)!.text.length));
    k = Math.max(end, k + 1);
  }
  return spans;
}

/**
 * A one-liner that states the problem instead of an offer ("Parents in Lyon cannot find a sitter at short notice",
 * "Handwerksbetriebe verlieren Zeit mit der Suche nach Material"): its subject, before a verb that says it hurts, is
 * the group that suffers — people or businesses, never a partner of the idea.
 */
function problemSubject(parts: Part[], lang: Lang): Group | undefined {
  const part = parts.find((p) => p.text === 0 && p.index === 0);
  const phrase = part && nounPhraseAt(part, 0, lang);
  if (!part || !phrase) return undefined;
  const ws = part.words;
  // The subject may say where first: "Dog owners in Porto", "Eltern in Leipzig".
  let k = phrase.end;
  if (ws[k]?.pos === 'PREP') {
    k++;
    while (k < ws.length && ['N', 'ADJ', 'DET'].includes(ws[k]!.pos)) k++;
  }
  // A verb, or a word that says it hurts where German tagging took the verb for an adjective ("verlieren Zeit").
  const verb = ws[k];
  if (!verb || !(verb.pos === 'V' || (verb.pos !== 'N' && painful([verb], lang))) || !painful(ws.slice(k), lang))
    return undefined;
  const said = phraseWords(phrase).map((w) => w.text);
  if (!isPeopleHead(ws[phrase.head]!, lang) && !isBusinessPhrase(said, lang)) return undefined;
  return { phrase: extendGroup(phrase, lang), others: [], things: [] };
}

/**
 * Reads the founder's words into facts. The one-liner says most: what is offered comes from it or from the solution
 * section; the group from a "for …" of the one-liner or the solution, a relative clause of theirs, the users
 * section, the offer's thing, or else the engine's reading of the sentences (`fallback`); partners, channels and
 * revenue from the one-liner and the solution, a setting from any of them — never a business of the group that
 * suffers ("owners of small bakeries" names no partner).
 */
/** Paid for each use, named by any noun: "paid per repair", "charged per job", "bezahlt pro Einsatz". */
const PAID_PER: Record<Lang, RegExp> = {
  en: /\b(?:paid|charged|billed|priced)\s+(?:per|for each)\s+\p{L}+/iu,
  de: /\b(?:bezahlt|abgerechnet|Abrechnung|Bezahlung|zahlbar)\s+(?:pro|je|nach)\s+\p{L}+/iu,
};

export function readIdeaFacts(source: IdeaSource, lang: Lang, fallback?: IdeaFallback): IdeaFacts {
  const texts = [source.title, source.solution, source.users, source.problem].map((t) => plainWords(clean(t), lang));
  const parts: Part[] = [];
  texts.forEach((text, t) => {
    if (!/\p{L}{2,}/u.test(text)) return;
    partsOf(text).forEach((raw, index) => {
      parts.push(tagPart(raw, lang, t, index));
    });
  });
  const offerParts = parts.filter((p) => p.text <= 1);
  // A one-liner that states the problem names who suffers; what they cannot do is no offer, channel or partner of
  // the idea ("… cannot find someone to pick up their kids from school").
  const problem = problemSubject(parts, lang);
  const ideaParts = problem ? offerParts.filter((p) => p !== problem.phrase?.part) : offerParts;
  let offer: Offer | undefined;
  for (const part of ideaParts.filter((p) => p.index === 0)) {
    offer = readOffer(part, lang);
    if (offer) break;
  }

  // Who suffers.
  let group: Group | undefined = problem;
  let clause: Group | undefined;
  if (!group) {
    for (const part of ideaParts) {
      group = forGroup(part, lang);
      if (group) break;
    }
  }
  for (const part of ideaParts) {
    if (clause?.phrase) break;
    const found = clauseGroup(part, lang, offer);
    if (found && (!clause || found.phrase)) clause = found;
  }
  // The founder's own first-users section names the sufferers better than whom a solution sentence sells to
  // ("… sells leftover bread to nearby customers").
  const ownUsers = !clean(source.title) && !!clean(source.users) && !!fallback?.groupKnown && !!fallback.group;
  if (!group && clause?.phrase && !ownUsers) group = clause;
  if (!group) {
    for (const part of parts.filter((p) => p.text === 2)) {
      const p = nounPhraseAt(part, 0, lang);
      if (p && isPeopleHead(part.words[p.head]!, lang)) {
        group = { phrase: extendGroup(p, lang), others: [], things: [] };
        break;
      }
    }
  }
  if (offer && !offer.object && clause?.things[0]) {
    const thing = clause.things[0];
    // "split utility bills": a verb compromise took for a noun is no part of the thing.
    while (thing.start < thing.head && VERBS[lang].has(thing.part.words[thing.start]!.lower)) thing.start++;
    // "the next day’s demand": a possessive names whose thing it is, not the thing; "the right provider" names the
    // other side of the market.
    const head = thing.part.words[thing.head]!;
    const people = isPeopleHead(head, lang) || (lang === 'en' && isPeopleWord(`${head.text}s`, lang));
    if (!/['’]s$/.test(head.text) && !people) offer.object = phraseText(thing, lang);
  }

  let sufferer: SuffererFacts;
  const partners: string[] = [];
  const addPartner = (text: string | undefined) => {
    if (!text || partners.some((x) => x.toLowerCase() === text.toLowerCase())) return;
    partners.push(text);
  };
  const others: Phrase[] = [...(group?.others ?? [])];
  /** A marketplace's two sides: "Hebammen und werdende Eltern" — the last are the ones it is for. */
  const sidesOf = (phrase: Phrase): Phrase => {
    const ws = phraseWords(phrase);
    const and = ws.findIndex((w) => w.lower === 'und' || w.lower === 'and');
    if (offer?.form !== 'marketplace' || and <= 0) return phrase;
    others.push({ ...phrase, end: phrase.start + and, head: phrase.start + and - 1 });
    return { ...phrase, start: phrase.start + and + 1 };
  };
  // The founder's users section names the sufferers; the solution still names a marketplace's other side.
  if (ownUsers && clause?.phrase && group !== clause) {
    sidesOf(clause.phrase);
    spanOf(clause.phrase);
  }
  if (group?.phrase) {
    const phrase = sidesOf(group.phrase);
    spanOf(group.phrase);
    sufferer = suffererOf(phrase, lang);
  } else {
    const words = parts.flatMap((p) => p.words.filter((_, k) => !p.used.has(k)).map((w) => w.text));
    sufferer = businessOfPlace(parts, lang) ?? derivedSufferer(offer, words, lang, fallback);
  }
  if (sufferer.named && !sufferer.business) sufferer = withDependent(sufferer, offer, lang);
  // The other side of a marketplace, the business that serves the group, the helpers: partners.
  for (const other of others) {
    const head = other.part.words[other.head]!;
    const business = isBusinessPhrase(
      phraseWords(other).map((w) => w.text),
      lang,
    );
    if (business || offer?.form === 'marketplace' || LEX[lang].helpers.has(head.lower))
      addPartner(phraseText(other, lang));
    spanOf(other);
  }
  const exclude = new Set(sufferer.text.toLowerCase().split(/\s+/));

  const channels = readChannels(ideaParts, lang, offer);
  for (const c of channels) {
    c.part.channelAt ??= new Set();
    for (let k = c.start; k < c.end; k++) {
      c.part.used.add(k);
      c.part.channelAt.add(k);
    }
  }
  const revenue = readRevenue(offerParts, lang, offer);
  const setting = readSetting(parts, lang, channels) ?? settingFromGroup(sufferer, lang);
  const time = setting?.time ? undefined : timeOfModifier(offerParts, lang);
  const fullSetting: SettingFacts | undefined = time
    ? { ...(setting ?? {}), text: [setting?.text, time].filter(Boolean).join(' '), time }
    : setting;
  for (const p of readPartners(ideaParts, lang, exclude)) addPartner(p);
  if (revenue?.payer) addPartner(revenue.payer.replace(/^the\s+/i, ''));

  const details: string[] = [];
  for (const part of offerParts) {
    if (part.index === 0 && part.text === 0) continue;
    for (const span of freeSpans(part))
      if (!details.includes(span) && span.toLowerCase() !== offer?.object?.toLowerCase()) details.push(span);
  }

  const shown = (p: string) =>
    p.toLowerCase() !== sufferer.text.toLowerCase() &&
    !partners.some((q) => q !== p && q.toLowerCase().endsWith(` ${p.toLowerCase()}`));
  return {
    lang,
    source: texts.filter(Boolean).join(' '),
    offer: offer?.offer ?? '',
    ...(offer?.object ? { object: offer.object } : {}),
    ...(offer?.form ? { form: offer.form } : {}),
    sufferer,
    ...(fullSetting ? { setting: fullSetting } : {}),
    partners: partners.filter(shown),
    channels: channels.map((c) => c.text),
    ...(revenue ? { revenue } : {}),
    details,
  };
}

/** Places that name where a group works or meets ("farmers' market vendors"), not what they are ("university students"). */
const GROUP_PLACES = /^(?:(?:farmers['’] )?markets?|festivals?|campsites?|marinas?|harbou?rs?|fairs?)$/i;

/** "farmers' market vendors": a place named inside the group is where they are. */
function settingFromGroup(sufferer: SuffererFacts, lang: Lang): SettingFacts | undefined {
  if (lang !== 'en' || !sufferer.named) return undefined;
  const words = sufferer.text.split(/\s+/).slice(0, -1);
  for (let n = Math.min(2, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const term = words.slice(i, i + n).join(' ');
      if (GROUP_PLACES.test(term) && !LEX.en.timePreps.has(term.toLowerCase())) {
        const plural = nlp(term).nouns().toPlural().text() || term;
        return { text: `at ${plural}`, place: plural };
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Facts from the idea frame

/**
 * The form of the offer a shape is phrased as (the templates are written per form). A swap, a club and food have
 * their own; `other` keeps the form the offer's own words name.
 */
const FORM_OF_SHAPE: Partial<Record<IdeaShape, string>> = {
  service_visit: 'service',
  repair: 'service',
  rental: 'rental',
  subscription_box: 'box',
  software_b2b: 'app',
  software_b2c: 'app',
  marketplace: 'marketplace',
  platform_matching: 'marketplace',
  swap_or_sharing: 'swap',
  club_or_membership: 'club',
  education: 'course',
  physical_product: 'device',
  health_care: 'service',
};

/** The words of each form, to take out of an offer's thing. */
const FORM_WORDS_OF: Record<string, Set<string>> = Object.fromEntries(
  (['en', 'de'] as const).flatMap((lang) => LEX[lang].forms.map((f) => [f.form, f.words])),
);

/** How a price of each kind earns. */
const MODEL_OF_KIND: Record<IdeaPriceKind, RevenueModel> = {
  subscription: 'subscription',
  per_use: 'per-use',
  per_seat: 'licence',
  commission: 'commission',
  one_off: 'one-off',
  membership: 'membership',
  free: 'free',
  rent: 'rental',
};

/** A price whose kind the founder left open earns as the shape does (it is still quoted as said). */
const MODEL_OF_SHAPE: Partial<Record<IdeaShape, RevenueModel>> = {
  rental: 'rental',
  subscription_box: 'subscription',
  club_or_membership: 'membership',
  software_b2b: 'licence',
  marketplace: 'commission',
  platform_matching: 'commission',
};

/** The span as a part read on its own, after a "for" so that it is read as the people or thing something is for. */
function spanPart(span: string, lang: Lang, lead?: string): { part: Part; from: number } {
  const part = tagPart(lead ? `${lead} ${span}` : span, lang, 0, 0);
  return { part, from: lead ? 1 : 0 };
}

/** The first noun phrase of a part at or after `from`. */
function firstPhrase(part: Part, from: number, lang: Lang): Phrase | undefined {
  for (let i = from; i < part.words.length; i++) {
    const p = nounPhraseAt(part, i, lang);
    if (p) return p;
  }
  return undefined;
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The frame's people as the sufferer: the founder's words (an English span as said, a German one in the nominative
 * plural templates need), with head, business, age band and role read from them.
 */
function peopleOf(people: string, lang: Lang): SuffererFacts {
  const said = sentenceCase(people.replace(/[.,;:]+$/, '').trim(), lang);
  const { part, from } = spanPart(said, lang, lang === 'de' ? 'für' : 'for');
  const phrase = firstPhrase(part, from, lang);
  if (!phrase) {
    const head = wordsOf(said).at(-1) ?? said;
    const band = ageBandOf(said, lang, agesOf(said));
    return {
      text: said,
      head,
      business: isBusinessPhrase(wordsOf(said), lang),
      ...(band ? { ageBand: band } : {}),
      named: true,
    };
  }
  const group = extendGroup(phrase, lang);
  const sufferer = suffererOf(group, lang);
  // "parents who work night shifts", "Studierende in München": the span says more than its phrase.
  const after = part.words[group.end];
  if (after && wordsOf(said).length <= 10) {
    const rest = part.raw.slice(after.at).trim();
    sufferer.text = `${sufferer.text}${/^[,;]/.test(rest) ? '' : ' '}${rest}`;
  }
  // The same words as the founder's span keep its punctuation: "Eltern, deren Buggy … kaputt ist" (a German relative
  // clause is set off by a comma).
  const letters = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  if (letters(sufferer.text) === letters(said)) sufferer.text = said;
  return sufferer;
}

/**
 * A span that opened a sentence in the words it was read from, as it reads inside one: "Dog owners" → "dog owners",
 * "Kleine Bäckereien" → "kleine Bäckereien"; names, places and acronyms keep their capitals.
 */
function sentenceCase(span: string, lang: Lang): string {
  const [first = '', ...rest] = span.split(' ');
  if (!/^\p{Lu}\p{Ll}+$/u.test(first)) return span;
  if (lang === 'de') {
    // A German adjective before its noun: "Pflegende Angehörige", "Junge Eltern" (not "Berliner Studenten").
    const adjective = rest.length > 0 && /(?:e|en|es|em)$/.test(first) && /^\p{Lu}/u.test(rest[0]!);
    return adjective ? `${lowerFirst(first)} ${rest.join(' ')}` : span;
  }
  if (nlp(first).has('#Place') || nlp(first).has('#Person') || nlp(first).has('#Organization')) return span;
  if (LEX.en.brands.has(first.toLowerCase())) return span;
  return lowerFirst(span);
}

/** A preposition (with its article) that leads a place or a time, at the end of the words before a setting. */
const LEADING_PREP: Record<Lang, RegExp> = {
  en: /(?:^|\s)((?:in|at|on|around|across|near|along|throughout|within|outside|by|during|every|from)(?:\s+(?:the|a|an))?)\s*$/iu,
  de: /(?:^|\s)((?:rund\s+um|in|im|an|am|auf|bei|beim|nahe|entlang|um|vor|aus|zwischen|während|jeden|jede|über)(?:\s+(?:der|dem|den|die|des|das))?)\s*$/iu,
};

/**
 * The setting as templates use it: with the preposition the founder put before it ("an der Ostsee", "at lakeside
 * hotels", looked up in `source`, the words the frame was read from), the place and a time apart.
 */
function settingOf(setting: string, lang: Lang, source: string): SettingFacts | undefined {
  const text = setting.replace(/[.,;:]+$/, '').trim();
  const ws = wordsOf(text);
  const l = LEX[lang];
  const first = ws[0]?.toLowerCase() ?? '';
  const timed = ws.some((w) => l.times.has(w.toLowerCase()) || l.timeWords.has(w.toLowerCase()));
  const hasPrep = l.placePreps.has(first) || l.timePreps.has(first) || /^(?:rund|nahe)$/.test(first);
  let said = text;
  if (!hasPrep) {
    const at = source.toLowerCase().indexOf(text.toLowerCase());
    const prep = at > 0 ? source.slice(0, at).match(LEADING_PREP[lang])?.[1] : undefined;
    const placed = ws.some((w) => isPlaceWord(w, lang)) || (lang === 'en' && ws.some((w) => /^\p{Lu}/u.test(w)));
    // Words with neither a preposition before them nor a place in them name no setting.
    if (!prep && !timed && !placed && at >= 0) return undefined;
    said = prep ? `${prep.toLowerCase()} ${text}` : timed ? text : `in ${text}`;
  }
  if (timed && !ws.some((w) => isPlaceWord(w, lang) || (lang === 'en' && /^\p{Lu}/u.test(w)))) {
    return { text: said, time: said };
  }
  const place = hasPrep ? ws.slice(first === 'rund' ? 2 : 1).join(' ') : text;
  return { text: lang === 'en' ? lowerFirst(said) : said, ...(place ? { place } : {}) };
}

/**
 * "delivered to festivals by van", "visits care homes": the place an English channel goes to, as the setting when
 * the frame names none (not where it is sold: "through primary schools").
 */
function channelPlace(channels: string[], lang: Lang): SettingFacts | undefined {
  if (lang !== 'en') return undefined;
  for (const channel of channels) {
    const { part } = spanPart(channel, lang);
    const ws = part.words;
    for (let i = 0; i < ws.length; i++) {
      if (!/^(?:to|at|in|visits|visit)$/.test(ws[i]!.lower)) continue;
      const p = nounPhraseAt(part, i + 1, lang);
      if (!p || !phraseWords(p).some((x) => x.pos === 'N' && LEX.en.places.has(x.lower))) continue;
      const said = ws.slice(i + 1, p.end).map((x) => x.text);
      // The founder's article, else "the" for one venue ("at the venue"), none for many ("at festivals").
      const article = ws[i + 1]?.pos === 'DET' || /s$/.test(said.at(-1) ?? '') ? '' : 'the ';
      const place = phraseWords(p)
        .map((x) => x.text)
        .join(' ');
      return { text: `at ${article}${said.join(' ')}`, place };
    }
  }
  return undefined;
}

/**
 * The words of a span that the founder's sentence holding it uses as verbs (not -ing or -ed forms), by their index in
 * the span; none when the sentence does not hold the span.
 */
function verbsInContext(span: Word[], source: string, lang: Lang): number[] {
  if (!span.length || !source) return [];
  for (const sentence of source.split(/(?<=[.!?])\s+/)) {
    const tokens = tagWords(sentence, lang).filter((t) => t.text);
    for (let i = 0; i + span.length <= tokens.length; i++) {
      if (!span.every((w, k) => tokens[i + k]!.lower === w.lower)) continue;
      return span
        .map((_, k) => k)
        .filter((k) => {
          const t = tokens[i + k]!;
          return t.pos === 'V' && !t.gerund && !/(?:ed|ing)$/.test(t.lower);
        });
    }
  }
  return [];
}

/** Verbs that only say the founder sells, makes or runs something: their object is the offer. */
const GERMAN_GENERIC_VERBS = new Set([
  'bieten',
  'anbieten',
  'verkaufen',
  'machen',
  'haben',
  'sind',
  'bringen',
  'starten',
  'eröffnen',
  'bauen',
  'entwickeln',
  'gründen',
  'schaffen',
  'planen',
  'wollen',
  'möchten',
  'betreiben',
  'führen',
  'haben',
]);

/**
 * "darum pflegen wir Hunde", "wir reparieren Räder": the founder's German names the work done to the thing the
 * frame read ("Hunde"). The offer is the work as German names it, the thing and the verb ("Hunde pflegen": the
 * "wir" form of a verb is its infinitive).
 */
function germanWork(said: string, source: string): string | undefined {
  for (let at = source.indexOf(said); at > 0; at = source.indexOf(said, at + 1)) {
    // The thing as a word of its own, not the start of a compound ("Hunde" in "Hundebesitzer").
    if (/\p{L}/u.test(source.charAt(at + said.length)) || /\p{L}/u.test(source.charAt(at - 1))) continue;
    const before = source.slice(0, at).trim().split(/\s+/).slice(-2);
    const [first, second] = before.map((w) => w.toLowerCase());
    const verb = first === 'wir' ? second : second === 'wir' ? first : undefined;
    if (verb && /^\p{Ll}+(?:en|ern|eln)$/u.test(verb) && !GERMAN_GENERIC_VERBS.has(verb)) return `${said} ${verb}`;
  }
  return undefined;
}

/**
 * An English span that leads with a verb and its thing ("groom dogs"), as the work's name and the thing; `verbFirst`
 * when the founder's sentence uses the first word as a verb (alone, "groom" reads as a noun).
 */
function workOn(part: Part, verbFirst: boolean): Offer | undefined {
  const ws = part.words;
  const verb = ws[0];
  if (!verb || !(verb.pos === 'V' || verbFirst) || verb.gerund || /(?:ed|ing|s)$/.test(verb.lower)) return undefined;
  // A hyphenated compound after the verb is its thing, whatever its ending makes the tagger guess ("e-bikes").
  for (const w of ws.slice(1)) if (w.pos === 'V' && w.text.includes('-')) w.pos = 'N';
  const thing = firstPhrase(part, 1, 'en');
  if (thing?.start !== 1 || isPeopleHead(ws[thing.head]!, 'en')) return undefined;
  const gerund = (nlp(`they ${verb.lower}`).verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund;
  if (!gerund) return undefined;
  const object = phraseText(thing, 'en');
  const single = thing.end - thing.start === 1 && ws[thing.head]!.pos === 'N';
  const offer = single ? `${inflectNoun(object, 'singular') || object} ${gerund}` : `${gerund} ${object}`;
  // The work is what the idea is about: "a better way to handle dog grooming", not "… to handle dogs".
  return { offer, object: offer, phrase: thing };
}

/** The words of an offer span up to its first preposition or a participle after its noun ("excluders sewn from"). */
function leadingThing(ws: readonly Word[]): string {
  const out: string[] = [];
  for (const [k, w] of ws.entries()) {
    if (w.pos === 'PREP' || /^(?:to|that|which|who|where|die|der|das|wo)$/i.test(w.lower)) break;
    if (k >= 2 && /(?:ed|wn|en)$/.test(w.lower) && /s$/.test(ws[k - 1]!.lower) && w.pos === 'V') break;
    out.push(w.text);
  }
  // "… und" at the end joins nothing
  while (out.length && /^(?:and|und|or|oder)$/i.test(out[out.length - 1]!)) out.pop();
  return out.join(' ');
}

/**
 * Two to four words of nouns, adjectives and bare verb forms that start on a noun or adjective and end on a plural
 * or a noun: no article, pronoun, participle or -ing form that would make a clause of them.
 */
function isNounRun(ws: readonly Word[]): boolean {
  if (ws.length < 2 || ws.length > 4) return false;
  const first = ws[0]!;
  const last = ws[ws.length - 1]!;
  if (!['N', 'ADJ'].includes(first.pos) || !(last.pos === 'N' || /s$/.test(last.lower))) return false;
  return ws.every((w) => ['N', 'ADJ', 'V', 'QUANT'].includes(w.pos) && !w.gerund && !/(?:ed|ing)$/.test(w.lower));
}

/** The offer read from the frame's offer span: its words, the thing it is about and its form. A clause is no offer. */
function offerOf(offer: string, lang: Lang, source = ''): Offer | undefined {
  const { part } = spanPart(offer, lang);
  const ws = part.words;
  // Alone, "PawWalk helps" reads as two nouns; in the founder's sentence "helps" is its verb, and the span a clause.
  const inContext = lang === 'en' ? verbsInContext(ws, source, lang) : [];
  for (const k of inContext) if (k > 0) ws[k]!.pos = 'V';
  const said = offer.replace(/[.,;:]+$/, '').trim();
  // "Repairing broken washing machines", "Finding a dog groomer": an activity is about the thing it is done to.
  // A participle before the thing ("Repairing broken washing machines") describes it, and an -ing word inside the
  // thing's name ("washing machines") is part of it.
  if (lang === 'en' && ws[0]?.gerund && ws[1]?.pos === 'V' && /(?:ed|en)$/.test(ws[1].lower)) {
    let k = 2;
    while (ws[k]?.gerund && ws[k + 1]) k++;
    if (ws[k]?.pos === 'N') {
      ws[1].pos = 'ADJ';
      for (let g = 2; g < k; g++) ws[g]!.pos = 'N';
    }
  }
  // "Rent a professional espresso machine", "Hire a cargo bike": the founder's span asks to rent a thing — the offer
  // is that thing's rental, the thing its object.
  if (
    lang === 'en' &&
    /^(?:rent|hire|lease)$/i.test(ws[0]?.text ?? '') &&
    ['DET', 'QUANT'].includes(ws[1]?.pos ?? '')
  ) {
    const thing = firstPhrase(part, 1, lang);
    if (thing && thing.start <= 2 && !isPeopleHead(ws[thing.head]!, lang)) {
      const object = phraseText(thing, lang);
      const form = /^hire$/i.test(ws[0]!.text) ? 'hire' : 'rental';
      return { offer: `${object} ${form}`, object, form: 'rental', phrase: { ...thing, start: 0 } };
    }
  }
  // (A noun right after the -ing word makes a compound of it: "matching platform", "booking software".)
  const takesObject = ['DET', 'POSS', 'ADJ', 'QUANT'].includes(ws[1]?.pos ?? '');
  if (lang === 'en' && takesObject && /^\p{L}+ing$/u.test(ws[0]!.text) && (ws[0]!.pos === 'V' || ws[0]!.gerund)) {
    const thing = firstPhrase(part, 1, lang);
    if (thing && thing.start <= 3 && !ws.slice(1, thing.start).some((w) => w.pos === 'V')) {
      return { offer: lowerFirst(said), object: phraseText(thing, lang), phrase: { ...thing, start: 0 } };
    }
  }
  // "groom dogs", "repair e-bikes at the door": the founder's span leads with the work done to a thing. The offer is
  // named as that work ("dog grooming"; "repairing e-bikes" when the thing takes more than one word), the thing is
  // its object.
  // Only where the founder says it so ("so we groom dogs"): a span that opens a sentence ("Tote bags …") is a thing.
  const at = source.toLowerCase().indexOf(said.toLowerCase());
  const saidAsWork = at > 0 && /\b(?:we|i|you|they)\s+$/i.test(source.slice(0, at));
  const work = lang === 'en' && saidAsWork ? workOn(part, inContext.includes(0)) : undefined;
  if (work) return work;
  const werk = lang === 'de' ? germanWork(said, source) : undefined;
  if (werk) return { offer: werk, object: said, phrase: { part, start: 0, end: ws.length, head: ws.length - 1 } };
  const read = readOffer(part, lang);
  // "Bike repair is hard to find": a verb right after the phrase makes it a clause's subject.
  const next = read ? ws[read.phrase.end] : undefined;
  // A verb that ends the span is no clause's: "… school uniforms run (with …)", "Pavillons mieten".
  const ends = read?.phrase.end === ws.length - 1;
  // "handle covers for …": an -s word before a preposition ends the thing's name, it is no verb.
  const plural = !!read && /s$/.test(next?.lower ?? '') && (ws[read.phrase.end + 1]?.pos ?? 'PREP') === 'PREP';
  if (
    read &&
    next?.pos === 'V' &&
    !next.gerund &&
    !(lang === 'en' && /(?:ed|wn|en)$/.test(next.lower)) &&
    !ends &&
    !plural
  )
    return undefined;
  if (read && !read.object) {
    // "a monthly box of 4 small-dairy British cheeses": the thing after the form, past a number.
    for (let i = read.phrase.end; i < ws.length && !read.object; i++) {
      if (!/^(?:of|for|with|von|für|mit)$/i.test(ws[i - 1]?.lower ?? '')) continue;
      const thing = firstPhrase(part, i, lang);
      if (
        thing &&
        thing.start - i <= 2 &&
        !isPeopleHead(ws[thing.head]!, lang) &&
        !isPlaceWord(ws[thing.head]!.text, lang)
      ) {
        // "for dog walking": the work done to the thing is what the offer is for.
        const after = ws[thing.end];
        const work =
          lang === 'en' && after && /^\p{L}{3,}ing$/u.test(after.text) && (after.gerund || after.pos === 'N');
        read.object = phraseText(work ? { ...thing, end: thing.end + 1, head: thing.end } : thing, lang);
      }
    }
  }
  if (read) return read;
  // "toy swap boxes", "blood pressure checks": a short run of nouns the tagger took partly for verbs is one compound.
  if (lang === 'en' && isNounRun(ws)) {
    const phrase = { part, start: 0, end: ws.length, head: ws.length - 1 };
    return { offer: said, object: lowerFirst(said), phrase };
  }
  // The reader took the span for the offer: words the tagger took for verbs ("Raised garden beds", "Home visits to
  // set up …", "gewürzabo") do not make it a clause unless people open it. The thing is its words up to the first
  // preposition.
  if (ws.some((w) => w.pos === 'V' && !w.gerund)) {
    // "Viele Senioren vergessen …": people who open it make it a problem statement.
    // ("Draught excluders sewn from …" describes a thing: a participle is no verb of theirs).
    const finite = ws.findIndex(
      (w, k) => k > 0 && w.pos === 'V' && !w.gerund && !(lang === 'en' && /(?:ed|wn|en)$/.test(w.lower)),
    );
    const peopleOpen = ws.slice(0, Math.min(3, finite)).some((w) => isPeopleHead(w, lang));
    if ((finite > 0 && peopleOpen) || ws[0]!.pos === 'PRON') return undefined;
    const words = leadingThing(ws);
    if (!words) return undefined;
    const thing = lang === 'en' && !ws[0]!.proper ? lowerFirst(words) : words;
    return { offer: said, object: thing, phrase: { part, start: 0, end: thing.split(' ').length, head: 0 } };
  }
  const phrase = firstPhrase(part, 0, lang);
  if (!phrase || isPeopleHead(ws[phrase.head]!, lang)) return undefined;
  return { offer: said, object: phraseText(phrase, lang), phrase };
}

/**
 * German typed all in lower case ("gewürzabo für hobbyköche", "ältere leute im dorf"): the frame's nouns as German
 * writes them — the offer's first word, and the last word of the people and the place, upper case.
 */
function withGermanNouns(frame: IdeaFrame): IdeaFrame {
  const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const lastUpper = (t: string) => t.replace(/(\p{L}[\p{L}-]*)$/u, (w) => upper(w));
  return {
    ...frame,
    offer: frame.offer && upper(frame.offer),
    people: frame.people && lastUpper(frame.people),
    setting: frame.setting && lastUpper(frame.setting),
  };
}

/**
 * The facts every generator writes from, made from the idea frame (`frame`): offer, people, setting, partners,
 * channels and price are the founder's spans as the frame holds them (a founder's correction included), the form of
 * the offer follows the frame's shape, the revenue its price and price kind. Where the frame names no people, the
 * people the offer implies (a surfboard rental serves surfers, a repair the owners of the thing) or the engine's
 * reading (`fallback`) stand in — never as people the founder named. A price the founder left open stays open.
 */
export function factsFromFrame(frame: IdeaFrame, lang: Lang, fallback?: IdeaFallback, source = ''): IdeaFacts {
  if (lang === 'de' && source && !/\p{Lu}/u.test(source)) frame = withGermanNouns(frame);
  const offer = frame.offer ? offerOf(plainWords(frame.offer, lang), lang, source) : undefined;
  // A shape read from a clause that is no offer ("Commuters lose hours because …") says nothing of the business.
  const shape: IdeaShape = frame.offer && !offer ? 'other' : frame.shape;
  const form = FORM_OF_SHAPE[shape] ?? offer?.form;
  // "Power tools" to rent: a word the reading took for the form (tools, kits) is the thing when the shape says
  // otherwise.
  if (offer?.form && form && offer.form !== form && ['app', 'device', 'box'].includes(offer.form)) {
    const thing = wordsOf(offer.offer).filter((w) => !(FORM_WORDS_OF[form]?.has(w.toLowerCase()) ?? false));
    if (thing.length) offer.object = thing.join(' ');
  }
  const spans = [frame.offer, frame.people, frame.setting, frame.price, ...frame.partners, ...frame.channels].filter(
    (s): s is string => !!s,
  );

  // The offer's own words may say what it is about and who works in it: "a marketplace where retired craftsmen
  // teach weekend workshops" is about the workshops, and the craftsmen are its other side.
  const partners = [...frame.partners];
  const clause = offer?.phrase ? clauseGroup(offer.phrase.part, lang, offer) : undefined;
  const thing = clause?.things.find((t) => {
    // "the next day’s demand": a possessive names whose thing it is; a person names the other side.
    const head = t.part.words[t.head]!;
    return !/['’]s$/.test(head.text) && !isPeopleHead(head, lang);
  });
  if (offer && !offer.object && thing) {
    while (thing.start < thing.head && VERBS[lang].has(thing.part.words[thing.start]!.lower)) thing.start++;
    offer.object = phraseText(thing, lang);
  }
  const peopleWords = (frame.people ?? '').toLowerCase();
  for (const other of clause ? [clause.phrase, ...clause.others] : []) {
    if (!other) continue;
    const text = phraseText(other, lang);
    const head = other.part.words[other.head]!;
    const side = form === 'marketplace' || LEX[lang].helpers.has(head.lower) || isBusinessPhrase(wordsOf(text), lang);
    if (
      side &&
      !peopleWords.includes(text.toLowerCase()) &&
      !partners.some((p) => p.toLowerCase() === text.toLowerCase())
    )
      partners.push(text);
  }

  let sufferer: SuffererFacts | undefined;
  if (frame.people) sufferer = peopleOf(frame.people, lang);
  else if (offer?.phrase) {
    // "Scheduling software for small physiotherapy practices", "ein Lieferdienst, der … zu chronisch kranken
    // Menschen bringt": the people the founder's offer span names.
    const group = forGroup(offer.phrase.part, lang)?.phrase ?? clause?.phrase;
    if (group) sufferer = suffererOf(group, lang);
  }
  if (!sufferer) {
    // Not named: the people the offer's thing implies (a surfboard rental serves surfers, a repair the owners of
    // the thing), else the engine's reading of the founder's sentences, else the people the other words imply.
    const offerWords = wordsOf(`${offer?.object ?? ''} ${offer?.offer ?? ''}`);
    const thingPeople = derivedSufferer(offer && { ...offer, ...(form ? { form } : {}) }, offerWords, lang, undefined);
    const implied = thingPeople.head !== (lang === 'en' ? 'people' : 'Menschen') && thingPeople.role;
    if (implied) sufferer = thingPeople;
    else if (shape === 'repair' && offer?.object) {
      const objects = lang === 'en' ? inflectNoun(offer.object, 'plural') || offer.object : offer.object;
      const text = BANK[lang].derivedSufferer.repair.replace('{objects}', objects).replace('{object}', offer.object);
      sufferer = { ...thingPeople, text };
    } else
      sufferer = derivedSufferer(
        offer && { ...offer, ...(form ? { form } : {}) },
        spans.flatMap(wordsOf),
        lang,
        fallback,
      );
    if (!sufferer.text) sufferer = { ...sufferer, text: fallback?.group ?? '', business: !!fallback?.business };
    sufferer.named = false;
  }
  if (sufferer.named && !sufferer.business) sufferer = withDependent(sufferer, offer, lang);
  if (shape === 'software_b2b' && !sufferer.business && sufferer.named)
    sufferer = { ...sufferer, business: isBusinessPhrase(wordsOf(sufferer.text), lang) || !sufferer.ageBand };

  const namedSetting = frame.setting ? settingOf(frame.setting, lang, source.replace(/\s+/g, ' ')) : undefined;
  // "weekend workshops", "Wochenendkurse": a time the offer's own words name, when the setting names none.
  const placed = namedSetting ?? channelPlace(frame.channels, lang);
  const time = placed?.time || !frame.offer ? undefined : timeOfModifier([spanPart(frame.offer, lang).part], lang);
  const setting: SettingFacts | undefined = time
    ? { ...(placed ?? {}), text: [placed?.text, time].filter(Boolean).join(' '), time }
    : placed;
  let revenue: RevenueFacts | undefined;
  if (frame.price || frame.priceKind) {
    const model = frame.priceKind
      ? MODEL_OF_KIND[frame.priceKind]
      : (MODEL_OF_SHAPE[shape] ?? (form === 'rental' ? 'rental' : 'per-use'));
    const price = frame.price?.match(LEX[lang].money)?.[0]?.replace(/\s+/g, ' ');
    const text = frame.price ?? (lang === 'de' ? 'kostenlos' : 'free');
    revenue = { model, text, ...(price ? { price } : {}) };
  }

  return {
    lang,
    source: source || spans.join(' '),
    offer: offer?.offer ?? '',
    ...(offer?.object ? { object: offer.object } : {}),
    ...(form ? { form } : {}),
    sufferer,
    ...(setting ? { setting } : {}),
    partners,
    channels: [...frame.channels],
    ...(revenue ? { revenue } : {}),
    details: [],
    shape,
    priceKind: frame.priceKind,
    ...(frame.name ? { name: frame.name } : {}),
  };
}
