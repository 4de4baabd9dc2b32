// User Tinder's potential users (userTinder STEP_PROMPT, part 2 §2.10, §3): 6–9 people composed for the founder's
// market, not picked from a fixed cast. Each persona is built from the facts of the one-liner (who suffers — a
// kind of business, a trade, an age group —, the setting, the thing offered and how it earns money, the partners)
// and from attribute banks (banks/persona-people.<lang>.json, persona-notes.<lang>.json): an age band, a job or a role in the business, a life or
// business situation, the place, a Sinus milieu with its values, stance and habits, pains, goals, objections and a
// quote. The first persona and at least half of the deck are the sufferers themselves, in the named place; the
// doubters still belong to the market (a relative, a partner business, a bookkeeper who prefers spreadsheets).
// The founder's sentences are never repeated: no persona text shares six words in a row with them.
import { milieuKey, normalizePersona, type Persona, personaImageStyle, SINUS_MILIEUS } from '@idea-studio/sdk';
import { type Attitude, personaBank } from '../banks.js';
import type { Facts } from '../facts.js';
import type { Rng } from '../random.js';
import { capitalize, endSentence, lowerFirst, normalizeSpace, quote, render, stripTerminal, words } from '../text.js';
import type { Lang } from '../types.js';
import { shortenAtClause } from './basic-idea.js';
import { inFirstPerson } from './first-person.js';
import {
  type AttributeBank,
  attributeBank,
  type BandBank,
  type FirmRoleKey,
  type Job,
  type Life,
} from './persona-bank.js';
import { type Market, readMarket } from './persona-market.js';
import {
  byGender,
  byNounGender,
  countableSingular,
  deDativePlural,
  deInDefinite,
  deNoun,
  dePhrase,
  enSingular,
  type Gender,
  type NounGender,
  withArticle,
} from './persona-words.js';

/** How many potential users one answer holds (the contract allows 1–10; the spec wants a real choice). */
export const MIN_PERSONAS = 6;
export const MAX_OFFLINE_PERSONAS = 9;

/**
 * A persona's own reason not to use the offer, in their voice ("I would rather buy a used surfboard than pay every
 * day."): the interview disagrees from it. A note that does not open with a verb is said as what stops them.
 */
export function spokenObjection(note: string, lang: Lang): string {
  const spoken = inFirstPerson(note, lang);
  if (spoken.clause) return endSentence(spoken.text);
  return endSentence(lang === 'en' ? `What stops me: ${spoken.text}` : `Was mich abhält: ${spoken.text}`);
}

/** The attitudes of a set of `count` personas: two early adopters, at least two who doubt or refuse. */
export function attitudeMix(count: number): Attitude[] {
  const sceptics = count >= 7 ? 2 : 1;
  const antis = count >= 9 ? 2 : 1;
  const pragmatists = count - 2 - sceptics - antis;
  return [
    'early',
    'early',
    ...Array<Attitude>(antis).fill('anti'),
    ...Array<Attitude>(sceptics).fill('sceptic'),
    ...Array<Attitude>(pragmatists).fill('pragmatist'),
  ];
}

/** The milieu of a persona as the ten Sinus milieus name it in the answer's language. */
export function milieuName(milieu: string, lang: Lang): string {
  const key = milieuKey(milieu);
  const known = SINUS_MILIEUS.find((m) => m.key === key);
  return known ? known[lang] : milieu;
}

const GENDER_VALUES: Record<Lang, Record<Gender, string>> = {
  en: { female: 'Female', male: 'Male', 'non-binary': 'non-binary' },
  de: { female: 'weiblich', male: 'männlich', 'non-binary': 'nicht-binär' },
};

/** A named detail of the idea one persona says: the price, a channel or a partner. */
type Detail =
  | { kind: 'revenue' }
  | { kind: 'revenueDoubt' }
  | { kind: 'channel'; text: string }
  | { kind: 'partner'; text: string };

/** Who a persona is in the market: one of the sufferers, a relative of one, or a partner business. */
type Place = 'core' | 'relative' | 'partner';

interface Slot {
  attitude: Attitude;
  place: Place;
  firmRole?: FirmRoleKey;
}

/** The roles in a business, in the order each attitude takes them (an owner opens, a bookkeeper refuses). */
const FIRM_ROLES: Record<Attitude, FirmRoleKey[]> = {
  early: ['owner', 'coowner', 'manager'],
  pragmatist: ['manager', 'staff', 'buyer', 'coowner', 'apprentice'],
  sceptic: ['office', 'staff', 'apprentice', 'buyer'],
  anti: ['bookkeeper', 'owner', 'office', 'apprentice'],
};

/** Who each attitude is in this market: sufferers first; one doubter may be a relative or a partner. */
function planSlots(attitudes: Attitude[], market: Market): Slot[] {
  const used = new Set<FirmRoleKey>();
  let outsiders = 0;
  const doubters = attitudes.filter((a) => a === 'sceptic' || a === 'anti').length;
  return attitudes.map((attitude, i) => {
    const doubter = attitude === 'sceptic' || attitude === 'anti';
    // The second and later doubters may stand beside the market: the partner business, a sufferer's relative.
    const laterDoubter = doubter && attitudes.slice(0, i).some((a) => a === 'sceptic' || a === 'anti');
    if (laterDoubter && outsiders < Math.max(1, doubters - 1)) {
      if (market.partner && outsiders === 0) {
        outsiders++;
        return { attitude, place: 'partner' };
      }
      if (market.band === 'seniors' && market.segment === 'consumer') {
        outsiders++;
        return { attitude, place: 'relative' };
      }
    }
    if (market.segment === 'firm') {
      const firmRole =
        FIRM_ROLES[attitude].find((r) => !used.has(r)) ?? (['staff', 'manager'] as FirmRoleKey[])[i % 2]!;
      used.add(firmRole);
      return { attitude, place: 'core', firmRole };
    }
    return { attitude, place: 'core' };
  });
}

/** What each attitude looks for in a milieu: how readily its people try something new. */
const WANTED_OPENNESS: Record<Attitude, number> = { early: 3, pragmatist: 2, sceptic: 1.5, anti: 1 };

interface Taken {
  firstNames: Set<string>;
  lastNames: Set<string>;
  ages: Set<number>;
  occupations: Set<string>;
  milieus: Set<string>;
  templates: Set<string>;
  jobs: Set<string>;
  lives: Set<string>;
  qualifiers: Set<number>;
  images: Set<string>;
}

