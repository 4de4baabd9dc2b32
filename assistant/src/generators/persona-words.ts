// The grammar personas are composed with: a group's plural as one person ("surfers" → "a surfer", "Pflegekräfte"
// → "Pflegekraft", "Hundebesitzer" → "Hundebesitzerin" / "Hundebesitzer"), a business or place as one of them with
// the right article and case ("eine kleine Bäckerei", "Inhaberin einer kleinen Bäckerei", "in einer Kleinstadt"),
// and the gendered parts of a template ("[ihre|seine]"). English nouns are inflected by compromise; German has no
// such library here, so its nouns are read from the ending of their last compound part.
import nlp, { inflectNoun } from '../compromise.js';
import { isBusinessWord } from '../nlp.js';
import type { Lang } from '../types.js';

export type Gender = 'female' | 'male' | 'non-binary';
export type NounGender = 'm' | 'f' | 'n';
export type Case = 'nom' | 'acc' | 'dat' | 'gen';

/** "[her|his|their]" → the form for the persona's gender (the third, when given, for non-binary). */
export function byGender(text: string, gender: Gender): string {
  return text.replace(/\[([^\][|]*)\|([^\][|]*)(?:\|([^\][|]*))?\]/g, (_all, f: string, m: string, nb?: string) =>
    gender === 'male' ? m : gender === 'female' ? f : (nb ?? f),
  );
}

