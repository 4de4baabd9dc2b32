// The market a persona deck is composed for, read from the facts of the founder's one-liner: who suffers (a kind of
// business, a trade or role, an age group), where (the setting as one place a person lives or works in), the thing
// the offer is about, how it earns money, the partners named and which problems the founder's words point to.
// Everything here is grammar-ready: singular and plural, with articles and, in German, the noun's gender.
import nlp from '../compromise.js';
import type { Facts } from '../facts.js';
import type { AgeBand, IdeaFacts, RevenueModel } from '../idea-facts.js';
import { isPeopleWord } from '../nlp.js';
import { capitalize, words } from '../text.js';
import type { Lang } from '../types.js';
import {
  countableSingular,
  type DeNoun,
  type DePerson,
  deNoun,
  dePerson,
  dePhrase,
  enPlural,
  enSingular,
  isFirmWord,
  withArticle,
} from './persona-words.js';

/** The people a deck is made of: private people, people in a trade or role, or the staff of a kind of business. */
export type Segment = 'consumer' | 'professional' | 'firm';

/** What hurts, as the founder's words tell it; each kind has its own pain phrasings. */
export type ProblemKind = 'time' | 'cost' | 'access' | 'hassle' | 'waste' | 'trust' | 'info' | 'lonely' | 'storage';

/** The form of the offer, as far as objections differ for it. */
export type FormKey = 'app' | 'software' | 'service' | 'marketplace' | 'delivery' | 'device' | 'course';

/** A person noun: the singular for a woman and a man (the same in English) and the plural. */
export interface Role {
  f: string;
  m: string;
  pl: string;
}

/** A kind of business (or a partner) in the singular, with its German noun for articles and cases. */
export interface Firm {
  /** English: the singular phrase ("local surf shop"); German: the bare noun ("Surfshop"). */
  sg: string;
  pl: string;
  /** A German adjective stem the founder gave it ("lokal"). */
  adjective?: string;
  noun?: DeNoun;
}

export interface Place {
  /** For the persona's location field: "Coastal town", "Hamburg", "Auf dem Land". */
  label: string;
  /** With its preposition and a leading space, as a template glues it on: " in a coastal town". */
  in: string;
  /** The words a reader recognises the place by (for checks). */
  word: string;
  /** The sufferers live there ("in coastal towns", "auf dem Land"); else they go there ("at lakes", "in Hütten"). */
  home: boolean;
}

