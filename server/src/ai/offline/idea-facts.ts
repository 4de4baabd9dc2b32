// What the founder's one-liner names, as facts every generator builds on: what is offered, who suffers (with the
// attributes a persona needs), the setting, the partners and channels, the revenue mechanism and any other concrete
// detail. A named detail wins over every default; a field the founder left open stays empty, so a generator knows
// when (and only when) it may fall back on general phrasing.
//
// How it reads: the words come in comma-separated parts ("Kayak rental for holiday guests at the lakes", "with
// pick-up at partner campsites", "paid per day"). The term lists of banks/idea-facts.json are matched as whole
// words and multi-word terms (never prefixes: "auto" never matches "Automated"); a German compound is matched by
// its parts ("Kanuverleih" is a rental of "Kanu", "Partner-Campingplätzen" are campsites). English words are
// classed by compromise (places, verbs); German by the capitalisation rules of nlp.ts.
import { readFileSync } from 'node:fs';
import nlp from 'compromise';
import type { Lang } from '../types.js';
import { isBusinessWord, isPeopleWord } from './nlp.js';

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
  | 'donation';

/** The life stage of private people, when the words say it ("students", "Senioren", "parents of toddlers"). */
export type AgeBand = 'children' | 'teens' | 'students' | 'young-adults' | 'adults' | 'parents' | 'seniors';

export interface SuffererFacts {
  /** The group as a plural a template can use: "holiday guests", "Pendler". */
  text: string;
  /** The bare plural head: "guests", "Pendler", "bakeries". */
  head: string;
  /** Businesses or their people (B2B) rather than private people. */
  business: boolean;
  ageBand?: AgeBand;
  /** A trade or role the people have in the founder's words: "nurses", "Hundebesitzer". */
  role?: string;
  /** True when the founder's words name them; false when they are derived from the offer ("people who rent kayaks"). */
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
}

interface BankHalf {
  forms: Array<[string, string]>;
  revenue: Array<[RevenueModel, string]>;
  money: string;
  channels: string;
  partnerCues: string;
  partnerNouns: string;
  places: string;
  times: string;
  placePreps: string;
  timePreps: string;
  ageBands: Array<[AgeBand, string]>;
  derivedSufferer: Record<'rental' | 'subscription' | 'default', string>;
  groupStop: string;
}

const BANK = JSON.parse(readFileSync(new URL('./banks/idea-facts.json', import.meta.url), 'utf8')) as Record<
  Lang,
  BankHalf
>;