/** Six words in a row of the founder's sentences: a persona never repeats them. */
function repeatsFounder(text: string, sources: string[]): boolean {
  // Words as a reader counts them: "second-hand" is two ("second hand"), a sign like € or % one.
  const words = (t: string) => t.match(/[\p{L}\p{N}]+(?:['’]\p{L}+)*|[%€$]/gu) ?? [];
  const own = words(text.toLowerCase());
  if (own.length < 6) return false;
  const runs = new Set<string>();
  for (let i = 0; i + 6 <= own.length; i++) runs.add(own.slice(i, i + 6).join(' '));
  for (const source of sources) {
    const theirs = words(source.toLowerCase());
    for (let i = 0; i + 6 <= theirs.length; i++) if (runs.has(theirs.slice(i, i + 6).join(' '))) return true;
  }
  return false;
}

/** The age range of a slot before its milieu is known. */
function ageRange(slot: Slot, market: Market, band: BandBank | undefined): [number, number] {
  const bank = attributeBank[market.lang];
  if (slot.place === 'relative') return bank.relative.age;
  if (slot.place === 'partner') return bank.partner.age;
  if (market.segment === 'firm') return bank.firm.roles[slot.firmRole!].age;
  if (market.segment === 'professional') return [24, 63];
  return band?.age ?? [24, 64];
}

/** The band bank a consumer persona's life is drawn from (children's people are their parents). */
function bandBank(market: Market): BandBank | undefined {
  const bands = attributeBank[market.lang].bands;
  if (market.band === 'children') return bands.parents;
  if (market.band) return bands[market.band];
  return undefined;
}

function overlap([a, b]: [number, number], [c, d]: [number, number]): [number, number] | undefined {
  const from = Math.max(a, c);
  const to = Math.min(b, d);
  return from <= to ? [from, to] : undefined;
}

/**
 * The potential users of the idea, composed for its market. `facts` carry the founder's words (the Basic Idea
 * sections, the card, the facts of the one-liner, a knowledge-hub sentence).
 */
export function tinderPersonas(facts: Facts, rng: Rng): Persona[] {
  const market = readMarket(facts);
  const lang = market.lang;
  const bank = attributeBank[lang];
  const count = rng.int(MIN_PERSONAS, MAX_OFFLINE_PERSONAS);
  const slots = planSlots(attitudeMix(count), market);
  const taken: Taken = {
    firstNames: new Set(),
    lastNames: new Set(),
    ages: new Set(),
    occupations: new Set(),
    milieus: new Set(),
    templates: new Set(),
    jobs: new Set(),
    lives: new Set(),
    qualifiers: new Set(),
    images: new Set(),
  };
  // Genders: balanced over the deck, in a seeded order; an English deck may hold one non-binary person.
  const genderRng = rng.fork('genders');
  const genders: Gender[] = genderRng.shuffle(slots.map((_, i) => (i % 2 === 0 ? 'female' : 'male') as Gender));
  if (lang === 'en' && genderRng.int(0, 2) === 0) genders[genderRng.int(1, genders.length - 1)] = 'non-binary';

  // The founder's named price, channels and partners are said by those who would buy, one each in turn; the first
  // doubter speaks of the price.
  const queue: Detail[] = [
    ...(market.revenueText ? [{ kind: 'revenue' } as const] : []),
    ...market.channels.map((text) => ({ kind: 'channel', text }) as const),
    ...market.partners.map((text) => ({ kind: 'partner', text }) as const),
  ];
  let priced = false;
  const details = slots.map((slot): Detail | undefined => {
    if (slot.place !== 'core') return undefined;
    if (slot.attitude === 'early' || slot.attitude === 'pragmatist') return queue.shift();
    if (!priced && market.revenueText) {
      priced = true;
      return { kind: 'revenueDoubt' };
    }
    return undefined;
  });

  const personas: Persona[] = [];
  slots.forEach((slot, index) => {
    const pick = rng.fork(`persona-${index}`);
    // Brides are women, fathers are men: the sufferers' own word decides their gender.
    const gender = slot.place === 'core' && market.roleGender ? market.roleGender : genders[index]!;
    const persona = composePersona(slot, index, gender, market, facts, pick, taken, details[index]);
    personas.push(persona);
  });
  void bank;
  // An early adopter from the market opens the queue; the rest mixes the attitudes.
  const [opener, ...rest] = personas;
  return [opener!, ...rng.fork('queue').shuffle(rest)];
}

/** A life note opens with its verb ("Wohnt …", "Shares …"): mid-sentence it is lower-case in both languages. */
const lowerVerb = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const DE_DEFINITE: Record<'acc' | 'dat', Record<NounGender, string>> = {
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
};
const DE_CONTRACTED: Record<string, Partial<Record<NounGender, string>>> = {
  bei: { m: 'beim', n: 'beim' },
  zu: { m: 'zum', f: 'zur', n: 'zum' },
  von: { m: 'vom', n: 'vom' },
};

/**
 * A German subject that is one countable thing takes its article where a template names it bare: "rund um die
 * Kasse", "beim Dienstplan"; after "Thema" it stays bare ("beim Thema Kasse"). Plurals and words of unknown gender
 * stay bare ("rund um Einkäufe").
 */
function withSubjectArticle(template: string, market: Market): string {
  if (market.lang !== 'de' || !template.includes('{subject}')) return template;
  const last = market.subject.split(/\s+/).at(-1) ?? '';
  const noun = deNoun(last);
  const gender = noun.gender;
  if (!gender || noun.sg !== last || noun.sg === noun.pl) return template;
  return template.replace(/(\S+)(\s)\{subject\}/g, (whole, before: string, space: string) => {
    if (/^(Thema|Themas)$/.test(before)) return whole;
    const prep = before.toLowerCase();
    if (/^(mit|von|bei|zu|aus|nach|seit)$/.test(prep)) {
      const contracted = DE_CONTRACTED[prep]?.[gender];
      return contracted
        ? `${before.charAt(0) === before.charAt(0).toUpperCase() ? capitalize(contracted) : contracted}${space}{subject}`
        : `${before}${space}${DE_DEFINITE.dat[gender]} {subject}`;
    }
    return `${before}${space}${DE_DEFINITE.acc[gender]} {subject}`;
  });
}

const CHANNEL_PREPOSITION: Record<Lang, RegExp> = {
  en: /^(via|by|through|over|at|in|on|with|per|from|using)\s/i,
  de: /^(über|per|via|mit|im|in|am|an|bei|beim|durch|vom|von|auf|zum|zur)\s/i,
};

/** A named channel in a persona's words: a condition ("Would use it via SMS …") or a goal ("Make pick-up … part of"). */
const PRICE_PERIODS: Record<Lang, Array<[RegExp, string]>> = {
  en: [
    [/\b(month|monthly)\b/i, 'a month'],
    [/\b(week|weekly)\b/i, 'a week'],
    [/\b(day|daily)\b/i, 'a day'],
    [/\b(year|yearly|annual)\b/i, 'a year'],
    [/\b(hour|hourly)\b/i, 'an hour'],
  ],
  de: [
    [/(Monat|monatlich)/i, 'im Monat'],
    [/(Woche|wöchentlich)/i, 'pro Woche'],
    [/(Tag\b|täglich)/i, 'pro Tag'],
    [/(Jahr|jährlich)/i, 'im Jahr'],
    [/(Stunde|stündlich)/i, 'pro Stunde'],
  ],
};

/** A price with its period, said once: "29 € im Monat" (from "29 €" and "… 29 € im Monat"), "$45 a week". */
export function pricePerPeriod(price: string, revenueText: string | undefined, lang: Lang): string {
  if (PRICE_PERIODS[lang].some(([pattern]) => pattern.test(price))) return price;
  const period = PRICE_PERIODS[lang].find(([pattern]) => pattern.test(revenueText ?? ''))?.[1];
  return `${price} ${period ?? (lang === 'en' ? 'a month' : 'im Monat')}`;
}

/**
 * A German channel that opens with its participle ("abgeholt von der Reinigung") ends with it, as a German clause
 * wants: "von der Reinigung abgeholt".
 */
export function channelClause(channel: string, lang: Lang): string {
  const parts = channel.trim().split(/\s+/);
  if (lang !== 'de' || parts.length < 2 || !/^\p{Ll}*ge\p{Ll}+(t|en)$/u.test(parts[0]!)) return channel.trim();
  const prep = parts.findIndex(
    (w, i) => i > 0 && /^(von|vom|bei|beim|mit|über|per|durch|aus|an|am|in|im|zu|zur|zum|vor)$/i.test(w),
  );
  if (prep < 0) return channel.trim();
  return [...parts.slice(prep), ...parts.slice(0, prep)].join(' ');
}

function channelLines(channel: string, lang: Lang, bank: AttributeBank): { objection?: string[]; goal?: string[] } {
  if (CHANNEL_PREPOSITION[lang].test(channel)) return { objection: bank.details.channelPrep };
  // "returned by post", "geliefert und aufgebaut": a participle says how it reaches them.
  const first = channel.trim().split(/\s+/)[0] ?? '';
  const participle = lang === 'en' ? /^\p{Ll}+ed$/u.test(first) : /^\p{Ll}*ge\p{Ll}+(t|en)$/u.test(first);
  if (participle) return { objection: bank.details.channelParticiple };
  return { goal: bank.details.channelNoun };
}

/** A named partner as a sentence's subject: "local surf shops" (plural), "PayPal", "the campsite", "die Apotheke". */
function partnerVars(partner: string, lang: Lang): { plural: boolean; text: string } {
  const words = partner.trim().split(/\s+/);
  const last = words.at(-1) ?? partner;
  if (lang === 'en') {
    const plural = /s$/i.test(last) && enSingular(last) !== last;
    const proper = /^\p{Lu}/u.test(partner.trim());
    return {
      plural,
      text: plural || proper || /^(the|a|an)\s/i.test(partner) ? partner.trim() : `the ${partner.trim()}`,
    };
  }
  const noun = deNoun(last);
  const plural = noun.pl === last && noun.sg !== last;
  if (plural || words.length > 1 || !noun.gender) return { plural, text: partner.trim() };
  return { plural, text: `${({ m: 'der', f: 'die', n: 'das' } as const)[noun.gender]} ${partner.trim()}` };
}

/** Channels a quote can say after "comes" / "läuft": a means or a way ("via WhatsApp", "über die Apotheke"). */
const QUOTE_CHANNEL: Record<Lang, RegExp> = {
  en: /^(via|by|through|over|with|on|in|from)\s/i,
  de: /^(über|per|via|mit|durch|im|in|am|bei|beim|auf|vom|von)\s/i,
};

function mentionsSubject(place: string, subject: string): boolean {
  const own = (t: string) => t.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const subjectWords = new Set(own(subject));
  return own(place).some((w) => subjectWords.has(w));
}

/**
 * The founder's offer as a quote can name it after "pay for" / "so etwas wie": a short phrase of their own words
 * ("evening lift-sharing", "a washing machine repair", "Fensterreinigung"); none when it is long or holds a price.
 */
export function spokenOffer(offer: string | undefined, lang: Lang): string | undefined {
  const text = offer?.trim().replace(/[.,;:!?]+$/, '');
  if (!text || /\d|[€$£%]/.test(text)) return undefined;
  const parts = text.split(/\s+/);
  if (parts.length > 5) return undefined;
  // A bare form ("app", "Plattform") names no offer of theirs.
  if (
    parts.length === 1 &&
    /^(apps?|services?|platforms?|marketplaces?|rentals?|subscriptions?|box(es)?|tools?|software|courses?|delivery|devices?|plattform|marktplatz|abo|dienst|verleih|kurse?|lieferdienst|gerät)$/i.test(
      text,
    )
  )
    return undefined;
  // "so etwas wie Marktplatz für …" lacks its article: a German form noun with what it is for is no such phrase.
  if (lang === 'de')
    return /^(App|Plattform|Marktplatz|Verleih|Service|Dienst|Abo|Kurs)\s+für\b/.test(text) ? undefined : text;
  // "Repairing broken washing machines" opens the founder's sentence; mid-sentence it is lower case. A single
  // capitalised word or a title ("Plantly", "Bike Buddy") is a name and keeps its capitals.
  const lowered = parts.length > 1 && /^\p{Ll}/u.test(parts[1]!) ? lowerFirst(text, lang) : text;
  return countableSingular(lowered) ? withArticle(lowered) : lowered;
}

/** English mid-sentence: lower case, except "I" and words that keep their capitals ("WhatsApp", "UK"). */
function enLowerFirst(text: string): string {
  if (/^I\b/.test(text)) return text;
  return lowerFirst(text, 'en');
}

/**
 * The persona's day in their own first person, to open their quote: "drives split shifts on a city route" → "I
 * drive split shifts on a city route". A second verb the first person would not fit ("… and works two shifts") is
 * left out; a part that does not become a sentence is no lead.
 */
export function ownLeads(parts: Array<string | undefined>, lang: Lang): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (!part?.trim()) continue;
    const spoken = inFirstPerson(part.trim(), lang);
    if (!spoken.clause || !/^(I|Ich)\s/.test(spoken.text)) continue;
    // "I code late into the night and works two shifts a week": the second verb stays in the third person.
    const text = stripTerminal(spoken.text).replace(
      lang === 'en' ? /\s+and\s+(?:\p{Ll}+ly\s+)?\p{Ll}+s\b.*$/u : /\s+und\s+(?:\p{Ll}+\s+)?\p{Ll}+t\b.*$/u,
      '',
    );
    out.push(text);
  }
  return out;
}

function composePersona(
  slot: Slot,
  index: number,
  gender: Gender,
  market: Market,
  facts: Facts,
  rng: Rng,
  taken: Taken,
  detail?: Detail,
): Persona {
  const lang = market.lang;
  const bank = attributeBank[lang];
  const band = bandBank(market);
  const { attitude } = slot;
  const doubter = attitude === 'sceptic' || attitude === 'anti';

  // A trade's qualifier ("Newly qualified nurse", "Senior nurse") sets the age it fits.
  let qualifier: { text: string; index: number } | undefined;
  if (market.segment === 'professional' && slot.place === 'core') {
    // "Self-employed freelance designer" says it twice: a role that is freelance already takes no such qualifier.
    // Nor does an employed one ("Selbstständige Mitarbeitende" contradicts itself).
    const freelance = /\b(freelance|self-employed|freiberuflich\p{L}*|selbstständig\p{L}*|selbständig\p{L}*)\b/iu;
    const employed = /(employee|staff|worker|mitarbeit|angestellt|beschäftigt)/i;
    const sayable = bank.professional.qualifiers
      .map((q, i) => ({ q, i }))
      .filter(
        ({ q }) => !((freelance.test(market.role!.f) || employed.test(market.role!.f)) && freelance.test(q.text)),
      );
    const open = sayable.filter(({ i }) => !taken.qualifiers.has(i));
    const { q, i } = rng.pick(open.length ? open : sayable);
    taken.qualifiers.add(i);
    qualifier = { text: q.text, index: i };
  }
  // Milieu: one of its own, as open to new things as the attitude and as old as the slot allows.
  const range =
    qualifier !== undefined ? bank.professional.qualifiers[qualifier.index]!.age : ageRange(slot, market, band);
  // Milieus of the persona's age come first; one is used twice only when no other of that age is left.
  const all = Object.entries(bank.milieus);
  const ofAge = all.filter(([, m]) => overlap(range, m.age));
  const unusedOfAge = ofAge.filter(([key]) => !taken.milieus.has(key));
  const unused = all.filter(([key]) => !taken.milieus.has(key));
  const milieus = unusedOfAge.length ? unusedOfAge : ofAge.length ? ofAge : unused.length ? unused : all;
  const scored = milieus
    .map(([key, m]) => {
      const common = overlap(range, m.age);
      const share = common ? (common[1] - common[0] + 1) / (range[1] - range[0] + 1) : -1;
      return { key, m, score: -Math.abs(m.openness - WANTED_OPENNESS[attitude]) * 2 + share * 3 + rng.next() };
    })
    .sort((a, b) => b.score - a.score);
  const { key: milieu, m: milieuBank } = scored[0]!;
  taken.milieus.add(milieu);

  // Age: in the slot's range, within the milieu's where they meet, none twice.
  const within = overlap(range, milieuBank.age) ?? range;
  let age = rng.int(within[0], within[1]);
  for (let i = 0; i <= range[1] - range[0] && taken.ages.has(age); i++) age = age + 1 > range[1] ? range[0] : age + 1;
  taken.ages.add(age);

  // Name by generation; none twice, and no picture twice (the picture follows milieu, gender and name).
  const cohort = age < 30 ? 'young' : age < 60 ? 'mid' : 'old';
  const firsts = rng.shuffle(bank.names[gender][cohort]).filter((n) => !taken.firstNames.has(n));
  const lasts = rng.shuffle(bank.lastNames).filter((n) => !taken.lastNames.has(n));
  const image = (name: string) =>
    personaImageStyle({ name, sinus_milieu: milieu, demographics: { gender: GENDER_VALUES[lang][gender] } });
  let first = firsts[0] ?? rng.pick(bank.names[gender].mid);
  let last = lasts[0] ?? rng.pick(bank.lastNames);
  search: for (const f of firsts.slice(0, 4)) {
    for (const l of lasts.slice(0, 6)) {
      if (!taken.images.has(image(`${f} ${l}`))) {
        first = f;
        last = l;
        break search;
      }
    }
  }
  taken.firstNames.add(first);
  taken.lastNames.add(last);
  taken.images.add(image(`${first} ${last}`));

  const g = (text: string) => byGender(text, gender);
  const vars: Record<string, string> = { first, subject: market.subject };
  // A place read from the subject's own words ("rund um Outdoorjacken") would name it twice.
  // Nor does a place that is their firm itself ("runs a lakeside campsite at a lakeside campsite").
  const ownFirm = slot.place === 'partner' ? market.partner : slot.place === 'core' ? market.firm : undefined;
  const firmWords = ownFirm ? `${ownFirm.sg} ${ownFirm.pl}` : '';
  const placeIsFirm = !!firmWords && mentionsSubject(market.place?.in ?? '', firmWords);
  if (market.place && !mentionsSubject(market.place.in, market.subject) && !placeIsFirm) vars.inPlace = market.place.in;
  else vars.inPlace = '';
  if (market.time) vars.time = market.time;
  if (market.object) {
    vars.object = market.object.sg;
    vars.objects = market.object.pl;
    if (lang === 'en') vars.aObject = withArticle(market.object.sg);
  }
  if (market.period) {
    if (lang === 'en') {
      vars.period = bank.periods[market.period] ?? market.period;
      vars.perPeriod = `per ${vars.period}`;
    } else vars.perPeriod = bank.periods[market.period] ?? `pro ${market.period}`;
  }
  if (market.price) {
    vars.price = market.price;
    vars.monthlyPrice = pricePerPeriod(market.price, market.revenueText, lang);
  }
  // How the offer reaches them, where a quote can say it ("if it really comes via WhatsApp"), and who is part of it.
  const spokenChannel = market.channels.find((c) => QUOTE_CHANNEL[lang].test(c.trim()));
  if (spokenChannel) vars.channel = spokenChannel.trim();
  if (market.partners[0] && lang === 'en') vars.partner = partnerVars(market.partners[0], lang).text;
  // On a marketplace or a matching platform the people speak of the work they need done, not of the platform.
  const platform =
    facts.idea?.form === 'marketplace' || ['marketplace', 'platform_matching'].includes(facts.idea?.shape ?? '');
  const offer = platform ? undefined : spokenOffer(facts.idea?.offer, lang);
  if (offer) vars.offer = offer;

  /** A template filled in, or undefined when it needs something this market lacks or repeats the founder. */
  const fill = (template: string, extra: Record<string, string> = {}): string | undefined => {
    let text: string | undefined = withSubjectArticle(g(template), market);
    text = byNounGender(text, 'o', market.object?.noun?.gender);
    if (text === undefined) return undefined;
    const all = { ...vars, ...extra };
    const needed = [...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map(
      (m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1),
    );
    if (needed.some((k) => all[k] === undefined)) return undefined;
    const out = normalizeSpace(render(text, all)).replace(/\s+([,.])/g, '$1');
    if (repeatsFounder(out, market.sources)) return undefined;
    return out;
  };
  /** The first of the lists' templates that fills in, preferring ones no earlier persona used. */
  const choose = (lists: Array<string[] | undefined>, extra: Record<string, string> = {}, avoid: string[] = []) => {
    for (const fresh of [true, false]) {
      for (const list of lists) {
        if (!list?.length) continue;
        for (const template of rng.shuffle(list)) {
          if (fresh && taken.templates.has(template)) continue;
          const out = fill(template, extra);
          if (out && !avoid.includes(out)) {
            taken.templates.add(template);
            return out;
          }
        }
      }
    }
    return undefined;
  };

  // Who they are: job and life (private people), role and qualifier (a trade), role in the firm (a business).
  let occupation = '';
  /** The job alone, where the occupation also says who they are in this market ("Mutter und Apothekerin"). */
  let plainJob = '';
  let first1 = '';
  let routine = '';
  let life: Life | undefined;
  let lifeGoal: string | undefined;
  let lifePain: string | undefined;
  // The location is where they live: a place they only go to (a lake, a campsite) is named in their summary instead.
  let location: string | undefined = market.place?.home ? market.place.label : undefined;
  const hobby = g(rng.pick(milieuBank.hobbies));

  const adults = bank.bands.adults;
  const freshJob = (jobs: Job[]): Job => {
    const job = rng.shuffle(jobs).find((j) => !taken.jobs.has(j.job)) ?? rng.pick(jobs);
    taken.jobs.add(job.job);
    return job;
  };
  const freshLife = (all: Life[]): Life => {
    const fitting = all.filter((l) => (l.minAge ?? 0) <= age);
    const lives = fitting.length ? fitting : all;
    const chosen = rng.shuffle(lives).find((l) => !taken.lives.has(l.life)) ?? rng.pick(lives);
    taken.lives.add(chosen.life);
    return chosen;
  };
  const setJob = (job: string) => {
    vars.job = lang === 'en' ? lowerFirst(job, lang) : lowerFirst(job, lang);
    if (lang === 'en') vars.aJob = withArticle(vars.job);
  };
  const does = (job: Job) =>
    g(
      job.does ??
        (lang === 'en'
          ? `works as ${withArticle(lowerFirst(g(job.job), lang))}`
          : `arbeitet als ${lowerFirst(g(job.job), lang)}`),
    );

  if (slot.place === 'partner' && market.partner) {
    const p = market.partner;
    const partnerVars: Record<string, string> =
      lang === 'en'
        ? { aPartner: withArticle(p.sg) }
        : {
            partnerGen: dePhrase(p.noun!, 'gen', p.adjective ? { adjective: p.adjective } : {})!,
            partnerAcc: dePhrase(p.noun!, 'acc', p.adjective ? { adjective: p.adjective } : {})!,
          };
    occupation = capitalize(fill(bank.partner.occupation, partnerVars) ?? '');
    first1 = choose([bank.partner.summaries], partnerVars) ?? '';
    routine = choose([bank.partner.routines], partnerVars) ?? g(bank.partner.routines[0]!);
    lifeGoal = choose([bank.partner.goals], partnerVars);
    lifePain = choose([bank.partner.pains], partnerVars);
  } else if (slot.place === 'relative') {
    const job = freshJob(adults.jobs);
    occupation = g(job.job);
    routine = job.routine;
    setJob(occupation);
    life = freshLife(adults.lives.filter((l) => !/parent|Eltern|child|Kind|twelve|zwölf/i.test(l.life)));
    const parentAge = String(Math.min(96, age + rng.int(26, 32)));
    // Whose relative they are is part of who they are: "Civil engineer, son of an 88-year-old father".
    const which = rng.int(0, bank.relative.summaries.length - 1);
    const relativeVars = { does: does(job), parentAge, aParentAge: withArticle(parentAge), job: occupation };
    first1 = fill(bank.relative.summaries[which]!, relativeVars) ?? '';
    occupation = capitalize(fill(bank.relative.occupations[which]!, relativeVars) ?? occupation);
    lifeGoal = g(rng.pick(bank.relative.goals));
    lifePain = g(rng.pick(bank.relative.pains));
    location = undefined;
  } else if (market.segment === 'firm') {
    const role = bank.firm.roles[slot.firmRole!];
    const firm = market.firm!;
    const years = String(Math.max(2, Math.min(age - 18, rng.int(3, 15))));
    /** The firm's phrases with one qualifier ("a family-run bakery", "einer kleinen Bäckerei"). */
    const firmVarsOf = (given: { adj?: string; tail?: string }): Record<string, string> => {
      // A qualifier the firm's own words have already ("a small small business") is left out.
      const q = given.adj && new RegExp(`\\b${given.adj}\\b`, 'i').test(firm.sg) ? { ...given, adj: undefined } : given;
      const out: Record<string, string> = { firms: firm.pl, firm: firm.sg, years };
      if (lang === 'en') {
        out.aFirm = withArticle([q.adj, firm.sg, q.tail].filter(Boolean).join(' '));
        return out;
      }
      const noun = firm.noun!;
      const adjective = q.adj ?? firm.adjective;
      const options = { ...(adjective ? { adjective } : {}), ...(q.tail ? { tail: q.tail } : {}) };
      out.firmGen = dePhrase(noun, 'gen', options)!;
      out.firmAcc = dePhrase(noun, 'acc', options)!;
      out.firmIn = `in ${dePhrase(noun, 'dat', options)!}`;
      out.firmsDat = deDativePlural(firm.pl);
      out.inFirm = deInDefinite(noun)!;
      return out;
    };
    // A qualifier no earlier persona had, whose occupation is new too ("Team lead at a busy bakery").
    const order = rng.shuffle(bank.firm.qualifiers.map((q, i) => ({ q, i })));
    const fresh = [
      ...order.filter(({ i }) => !taken.qualifiers.has(i)),
      ...order.filter(({ i }) => taken.qualifiers.has(i)),
    ];
    const chosen =
      fresh.find(({ q }) => !taken.occupations.has(capitalize(fill(role.occupation, firmVarsOf(q)) ?? ''))) ??
      fresh[0]!;
    taken.qualifiers.add(chosen.i);
    Object.assign(vars, firmVarsOf(chosen.q));
    occupation = capitalize(fill(role.occupation) ?? firm.sg);
    first1 = fill(role.summary) ?? '';
    // One of the role's days, aims and troubles, where possible one no earlier persona of the deck had.
    routine = choose([role.routines]) ?? g(role.routines[0]!);
    lifeGoal = choose([role.goals]);
    lifePain = choose([role.pains]);
  } else if (market.segment === 'professional') {
    const role = market.role!;
    const noun = gender === 'male' ? role.m : role.f;
    // A German noun of one grammatical gender for everyone ("Pflegekraft") declines its adjectives as such.
    const grammatical: Gender = role.m === role.f && lang === 'de' ? 'female' : gender;
    // Years in the job: a few for the newly qualified, most of a working life for the senior ones.
    const career = Math.max(2, age - 21);
    const early = bank.professional.qualifiers[qualifier!.index]!.age[1] <= 30;
    const years = String(early ? 2 : Math.max(2, rng.int(Math.floor(career / 2), career)));
    const roleVars = { role: noun, aRole: lang === 'en' ? withArticle(noun) : noun, years };
    Object.assign(vars, roleVars);
    setJob(noun);
    occupation = capitalize(render(byGender(qualifier!.text, grammatical), { ...vars }));
    life = freshLife(adults.lives);
    // A long career is told as such only when it is long ("… has 18 years in the job behind her").
    const summaries = Number(years) >= 8 ? bank.professional.summaries : bank.professional.summaries.slice(0, 2);
    first1 = choose([summaries], { life: lowerVerb(fill(life.life, { inPlace: '' }) ?? '') }) ?? '';
    routine = g(rng.pick(bank.professional.routines));
    lifeGoal = choose([bank.professional.goals]);
    lifePain = choose([bank.professional.pains]);
  } else {
    const source = band ?? adults;
    const job = freshJob(source.jobs);
    occupation = g(job.job);
    routine = g(job.routine);
    // A working person's day shapes their pains ("After a full day as a bus driver, …").
    if (!['students', 'teens', 'seniors'].includes(market.band ?? '')) setJob(occupation);
    life = freshLife(source.lives);
    lifeGoal = choose([source.goals]);
    lifePain = choose([source.pains]);
    // "Berufstätige mit Hund": what the offer looks after is part of who they are.
    const keeps = market.role && market.keeps ? ` ${market.keeps}` : '';
    const identity = market.role
      ? `${gender === 'male' ? market.role.m : market.role.f}${keeps}`
      : source.identity
        ? g(source.identity)
        : undefined;
    const roleVars: Record<string, string> = { does: does(job) };
    // Who they are in this market stands in their occupation too: "Surfer and physiotherapist", "Mutter und
    // Apothekerin" (a pensioner's job already says so).
    const parentsBand = !market.role && (market.band === 'children' || market.band === 'parents');
    if (market.role || (parentsBand && identity)) {
      const who = capitalize(market.role ? identity! : g(source.identity!));
      // A job that already joins two things ("Pensioner and former secretary") follows a comma.
      const and = lang === 'en' ? 'and' : 'und';
      const joiner = keeps || new RegExp(`\\b${and}\\b|,`).test(occupation) ? ',' : ` ${and}`;
      plainJob = occupation;
      occupation = `${who}${joiner} ${lowerFirst(occupation, lang)}`;
    }
    if (identity) {
      roleVars.role = identity;
      roleVars.aRole = lang === 'en' ? withArticle(identity) : identity;
    }
    // The plain summary names the place through the life ("… and shares a flat in Leipzig").
    roleVars.life = lowerVerb(fill(life.life, market.place?.home === false ? { inPlace: '' } : {}) ?? '');
    // Parents are named as such; a student's or pupil's "studies nursing" already says who they are.
    const parents = !market.role && (market.band === 'children' || market.band === 'parents');
    const saysItself =
      !market.role && (market.band === 'students' || market.band === 'teens' || market.band === 'apprentices');
    const templates = parents
      ? bank.summaries.parentOf
      : identity && !saysItself
        ? bank.summaries.role
        : market.place
          ? bank.summaries.plain
          : bank.summaries.plain.slice(1);
    first1 = choose([templates], roleVars) ?? '';
  }
  if (!first1)
    first1 =
      lang === 'en'
        ? `${first} works as ${withArticle(lowerFirst(plainJob || occupation, lang))}.`
        : `${first} arbeitet als ${lowerFirst(plainJob || occupation, lang)}.`;

  // One of the people the founder named says so in the founder's words, where their job and life do not: "One of the
  // families flying in, Tanja …", "Aus der Zielgruppe „alleinlebende Senioren“: Helga …".
  const named = facts.idea?.sufferer.named ? stripTerminal(facts.idea.sufferer.text ?? '').trim() : '';
  const head = facts.idea?.sufferer.head ?? '';
  // Said when their head word ("Senioren") or the phrase's last word ("… their houseplants") stands there already;
  // a generic head ("people") says nothing.
  const saysGroup = (text: string) => {
    const stemOf = (w: string) => {
      const stem = w.toLowerCase().replace(/(innen|en|n|es|s)$/, '');
      return stem.slice(0, Math.max(4, stem.length - 1));
    };
    const generic = /^(people|persons|person|individuals|menschen|leute|personen)$/i.test(head);
    const last = words(named)
      .filter((w) => w.length >= 5)
      .at(-1);
    const marks = (generic ? [last ?? ''] : [head]).filter((w) => w.length >= 3);
    const said = words(text.toLowerCase());
    return marks.some((h) => said.some((w) => w.startsWith(stemOf(h)) || w.includes(stemOf(h))));
  };
  // Not where their role says who they are already, not for parents of the children named, nor for both sides of a match ("Hebammen und werdende Eltern"); a long
  // phrase is said by its words up to its head ("Landtierärzte, die mal Urlaub machen wollen" → "Landtierärzte").
  const groupWords = named.split(/\s+/);
  const upToHead = groupWords.slice(0, groupWords.findIndex((w) => w.replace(/[,;]$/, '') === head) + 1);
  const short = groupWords.length <= 4 ? named : upToHead.length >= 1 ? upToHead.join(' ').replace(/,$/, '') : '';
  const sayable = !!short && !market.role && market.band !== 'children' && !/\b(and|und|&)\b/.test(short);
  if (slot.place === 'core' && market.segment !== 'firm' && sayable && head && !saysGroup(`${occupation} ${first1}`)) {
    const group =
      lang === 'en' && !/^\p{Lu}{2,}/u.test(short)
        ? lowerFirst(short, lang)
        : // A German relative clause is set off by a comma ("Eltern, deren Buggy …").
          short.replace(/(\p{L}) (deren|dessen|denen) /u, '$1, $2 ');
    // Said ahead of their first sentence, so it names them and nothing else: a summary is two sentences.
    const opening = stripTerminal(first1);
    first1 =
      lang === 'en' ? `One of the ${group}, ${opening}` : `Aus der Zielgruppe „${group}“: ${capitalize(opening)}`;
  }

  // Occupations are unique in a deck.
  if (taken.occupations.has(occupation)) occupation = `${occupation}${lang === 'en' ? ', ' : ', '}${age}`;
  taken.occupations.add(occupation);

  // The second sentence: the milieu's stance and the attitude to the offer.
  const modelKey =
    market.model === 'rental'
      ? 'rental'
      : market.model === 'subscription'
        ? 'subscription'
        : market.model === 'marketplace-fee' || market.model === 'commission' || market.form === 'marketplace'
          ? 'marketplace'
          : undefined;
  const clauses = bank.clauses;
  const clause =
    choose([modelKey ? clauses[modelKey]?.[attitude] : undefined, clauses.generic[attitude]]) ??
    fill(clauses.generic[attitude][0]!) ??
    '';
  const stance = g(rng.pick(milieuBank.stance));
  // A stance that ends on a subordinate clause ("fragt, wer … verdient") is closed by a comma.
  const joined = /,/.test(stance) ? `${stance},` : stance;
  const second = fill(bank.summaries.second, { stance: joined, clause }) ?? `${first} ${stance}.`;
  const summary = `${endSentence(capitalize(first1))} ${endSentence(second)}`;

  // Pains: their own experience of the problem, in their situation.
  // Businesses speak of their firm ("instead of serving customers"); people in a trade, like everyone else, of their day.
  const segKey =
    slot.place === 'partner' || (market.segment === 'firm' && slot.place === 'core') ? 'business' : 'consumer';
  const painBank = bank.pains;
  // A relative lives elsewhere: their own life and pains are not set in the sufferer's place.
  const own: Record<string, string> = slot.place === 'relative' ? { inPlace: '' } : {};
  const extra: Record<string, string> = { ...own, ...(life ? { busy: g(life.busy) } : {}) };
  // Their home is not the place they visit (holiday guests at a lake live elsewhere).
  const home: Record<string, string> = market.place?.home === false ? { inPlace: '' } : own;
  const kinds = [
    ...market.kinds.slice(index % market.kinds.length),
    ...market.kinds.slice(0, index % market.kinds.length),
  ];
  const pains: string[] = [];
  const addPain = (lists: Array<string[] | undefined>) => {
    const out = choose(lists, extra, pains);
    if (out) pains.push(out);
  };
  if (doubter) addPain([painBank.doubt[attitude]]);
  if (!doubter && index < 2 && market.time) addPain([painBank.setting[segKey]]);
  // The revenue model's own pain (owning a board used three days a year) comes second for those who would buy.
  // A subscription's pain (reordering by hand) belongs to goods that come again, not to software or a service.
  const goods = market.model === 'subscription' && (market.form === 'delivery' || market.form === undefined);
  const modelPains =
    !doubter && (market.model === 'rental' || goods)
      ? painBank[market.model as 'rental' | 'subscription'][segKey]
      : undefined;
  for (const kind of kinds) {
    if (pains.length >= (modelPains ? 1 : 2)) break;
    addPain([painBank[kind]?.[segKey]]);
  }
  if (modelPains) addPain([modelPains]);
  for (const kind of kinds) {
    if (pains.length >= 2) break;
    addPain([painBank[kind]?.[segKey]]);
  }
  if (lifePain && !pains.includes(lifePain)) pains.push(lifePain);
  while (pains.length < 2) pains.push(fill(painBank.hassle[segKey][0]!) ?? lifePain ?? '');

  // Goals: the attitude's aim for the subject, and one of their own life.
  const goals = [choose([bank.goals[attitude]]) ?? '', ...(lifeGoal ? [lifeGoal] : [])].filter(Boolean);

  // What keeps them busy, where a phrasing can say it after "with" / "bei" ("with two school-age children"); an
  // English "-ing" phrase ("caring for a parent") does not read after "with".
  const busy = life ? g(life.busy) : undefined;
  if (busy && !(lang === 'en' && /^\p{Ll}+ing\b/u.test(busy))) vars.busy = busy;

  // Objections: the offer's form and revenue model first, then what their position makes them wary of.
  const stanceKey = doubter ? 'doubt' : 'keen';
  const obj = bank.objections;
  const formKey = market.form && obj[market.form] ? market.form : undefined;
  // A commission is what sellers pay: people who buy on the marketplace weigh what the marketplace offers them.
  const paidBy = market.model === 'commission' && !market.business ? undefined : market.model;
  const modelObj = paidBy && obj[paidBy] ? obj[paidBy]![stanceKey] : undefined;
  const lists: Array<string[] | undefined> =
    slot.place === 'partner'
      ? [obj.partner[stanceKey], obj.partner[stanceKey], obj.generic[stanceKey]]
      : slot.place === 'relative'
        ? [obj.relative[stanceKey], modelObj, formKey ? obj[formKey]![stanceKey] : undefined, obj.generic[stanceKey]]
        : [
            modelObj,
            formKey ? obj[formKey]![stanceKey] : undefined,
            market.business ? obj.business[stanceKey] : undefined,
            obj.generic[stanceKey],
          ];
  const objections: string[] = [];
  for (const list of lists) {
    if (objections.length >= 2) break;
    const out = choose([list], market.firm ? { firm: market.firm.sg } : {}, objections);
    if (out) objections.push(out);
  }
  if (objections.length < 2) {
    const out = choose([obj.generic[stanceKey]], {}, objections);
    if (out) objections.push(out);
  }

  // The named detail this persona speaks of takes the place of their second objection (or adds a goal).
  if (detail) {
    const d = bank.details;
    let line: string | undefined;
    let goal: string | undefined;
    if (detail.kind === 'revenue') line = choose([d.revenueKeen], { revenue: market.revenueText! });
    else if (detail.kind === 'revenueDoubt') line = choose([d.revenueDoubt], { revenue: market.revenueText! });
    else if (detail.kind === 'channel') {
      const lines = channelLines(detail.text, lang, bank);
      if (lines.objection) line = choose([lines.objection], { channel: channelClause(detail.text, lang) });
      else goal = choose([lines.goal], { channel: detail.text });
    } else {
      const partner = partnerVars(detail.text, lang);
      line = choose([partner.plural ? d.partnersPlural : d.partnerSingular], {
        partners: partner.text,
        partner: partner.text,
      });
    }
    if (line) objections.splice(1, 1, line);
    if (goal) goals.push(goal);
  }

  // Quote: in their own words — what this idea is to them (its price, place, channel, partner, subject) or what its
  // model asks of them, opened by their own day ("I drive split shifts on a city route – …").
  const quotes = bank.quotes;
  const modelQuotes = modelKey ? quotes[modelKey]?.[attitude] : undefined;
  // The deck's first persona names the founder's offer in their own words where a quote can ("I'd pay for a
  // Bastelkiste im Abo …"): one persona at least speaks of what the founder offers, not only of its topic.
  const offerFirst =
    index === 0 && vars.offer ? quotes.facts?.[attitude]?.filter((t) => t.includes('{offer}')) : undefined;
  const factQuotes = offerFirst?.length ? offerFirst : quotes.facts?.[attitude];
  const core =
    choose(
      slot.place === 'partner'
        ? [quotes.partner?.[attitude], quotes.generic[attitude]]
        : [
            // A doubter speaks of the revenue model first (owning instead of renting); the others of either.
            ...(offerFirst?.length
              ? [factQuotes, modelQuotes]
              : doubter || rng.int(0, 1) === 1
                ? [modelQuotes, factQuotes]
                : [factQuotes, modelQuotes]),
            market.business ? quotes.business[attitude] : undefined,
            quotes.generic[attitude],
          ],
      market.firm ? { firm: market.firm.sg } : {},
    ) ?? '';
  // Their day opens the quote, one no earlier persona of the deck opened theirs with. A verb that is also a noun of
  // the founder's ("I visit …" beside "home visits") reads as a glued phrase: that day is left out.
  const founderWords = new Set(
    market.sources
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [],
  );
  const leads = ownLeads([g(routine), hobby], lang).filter((l) => {
    const verb = (l.split(/\s+/)[1] ?? '').toLowerCase();
    return !founderWords.has(verb) && !founderWords.has(`${verb}s`) && !founderWords.has(`${verb}es`);
  });
  const freshLeads = leads.filter((l) => !taken.templates.has(`lead:${l}`));
  const lead = rng.pick(freshLeads.length ? freshLeads : leads.length ? leads : ['']);
  if (lead) taken.templates.add(`lead:${lead}`);
  const quoteText =
    (core && lead && fill(rng.pick(bank.context.quote), { lead, quote: lang === 'en' ? enLowerFirst(core) : core })) ||
    core;

  // Their own situation in their goals, pains and objections: what keeps them busy, their work — each said at most
  // four times in one persona (their own notes' mentions count), in different words.
  // Their work as a job ("Rentnerin, früher Bankkauffrau" → "Rentnerin"), not who they are in this market.
  // In a business, their role without the business ("Inhaberin eines Wandervereins" → "Inhaberin"): the notes
  // name the firm no more often than before, so the firm never becomes what the notes are about.
  const firmWork = market.segment === 'firm' && slot.place === 'core';
  const workName = (plainJob || occupation)
    .replace(/,\s*\d+$/, '')
    .split(',')[0]!
    .replace(firmWork ? /\s+(of|at|in|for|with|eines|einer|einem|in|im|bei|beim|für)\s.*$/i : /$^/, '')
    .trim();
  const work = workName
    ? lang === 'en'
      ? withArticle(lowerFirst(workName, lang))
      : lowerFirst(workName, lang)
    : undefined;
  const ctx = bank.context;
  // "with two school-age children", "while caring for a parent besides work", "bei zwei Schulkindern".
  const withBusy = busy
    ? lang === 'de'
      ? `bei ${busy}`
      : /^\p{Ll}+ing\b/u.test(busy)
        ? `while ${busy}`
        : `with ${busy}`
    : undefined;
  // "After years as a newly qualified nurse" says nothing: a beginner has no years behind them.
  const beginner =
    /\b(newly|first years|apprentice|trainee|student|ersten Berufsjahren|direkt nach|Auszubildend\p{L}*|Student\p{L}*|Schüler\p{L}*)\b/iu;
  const mentions = (text: string, what: string | undefined) =>
    !!what && text.toLowerCase().includes(what.toLowerCase());
  // What their own notes say of it already counts ("After a full day as a nurse, …").
  const notes = [...goals, ...pains, ...objections];
  const said = {
    busy: notes.filter((n) => mentions(n, busy)).length,
    work: notes.filter((n) => mentions(n, vars.job) || mentions(n, workName)).length,
  };
  /** The words a phrasing joins with: a note that has them already ("vor allem jede Woche") takes another. */
  const JOINERS =
    /\b(especially|not least|even|not easy|hard enough|as|gerade|vor allem|auch|nicht leicht|und das|als)\b/i;
  type Source = 'busy' | 'work' | 'both' | 'years';
  const joins: Record<'goal' | 'note', Partial<Record<Source, string[]>>> = {
    goal: { busy: ctx.goalBusy, work: ctx.goalWork, both: ctx.goalBoth },
    note: { busy: ctx.noteBusy, work: ctx.noteWork, both: ctx.noteBoth, years: ctx.noteYears },
  };
  /** A note with their busy life or their work (in the first source that fits); unchanged when none fits. */
  const situated = (note: string, kind: 'goal' | 'note', order: readonly Source[]): string => {
    if (!note || mentions(note, busy) || mentions(note, vars.job) || mentions(note, workName)) return note;
    for (const source of order) {
      const needs =
        source === 'both' ? (['busy', 'work'] as const) : source === 'years' ? (['work'] as const) : [source];
      if (needs.some((n) => (n === 'busy' ? !withBusy : !work) || said[n] >= 4)) continue;
      if (source === 'years' && beginner.test(workName)) continue;
      const lowered = lang === 'de' ? note.charAt(0).toLowerCase() + note.slice(1) : enLowerFirst(note);
      const list = (joins[kind][source] ?? []).filter((t) => {
        const joiner = t.replace(/\{\w+\}/g, '').match(JOINERS)?.[0];
        return !joiner || !new RegExp(`\\b${joiner}\\b`, 'i').test(note);
      });
      const out = choose([list], { withBusy: withBusy ?? '', work: work ?? '', goal: lowered, note });
      if (out) {
        for (const n of needs) said[n]++;
        return out;
      }
    }
    return note;
  };
  // Their life's goal says what their work and their busy life ask of them; the goal about the subject, how it fits.
  // Each of the two is said at most four times in one persona: the goals, the objections, then the pains.
  const lifeAt = lifeGoal ? goals.indexOf(lifeGoal) : -1;
  if (lifeAt >= 0) goals[lifeAt] = situated(goals[lifeAt]!, 'goal', ['both', 'work', 'busy']);
  goals.forEach((goal, i) => {
    if (i !== lifeAt) goals[i] = situated(goal, 'goal', ['busy', 'work']);
  });
  // Their objections are theirs too, unless one tells their past ("Has rented before …") or is the founder's named
  // detail.
  const detailLine = detail ? objections[1] : undefined;
  objections.forEach((objection, i) => {
    if (objection === detailLine || /^(Has|Hat|Had|Hatte)\s/.test(objection)) return;
    objections[i] = situated(objection, 'note', i === 0 ? ['busy', 'work'] : ['work', 'busy']);
  });

  // Their life's pain first (their work and their busy life), then the problem's pains while the two are not said
  // four times yet; a pain that says they see no problem, after their years in the job.
  const noProblem = /^(Does not see|Already has a way|Sieht\b|Hat .* schon einen Weg)/;
  const lifePainAt = lifePain ? pains.indexOf(lifePain) : -1;
  const painOrder = [
    ...(lifePainAt >= 0 ? [lifePainAt] : []),
    ...pains.map((_, i) => i).filter((i) => i !== lifePainAt),
  ];
  const painTurns: Source[][] = [
    ['both', 'busy', 'work'],
    ['work', 'busy'],
    ['busy', 'work'],
  ];
  let painTurn = 0;
  for (const i of painOrder) {
    const pain = pains[i];
    if (!pain) continue;
    const out = noProblem.test(pain)
      ? situated(pain, 'note', ['years'])
      : situated(pain, 'note', painTurns[Math.min(painTurn, painTurns.length - 1)]!);
    if (out !== pain) painTurn++;
    pains[i] = out;
  }

  // Lifestyle: their life, their routine and a habit of their milieu.
  // A life the summary already tells is not told again in the lifestyle.
  const told = life ? fill(life.life, home) : undefined;
  const lifeText = told && !summary.toLowerCase().includes(lowerVerb(told).toLowerCase()) ? told : undefined;
  const lifestyle = endSentence(
    capitalize(
      [lifeText, routine, hobby]
        .filter(Boolean)
        .map((t, i) => (i === 0 ? t! : lowerFirst(t!, lang)))
        .join(', '),
    ),
  );

  const values = rng.sample(milieuBank.values, rng.int(3, 4));
  const raw: Record<string, unknown> = {
    name: `${first} ${last}`,
    short_summary: summary,
    values,
    occupation,
    demographics: {
      age,
      gender: GENDER_VALUES[lang][gender],
      occupation,
      ...(location && slot.place !== 'relative' ? { location } : {}),
    },
    sinus_milieu: milieuName(milieu, lang),
    goals,
    lifestyle,
    pain_points: pains.filter(Boolean).map(stripTerminal),
    attitude: personaBank[lang].tinder.attitudes[attitude],
    objections: objections.map(stripTerminal),
    objection: spokenObjection(objections[0] ?? '', lang),
    quote: endSentence(quoteText),
  };
  // A knowledge-hub sentence on the problem backs the first persona, named by its file (whole, or cut at a clause).
  if (facts.citation && index === 0) {
    const sentence = stripTerminal(facts.citation.sentence);
    const kept = words(sentence).length <= 40 ? sentence : shortenAtClause(sentence, 40, lang);
    if (kept) raw.evidence = `${facts.citation.fileName}: ${quote(endSentence(kept), lang)}`;
  }
  return normalizePersona(raw)!;
}