/** "<m:einen gebrauchten|f:eine gebrauchte|n:ein gebrauchtes>" chosen by the gender of a noun; undefined without one. */
export function byNounGender(text: string, key: string, gender: NounGender | undefined): string | undefined {
  const pattern = new RegExp(`<${key}:([^<>]*)>`, 'g');
  if (!pattern.test(text)) return text;
  if (!gender) return undefined;
  return text.replace(pattern, (_all, body: string) => {
    const forms = Object.fromEntries(
      body.split('|').map((part) => {
        const [g, ...rest] = part.split(':');
        return [g, rest.join(':')];
      }),
    );
    return forms[gender] ?? '';
  });
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);
const withCase = (model: string, word: string) =>
  capitalised(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

// ---------------------------------------------------------------------------------------------------------------
// English

/** One English word in the singular (compromise), keeping its accents ("cafés" → "café"). */
function enSingularWord(word: string): string {
  const lower = word.toLowerCase();
  if (!/s$|men$|people$|children$|ren$/.test(lower)) return word;
  // The irregular heads of people words, whatever the tagger's lexicon holds at the time ("men", "craftsmen").
  if (
    /men$/.test(lower) &&
    !/^(?:abdomen|stamen|hymen|specimen|regimen|omen|semen|amen|acumen|lumen|cyclamen)$/.test(lower)
  )
    return withCase(word, lower.replace(/men$/, 'man'));
  if (/children$/.test(lower)) return withCase(word, lower.replace(/children$/, 'child'));
  let singular = inflectNoun(lower, 'singular').toLowerCase();
  if (!singular || singular === lower) {
    // compromise reads some plurals as verbs ("shops"): the regular endings then.
    if (!/s$/.test(lower) || /(ss|us|is)$/.test(lower)) return word;
    singular = /[^aeiou]ies$/.test(lower)
      ? lower.replace(/ies$/, 'y')
      : /(ches|shes|sses|xes|zes)$/.test(lower)
        ? lower.replace(/es$/, '')
        : lower.slice(0, -1);
  }
  const plain = (w: string) => w.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (plain(singular) === plain(lower.slice(0, -1))) return word.slice(0, -1);
  return withCase(word, singular);
}

/** Words that open what follows a noun phrase's head ("men over 60", "parents of toddlers", "owners aged 70+"). */
const EN_POST_HEAD = /^(over|under|aged|with|without|of|in|at|on|from|who|that|near|between|across|around)$/i;

/** A phrase split at its head: the words up to the head, the head, the words after it ("men" | "over 60"). */
function atHead(phrase: string): [string[], string, string[]] {
  const words = phrase.trim().split(/\s+/);
  const post = words.findIndex((w, i) => i > 0 && EN_POST_HEAD.test(w));
  const end = post > 0 ? post : words.length;
  return [words.slice(0, end - 1), words[end - 1] ?? '', words.slice(end)];
}

/** A noun phrase in the singular: only its head changes ("local surf shops" → "local surf shop", "men over 60" →
 * "man over 60"). */
export function enSingular(phrase: string): string {
  const [words, last, after] = atHead(phrase);
  if (/^people$/i.test(last) && words.length) return [...words, 'person', ...after].join(' ');
  return [...words, enSingularWord(last), ...after].join(' ');
}

/** A noun phrase in the plural: only its head changes ("surfboard" → "surfboards", "man over 60" → "men over 60"). */
/** English plurals that end in no -s ("feet", "men"): already plural. */
const EN_IRREGULAR_PLURALS = /^(?:feet|teeth|geese|mice|lice|oxen|people|children|\p{L}*men)$/iu;

export function enPlural(phrase: string): string {
  const [words, last, after] = atHead(phrase);
  if (after.length) return [...words, enPlural(last), ...after].join(' ');
  if (EN_IRREGULAR_PLURALS.test(last) && !/^(?:abdomen|stamen|hymen|specimen|regimen|omen|semen|amen)$/i.test(last))
    return phrase.trim();
  if (/s$/i.test(last) && enSingularWord(last) !== last) return phrase.trim();
  const lower = last.toLowerCase();
  const regular = /(s|x|z|ch|sh)$/.test(lower)
    ? `${lower}es`
    : /[^aeiou]y$/.test(lower)
      ? `${lower.slice(0, -1)}ies`
      : `${lower}s`;
  if (/child$/.test(lower)) return [...words, withCase(last, `${lower}ren`)].join(' ');
  // compromise knows the irregular ones ("person" → "people", "child" → "children"); the rest are regular.
  const known = inflectNoun(lower, 'plural');
  const plural = known && !known.startsWith(lower) ? known : regular;
  return [...words, withCase(last, plural)].join(' ');
}

/** "a surfer", "an owner", "an hourly …", "a university …". */
export function withArticle(phrase: string): string {
  const lower = phrase.trim().toLowerCase();
  // A number is read as a word: "an 8-year-old", "an 82-year-old", "an 11-week course", "a 72-year-old".
  if (/^\d/.test(lower)) return `${/^(?:8|1[18](?!\d))/.test(lower) ? 'an' : 'a'} ${phrase.trim()}`;
  // An acronym is read letter by letter: "an HR manager", "an IT administrator", "a UX designer".
  if (/^[A-Z]{2,}\b/.test(phrase.trim()))
    return `${/^[AEFHILMNORSX]/.test(phrase.trim()) ? 'an' : 'a'} ${phrase.trim()}`;
  const vowel =
    /^(?:[aeio]|u(?![nrs]i|se|su|ti|ro|ku|ni|bi)|hour|honest|heir)/.test(lower) &&
    !/^(?:one|once|eu|uni|use|usu|ut|ur[aeiou]|u\.|ufo)/.test(lower);
  return `${vowel ? 'an' : 'a'} ${phrase.trim()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// German nouns

export interface DeNoun {
  sg: string;
  pl: string;
  gender?: NounGender;
}

/** Plural ending → singular ending and gender, for the last part of a compound ("Bäckereien" → "Bäckerei", f). */
const DE_NOUNS: Array<[string, string, NounGender]> = [
  ['städte', 'stadt', 'f'],
  ['stätten', 'statt', 'f'],
  ['dörfer', 'dorf', 'n'],
  ['häuser', 'haus', 'n'],
  ['höfe', 'hof', 'm'],
  ['läden', 'laden', 'm'],
  ['märkte', 'markt', 'm'],
  ['bäder', 'bad', 'n'],
  ['räder', 'rad', 'n'],
  ['bretter', 'brett', 'n'],
  ['bücher', 'buch', 'n'],
  ['kleider', 'kleid', 'n'],
  ['länder', 'land', 'n'],
  ['gärten', 'garten', 'm'],
  ['plätze', 'platz', 'm'],
  ['einkäufe', 'einkauf', 'm'],
  ['schränke', 'schrank', 'm'],
  ['stühle', 'stuhl', 'm'],
  ['rucksäcke', 'rucksack', 'm'],
  ['säcke', 'sack', 'm'],
  ['praxen', 'praxis', 'f'],
  ['zentren', 'zentrum', 'n'],
  ['museen', 'museum', 'n'],
  ['firmen', 'firma', 'f'],
  ['eien', 'ei', 'f'],
  ['ungen', 'ung', 'f'],
  ['heiten', 'heit', 'f'],
  ['keiten', 'keit', 'f'],
  ['schaften', 'schaft', 'f'],
  ['ionen', 'ion', 'f'],
  ['täten', 'tät', 'f'],
  ['iken', 'ik', 'f'],
  ['uren', 'ur', 'f'],
  ['apotheken', 'apotheke', 'f'],
  ['schulen', 'schule', 'f'],
  ['kitas', 'kita', 'f'],
  ['küchen', 'küche', 'f'],
  ['hallen', 'halle', 'f'],
  ['gemeinden', 'gemeinde', 'f'],
  ['inseln', 'insel', 'f'],
  ['küsten', 'küste', 'f'],
  ['gegenden', 'gegend', 'f'],
  ['boxen', 'box', 'f'],
  ['kameras', 'kamera', 'f'],
  ['saunen', 'sauna', 'f'],
  ['villen', 'villa', 'f'],
  ['taschen', 'tasche', 'f'],
  ['maschinen', 'maschine', 'f'],
  ['stuben', 'stube', 'f'],
  ['kantinen', 'kantine', 'f'],
  ['bars', 'bar', 'f'],
  ['mahlzeiten', 'mahlzeit', 'f'],
  ['leistungen', 'leistung', 'f'],
  ['software', 'software', 'f'],
  ['betriebe', 'betrieb', 'm'],
  ['vororte', 'vorort', 'm'],
  ['orte', 'ort', 'm'],
  ['bezirke', 'bezirk', 'm'],
  ['kreise', 'kreis', 'm'],
  ['stadtteile', 'stadtteil', 'm'],
  ['kieze', 'kiez', 'm'],
  ['salons', 'salon', 'm'],
  ['shops', 'shop', 'm'],
  ['stores', 'store', 'm'],
  ['kioske', 'kiosk', 'm'],
  ['imbisse', 'imbiss', 'm'],
  ['clubs', 'club', 'm'],
  ['vereine', 'verein', 'm'],
  ['verlage', 'verlag', 'm'],
  ['dienste', 'dienst', 'm'],
  ['kurse', 'kurs', 'm'],
  ['termine', 'termin', 'm'],
  ['tische', 'tisch', 'm'],
  ['laptops', 'laptop', 'm'],
  ['grills', 'grill', 'm'],
  ['wagen', 'wagen', 'm'],
  ['roller', 'roller', 'm'],
  ['anhänger', 'anhänger', 'm'],
  ['rasenmäher', 'rasenmäher', 'm'],
  ['computer', 'computer', 'm'],
  ['drucker', 'drucker', 'm'],
  ['transporter', 'transporter', 'm'],
  ['handel', 'handel', 'm'],
  ['skier', 'ski', 'm'],
  ['restaurants', 'restaurant', 'n'],
  ['cafés', 'café', 'n'],
  ['cafes', 'cafe', 'n'],
  ['hotels', 'hotel', 'n'],
  ['studios', 'studio', 'n'],
  ['büros', 'büro', 'n'],
  ['unternehmen', 'unternehmen', 'n'],
  ['geschäfte', 'geschäft', 'n'],
  ['heime', 'heim', 'n'],
  ['lokale', 'lokal', 'n'],
  ['ateliers', 'atelier', 'n'],
  ['labore', 'labor', 'n'],
  ['start-ups', 'start-up', 'n'],
  ['startups', 'startup', 'n'],
  ['kinos', 'kino', 'n'],
  ['camps', 'camp', 'n'],
  ['boards', 'board', 'n'],
  ['autos', 'auto', 'n'],
  ['boote', 'boot', 'n'],
  ['geräte', 'gerät', 'n'],
  ['zelte', 'zelt', 'n'],
  ['spiele', 'spiel', 'n'],
  ['werkzeuge', 'werkzeug', 'n'],
  ['instrumente', 'instrument', 'n'],
  ['fahrzeuge', 'fahrzeug', 'n'],
  ['zimmer', 'zimmer', 'n'],
  ['viertel', 'viertel', 'n'],
  ['bikes', 'bike', 'n'],
  ['handys', 'handy', 'n'],
  ['tablets', 'tablet', 'n'],
  ['quartiere', 'quartier', 'n'],
  ['gerichte', 'gericht', 'n'],
  ['kostüme', 'kostüm', 'n'],
  ['kajaks', 'kajak', 'n'],
  ['kanus', 'kanu', 'n'],
  ['mittel', 'mittel', 'n'],
  ['essen', 'essen', 'n'],
  ['futter', 'futter', 'n'],
  ['gemüse', 'gemüse', 'n'],
  ['obst', 'obst', 'n'],
  ['brot', 'brot', 'n'],
  ['brote', 'brot', 'n'],
  ['abos', 'abo', 'n'],
  ['angebote', 'angebot', 'n'],
  ['produkte', 'produkt', 'n'],
  ['kleidung', 'kleidung', 'f'],
];

/** The noun of a German word, singular and plural with its gender when its ending tells it. */
export function deNoun(word: string, options: { guess?: boolean } = {}): DeNoun {
  const lower = word.toLowerCase();
  const swap = (from: string, to: string) => word.slice(0, word.length - from.length) + to;
  let best: [string, string, NounGender] | undefined;
  let asPlural = true;
  for (const entry of DE_NOUNS) {
    const [pl, sg] = entry;
    if (lower.endsWith(pl) && (!best || pl.length > (asPlural ? best[0] : best[1]).length)) {
      best = entry;
      asPlural = true;
    }
    if (lower.endsWith(sg) && (!best || sg.length > (asPlural ? best[0] : best[1]).length)) {
      best = entry;
      asPlural = false;
    }
  }
  if (best) {
    const [pl, sg, gender] = best;
    const fix = (w: string) => withCase(word, w);
    return asPlural ? { sg: fix(swap(pl, sg)), pl: word, gender } : { sg: word, pl: fix(swap(sg, pl)), gender };
  }
  // A feminine -e noun ("Kamera", "Schule") takes -n; the rest is left as written, its gender unknown. Names
  // ("München") are not guessed at.
  if (options.guess === false) return { sg: word, pl: word };
  if (/en$/.test(lower) && /[^aeiou]en$/.test(lower)) return { sg: word.slice(0, -1), pl: word, gender: 'f' };
  if (/e$/.test(lower)) return { sg: word, pl: `${word}n`, gender: 'f' };
  return { sg: word, pl: word };
}

const DE_ARTICLES: Record<'indef' | 'def', Record<Case, Record<NounGender, string>>> = {
  indef: {
    nom: { m: 'ein', f: 'eine', n: 'ein' },
    acc: { m: 'einen', f: 'eine', n: 'ein' },
    dat: { m: 'einem', f: 'einer', n: 'einem' },
    gen: { m: 'eines', f: 'einer', n: 'eines' },
  },
  def: {
    nom: { m: 'der', f: 'die', n: 'das' },
    acc: { m: 'den', f: 'die', n: 'das' },
    dat: { m: 'dem', f: 'der', n: 'dem' },
    gen: { m: 'des', f: 'der', n: 'des' },
  },
};

/** The adjective ending after an indefinite or definite article (mixed and weak declension). */
function adjectiveEnding(kind: 'indef' | 'def', kase: Case, gender: NounGender): string {
  if (kase === 'dat' || kase === 'gen') return 'en';
  if (kind === 'def') return kase === 'acc' && gender === 'm' ? 'en' : 'e';
  if (kase === 'acc' && gender === 'm') return 'en';
  return gender === 'm' ? 'er' : gender === 'f' ? 'e' : 'es';
}

/** The genitive of a masculine or neuter noun: "Betriebs", "Hauses", "Restaurants". */
function genitive(noun: string, gender: NounGender): string {
  if (gender === 'f') return noun;
  if (/(s|ß|x|z|sch)$/i.test(noun)) return `${noun}es`;
  if (/e$/i.test(noun) || /(en|er|el|um)$/i.test(noun) || /[aeiouy]$/i.test(noun)) return `${noun}s`;
  return `${noun}s`;
}

/**
 * A German noun phrase with an article in a case: "einer kleinen Bäckerei", "eines Betriebs mit zwei Filialen",
 * "im Laden". `adjective` is the stem ("klein"), `tail` follows the noun ("mit zwei Filialen").
 */
export function dePhrase(
  noun: DeNoun,
  kase: Case,
  options: { definite?: boolean; adjective?: string; tail?: string } = {},
): string | undefined {
  const gender = noun.gender;
  if (!gender) return undefined;
  const kind = options.definite ? 'def' : 'indef';
  const article = DE_ARTICLES[kind][kase][gender];
  const adjective = options.adjective ? `${options.adjective}${adjectiveEnding(kind, kase, gender)} ` : '';
  const head = kase === 'gen' ? genitive(noun.sg, gender) : noun.sg;
  return [article, `${adjective}${head}`, options.tail].filter(Boolean).join(' ');
}

/** "in" with a definite dative, contracted: "im Betrieb", "in der Bäckerei". */
export function deInDefinite(noun: DeNoun): string | undefined {
  if (!noun.gender) return undefined;
  return noun.gender === 'f' ? `in der ${noun.sg}` : `im ${noun.sg}`;
}

/** A German plural phrase in the dative: "lokale Surfshops" → "lokalen Surfshops", "Betriebe" → "Betrieben". */
export function deDativePlural(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  return words
    .map((w, i) => {
      if (i === words.length - 1) return /[ns]$/i.test(w) ? w : `${w}n`;
      return /^\p{Ll}.*e$/u.test(w) ? `${w}n` : w;
    })
    .join(' ');
}

/** The forms of a German person noun: one woman, one man, and the plural ("Pflegekräfte", "Hundebesitzer"). */
export interface DePerson {
  f: string;
  m: string;
  pl: string;
}

/** Plural ending → masculine and feminine singular endings (on the last part of a compound). */
const DE_PEOPLE: Array<[string, string, string]> = [
  ['ärztinnen', 'arzt', 'ärztin'],
  ['ärzte', 'arzt', 'ärztin'],
  ['köche', 'koch', 'köchin'],
  ['anwälte', 'anwalt', 'anwältin'],
  ['bauern', 'bauer', 'bäuerin'],
  ['kaufleute', 'kaufmann', 'kauffrau'],
  ['leute', 'mann', 'frau'],
  ['mitglieder', 'mitglied', 'mitglied'],
  ['männer', 'mann', 'frau'],
  ['kräfte', 'kraft', 'kraft'],
  ['hebammen', 'hebamme', 'hebamme'],
  ['eltern', 'vater', 'mutter'],
  ['mütter', 'vater', 'mutter'],
  ['väter', 'vater', 'mutter'],
  ['senioren', 'senior', 'seniorin'],
  ['seniorinnen', 'senior', 'seniorin'],
  ['studierende', 'student', 'studentin'],
  ['studenten', 'student', 'studentin'],
  ['kunden', 'kunde', 'kundin'],
  ['kollegen', 'kollege', 'kollegin'],
  ['ogen', 'oge', 'ogin'],
  ['enten', 'ent', 'entin'],
  ['anten', 'ant', 'antin'],
  ['isten', 'ist', 'istin'],
  ['aten', 'at', 'atin'],
  ['eure', 'eur', 'eurin'],
  ['euten', 'eut', 'eutin'],
  ['grafen', 'graf', 'grafin'],
  ['nomen', 'nom', 'nomin'],
  ['oren', 'or', 'orin'],
  ['ekten', 'ekt', 'ektin'],
  ['experten', 'experte', 'expertin'],
  ['wirte', 'wirt', 'wirtin'],
  ['innen', '', 'in'],
  ['ende', 'ender', 'ende'],
  ['schwangere', 'schwangere', 'schwangere'],
  ['ige', 'iger', 'ige'],
  ['te', 'ter', 'te'],
  ['er', 'er', 'erin'],
];

/** The singular forms of a German plural of people; undefined for a word that names no person. */
export function dePerson(plural: string): DePerson | undefined {
  const lower = plural.toLowerCase();
  // A thing's plural ("Ferienhäuser", "Rasenmäher") names no person.
  if (DE_NOUNS.some(([pl, sg]) => lower.endsWith(pl) || lower.endsWith(sg))) return undefined;
  if (/^(menschen|leute|personen|kinder|familien|haushalte|teams|gäste)$/.test(lower) || /glieder$/.test(lower))
    return undefined;
  for (const [pl, m, f] of DE_PEOPLE) {
    if (!lower.endsWith(pl)) continue;
    const stem = plural.slice(0, plural.length - pl.length);
    if (pl === 'innen') return { f: plural.slice(0, -3), m: stem, pl: plural };
    if (pl === 'er' && stem.length < 3) return undefined;
    return { m: withCase(plural, stem + m), f: withCase(plural, stem + f), pl: plural };
  }
  return undefined;
}

/** Whether a word names a kind of business ("Bäckereien", "surf shops"). */
export function isFirmWord(word: string, lang: Lang): boolean {
  const last = word.trim().split(/\s+/).at(-1) ?? '';
  if (!last) return false;
  if (isBusinessWord(last, lang)) return !PERSON_BUSINESS[lang].test(last.toLowerCase());
  return lang === 'en' && isBusinessWord(enPlural(last), lang) && !PERSON_BUSINESS.en.test(enPlural(last));
}

/** Business words that name people rather than firms (they are a role). */
const PERSON_BUSINESS: Record<Lang, RegExp> = {
  en: /^(landlords|operators|retailers|suppliers|manufacturers|producers|vendors|caterers)$/,
  de: /(händler|lieferanten|hersteller|produzenten|anbieter|vermieter|betreiber|gastronomen)$/,
};

const EN_MASS =
  /(ing|food|bread|data|software|advice|care|help|time|money|furniture|equipment|laundry|feedback|homework|research|information|insurance|transport|childcare|waste|water|energy|music|fitness|health|safety|support|accounting|bookkeeping|marketing|traffic|parking|housing|rent|debt|stress|sleep|coffee|tea|milk|meat|fruit|produce|clothing|gear|luggage|news|mail|content|media|storage|space|power|fuel|electricity|heating|insulation|security|education|training|therapy|medicine|demand|waste)$/i;

/** An English noun phrase whose head is a countable singular ("demand forecast", "surfboard"). */
export function countableSingular(phrase: string): boolean {
  const head = phrase.trim().split(/\s+/).at(-1) ?? '';
  // Only an s after another letter than s or u reads as a plural ("boards"; not "dress", "glass" or "bus").
  if (!head || EN_MASS.test(head) || /[^su]s$/i.test(head) || /^\p{Lu}/u.test(head)) return false;
  if (/(ness|ity|ism|ment|ance|ence|tion|sion|ship|hood|dom|ery|ure)$/i.test(head)) return false;
  return !nlp(head).has('#Uncountable');
}