/** A whole-word, case-insensitive matcher for a `|`-list of words and multi-word terms. */
function terms(list: string): RegExp {
  const alternatives = list
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const termSet = (list: string) => new Set(list.split('|').map((t) => t.trim().toLowerCase()));

interface Lexicon {
  forms: Array<{ form: string; match: RegExp; words: Set<string> }>;
  revenue: Array<{ model: RevenueModel; match: RegExp }>;
  money: RegExp;
  channel: RegExp;
  partnerNouns: Set<string>;
  partnerNoun: RegExp;
  places: Set<string>;
  times: Set<string>;
  placePreps: RegExp;
  timePreps: RegExp;
  ageBands: Array<{ band: AgeBand; match: RegExp }>;
  groupStop: Set<string>;
}

const LEX: Record<Lang, Lexicon> = {
  en: lexiconOf(BANK.en),
  de: lexiconOf(BANK.de),
};

function lexiconOf(half: BankHalf): Lexicon {
  return {
    forms: half.forms.map(([form, list]) => ({ form, match: terms(list), words: termSet(list) })),
    revenue: half.revenue.map(([model, list]) => ({ model, match: terms(list) })),
    money: new RegExp(`${half.money}(?:\\s?(?:per|pro|a|an|je|im|am|the|die|den)\\s\\p{L}+)?`, 'iu'),
    channel: terms(half.channels),
    partnerNouns: termSet(half.partnerNouns),
    partnerNoun: terms(half.partnerNouns),
    places: termSet(half.places),
    times: termSet(half.times),
    placePreps: terms(half.placePreps),
    timePreps: terms(half.timePreps),
    ageBands: half.ageBands.map(([band, list]) => ({ band, match: terms(list) })),
    groupStop: termSet(half.groupStop),
  };
}

/** Words that end a noun phrase: prepositions, relative pronouns and conjunctions. */
const BOUNDARY: Record<Lang, Set<string>> = {
  en: new Set(
    'for with from in at on around across near along by via through to of who that which where when while and or but so because so-that paid priced costing charged including without per'.split(
      ' ',
    ),
  ),
  de: new Set(
    'für mit von vom aus in im an am auf bei beim über per durch zu zum zur nach um ohne die der das den dem des welche welcher welches wo wenn weil und oder aber damit sodass je pro gegen'.split(
      ' ',
    ),
  ),
};
const ARTICLE: Record<Lang, RegExp> = {
  en: /^(?:a|an|the|our|my|your|their)\s+/i,
  de: /^(?:ein|eine|einen|einem|einer|eines|der|die|das|den|dem|des|unser|unsere|mein|meine)\s+/i,
};
/** Leading words of a part that only join it to the one before: "with pick-up …", "und 5 € pro Tag". */
const JOINER: Record<Lang, RegExp> = {
  en: /^(?:with|and|plus|also|then|all|just|only)\s+/i,
  de: /^(?:mit|und|plus|auch|dann|alles|nur)\s+/i,
};

const WORD = /[\p{L}\p{N}€$£%][\p{L}\p{N}'’.€$£%&-]*/gu;
const wordsOf = (text: string) => (text.match(WORD) ?? []).map((w) => w.replace(/[.]+$/, ''));

/** The comma-separated parts of a text (a decimal comma "2,50" stays). */
function partsOf(text: string): string[] {
  return text
    .split(/(?:,|;|:|\s[–—-]\s|[()])(?!\d)|(?<=[.!?])\s+/)
    .map((p) => p.trim().replace(/[.!?]+$/, ''))
    .filter((p) => /\p{L}/u.test(p));
}

/** Parts that stand first in a German compound and name its form: Leih|räder, Miet|wagen, Abo|kiste. */
const LEADING_PARTS = new Set(['leih', 'miet', 'abo']);

/** German compounds: whether `word` is `term` or ends with it ("Kanuverleih"), or opens with a leading part. */
function compoundHas(word: string, term: string): boolean {
  const w = word.toLowerCase().replace(/-/g, '');
  if (w === term) return true;
  if (term.length < 3 || w.length - term.length < 3) return false;
  return w.endsWith(term) || (LEADING_PARTS.has(term) && w.startsWith(term));
}

/** The form a word names, if any: "rental", "Verleih" in "Kanuverleih", "Abo". */
function formOfWord(word: string, lang: Lang): { form: string; term: string } | undefined {
  const lower = word.toLowerCase();
  for (const { form, words } of LEX[lang].forms) {
    if (words.has(lower)) return { form, term: lower };
    if (lang === 'de') for (const term of words) if (compoundHas(word, term)) return { form, term };
  }
  return undefined;
}

/** Whether a German part reads as a sentence (a lower-case word that is no adjective) rather than a title. */
function isGermanSentence(words: string[]): boolean {
  return words.some(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}/u.test(w) &&
      !BOUNDARY.de.has(w) &&
      !/(e|en|er|es|em|ische[nrsm]?)$/.test(w) &&
      !/^(?:und|oder|sowie|ohne|nicht|kein|keine)$/.test(w),
  );
}

/**
 * Whether an English phrase reads as a sentence ("Busy parents cannot find time") rather than a title ("Weekly
 * vegetable boxes", "Surfboard rental"): a modal, an auxiliary, a negation, or a verb before its last word.
 */
function isEnglishSentence(words: string[]): boolean {
  const terms = nlp(words.join(' ')).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  const tags = terms.map((t) => t.terms[0]?.tags ?? []);
  return tags.some(
    (t, i) =>
      t.includes('Modal') ||
      t.includes('Auxiliary') ||
      t.includes('Copula') ||
      t.includes('Negative') ||
      (t.includes('Verb') && !t.includes('Gerund') && !t.includes('Participle') && i > 0 && i < tags.length - 1),
  );
}

/** The words before the first boundary word: the noun phrase a part opens with. */
function leadingPhrase(words: string[], lang: Lang): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (out.length > 0 && BOUNDARY[lang].has(w.toLowerCase())) break;
    out.push(w);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

function readOffer(
  part: string,
  lang: Lang,
): { offer: string; object?: string; form?: string; offerWords: Set<string> } | undefined {
  const stripped = part.replace(ARTICLE[lang], '');
  const words = wordsOf(stripped);
  if (words.length === 0) return undefined;
  const lead = leadingPhrase(words, lang);
  if (lang === 'de' ? isGermanSentence(lead) : isEnglishSentence(lead)) return undefined;
  const phrase = leadingPhrase(words, lang).filter((w) => !/^\d/.test(w));
  if (phrase.length === 0 || phrase.length > 6) return undefined;
  // Mid-sentence English: "surfboard rental", never "Surfboard rental" (names and acronyms keep their capitals).
  if (lang === 'en' && /^\p{Lu}[\p{Ll}-]+$/u.test(phrase[0]!) && !nlp(phrase[0]!).has('#ProperNoun'))
    phrase[0] = phrase[0]!.toLowerCase();
  const offer = phrase.join(' ');
  let form: string | undefined;
  const objectWords: string[] = [];
  for (const word of phrase) {
    const found = formOfWord(word, lang);
    if (found && !form) {
      form = found.form;
      // A German compound keeps its other part as the object: Kanu|verleih, Leih|räder.
      if (lang === 'de' && word.toLowerCase() !== found.term) {
        const lower = word.toLowerCase().replace(/-/g, '');
        const rest = lower.endsWith(found.term)
          ? word.replace(/-/g, '').slice(0, lower.length - found.term.length)
          : word.replace(/-/g, '').slice(found.term.length);
        const cleaned = rest.replace(/(?<=[^aeiouäöü])s$/i, '');
        if (cleaned.length >= 3) objectWords.push(cleaned.charAt(0).toUpperCase() + cleaned.slice(1));
      }
      continue;
    }
    if (
      /^(?:weekly|monthly|daily|local|mobile|digital|smart|online|new|personal|wöchentlich\w*|monatlich\w*|lokal\w*|mobil\w*|digital\w*|neu\w*|persönlich\w*)$/i.test(
        word,
      )
    )
      continue;
    objectWords.push(word);
  }
  const object = objectWords.join(' ') || undefined;
  return {
    offer,
    ...(object ? { object } : {}),
    ...(form ? { form } : {}),
    offerWords: new Set(phrase.map((w) => w.toLowerCase())),
  };
}

/** "for holiday guests", "für Pendler": the people a part is for, up to the next boundary. */
function forPhrase(part: string, lang: Lang): string[] | undefined {
  const words = wordsOf(part);
  const index = words.findIndex((w) => /^(?:for|für)$/i.test(w));
  if (index < 0) return undefined;
  const rest = words.slice(index + 1);
  if (rest.length === 0 || /^\d/.test(rest[0]!)) return undefined;
  const out: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i]!;
    const lower = w.toLowerCase();
    // "owners of small bakeries", "Inhaber von Cafés" keep what narrows them down.
    if ((lower === 'of' || lower === 'von') && out.length > 0) {
      out.push(w);
      continue;
    }
    if (out.length > 0 && BOUNDARY[lang].has(lower)) break;
    if (out.length === 0 && ARTICLE[lang].test(`${w} `)) continue;
    out.push(w);
  }
  const head = out.at(-1);
  if (!head || /^(?:a|an|the|one|ein|eine|den|die)$/i.test(head)) return undefined;
  // "for a day", "für 5 €", "for sale": no people.
  if (
    LEX[lang].times.has(head.toLowerCase()) ||
    /^(?:day|hour|week|month|year|sale|free|tag|stunde|woche|monat|jahr)s?$/i.test(head)
  )
    return undefined;
  return out;
}