export interface Market {
  lang: Lang;
  segment: Segment;
  business: boolean;
  band?: AgeBand;
  /** The sufferer as one person ("surfer", "Pflegekraft"); none for plain private people or an age group. */
  role?: Role;
  /** What the sufferers have that the offer looks after, as the idea says it ("mit Hund", "with a dog"). */
  keeps?: string;
  /** The gender the sufferers' own word gives them ("brides", "Schwangere", "fathers"). */
  roleGender?: 'female' | 'male';
  /** The kind of business the sufferers are (firm segment). */
  firm?: Firm;
  place?: Place;
  time?: string;
  /** What the deck's phrasings name as the idea's subject ("surfboards", "Einkäufe"). */
  subject: string;
  /** The thing the offer is about, when it is one ("surfboard"). */
  object?: { sg: string; pl: string; noun?: DeNoun };
  model?: RevenueModel;
  /** The rental or billing period ("day"; German "pro Tag"). */
  period?: string;
  price?: string;
  form?: FormKey;
  /** The first partner the founder named, when it is a kind of business. */
  partner?: Firm;
  kinds: ProblemKind[];
  /** The channels the founder named, as written ("pick-up at local surf shops", "über WhatsApp"). */
  channels: string[];
  /** The partners the founder named, as written ("local surf shops", "PayPal"). */
  partners: string[];
  /** How the founder said the offer earns ("paid per day", "4 € im Monat"). */
  revenueText?: string;
  /** The founder's own texts; no persona text may repeat six words of them in a row. */
  sources: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Reading words

const EN_GENERIC_PEOPLE =
  /^(people|persons|person|users|customers|clients|consumers|individuals|everyone|folks|humans|households|household)$/;
const DE_GENERIC_PEOPLE = /^(menschen|leute|personen|nutzer|nutzerinnen|kunden|kundinnen|verbraucher|alle|haushalte)$/;

/** Occupations (English singular heads; German endings of the last compound part). */
const EN_OCCUPATIONS = new Set(
  `nurse doctor physician gp surgeon dentist vet veterinarian teacher tutor lecturer professor farmer grower winemaker
  beekeeper fisherman fisher designer developer programmer engineer electrician plumber carpenter joiner painter roofer
  builder craftsman tradesman tradesperson artisan hairdresser barber stylist chef cook baker butcher waiter bartender
  barista driver courier rider lawyer solicitor accountant bookkeeper consultant adviser advisor therapist
  physiotherapist psychologist midwife carer caregiver pharmacist architect photographer videographer musician artist
  writer author journalist editor translator interpreter coach trainer instructor researcher scientist mechanic
  gardener landscaper landlord realtor retailer shopkeeper vendor merchant trader founder entrepreneur freelancer
  contractor manager recruiter salesperson streamer creator influencer podcaster youtuber worker nanny babysitter
  librarian optician tailor florist jeweller cleaner caretaker janitor pilot paramedic firefighter officer guide host
  organiser organizer planner technician inspector surveyor educator doula clinician practitioner dietitian nutritionist
  pedagogue social-worker homeworker employee`.split(/\s+/),
);
const DE_OCCUPATIONS =
  /(arzt|ärzte|ärztin|ärztinnen|pfleger|pflegerin|pflegerinnen|pflegekraft|pflegekräfte|fachkraft|fachkräfte|lehrer|lehrerin|lehrerinnen|erzieher|erzieherin|erzieherinnen|landwirt|landwirte|landwirtin|bauer|bauern|winzer|designer|entwickler|programmierer|elektriker|installateur|installateure|handwerker|tischler|schreiner|maler|dachdecker|friseur|friseure|friseurin|koch|köche|köchin|kellner|fahrer|kurier|kuriere|anwalt|anwälte|anwältin|berater|buchhalter|therapeut|therapeuten|therapeutin|hebamme|hebammen|apotheker|architekt|architekten|fotograf|fotografen|musiker|künstler|autor|autoren|journalist|journalisten|trainer|coach|coaches|forscher|wissenschaftler|ingenieur|ingenieure|mechaniker|gärtner|vermieter|makler|händler|gründer|unternehmer|selbstständige|selbständige|freiberufler|freelancer|dozent|dozenten|bäcker|metzger|fleischer|imker|fischer|übersetzer|dolmetscher|sozialarbeiter|bibliothekar|optiker|schneider|florist|floristen|hausmeister|polizist|polizisten|sanitäter|pilot|piloten|gastronom|gastronomen|hotelier|hoteliers|wirt|wirte|pädagoge|pädagogen|psychologe|psychologen|verkäufer|kassierer|lagerist|disponent|disponenten|angestellte|beschäftigte|mitarbeiter|mitarbeitende|arbeiter|inhaber|betreiber)$/;

/** Age groups by the words that name them. */
const BAND_WORDS: Record<Lang, Array<[RegExp, AgeBand]>> = {
  en: [
    [/^(seniors?|elderly|pensioners?|retirees?|older)$/, 'seniors'],
    [/^(apprentices?|trainees?)$/, 'apprentices'],
    [/^(students?|undergraduates?)$/, 'students'],
    [/^(parents?|mums?|moms?|mothers?|fathers?|dads?|families)$/, 'parents'],
    [/^(teens?|teenagers?|pupils?|adolescents?|youths?)$/, 'teens'],
    [/^(children|kids|toddlers?|babies|child)$/, 'children'],
    [/^(young)$/, 'young-adults'],
  ],
  de: [
    [/^(senior(en|innen)?|rentner(innen)?|ältere|älteren|hochbetagte)$/, 'seniors'],
    [/^(azubis?|auszubildende|lehrlinge)$/, 'apprentices'],
    [/^(student(en|innen)?|studierende)$/, 'students'],
    [/^(eltern|mütter|väter|familien|alleinerziehende)$/, 'parents'],
    // Compounds end in their band's word: "Grundschulkinder", "Kindergartenkinder", "Grundschüler".
    [/^(\p{L}*kinder|babys|grundschüler(innen)?)$/u, 'children'],
    [/^(jugendliche|teenager|schüler(innen)?)$/, 'teens'],
    [/^(junge)$/, 'young-adults'],
  ],
};

/** "owners", "Inhaber": people named after the business they run. */
const EN_OWNERS = /^(owners|managers|operators|heads|founders|runners)$/;
const DE_OWNER_PART = /(inhaber|inhaberinnen|besitzer|besitzerinnen|betreiber|betreiberinnen|chefs|chefinnen)$/i;

/** Where a phrase's people stop and their qualification begins: "nurses | on night shifts", "Pendler | in …". */
const EN_BREAK = /^(who|that|which|with|in|on|at|for|from|of|near|around|without|across|living|working|whose)$/i;
const DE_BREAK = /^(die|der|das|mit|in|im|auf|am|an|aus|für|von|vom|bei|beim|ohne|rund|um|zwischen|nahe)$/i;

/** The people part of a group phrase: "busy dog owners in Hamburg" → ["busy", "dog", "owners"]. */
function headWords(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const w of text.trim().split(/\s+/)) {
    const clean = w.replace(/[.,;:!?"“”„()]/g, '');
    if (!clean) continue;
    if (out.length && (lang === 'en' ? EN_BREAK : DE_BREAK).test(clean)) break;
    out.push(clean);
  }
  return out;
}

/** English adjectives a group is narrowed down with that are no part of the people's name ("busy", "small"). */
const EN_LOOSE_ADJECTIVES =
  /^(busy|small|independent|local|many|most|some|young|old|new|working|stressed|overworked|single|lonely|elderly|older|rural|urban|german|all|first|first-time|full-time|part-time|other)$/i;

function enRole(headPhrase: string[]): Role {
  const kept = [...headPhrase];
  while (kept.length > 1 && EN_LOOSE_ADJECTIVES.test(kept[0]!)) kept.shift();
  // Lower case mid-sentence, acronyms kept ("DIY beginners").
  const pl = kept.map((w) => (/^\p{Lu}{2,}/u.test(w) ? w : w.toLowerCase())).join(' ');
  const sg = enSingular(pl);
  return { f: sg, m: sg, pl };
}

/** Whether the founder's revenue words say how it is paid (a price, a period, a fee), not only what is sold. */
function priceLike(text: string | undefined): boolean {
  if (!text?.trim()) return false;
  return /\d|[€$£%]|\b(per|pro|je)\s+\p{L}+|\ban?\s+(month|week|day|year|hour)\b|\bim\s+(Monat|Jahr)\b|\b(monthly|weekly|daily|hourly|yearly|fee|commission|subscription|licen[cs]e|donation|benefit|employer|free|deposit|monatlich|wöchentlich|täglich|stundenweise|tageweise|wochenweise|Abo|Abonnement|Gebühr|Provision|Pauschale|Monatspauschale|Lizenz|Jahreslizenz|Spende|Arbeitgeber|kostenlos|gratis|Miete|mietbar|rental|rented|Pfand)\b/iu.test(
    text,
  );
}

/**
 * The revenue as a persona can quote it: five words at most, so it never repeats the founder's sentence — a long one
 * keeps its price with its noun ("taking a 5% commission per order" → "5% commission per order"), else its last
 * part that starts with a preposition ("paid by the employer as a staff benefit" → "as a staff benefit").
 */
function shortRevenue(text: string, lang: Lang): string {
  const parts = text.split(/\s+/);
  if (parts.length <= 5) return text;
  // The price with its noun ("taking a 5% commission per order" → "5% commission per order").
  // Four parts at most: "5%" is two words to a reader, and five words in a row may still be the founder's.
  for (let i = parts.length - 4; i < parts.length - 1; i++) {
    const rest = parts.slice(i);
    if (/^(\d.*|[€$£].*)$/i.test(parts[i]!)) {
      return rest.join(' ');
    }
  }
  const prep =
    lang === 'en'
      ? /^(as|by|with|for|per|via|through|at|from|on)$/i
      : /^(als|mit|für|pro|per|über|durch|vom|von|im|je)$/i;
  for (let i = parts.length - 5; i < parts.length - 1; i++) {
    if (i > 0 && prep.test(parts[i]!)) return parts.slice(i).join(' ');
  }
  return parts.slice(-3).join(' ');
}

/** Words that only ever name people: generic ones, owners, age groups. */
function peopleNoun(word: string, lang: Lang): boolean {
  if ((lang === 'en' ? EN_GENERIC_PEOPLE : DE_GENERIC_PEOPLE).test(word)) return true;
  if (lang === 'en' ? EN_OWNERS.test(word) || /^owner$/.test(word) : DE_OWNER_PART.test(word)) return true;
  return BAND_WORDS[lang].some(([pattern]) => pattern.test(word));
}

/** Whether a plural names people ("photographers", "vendors", "Landwirte") rather than things. */
function personWord(word: string, lang: Lang): boolean {
  if (lang === 'de') return !!dePerson(word);
  const singular = enSingular(word);
  return (
    isPeopleWord(word, lang) ||
    EN_OCCUPATIONS.has(singular) ||
    /(er|or|ist|ian|ee|ant|ent|man|men|person|people)s?$/.test(word) ||
    FEMALE_WORDS.en.test(word) ||
    MALE_WORDS.en.test(word)
  );
}

/** A role the facts name, in the singular or the plural ("nurses", "Hundebesitzer", "Pflegekraft"). */
function roleOf(singular: string | undefined, lang: Lang): Role | undefined {
  const word = singular?.trim();
  if (!word) return undefined;
  if (lang === 'en') {
    const sg = enSingular(word.toLowerCase());
    return { f: sg, m: sg, pl: enPlural(sg) };
  }
  const asPlural = dePerson(word);
  if (asPlural) return { ...asPlural, pl: word };
  // "Mitglieder", "Vereinsmitglieder": one of them is a "Mitglied".
  if (/glieder$/.test(word)) {
    const one = word.replace(/glieder$/, 'glied');
    return { f: one, m: one, pl: word };
  }
  return { f: word, m: word, pl: word };
}

/** A German adjective before a noun ("kleine", "lokalen") as its stem ("klein", "lokal"). */
function deAdjectiveStem(word: string): string | undefined {
  if (!/^\p{Ll}/u.test(word)) return undefined;
  const stem = word.replace(/(en|em|er|es|e)$/, '');
  return stem.length >= 3 ? stem : undefined;
}

/** A kind of business from a plural phrase ("local surf shops", "lokale Surfshops", "Bäckereien"). */
function firmOf(phrase: string, lang: Lang): Firm {
  const parts = phrase.trim().split(/\s+/);
  if (lang === 'en') {
    const kept = [...parts];
    // Lower case mid-sentence, acronyms kept ("OT clinics").
    const pl = kept.map((w) => (/^\p{Lu}{2,}/u.test(w) ? w : w.toLowerCase())).join(' ');
    return { sg: enSingular(pl), pl };
  }
  const last = parts.at(-1) ?? phrase;
  const noun = deNoun(dativeBase(last));
  const adjective = parts.length > 1 ? deAdjectiveStem(parts[parts.length - 2]!) : undefined;
  return {
    sg: noun.sg,
    pl: noun.pl,
    noun: { ...noun, gender: noun.gender ?? 'm' },
    ...(adjective ? { adjective } : {}),
  };
}

/** A German dative plural back to its nominative ("Kleinstädten" → "Kleinstädte", "Betrieben" → "Betriebe"). */
function dativeBase(word: string): string {
  if (!/n$/.test(word)) return word;
  const without = word.slice(0, -1);
  const known = deNoun(without, { guess: false });
  if (known.gender && known.pl.toLowerCase() === without.toLowerCase()) return without;
  return word;
}

/** The person noun of a German plural ("Hundebesitzer", "Pflegekräfte"), with its adjectives left off. */
function deRole(headPhrase: string[]): Role | undefined {
  const noun = headPhrase.filter((w) => /^\p{Lu}/u.test(w)).at(-1);
  if (!noun) return undefined;
  const person: DePerson | undefined = dePerson(noun);
  if (!person) return undefined;
  // An age after the noun is part of who they are: "Männer über 60" → "Mann über 60".
  const after = headPhrase.slice(headPhrase.lastIndexOf(noun) + 1).join(' ');
  const age = /^(?:über|ab|unter) \d{2}\b/u.test(after) ? ` ${after}` : '';
  return { f: `${person.f}${age}`, m: `${person.m}${age}`, pl: `${person.pl}${age}` };
}

/** Words for people of one gender: their personas are women or men ("brides", "Väter"). */
const FEMALE_WORDS: Record<Lang, RegExp> = {
  en: /\b(brides?|mothers?|mums?|moms?|wives|wife|women|woman|girls?|widows?|fiancées?|fiancees?|grandmothers?|daughters?|sisters?|pregnant|expectant)\b/i,
  de: /(braut|bräute|mutter|mütter|frauen|frau|mädchen|schwangere|witwe|witwen|hebamme|hebammen|tochter|töchter|großmutter|großmütter|schwester|schwestern)$/i,
};
const MALE_WORDS: Record<Lang, RegExp> = {
  en: /\b(grooms?|fathers?|dads?|husbands?|men|man|boys?|widowers?|grandfathers?|sons?|brothers?)\b/i,
  de: /(bräutigam|bräutigame|vater|väter|männer|mann|jungen|witwer|sohn|söhne|großvater|großväter|bruder|brüder)$/i,
};

function genderOfRole(role: Role, lang: Lang): 'female' | 'male' | undefined {
  const words = `${role.pl} ${role.f}`;
  // German: any word of the plural ("Männer über 60").
  const says = (pattern: RegExp) =>
    lang === 'en' ? pattern.test(words) : role.pl.split(/\s+/).some((w) => pattern.test(w));
  if (says(FEMALE_WORDS[lang])) return 'female';
  if (says(MALE_WORDS[lang])) return 'male';
  return undefined;
}

/** English verbs of a "who" clause in the plural and the singular ("people who keep …" → "a person who keeps …"). */
const EN_WHO_VERBS: Record<string, string> = { are: 'is', have: 'has', were: 'was', do: 'does', go: 'goes' };

/**
 * People named by what they have, take or do — "people with arthritis", "people on 5+ prescriptions", "people who
 * keep killing their houseplants": that is who each of them is ("a person with arthritis").
 */
function qualifiedPeople(text: string): Role | undefined {
  const m =
    /^((?:[\p{L}-]+\s+)?)(?:people|persons|individuals|folks|adults)\s+((?:with|without|on|who|that|living|having)\s+.+)$/iu.exec(
      text.trim().replace(/[.!?]+$/, ''),
    );
  if (!m) return undefined;
  const before = m[1]!.trim().toLowerCase();
  const lead = before ? `${before} ` : '';
  // "with arthritis" says it: a clause after it ("who can't grip …") is left off.
  const plural = m[2]!.replace(/^((?:with|without|on|living|having)\s.*?)\s+(?:who|that|which)\s.*$/u, '$1');
  let rest = plural;
  const who = /^(who|that)\s+(\p{Ll}+)(.*)$/u.exec(plural);
  if (who) {
    const [, pronoun, verb, tail] = who as unknown as [string, string, string, string];
    const singular = EN_WHO_VERBS[verb] ?? (/(s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`);
    rest = `${pronoun} ${singular}${tail}`;
  }
  return { f: `${lead}person ${rest}`, m: `${lead}person ${rest}`, pl: `${lead}people ${plural}` };
}

/** People named by an adjective: "chronisch Kranke" / "chronisch Kranker", "chronically ill person". */
function adjectiveRole(phrase: string[], lang: Lang): Role | undefined {
  const before = phrase.slice(0, -1).filter((w) => lang === 'de' || !EN_LOOSE_ADJECTIVES.test(w));
  if (!before.length) return undefined;
  if (lang === 'en') {
    // Only a word that says how they are ("chronically ill", "visually impaired"), not where or which ones.
    const vague =
      /^(nearby|local|new|other|potential|existing|future|possible|typical|many|more|most|all|such|interested|target|these|those|our|their)$/i;
    if (before.some((w) => vague.test(w)) || !nlp(before.join(' ')).has('#Adjective')) return undefined;
    const adjectives = before.join(' ').toLowerCase();
    return { f: `${adjectives} person`, m: `${adjectives} person`, pl: `${adjectives} people` };
  }
  const last = before.at(-1)!;
  const stem = deAdjectiveStem(last);
  if (!stem) return undefined;
  const noun = capitalize(stem);
  const lead = before.slice(0, -1).join(' ');
  const join = (w: string) => (lead ? `${lead} ${w}` : w);
  return { f: join(`${noun}e`), m: join(`${noun}er`), pl: join(`${noun}e`) };
}

function bandOf(text: string, lang: Lang): AgeBand | undefined {
  for (const w of words(text.toLowerCase())) {
    for (const [pattern, band] of BAND_WORDS[lang]) if (pattern.test(w)) return band;
  }
  return undefined;
}

function isOccupation(role: Role, lang: Lang): boolean {
  if (lang === 'en') {
    const head = role.f.split(/\s+/).at(-1)!.toLowerCase();
    return EN_OCCUPATIONS.has(head) || /(ologist|ician|therapist)$/.test(head);
  }
  return DE_OCCUPATIONS.test(role.pl.toLowerCase()) || DE_OCCUPATIONS.test(role.m.toLowerCase());
}

// ---------------------------------------------------------------------------------------------------------------
// The setting

const EN_PLACE_PREP = /^(in|on|at|around|near|across|along|by)\s+/i;
const DE_PLACE_PREP = /^(in|im|auf|am|an|bei|rund um|um|nahe)\s+/i;

function placeOf(setting: IdeaFacts['setting'], lang: Lang): Omit<Place, 'home'> | undefined {
  if (!setting) return undefined;
  const text = setting.text.trim();
  const prepMatch = text.match(lang === 'en' ? EN_PLACE_PREP : DE_PLACE_PREP);
  const prep = (prepMatch?.[1] ?? 'in').toLowerCase();
  const afterPrep = (prepMatch ? text.slice(prepMatch[0].length) : text).trim();
  // "auf dem Land", "in the countryside": a place with its own article stays as written.
  if (prepMatch && /^(the|dem|der|den|des)\s/i.test(afterPrep)) {
    const label = lang === 'en' ? capitalize(afterPrep.replace(/^the\s+/i, '')) : capitalize(text);
    return { label, in: ` ${text}`, word: afterPrep.split(/\s+/).at(-1)! };
  }
  const rest = setting.place?.trim() || afterPrep;
  if (!rest || (setting.time && !setting.place)) return undefined;
  const plainWords = rest.split(/\s+/);
  if (lang === 'en') {
    // "the countryside", "Hamburg", "Lower Saxony": as written.
    if (/^(the|a|an)\s/i.test(rest) || /^\p{Lu}/u.test(rest)) {
      const label = capitalize(rest.replace(/^(the|a|an)\s+/i, ''));
      return { label, in: ` ${prep} ${rest}`, word: label };
    }
    const sg = enSingular(rest.toLowerCase());
    return { label: capitalize(sg), in: ` ${prep} ${withArticle(sg)}`, word: sg };
  }
  // German: "dem Land", "Hamburg", "Kleinstädten", "ländlichen Regionen".
  if (/^(dem|der|den|einem|einer)\s/i.test(rest)) {
    const prepWord = prepMatch ? prepMatch[1]! : 'in';
    const phrase = `${prepWord} ${rest}`;
    return { label: capitalize(phrase), in: ` ${phrase}`, word: rest.split(/\s+/).at(-1)! };
  }
  const last = plainWords.at(-1)!;
  const noun = deNoun(dativeBase(last), { guess: false });
  const adjective = plainWords.length > 1 ? deAdjectiveStem(plainWords[plainWords.length - 2]!) : undefined;
  if (!noun.gender) {
    // A name ("Hamburg", "Oberbayern"): as written.
    return { label: rest, in: ` ${prep === 'im' ? 'in' : prep} ${rest}`, word: rest };
  }
  const dative = dePhrase(noun, 'dat', adjective ? { adjective } : {})!;
  const prepWord = prep === 'im' || prep === 'am' ? 'in' : prep;
  return {
    label: adjective ? capitalize(`${adjective}e ${noun.sg}`) : noun.sg,
    in: ` ${prepWord} ${dative}`,
    word: noun.sg,
  };
}

/** Settlements people live in; any other place (a lake, a campsite, a car park, a hut) is one they go to. */
const HOME_PLACES: Record<Lang, RegExp> = {
  en: /\b(towns?|city|cities|villages?|suburbs?|districts?|regions?|countryside|areas?|neighbou?rhoods?|estates?|boroughs?|counties|county|islands?|flats?|homes?|houses?)$/i,
  de: /(stadt|städte|dorf|dörfer|land|ort|orte|gemeinde|region|viertel|kiez|bezirk|vorort|innenstadt|insel|wohnung|wohnheim|haus)$/i,
};
/** People who come to a place rather than live there. */
const VISITORS: Record<Lang, RegExp> = {
  en: /\b(tourists?|guests?|visitors?|holidaymakers?|vacationers?|travell?ers?|campers?|hikers?|climbers?|skiers?|passengers?|day-trippers?)$/i,
  de: /(tourist|touristen|touristin|gast|gäste|urlauber|urlauberin|besucher|besucherin|camper|wanderer|wanderin|bergsteiger|bergsteigerin|reisende|reisender)$/i,
};

function livesThere(place: Omit<Place, 'home'>, role: Role | undefined, lang: Lang): boolean {
  if (role && (VISITORS[lang].test(role.pl) || VISITORS[lang].test(role.f))) return false;
  const word = place.word.trim();
  // A name ("Hamburg", "Lake District") or a settlement is a home; a lake, a campsite or a hut is visited.
  if (/^\p{Lu}/u.test(word) && (lang === 'en' || !deNoun(word, { guess: false }).gender)) return true;
  return HOME_PLACES[lang].test(word) || HOME_PLACES[lang].test(place.label);
}

// ---------------------------------------------------------------------------------------------------------------
// Offer, revenue, problems

const PERIODS: Record<Lang, Array<[RegExp, string]>> = {
  en: [
    [/\b(per|a|by the|each|every)\s+day\b|\bdaily\b/i, 'day'],
    [/\b(per|a|by the|each|every)\s+week\b|\bweekly\b/i, 'week'],
    [/\b(per|a|by the|each|every)\s+month\b|\bmonthly\b/i, 'month'],
    [/\b(per|an|by the|each|every)\s+hour\b|\bhourly\b/i, 'hour'],
    [/\b(per|a|by the|each|every)\s+weekend\b/i, 'weekend'],
  ],
  de: [
    [/\bpro\s+Tag\b|\btäglich\b|\btageweise\b|\bTagesmiete\b|\bje\s+Tag\b/i, 'day'],
    [/\bpro\s+Woche\b|\bwöchentlich\b|\bwochenweise\b/i, 'week'],
    [/\bpro\s+Monat\b|\bim\s+Monat\b|\bmonatlich\b/i, 'month'],
    [/\bpro\s+Stunde\b|\bstundenweise\b/i, 'hour'],
    [/\bpro\s+Wochenende\b/i, 'weekend'],
  ],
};

const FORMS: Array<[RegExp, FormKey]> = [
  [/\b(marketplace|market place|platform|marktplatz|plattform|vermittlung)\b/i, 'marketplace'],
  [/\b(deliver(y|ies|ed)?|lieferdienst|lieferung|liefert|bringdienst)\b/i, 'delivery'],
  [/\b(device|sensor|gadget|gerät|sensoren)\b/i, 'device'],
  [/\b(course|courses|workshop|workshops|class|classes|kurs|kurse|schulung)\b/i, 'course'],
  [/\b(app|apps|software|tool|dashboard|saas|programm)\b/i, 'app'],
  [/\b(service|dienst|dienstleistung|agentur)\b/i, 'service'],
];

const KIND_CUES: Record<Lang, Array<[RegExp, ProblemKind]>> = {
  en: [
    [/\b(time|hours?|wait(s|ing)?|slow|weeks|late|busy|delays?|quick(ly)?)\b/i, 'time'],
    [/\b(expensive|costs?|costly|price[sd]?|afford|money|overpriced|budget|cheap(er)?|pay)\b/i, 'cost'],
    [/\b(find|nearby|far|available|availability|booked|access|lack|missing|no one|nowhere)\b/i, 'access'],
    [
      /\b(complicated|hard|hassle|paperwork|manual(ly)?|chaos|chaotic|stress(ful)?|effort|difficult|tedious|fiddly)\b/i,
      'hassle',
    ],
    [/\b(waste[sd]?|throw(s|n)? away|leftovers?|spoil(s|ed)?|unsold)\b/i, 'waste'],
    [/\b(unreliable|trust|scams?|fake|cancel(s|led)?|no-shows?)\b/i, 'trust'],
    [/\b(know|overview|information|unclear|confusing|compare)\b/i, 'info'],
    [/\b(lonely|alone|isolated|loneliness)\b/i, 'lonely'],
    [/\b(store|storage|space|carry|transport|room)\b/i, 'storage'],
  ],
  de: [
    [/\b(Zeit|Stunden|warten|wartet|wochenlang|lange|spät|Wartezeit|schnell)\b/i, 'time'],
    [/\b(teuer|Kosten|kostet|Geld|Preis|Preise|leisten|bezahlen|Budget|günstig)\b/i, 'cost'],
    [/\b(finden|findet|kein|keine|keinen|weit|ausgebucht|fehlt|fehlen|Mangel)\b/i, 'access'],
    [/\b(kompliziert|schwer|Aufwand|Papierkram|manuell|Chaos|Stress|mühsam|umständlich)\b/i, 'hassle'],
    [/\b(wegwerfen|wegwerfen|weggeworfen|Reste|Verschwendung|Müll|wirft|werfen)\b/i, 'waste'],
    [/\b(unzuverlässig|Vertrauen|absagen|sagen .* ab)\b/i, 'trust'],
    [/\b(wissen|Überblick|unklar|vergleichen)\b/i, 'info'],
    [/\b(einsam|allein|isoliert|Einsamkeit)\b/i, 'lonely'],
    [/\b(lagern|Lager|Platz|tragen|transportieren)\b/i, 'storage'],
  ],
};

const DEFAULT_KINDS: Record<string, ProblemKind[]> = {
  rental: ['cost', 'storage', 'access'],
  subscription: ['time', 'hassle', 'cost'],
  marketplace: ['access', 'info', 'cost'],
  delivery: ['time', 'access', 'hassle'],
  app: ['hassle', 'time', 'info'],
  software: ['hassle', 'time', 'info'],
  service: ['time', 'hassle', 'access'],
  device: ['info', 'hassle', 'time'],
  course: ['info', 'time', 'cost'],
  other: ['time', 'hassle', 'cost'],
};

function problemKinds(text: string, lang: Lang, model: string | undefined, form: FormKey | undefined, thing: boolean) {
  const counted = KIND_CUES[lang]
    .map(([pattern, kind]) => ({ kind, n: (text.match(new RegExp(pattern.source, 'gi')) ?? []).length }))
    .filter((k) => k.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((k) => k.kind);
  const defaults =
    DEFAULT_KINDS[model === 'rental' ? 'rental' : (form ?? (model === 'subscription' ? 'subscription' : 'other'))]!;
  const kinds = [...new Set([...counted, ...defaults, 'time', 'hassle', 'cost'] as ProblemKind[])];
  return kinds.filter((k) => k !== 'storage' || thing);
}

// ---------------------------------------------------------------------------------------------------------------

/** Nouns that take no plural: a subject named by one stays as it is ("bread", "dog grooming"). */
/** The idea's facts, or — before the facts of a one-liner are read — what the engine's Facts already know. */
export function ideaFactsOf(facts: Facts): IdeaFacts {
  // Facts built by hand (tests, older callers) may come without the one-liner's facts.
  const own = facts.idea as IdeaFacts | undefined;
  if (own) return own;
  const group = facts.group;
  const head = headWords(group, facts.lang).at(-1) ?? group;
  const place = [facts.sections.users, group, facts.sections.problem]
    .map((t) => t?.match(/\b(?:in|from|around|aus|im Raum|rund um)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u)?.[1])
    .find(Boolean);
  return {
    lang: facts.lang,
    source: [facts.sections.problem, facts.sections.users, facts.sections.solution, facts.freeText]
      .filter(Boolean)
      .join(' '),
    offer: facts.subject,
    sufferer: { text: group, head, business: facts.business, named: facts.groupKnown },
    ...(place ? { setting: { text: `in ${place}`, place } } : {}),
    partners: [],
    channels: [],
    details: [],
  };
}

/**
 * The founder's own Basic Idea section on their first users names the sufferers more surely than a phrase read from
 * the other sections ("… sells leftover bread to nearby customers"): when the facts' group is not in that section,
 * the engine's group read from it stands instead.
 */
function usersSection(facts: Facts, idea: IdeaFacts): IdeaFacts['sufferer'] | undefined {
  const users = facts.sections.users?.trim().replace(/[.!?]+$/, '');
  if (!users) return undefined;
  const lang = facts.lang;
  const own = (text: string) => words(text.toLowerCase()).join(' ');
  if (idea.sufferer.text && own(users).includes(own(idea.sufferer.text))) return undefined;
  // The engine's group when the section holds it, else the section's own people phrase ("Owners of … bakeries").
  const text = facts.group && own(users).includes(own(facts.group)) ? facts.group : users;
  const phrase = headWords(text, lang);
  const last = (phrase.at(-1) ?? '').toLowerCase();
  const people = personWord(last, lang) || isFirmWord(last, lang) || peopleNoun(last, lang);
  if (!phrase.length || phrase.length > 4 || !people) return undefined;
  const business =
    facts.business || isFirmWord(text, lang) || /\b(owners?|Inhaber\p{L}*|Betreiber\p{L}*)\b/iu.test(text);
  return { text, head: phrase.at(-1)!, business, named: true };
}

/** The market of a deck: who, where, what and how it earns, ready for the persona templates. */
export function readMarket(facts: Facts): Market {
  const idea = ideaFactsOf(facts);
  const lang = facts.lang;
  const sufferer = usersSection(facts, idea) ?? idea.sufferer;
  const phrase = headWords(sufferer.text || sufferer.head, lang);
  const lowerPhrase = phrase.map((w) => w.toLowerCase());
  const head = (sufferer.head || phrase.at(-1) || '').trim();
  const headLower = head.toLowerCase();
  let segment: Segment = 'consumer';
  let role: Role | undefined;
  let firm: Firm | undefined;

  // Owners of a kind of business: "owners of small bakeries", "bakery owners", "Inhaber kleiner Bäckereien",
  // "Restaurantbesitzer". The business is the first firm word within three words after the owners.
  const after = sufferer.text.match(
    /\b(?:owners?|managers?|operators?|Inhaber(?:innen)?|Besitzer(?:innen)?|Betreiber(?:innen)?)\s+(?:of|von|der)?\s*(.*)$/iu,
  )?.[1];
  const afterWords = (after ?? '')
    .split(/\s+/)
    .slice(0, 3)
    .map((w) => w.replace(/[.,;:]/g, ''));
  const firmAt = afterWords.findIndex((w) => isFirmWord(w, lang));
  const ofMatch = firmAt >= 0 ? [after!, afterWords.slice(0, firmAt + 1).join(' ')] : undefined;
  if (lang === 'en' && EN_OWNERS.test(lowerPhrase.at(-1) ?? '')) {
    const before = phrase.slice(0, -1).filter((w) => !EN_LOOSE_ADJECTIVES.test(w));
    if (before.length && isFirmWord(enPlural(before.join(' ')), lang)) firm = firmOf(enPlural(before.join(' ')), lang);
    else if (ofMatch && isFirmWord(ofMatch[1]!, lang))
      firm = firmOf(ofMatch[1]!.replace(/^(small|independent|local)\s+/i, ''), lang);
  }
  if (lang === 'de') {
    const ownerWord = phrase.find((w) => DE_OWNER_PART.test(w));
    if (ownerWord) {
      const first = ownerWord.replace(DE_OWNER_PART, '').replace(/-$/, '');
      if (first && isFirmWord(deNoun(first).pl, lang)) firm = firmOf(deNoun(first).pl, lang);
      else if (ofMatch && isFirmWord(ofMatch[1]!, lang)) firm = firmOf(ofMatch[1]!.split(/\s+/).at(-1)!, lang);
    }
  }
  if (!firm && isFirmWord(head, lang)) {
    const firmPhrase =
      lang === 'en'
        ? phrase.filter((w) => !EN_LOOSE_ADJECTIVES.test(w) || /^(local)$/i.test(w)).join(' ') || head
        : phrase.join(' ');
    firm = firmOf(firmPhrase, lang);
  }
  if (firm) segment = 'firm';

  const band = sufferer.ageBand ?? bandOf(sufferer.text || head, lang);
  let generic = false;
  if (!firm) {
    generic = (lang === 'en' ? EN_GENERIC_PEOPLE : DE_GENERIC_PEOPLE).test(headLower);
    const bandHead = BAND_WORDS[lang].some(([pattern]) => pattern.test(headLower));
    const bareOwners = lang === 'en' && EN_OWNERS.test(headLower) && phrase.length <= 1;
    if (!generic && !bandHead && !bareOwners && head) {
      // The sufferers' head names people (the facts say so): their role, from the plural as written, else from the
      // role the facts name ("nurse", "Hundebesitzer").
      const candidate =
        (lang === 'en' ? enRole(phrase.length ? phrase : [head]) : deRole(phrase.length ? phrase : [head])) ??
        roleOf(sufferer.role, lang);
      // Businesses named by what they run ("holiday homes", "Ferienhäuser") are a kind of business, not a role.
      const thing = sufferer.business && !sufferer.role && !personWord(headLower, lang);
      if (candidate && !thing) role = candidate;
      else if (thing) firm = firmOf(phrase.join(' ') || head, lang);
    }
    // "chronisch kranke Menschen", "chronically ill people": the adjective names them ("chronisch Kranke").
    if (!role && generic && phrase.length > 1) role = adjectiveRole(phrase, lang);
    // Only people the founder named: "people who need cheeses" is the reader's guess, no one's identity.
    if (!role && generic && lang === 'en' && sufferer.named) role = qualifiedPeople(sufferer.text);
    // "wheelchair users", "e-bike users": users of a thing are who they are.
    if (!role && lang === 'en' && /^users$/.test(headLower) && phrase.length > 1) role = enRole(phrase);
    if (firm) segment = 'firm';
    else if (role && (isOccupation(role, lang) || sufferer.business)) segment = 'professional';
    else if (sufferer.business && !role) {
      // Businesses without a named kind: small firms in general.
      firm = firmOf(lang === 'en' ? 'small businesses' : 'Betriebe', lang);
      segment = 'firm';
    }
  }

  // The offer's thing and its revenue.
  const model =
    idea.revenue?.model ?? (/\b(rental|rent|hire|verleih|miete|mieten|leih)/i.test(idea.offer) ? 'rental' : undefined);
  // The period is the revenue's ("paid per day"); for a rental without one, the sentence may say it.
  const periodText = idea.revenue?.text || (model === 'rental' ? idea.source : '');
  const periodKey = PERIODS[lang].find(([pattern]) => pattern.test(periodText))?.[1];
  const formText = [idea.form, idea.offer, idea.source].filter(Boolean).join(' ');
  let form =
    FORMS.find(([pattern]) => pattern.test(idea.form ?? ''))?.[1] ??
    FORMS.find(([pattern]) => pattern.test(formText))?.[1];
  if (!form && facts.kind && !model) {
    form = (
      { service: 'service', marketplace: 'marketplace', tool: 'app', device: 'device' } as Record<string, FormKey>
    )[facts.kind];
  }
  if (form === 'app' && segment !== 'consumer' && (sufferer.business || segment === 'firm')) form = 'software';

  // The offer's thing is no people word ("owners", "Senioren"): those are who it serves, not what it is about.
  const rawObject = idea.object?.trim();
  const objectWord =
    rawObject &&
    rawObject.toLowerCase() !== sufferer.head.toLowerCase() &&
    !peopleNoun(rawObject.split(/\s+/).at(-1)!.toLowerCase(), lang)
      ? rawObject
      : undefined;
  const thing =
    !!objectWord && (model === 'rental' || form === 'device' || /\b(rental|verleih)\b/i.test(idea.form ?? ''));
  let object: Market['object'];
  if (objectWord) {
    // The thing itself, not its rental form: "rental bike" → "bike", "Leihrad" → "Rad".
    if (lang === 'en') {
      const sg = enSingular(objectWord.toLowerCase().replace(/^(rental|hire|rented|hired)\s+/, ''));
      object = { sg, pl: enPlural(sg) };
    } else {
      const word = objectWord
        .split(/\s+/)
        .at(-1)!
        .replace(/^(Leih|Miet)-?(\p{L}{3,})$/u, (_m, _p, rest: string) => capitalize(rest));
      const noun = deNoun(word);
      object = { sg: noun.sg, pl: noun.pl, noun };
    }
  }
  // The subject the phrasings name: what the offer is about as the founder named it ("dog grooming", "Einkäufe"),
  // the thing itself in the plural when the offer lends or sells one ("surfboards"), else the engine's subject.
  let subject = objectWord || facts.subject || idea.offer || '';
  if (thing && object) subject = object.pl;
  else if (lang === 'en' && countableSingular(subject)) subject = enPlural(subject);

  const partnerPhrase = idea.partners.find((p) => isFirmWord(p, lang));
  const partner = partnerPhrase ? firmOf(partnerPhrase.replace(/^(the|die|den)\s+/i, ''), lang) : undefined;

  const problemText = [facts.sections.problem, facts.problemClause, idea.source].filter(Boolean).join(' ');
  const kinds = problemKinds(problemText, lang, model, form, thing);
  const placeRead = placeOf(idea.setting, lang);
  const place = placeRead ? { ...placeRead, home: livesThere(placeRead, role, lang) } : undefined;
  const periodWord = periodKey ? periodKey : undefined;

  const roleGender = genderOfRole(role ?? { f: head, m: head, pl: head }, lang);
  // "Berufstätige mit Hund": what they keep, unless their role says it already ("person with arthritis").
  const kept = !firm ? /\s((?:mit|with)\s+\p{L}.*)$/u.exec(sufferer.text)?.[1] : undefined;
  const keeps = kept && !role?.f.includes(kept.split(/\s+/).slice(0, 2).join(' ')) ? kept : undefined;
  return {
    lang,
    segment,
    ...(roleGender ? { roleGender } : {}),
    business: segment === 'firm' || sufferer.business,
    ...(band ? { band } : {}),
    ...(role ? { role } : {}),
    ...(keeps ? { keeps } : {}),
    ...(firm ? { firm } : {}),
    ...(place ? { place } : {}),
    ...(idea.setting?.time ? { time: idea.setting.time } : {}),
    subject,
    ...(object && thing ? { object } : {}),
    ...(model ? { model } : {}),
    ...(periodWord ? { period: periodWord } : {}),
    ...(idea.revenue?.price ? { price: idea.revenue.price } : {}),
    ...(form ? { form } : {}),
    ...(partner ? { partner } : {}),
    kinds,
    channels: idea.channels.filter((c) => c.trim()),
    partners: idea.partners.filter((p) => p.trim()),
    ...(priceLike(idea.revenue?.text) ? { revenueText: shortRevenue(idea.revenue!.text.trim(), lang) } : {}),
    sources: [
      idea.source,
      facts.sections.problem,
      facts.sections.users,
      facts.sections.solution,
      facts.freeText,
    ].filter((t): t is string => !!t && t.trim().length > 0),
  };
}