function ageBandOf(text: string, lang: Lang): AgeBand | undefined {
  return LEX[lang].ageBands.find(({ match }) => match.test(text))?.band;
}

function isPartnerNoun(word: string, lang: Lang): boolean {
  const lower = word.toLowerCase().replace(/^partner-?/, '');
  if (LEX[lang].partnerNouns.has(lower) || isBusinessWord(lower, lang)) return true;
  if (lang === 'de')
    for (const term of LEX.de.partnerNouns) if (term.length >= 5 && compoundHas(lower, term)) return true;
  return false;
}

function isPlaceNoun(word: string, lang: Lang): boolean {
  const lower = word.toLowerCase();
  if (LEX[lang].places.has(lower)) return true;
  if (lang === 'de') for (const term of LEX.de.places) if (term.length >= 4 && lower.endsWith(term)) return true;
  return false;
}

function readSufferer(
  parts: string[],
  lang: Lang,
  fallback: IdeaFallback | undefined,
  object: string | undefined,
  form: string | undefined,
): SuffererFacts {
  for (const part of parts) {
    const phrase = forPhrase(part, lang);
    if (!phrase) continue;
    const text = phrase.join(' ');
    const head = phrase.filter((w) => !/^(?:of|von)$/i.test(w)).at(-1)!;
    const owners = phrase.some((w) => /^(?:owners?|operators?|managers?|inhaber\w*|betreiber\w*|leiter\w*)$/i.test(w));
    const business =
      owners || phrase.some((w) => isBusinessWord(w, lang)) || (isPartnerNoun(head, lang) && !isPeopleWord(head, lang));
    const band = ageBandOf(text, lang);
    const generic = LEX[lang].groupStop.has(head.toLowerCase());
    const role = !generic && !band && isPeopleWord(head, lang) && !isBusinessWord(head, lang) ? head : undefined;
    return { text, head, business, ...(band ? { ageBand: band } : {}), ...(role ? { role } : {}), named: true };
  }

  // "Seniorenbegleitung", "Dog walking for …" without a "for": people the offer is about are the ones it serves.
  if (object && isPeopleWord(object, lang) && !isBusinessWord(object, lang)) {
    const band = ageBandOf(object, lang);
    return { text: object, head: object, business: false, ...(band ? { ageBand: band } : {}), named: true };
  }
  const fallbackHead = wordsOf(fallback?.group ?? '')
    .filter((w) => !BOUNDARY[lang].has(w.toLowerCase()))
    .at(-1);
  if (fallback?.group && fallback.groupKnown && fallbackHead && !namedAsPartner(parts, fallbackHead, lang)) {
    const head = fallbackHead;
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
  const template = form === 'rental' ? bank.rental : form === 'subscription' ? bank.subscription : bank.default;
  const thing = object ?? fallback?.subject ?? '';
  const objects = lang === 'en' ? nlp(thing).nouns().toPlural().text() || thing : thing;
  const text = thing ? template.replace('{objects}', objects).replace('{object}', thing) : (fallback?.group ?? '');
  return { text, head: lang === 'en' ? 'people' : 'Menschen', business: fallback?.business ?? false, named: false };
}

/** Whether the words name `head` where a partner or a channel stands: "pick-up at local surf shops", "beim Bäcker". */
function namedAsPartner(parts: string[], head: string, lang: Lang): boolean {
  const lower = head.toLowerCase();
  return parts.some((part) => {
    const words = wordsOf(part).map((w) => w.toLowerCase());
    const at = words.indexOf(lower);
    if (at < 0) return false;
    return words
      .slice(Math.max(0, at - 3), at)
      .some((w) => /^(?:at|from|via|through|with|by|bei|beim|über|von|vom|auf|an|am|mit)$/.test(w));
  });
}

function readSetting(parts: string[], lang: Lang, skip: Set<string>): SettingFacts | undefined {
  let place: { text: string; place: string } | undefined;
  let time: string | undefined;
  const lex = LEX[lang];
  for (const part of parts) {
    const words = wordsOf(part);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const two = `${w} ${words[i + 1] ?? ''}`.toLowerCase();
      const prepLength = lex.placePreps.test(two) && /\s/.test(two.match(lex.placePreps)?.[0] ?? '') ? 2 : 1;
      const isPrep =
        lex.placePreps.test(prepLength === 2 ? two : w) &&
        (prepLength === 2 || new RegExp(`^${lex.placePreps.source}$`, 'iu').test(w));
      const isTimePrep = new RegExp(`^${lex.timePreps.source}$`, 'iu').test(w);
      if (!isPrep && !isTimePrep) continue;
      const phrase: string[] = [];
      for (const next of words.slice(i + prepLength)) {
        if (phrase.length > 0 && BOUNDARY[lang].has(next.toLowerCase())) break;
        phrase.push(next);
        if (phrase.length >= 5) break;
      }
      const nouns = phrase.filter((p) => !ARTICLE[lang].test(`${p} `));
      if (nouns.length === 0) continue;
      const head = nouns.at(-1)!;
      if (skip.has(head.toLowerCase())) continue;
      if (isTimePrep && nouns.some((n) => lex.times.has(n.toLowerCase())) && !time) {
        time = [...words.slice(i, i + prepLength), ...phrase].join(' ');
        continue;
      }
      if (!isPrep || place) continue;
      if (isPartnerNoun(head, lang) || isPeopleWord(head, lang)) continue;
      const proper =
        lang === 'en'
          ? nouns.some((n) => /^\p{Lu}/u.test(n)) && nlp(phrase.join(' ')).has('#Place|#ProperNoun|#Noun')
          : nouns.length <= 2 &&
            /^\p{Lu}/u.test(head) &&
            !/(ung|heit|keit|schaft|en|zeit|tion)$/.test(head) &&
            !/^\d/.test(head);
      if (nouns.some((n) => isPlaceNoun(n, lang)) || proper) {
        const prep = words.slice(i, i + prepLength).join(' ');
        place = { text: `${prep} ${phrase.join(' ')}`, place: phrase.join(' ').replace(ARTICLE[lang], '') };
      }
    }
  }
  if (!place && !time) return undefined;
  return {
    text: [place?.text, time].filter(Boolean).join(' '),
    ...(place ? { place: place.place } : {}),
    ...(time ? { time } : {}),
  };
}

/** Named partners: businesses the founder names outside the group that suffers ("partner campsites", "beim Bäcker"). */
function readPartners(parts: string[], lang: Lang, skip: Set<string>): string[] {
  const found: string[] = [];
  for (const part of parts) {
    const words = wordsOf(part);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (skip.has(w.toLowerCase()) || !isPartnerNoun(w, lang)) continue;
      if (i === 0 && !/^partner/i.test(w)) continue; // the part's own subject ("Shops …") is no named partner
      if (i > 0 && /^(?:per|pro|each|every|je|jede[nmrs]?)$/i.test(words[i - 1]!)) continue; // "per shop" counts
      // The adjectives and modifiers before it: "local surf shops", "partner campsites".
      let start = i;
      while (
        start > 0 &&
        !BOUNDARY[lang].has(words[start - 1]!.toLowerCase()) &&
        !ARTICLE[lang].test(`${words[start - 1]} `) &&
        !lex(lang).channel.test(words[start - 1]!) &&
        !/^\d/.test(words[start - 1]!)
      )
        start--;
      const phrase = words
        .slice(start, i + 1)
        .join(' ')
        .replace(/^Partner-/, 'Partner-');
      if (!found.some((f) => f.toLowerCase() === phrase.toLowerCase())) found.push(phrase);
    }
  }
  return found;
}

const lex = (lang: Lang) => LEX[lang];

/** Named channels: "pick-up at partner campsites", "delivered by cargo bike", "abzuholen beim Bäcker". */
function readChannels(parts: string[], lang: Lang, offerWords: Set<string>): string[] {
  const found: string[] = [];
  for (const part of parts) {
    const text = part.replace(JOINER[lang], '');
    const match = text.match(lex(lang).channel);
    if (!match || match.index === undefined) continue;
    const cue = match[0].toLowerCase();
    if (offerWords.has(cue)) continue;
    const after = wordsOf(text.slice(match.index + match[0].length));
    // "über 70" is an age, not a channel.
    if (/^(?:über|via|through|per)$/.test(cue) && (after.length === 0 || /^\d/.test(after[0]!))) continue;
    const tail: string[] = [];
    for (const w of after) {
      // "pick-up at local surf shops | in coastal towns": the next preposition opens another detail.
      if (tail.length >= 2 && (BOUNDARY[lang].has(w.toLowerCase()) || /^(?:paid|bezahlt)$/i.test(w))) break;
      tail.push(w);
      if (tail.length >= 6) break;
    }
    const channel = [match[0], ...tail].join(' ').trim();
    if (!found.includes(channel)) found.push(channel);
  }
  return found;
}

function readRevenue(
  parts: string[],
  lang: Lang,
  form: string | undefined,
  offer: string,
  offerWords: Set<string>,
): RevenueFacts | undefined {
  const l = lex(lang);
  // A revenue word that is part of the offer's own name ("Nachhilfe-Abo", "surfboard rental") names the form, not
  // how the founder says it is paid.
  const offerText = [...offerWords].join(' ');
  const modelOf = (part: string) =>
    l.revenue.find(({ match }) => {
      const found = match.exec(part);
      if (!found) return false;
      const term = found[0].toLowerCase();
      return !offerText.includes(term) || part.toLowerCase().indexOf(term) !== part.toLowerCase().indexOf(offerText);
    });
  const fromForm = (): RevenueModel =>
    form === 'rental'
      ? 'rental'
      : form === 'subscription'
        ? 'subscription'
        : form === 'marketplace'
          ? 'commission'
          : 'per-use';
  const quote = (part: string, match: string) => {
    const text = part.replace(JOINER[lang], '').trim();
    if (wordsOf(text).length <= 8) return text;
    // A long part quotes only its revenue words ("… paid per day").
    return match;
  };
  // A price says most: "5 € pro Tag", "paid $20 a month".
  for (const part of parts) {
    const money = part.match(l.money);
    if (!money) continue;
    const model = modelOf(part)?.model ?? parts.map(modelOf).find(Boolean)?.model ?? fromForm();
    return { model, text: quote(part, money[0]), price: money[0].replace(/\s+/g, ' ') };
  }
  for (const part of parts) {
    const model = modelOf(part);
    if (!model) continue;
    const isOffer = part === parts[0] && offerText && part.toLowerCase().startsWith(offerText);
    const term = model.match.exec(part)![0];
    if (isOffer && offerText.includes(term.toLowerCase())) continue;
    return { model: model.model, text: quote(part, term) };
  }
  // The form itself is the mechanism: a rental, a subscription, a marketplace.
  const byForm: Record<string, RevenueModel> = {
    rental: 'rental',
    subscription: 'subscription',
    marketplace: 'commission',
  };
  if (form && byForm[form]) return { model: byForm[form]!, text: offer };
  return undefined;
}

function readDetails(parts: string[], used: string[]): string[] {
  const taken = used.join(' ').toLowerCase();
  return parts
    .filter((p) => /\d/.test(p))
    .map((p) => p.trim())
    .filter((p) => !taken.includes(p.toLowerCase()) && !used.some((u) => p.toLowerCase().includes(u.toLowerCase())));
}

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

/**
 * Reads the founder's words into facts. The one-liner says most: what is offered comes from it or from the solution
 * section; the group from a "for …" of the one-liner or the solution, else from the engine's reading of the sentences
 * (`fallback`); partners, channels and revenue from the one-liner and the solution, a setting from any of them —
 * never a business of the group that suffers ("owners of small bakeries" names no partner).
 */
export function readIdeaFacts(source: IdeaSource, lang: Lang, fallback?: IdeaFallback): IdeaFacts {
  const title = clean(source.title);
  const solution = clean(source.solution);
  const offerTexts = [title, solution].filter((t) => /\p{L}{2,}/u.test(t));
  const allTexts = [title, solution, clean(source.users), clean(source.problem)].filter((t) => /\p{L}{2,}/u.test(t));
  const offerParts = offerTexts.flatMap(partsOf);
  let offer: ReturnType<typeof readOffer>;
  for (const text of offerTexts) {
    offer = readOffer(partsOf(text)[0] ?? '', lang);
    if (offer) break;
  }
  const sufferer = readSufferer(offerParts, lang, fallback, offer?.object, offer?.form);
  const groupWords = new Set(
    wordsOf(`${sufferer.text} ${fallback?.groupKnown ? (fallback.group ?? '') : ''}`).map((w) => w.toLowerCase()),
  );
  const partners = readPartners(offerParts, lang, groupWords);
  const setting = readSetting(allTexts.flatMap(partsOf), lang, groupWords);
  const channels = readChannels(offerParts, lang, offer?.offerWords ?? new Set());
  const revenue = readRevenue(offerParts, lang, offer?.form, offer?.offer ?? '', offer?.offerWords ?? new Set());
  const used = [
    offer?.offer ?? '',
    sufferer.text,
    setting?.text ?? '',
    ...partners,
    ...channels,
    revenue?.text ?? '',
    revenue?.price ?? '',
  ].filter(Boolean);
  return {
    lang,
    source: allTexts.join(' '),
    offer: offer?.offer ?? '',
    ...(offer?.object ? { object: offer.object } : {}),
    ...(offer?.form ? { form: offer.form } : {}),
    sufferer,
    ...(setting ? { setting } : {}),
    partners,
    channels,
    ...(revenue ? { revenue } : {}),
    details: readDetails(offerParts, used),
  };
}
