// A persona's notes are written about them ("Starts baking at three in the morning", "Has no evening left");
// the empathy map lets the persona speak ("I start baking at three in the morning", "I have no evening left").
// This turns such a note into the persona's own words: a note that opens with a verb in the third person gets "I"
// and the first person, his/her/their become "my"; any other note (a noun phrase such as "Unpredictable daily
// demand") is only set in lower case to sit inside a sentence.

import { lexicon } from '../banks.js';
import nlp from '../compromise.js';
import { readText } from '../nlp.js';
import { lowerFirst, stripTerminal } from '../text.js';
import type { Lang } from '../types.js';

const EN_IRREGULAR: Record<string, string> = {
  has: 'have',
  is: 'am',
  does: 'do',
  "doesn't": "don't",
  goes: 'go',
  was: 'was',
};
const EN_OBJECT_START = new Set(
  'to no a an the every each his her their its it them more less new any all up out'.split(' '),
);
const EN_MODAL = new Set([
  'would',
  'will',
  'can',
  'cannot',
  "can't",
  'could',
  'must',
  'should',
  'may',
  'might',
  "won't",
]);

/**
 * Verbs persona notes open with or list ("Works long hours …, travels to trade fairs", "Fears …", "Switches only
 * when …") that a tagger may read as plural nouns; with the lexicon's verbs, they also mark a verb after "and".
 */
const EN_NOTE_VERBS = new Set([
  ...'works travels keeps lives spends cycles shops plans starts does coaches maintains volunteers meets shares organises organizes games goes tinkers juggles relies commutes plays reads knows runs cares relaxes fears worries doubts expects suspects loses needs wants distrusts drops switches sees answers buys uses visits walks drives cooks'.split(
    ' ',
  ),
  ...lexicon.verbs.en.filter((verb) => /[^s]s$/.test(verb)),
]);
const EN_RELATIVE = new Set(['that', 'who', 'which', 'whose']);
/** Verbs that take a that-clause ("Worries that …"), unlike nouns with a relative clause ("Tools that …"). */
const EN_THAT_VERBS = new Set([
  'worries',
  'expects',
  'suspects',
  'doubts',
  'fears',
  'knows',
  'thinks',
  'feels',
  'hopes',
]);
/** Adverbs a note may open with before its verb ("Already has a way …"). */
const EN_LEADING_ADVERB = new Set([
  'already',
  'often',
  'rarely',
  'never',
  'always',
  'still',
  'usually',
  'sometimes',
  'hardly',
  'barely',
  'seldom',
  'ever',
  'also',
  'regularly',
  'constantly',
  'mostly',
  'only',
]);

function englishVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (EN_MODAL.has(lower)) return lower;
  // Own keys only: `constructor` or `toString` in a note is no irregular verb.
  if (Object.hasOwn(EN_IRREGULAR, lower)) return EN_IRREGULAR[lower];
  if (/[^aeiou]ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/(sh|ch|x|ss|zz|o)es$/.test(lower)) return lower.replace(/es$/, '');
  if (/[^s]s$/.test(lower)) return lower.slice(0, -1);
  return undefined;
}

/** Whether the note opens with a verb (by its own first word: notes are written with the subject left out). */
function opensWithVerb(note: string, lang: Lang): boolean {
  const first = (note.split(/\s+/)[0] ?? '').replace(/[^\p{L}'’]+$/u, '').toLowerCase();
  if (lang === 'en') {
    if (EN_MODAL.has(first) || first in EN_IRREGULAR) return true;
    if (!/s$/.test(first)) return false;
    // "Shops struggle with …", "Surfers lose …": a plural noun followed by its verb is the subject of the sentence.
    if (pluralSubject(note)) return false;
    const next = note.split(/\s+/)[1]?.toLowerCase() ?? '';
    // "Shops that close early" is a noun with its relative clause, "Shops at the organic market" a verb.
    if (EN_NOTE_VERBS.has(first)) return !EN_RELATIVE.has(next) || EN_THAT_VERBS.has(first);
    // "Needs to see …", "Has no …": a word before an object or an infinitive is a verb; "Forms and offices …",
    // "Tools that …" are plural nouns — otherwise the reading of the note says which it is.
    const second = note.split(/\s+/)[1]?.toLowerCase() ?? '';
    if (EN_OBJECT_START.has(second)) return true;
    const reading = readText(note, 'en');
    if (reading.verbs.some((v) => v.word === first && v.order <= 0.5)) return true;
    // A list of what the persona does continues with a verb the tagger takes for a plural ("serves customers"):
    // said by "I", the word is a verb.
    const base = englishVerb(first);
    if (!base || EN_RELATIVE.has(next) || /^(and|or|,)$/.test(next)) return false;
    const said = nlp(`I ${base} ${note.split(/\s+/).slice(1, 4).join(' ')}`)
      .terms()
      .json() as TermJson[];
    const tags = said[1]?.terms[0]?.tags ?? [];
    return tags.includes('Verb') && !tags.includes('Noun');
  }
  const word = note.split(/\s+/)[0] ?? '';
  return germanIrregular(first) !== undefined || /^\p{Ll}/u.test(word) || DE_VERB_END.test(first);
}

const DE_IRREGULAR: Record<string, string> = {
  hat: 'habe',
  ist: 'bin',
  wird: 'werde',
  würde: 'würde',
  wurde: 'wurde',
  war: 'war',
  kann: 'kann',
  will: 'will',
  muss: 'muss',
  darf: 'darf',
  soll: 'soll',
  mag: 'mag',
  weiß: 'weiß',
  hält: 'halte',
  fängt: 'fange',
  fährt: 'fahre',
  läuft: 'laufe',
  trägt: 'trage',
  schläft: 'schlafe',
  lässt: 'lasse',
  liest: 'lese',
  sieht: 'sehe',
  gibt: 'gebe',
  nimmt: 'nehme',
  trifft: 'treffe',
  isst: 'esse',
  spricht: 'spreche',
  hilft: 'helfe',
  vergisst: 'vergesse',
  rät: 'rate',
  brät: 'brate',
  lädt: 'lade',
  fällt: 'falle',
  wäscht: 'wasche',
  schlägt: 'schlage',
  wächst: 'wachse',
  stößt: 'stoße',
  wirft: 'werfe',
  stirbt: 'sterbe',
  // Past and subjunctive forms are the same in the first person; weak verbs the tagger takes for nouns.
  hatte: 'hatte',
  müsste: 'müsste',
  bräuchte: 'bräuchte',
  könnte: 'könnte',
  sollte: 'sollte',
  wollte: 'wollte',
  hört: 'höre',
  kauft: 'kaufe',
  stellt: 'stelle',
};
/** Prefixes a strong verb keeps in every person: "berät" → "berate", "einlädt" → "einlade", "verlässt" → "verlasse". */
const DE_VERB_PREFIX =
  /^(?:be|ver|er|ent|zer|ge|miss|ab|an|auf|aus|bei|ein|mit|nach|vor|zu|über|unter|weg|zurück|durch)+/;
/** Endings of German verbs in the third person that nouns rarely have (arbeitet, kümmert, sortiert, pendelt, macht). */
const DE_VERB_END =
  /(üft|ifft|offt|afft|erkt|irkt|ärkt|et|ert|elt|iert|igt|cht|ckt|nkt|ndet|ält|äuft|aut|eut|gt|bt|ht|hnt|nnt|mmt|hrt|hlt|ielt|eist)$/;

/** The first person of an irregular German verb, with its prefix ("berät" → "berate"). */
function germanIrregular(lower: string): string | undefined {
  if (Object.hasOwn(DE_IRREGULAR, lower)) return DE_IRREGULAR[lower];
  const prefix = DE_VERB_PREFIX.exec(lower)?.[0] ?? '';
  const rest = lower.slice(prefix.length);
  return prefix && rest.length > 2 && Object.hasOwn(DE_IRREGULAR, rest) ? prefix + DE_IRREGULAR[rest] : undefined;
}

function germanVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  const irregular = germanIrregular(lower);
  if (irregular) return irregular;
  if (/et$/.test(lower)) return lower.replace(/et$/, 'e'); // arbeitet → arbeite
  if (/[^il]elt$/.test(lower)) return lower.replace(/elt$/, 'le'); // pendelt → pendle, wechselt → wechsle
  if (/[^aeiouäöü]t$/.test(lower) || /[aeiouäöüh]t$/.test(lower)) return lower.replace(/t$/, 'e'); // plant → plane
  return undefined;
}

/** Lower-case words ending in -t that are no verbs (after "und" a verb would follow the persona's first one). */
const DE_NOT_VERBS = new Set(
  'oft jetzt nicht selbst meist erst sonst zuletzt weit bereit fast laut bunt gut breit stets just spät mit seit bis gern selten eben oben unten morgen zusammen allein'.split(
    ' ',
  ),
);
const EN_AFTER_VERB = new Set([
  ...EN_OBJECT_START,
  ...'at in with on for from by about lots after before early late home alone twice once daily together'.split(' '),
]);
const EN_ADVERBS = 'only|also|still|never|always|often|really|just|already|usually|rarely|sometimes|even';

/**
 * The persona's possessives and reflexives as their own ("her work" → "my work", "für sich selbst" → "für mich
 * selbst", "that he has to relearn" → "that I have to relearn"); a bare "ihr"/"sein" only before a noun in the
 * note's own clause, where it is neither a pronoun nor a verb nor another subject's ("…, dass ein Start-up sein Geld
 * …").
 */
export function inOwnWords(text: string, lang: Lang): string {
  if (lang === 'en') {
    return (
      text
        .replace(/\b(his|her|their)\b/gi, 'my')
        .replace(/\b(himself|herself|themselves)\b/g, 'myself')
        .replace(/\b(he|she|they) (is|are)\b/g, 'I am')
        .replace(/\b(he|she) has\b/g, 'I have')
        // "when he only needs a board" → "when I only need a board"
        .replace(
          new RegExp(`\\b(he|she) ((?:(?:${EN_ADVERBS}) )?)([a-z]+s)\\b`, 'g'),
          (whole, _who, adverb: string, verb: string) => {
            const base = englishVerb(verb);
            return base ? `I ${adverb}${base}` : whole;
          },
        )
        .replace(/\b(himself|herself)\b/g, 'myself')
        .replace(/\b(for|to|with|about|at|from|of|on|tell|tells|help|helps|ask|asks|let|lets) him\b/g, '$1 me')
        .replace(/\b(ties|binds|forces) (him|her|them)\b/g, '$1 me')
        .replace(
          /\b(someone|somebody|anyone|people) (he|she|they) (trusts?|knows?)\b/g,
          (_m, who: string, _p, verb: string) => {
            return `${who} I ${verb.replace(/s$/, '')}`;
          },
        )
    );
  }
  return text
    .replace(/\b(ihr|sein)(e[nmrs]?)\b/gi, (_m, _p, end: string) => `mein${end}`)
    .replace(/^[^,]*/, (own) =>
      /^(dass|ob|wenn|weil|wie)\b/i.test(own) ? own : own.replace(/\b(ihr|sein)\b(?=\s+\p{Lu})/giu, 'mein'),
    )
    .replace(/(^|\s)(\S+\s+)?sich\b/gu, (whole, space: string, before = '') =>
      // A relative clause's "sich" is its own subject's ("Software, die sich ständig ändert").
      DE_RELATIVE_BEFORE.test(before.trim())
        ? whole
        : `${space}${before}${DATIVE_REFLEXIVE.test(text) ? 'mir' : 'mich'}`,
    );
}

const DE_RELATIVE_BEFORE = /^(der|die|das|den|dem|denen|welche[mnrs]?|wo\p{L}*|es|man)$/iu;

/** Verbs whose "sich" is a dative ("kann sich … nicht leisten" → "kann mir … nicht leisten"). */
const DATIVE_REFLEXIVE = /\b(leisten|vorstellen|wünschen|merken|ansehen|aussuchen)\b/;

/** The persona's possessives, reflexives and further verbs ("… and travels to …") in the first person. */
function ownWords(text: string, lang: Lang): string {
  if (lang === 'en') {
    return inOwnWords(text, lang)
      .replace(/\band (is|are)\b/g, 'and am')
      .replace(/\band has\b/g, 'and have')
      .replace(/\band ([a-z]+s) ([a-z]+)\b/g, (whole, verb: string, after: string) => {
        // "and travels to …" is a verb, "mother and neighbours for help" a noun.
        const known = EN_NOTE_VERBS.has(verb) || (isVerbBase(englishVerb(verb), after) && verbInNote(text, verb));
        const base = EN_AFTER_VERB.has(after) && known ? englishVerb(verb) : undefined;
        return base ? `and ${base} ${after}` : whole;
      });
  }
  return inOwnWords(text, lang).replace(/\bund (\p{Ll}+t)\b/gu, (whole, verb: string) => {
    const irregular = germanIrregular(verb);
    const base = irregular ?? (verb.length > 3 && !DE_NOT_VERBS.has(verb) ? germanVerb(verb) : undefined);
    return base ? `und ${base}` : whole;
  });
}

/** One part of a note (no comma list) in the persona's voice: "I …" / "Ich …", or the note in lower case. */
export function inFirstPerson(note: string, lang: Lang): { text: string; clause: boolean } {
  const trimmed = stripTerminal(note.trim());
  if (!trimmed) return { text: '', clause: false };
  const [lead, ...after] = trimmed.split(/\s+/);
  if (lang === 'en' && EN_LEADING_ADVERB.has(lead!.toLowerCase()) && after.length > 1) {
    const spoken = inFirstPerson(after.join(' '), lang);
    if (spoken.clause) return { text: spoken.text.replace(/^I /, `I ${lead!.toLowerCase()} `), clause: true };
  }
  if (!opensWithVerb(trimmed, lang)) return { text: lowerFirst(trimmed, lang), clause: false };
  const [firstWord, ...rest] = trimmed.split(/\s+/);
  const punct = /[^\p{L}'’]+$/u.exec(firstWord!)?.[0] ?? '';
  const first = firstWord!.slice(0, firstWord!.length - punct.length);
  const verb = lang === 'en' ? englishVerb(first) : germanVerb(first);
  if (!verb) return { text: lowerFirst(trimmed, lang), clause: false };
  const tail = ownWords(rest.join(' '), lang);
  // German capitalises a whole sentence after a colon as well, so "Ich" stands wherever the note is placed.
  return { text: `${lang === 'en' ? 'I' : 'Ich'} ${verb}${punct}${tail ? ` ${tail}` : ''}`, clause: true };
}

/** Whether compromise reads the base form as a verb after "I" ("I surf after …"), not as a noun. */
/** Whether a word of an English note is a verb where it stands, the note said of someone ("She relies on her
 * mother and neighbours": "neighbours" is a noun). */
function verbInNote(note: string, word: string): boolean {
  const terms = nlp(`She ${note}`).terms().json() as TermJson[];
  const term = terms.find((t) => t.text.toLowerCase() === word.toLowerCase());
  const tags = term?.terms[0]?.tags ?? [];
  return tags.includes('Verb') && !tags.includes('Noun');
}

function isVerbBase(base: string | undefined, after: string): boolean {
  if (!base) return false;
  const tags = (nlp(`I ${base} ${after}`).terms().json() as TermJson[])[1]?.terms[0]?.tags ?? [];
  return tags.includes('Verb') && !tags.includes('Noun');
}

interface TermJson {
  text: string;
  terms: Array<{ normal: string; tags: string[] }>;
}

/** Particles and adverbs a tagger may call verbs ("keeps up", "throw away"): never the verb of a subject. */
const EN_PARTICLES = new Set(['up', 'out', 'off', 'away', 'down', 'back', 'over', 'in', 'on', 'around', 'through']);

/** The plural subject of an English sentence ("Shops", "Surfers in coastal towns") and where its verb stands. */
function englishSubject(text: string): { subject: string; verb: string; rest: string } | undefined {
  const terms = nlp(text).terms().json() as TermJson[];
  const verbAt = terms.findIndex(
    (t, i) =>
      i > 0 &&
      (t.terms[0]?.tags ?? []).includes('Verb') &&
      !(t.terms[0]?.tags ?? []).includes('Noun') &&
      !EN_PARTICLES.has(t.text.toLowerCase()),
  );
  if (verbAt < 1 || verbAt > 6) return undefined;
  const subject = terms.slice(0, verbAt);
  if (
    subject.some((t) =>
      /^(who|that|which|whose|i|we|you|he|she|it|this|every|each|one)$/.test(t.terms[0]?.normal ?? ''),
    )
  )
    return undefined;
  if (!subject.some((t) => (t.terms[0]?.tags ?? []).includes('Plural'))) return undefined;
  const words = text.split(/\s+/);
  // The subject must be plain words (no punctuation inside), so the sentence splits where the tagger split it.
  const subjectWords = words.slice(0, verbAt);
  if (subjectWords.some((w) => /[,;:()]/.test(w))) return undefined;
  const verb = words[verbAt] ?? '';
  if (verb.replace(/[^\p{L}'’]/gu, '').toLowerCase() !== (terms[verbAt]?.text ?? '').toLowerCase()) return undefined;
  return { subject: subjectWords.join(' '), verb, rest: words.slice(verbAt + 1).join(' ') };
}

/** Whether a plural noun opens the note as the subject of the verb after it ("Shops struggle …"). */
function pluralSubject(note: string): boolean {
  const words = note.split(/\s+/);
  const terms = nlp(words.slice(0, 3).join(' ')).terms().json() as TermJson[];
  const first = terms[0]?.terms[0]?.tags ?? [];
  const second = terms[1]?.terms[0]?.tags ?? [];
  const next = (terms[1]?.text ?? '').toLowerCase();
  return (
    first.includes('Plural') &&
    second.includes('Verb') &&
    !second.includes('Noun') &&
    !EN_PARTICLES.has(next) &&
    !/[^s]s$/.test(next) &&
    !/(ing|ed)$/.test(next)
  );
}

const DE_PLURAL_TO_FIRST: Record<string, string> = {
  sind: 'bin',
  haben: 'habe',
  werden: 'werde',
  können: 'kann',
  müssen: 'muss',
  wollen: 'will',
  dürfen: 'darf',
  sollen: 'soll',
  mögen: 'mag',
  wissen: 'weiß',
  tun: 'tue',
  waren: 'war',
  hatten: 'hatte',
};

/** A German verb of the third person plural in the first person singular: "verlieren" → "verliere". */
function germanFirstOfPlural(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  if (Object.hasOwn(DE_PLURAL_TO_FIRST, lower)) return DE_PLURAL_TO_FIRST[lower];
  if (/eln$/.test(lower)) return lower.replace(/eln$/, 'le');
  if (/ern$/.test(lower)) return lower.replace(/ern$/, 'ere');
  if (/[^e]en$/.test(lower) && lower.length > 4) return lower.replace(/en$/, 'e');
  return undefined;
}

const DE_FUNCTION = new Set(
  [
    ...lexicon.prepositions.de,
    ...lexicon.determiners.de,
    ...lexicon.possessives.de,
    'viele',
    'alle',
    'manche',
    'einige',
  ].map((w) => w.toLowerCase()),
);

/** The plural subject of a German sentence ("Pendler in Kleinstädten verlieren …") and its verb. */
function germanSubject(text: string): { subject: string; verb: string; rest: string } | undefined {
  const words = text.split(/\s+/);
  let at = -1;
  for (const [i, word] of words.entries()) {
    if (i === 0) continue;
    const w = word.toLowerCase();
    if (/^\p{Lu}/u.test(word) || /^\d/.test(word) || DE_FUNCTION.has(w)) continue;
    // An adjective before its noun ("kleiner Bäckereien", "in kleinen Orten").
    if (/(e|en|er|es|em)$/.test(w) && /^\p{Lu}/u.test(words[i + 1] ?? '')) continue;
    at = i;
    break;
  }
  if (at < 1 || at > 6) return undefined;
  const subjectWords = words.slice(0, at);
  if (subjectWords.some((w) => /[,;:()]/.test(w)) || !/^\p{Lu}/u.test(subjectWords[0]!)) return undefined;
  if (/^(es|das|dies|man|wer|ich|wir|er|sie|jeder|jede|jedes)$/i.test(subjectWords[0]!)) return undefined;
  const verb = words[at]!.replace(/[,.;:]$/, '');
  return { subject: subjectWords.join(' '), verb, rest: words.slice(at + 1).join(' ') };
}

/** A whole word without its plural or feminine ending ("surfers" → "surfer", "Pendlerinnen" → "pendler",
 * "bakeries" → "bakery"); never a prefix, so "Hundesitter" and "Hundebesitzer" stay two words. */
const stemOf = (word: string) => {
  const w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (w.length <= 4) return w;
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  return w.replace(/(innen|in|en|es|e|n|s)$/, '');
};

/**
 * A sentence about the persona's own group ("Shops struggle with X: it costs them time …", "Pendler verlieren
 * jeden Tag Zeit") in the persona's first person ("I struggle with X: it costs me time …", "Ich verliere jeden Tag
 * Zeit"). The group must be the persona's own (`own`: words naming it, compared by their stem); a sentence about
 * others ("Dog walkers cancel at short notice") or one whose grammar is unclear gives undefined, so it is not used
 * in the persona's voice.
 */
export function fromGroup(sentence: string, lang: Lang, own: readonly string[]): string | undefined {
  const text = stripTerminal(sentence.trim().replace(/\s+/g, ' '));
  if (!text) return undefined;
  const found = lang === 'en' ? englishSubject(text) : germanSubject(text);
  if (!found) return undefined;
  const ownStems = new Set(
    own
      .flatMap((o) => o.split(/[\s-]+/))
      .filter((w) => w.length >= 3)
      .map(stemOf),
  );
  const subjectStems = found.subject
    .split(/[\s-]+/)
    .filter((w) => w.length >= 3)
    .map(stemOf);
  // A German compound names its kind last: "Surflehrer" is one of the "Lehrer".
  const ownWords = own.flatMap((o) => o.toLowerCase().split(/[\s-]+/)).filter((w) => w.length >= 4);
  const compound = found.subject
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => ownWords.some((o) => w.endsWith(o) || o.endsWith(w)));
  if (!subjectStems.some((s) => ownStems.has(s)) && !compound) return undefined;
  if (lang === 'en') {
    const verb = found.verb.toLowerCase();
    // A verb in -s belongs to one thing, not to a group ("Every euro counts").
    if (/^(is|has|does|was)$/.test(verb) || /[^s]s$/.test(verb)) return undefined;
    const first = ({ are: 'am', were: 'was', "aren't": 'am not', "weren't": "wasn't" } as Record<string, string>)[verb];
    const rest = found.rest
      .replace(/\bthemselves\b/g, 'myself')
      .replace(/\btheirs\b/g, 'mine')
      .replace(/\btheir\b/g, 'my')
      .replace(/\bthem\b/g, 'me')
      .replace(/\bthey (are|were)\b/g, (_m, v: string) => (v === 'are' ? 'I am' : 'I was'))
      .replace(/\bthey\b/g, 'I');
    return `I ${first ?? verb}${rest ? ` ${rest}` : ''}`;
  }
  const first = germanFirstOfPlural(found.verb);
  if (!first) return undefined;
  const rest = inOwnWords(found.rest, lang)
    .replace(/\b(ihnen)\b/g, 'mir')
    .replace(/\b(\p{Ll}+t|für|um|ohne) sie\b/gu, '$1 mich')
    .replace(
      /\b(wenn|weil|dass|ob|sobald|solange|während|bis|obwohl) sie ([^,.;:]*?)(\p{Ll}+en)(?=$|[,.;:])/gu,
      (whole, conj: string, middle: string, verb: string) => {
        const own = germanFirstOfPlural(verb);
        return own ? `${conj} ich ${middle}${own}` : whole;
      },
    );
  return `Ich ${first}${rest ? ` ${rest}` : ''}`;
}

/** Words a German verb takes as its separable first part ("zieht … groß" → "großzieht"). */
const DE_SEPARABLE = new Set([
  'groß',
  'frei',
  'statt',
  'teil',
  'hoch',
  'fern',
  'herum',
  'heraus',
  'hinaus',
  'zurecht',
  'dazu',
  'auf',
  'an',
  'ab',
  'aus',
  'ein',
  'mit',
  'vor',
  'zu',
  'zurück',
  'los',
  'weg',
  'nach',
  'fest',
  'her',
  'hin',
  'heim',
  'vorbei',
  'weiter',
  'zusammen',
  'fort',
  'bei',
  'um',
]);
const DE_DANGLING = new Set(
  [...lexicon.prepositions.de, ...lexicon.determiners.de, ...lexicon.possessives.de, 'und', 'oder', 'als', 'wie'].map(
    (w) => w.toLowerCase(),
  ),
);

/** Finite forms of the auxiliaries and modals: a further verb of the same subject ("und muss …"), never a particle's. */
const DE_AUXILIARIES = new Set(
  'bin ist sind habe hat haben war waren werde wird werden muss müssen kann können will wollen darf dürfen soll sollen mag weiß'.split(
    ' ',
  ),
);

/** The verb at the end of a German subordinate clause: a separable particle joins it ("früh an" + "fange" →
 * "früh anfange"); undefined when the clause would end on a preposition or article. */
function verbLast(middle: string[], verb: string): string | undefined {
  // A comparison stays after the verb: "mehr aus als geplant" → "mehr ausgebe als geplant".
  const than = middle.findLastIndex((w, i) => (w === 'als' || w === 'wie') && i > 0 && middle.length - i <= 3);
  const tail = than > 0 ? middle.slice(than) : [];
  const words = than > 0 ? middle.slice(0, than) : [...middle];
  let finite = verb;
  const last = words.at(-1)?.toLowerCase();
  if (last && DE_SEPARABLE.has(last) && !DE_AUXILIARIES.has(verb.toLowerCase())) {
    finite = `${last}${verb}`;
    words.pop();
  }
  const end = words.at(-1)?.toLowerCase();
  if (end && DE_DANGLING.has(end)) return undefined;
  return [...words, finite, ...tail].join(' ');
}

/**
 * A German note as the body of a subordinate clause ("Wenn …,", "…, dass …"), with its verb at the end:
 * "Ist auf Hilfe von ihrer Mutter und Nachbarn angewiesen" → "ich auf Hilfe von meiner Mutter und Nachbarn
 * angewiesen bin", "Fängt um sechs an" → "ich um sechs anfange", "Hundesitter sagen kurzfristig ab" → "Hundesitter
 * kurzfristig absagen". Only the first of several coordinated verbs is kept ("Arbeitet im Schichtdienst und geht …"
 * → "ich im Schichtdienst arbeite"); a note cut at a comma keeps its first clause. Undefined when the note's
 * grammar is unclear, so a clause is never cut off mid-sentence.
 */
export function germanSubordinate(note: string): string | undefined {
  const text = stripTerminal(note.trim().replace(/\s+/g, ' '));
  if (!text) return undefined;
  const words = text.split(' ');
  // Up to a comma or to "und" before a further verb of the persona's ("und geht", "und plant").
  const cut = words.findIndex(
    (w, i) =>
      i > 0 &&
      ((w.endsWith(',') && !listComma(words, i)) ||
        w.endsWith(';') ||
        w.endsWith(':') ||
        (w === 'und' && furtherVerb(words, i + 1))),
  );
  const clause = (cut === -1 ? words : words.slice(0, cut + (/[,;:]$/.test(words[cut]!) ? 1 : 0))).map((w, i, all) =>
    i === all.length - 1 ? w.replace(/[,;:]$/, '') : w,
  );
  // A list of nouns keeps its commas ("Anrufe, Nachrichten und Erinnerungen"); any other comma inside is unclear.
  if (clause.some((w, i) => /[,;:]$/.test(w) && !(w.endsWith(',') && listComma(clause, i)))) return undefined;
  // A zu-infinitive after the comma follows the clause's verb: "… keine Zeit habe, die Verkäufe zu vergleichen",
  // "… damit, Leihräder zu organisieren", "…, nur um Leihräder zu regeln".
  const after = cut >= 0 && words[cut]!.endsWith(',') ? words.slice(cut + 1) : [];
  const infinitive =
    after.length >= 2 &&
    after.length <= 8 &&
    (after.at(-2) === 'zu' || /^\p{Ll}+zu\p{Ll}+en$/u.test(after.at(-1) ?? '')) &&
    !/[,;:]/.test(after.join(' '))
      ? `, ${ownWords(after.join(' '), 'de')}`
      : '';
  const body = germanClauseBody(clause);
  return body ? `${body}${infinitive}` : undefined;
}

/** Whether the comma after word `at` separates nouns of a list ("Anrufe, Nachrichten und Erinnerungen"): a noun follows
 * and the list closes with "und"/"oder" and a noun before the next comma. */
function listComma(words: readonly string[], at: number): boolean {
  if (!/^\p{Lu}/u.test(words[at + 1] ?? '') || !/^\p{Lu}/u.test(words[at] ?? '')) return false;
  for (let i = at + 1; i < words.length - 1; i++) {
    const w = words[i]!;
    if ((w === 'und' || w === 'oder') && /^\p{Lu}/u.test(words[i + 1] ?? '')) return true;
    if (!/^\p{Lu}/u.test(w) || /[;:]$/.test(w)) return false;
  }
  return false;
}

/** Whether the word at `at` is a further finite verb of the sentence's subject after "und" ("und geht", "und muss",
 * "Ich … und plane"). */
function furtherVerb(words: readonly string[], at: number): boolean {
  const word = words[at] ?? '';
  const next = words[at + 1] ?? '';
  if (!/^\p{Ll}/u.test(word) || DE_FUNCTION.has(word.toLowerCase()) || DE_DANGLING.has(word.toLowerCase()))
    return false;
  if (DE_AUXILIARIES.has(word.toLowerCase())) return true;
  // An adjective before its noun ("und alte Räder") is none.
  if (/^\p{Lu}/u.test(next) && /(e|en|er|es|em)$/.test(word)) return false;
  if (/^\p{Ll}+t$/u.test(word) && !DE_NOT_VERBS.has(word) && !/(e|en|er|es|em)$/.test(word)) return true;
  // The persona's own sentence: "Ich warte … und plane …".
  return /^ich$/i.test(words[0] ?? '') && /^\p{Ll}+e$/u.test(word);
}

/** The body of a German subordinate clause from one main clause (see germanSubordinate). */
function germanClauseBody(clause: string[]): string | undefined {
  // The persona's own main clause ("Ich verliere jeden Tag Zeit"): its verb is in the first person already.
  if (/^ich$/i.test(clause[0]!) && clause.length > 2 && /^\p{Ll}/u.test(clause[1]!)) {
    const body = verbLast(clause.slice(2), clause[1]!);
    return body ? `ich ${body}` : undefined;
  }
  if (opensWithVerb(clause.join(' '), 'de')) {
    const verb = germanVerb(clause[0]!);
    if (!verb) return undefined;
    const middle = ownWords(clause.slice(1).join(' '), 'de').split(/\s+/).filter(Boolean);
    const body = verbLast(middle, verb);
    return body ? `ich ${body}` : undefined;
  }
  // A note with its own subject: "Hundesitter sagen kurzfristig ab", "Das Monatsbudget lässt wenig Spielraum".
  const at = germanFiniteAt(clause);
  if (at < 0) return undefined;
  const verb = clause[at]!;
  const subject = clause.slice(0, at);
  const lowered = /^(der|die|das|ein|eine|mein|meine|dein|kein|keine|jeder|jede|jedes)$/i.test(subject[0]!)
    ? [subject[0]!.toLowerCase(), ...subject.slice(1)]
    : subject;
  const body = verbLast(clause.slice(at + 1), verb);
  return body ? `${lowered.join(' ')} ${body}` : undefined;
}

/**
 * Where the finite verb of a German sentence with its own subject stands ("Der letzte Bus fährt …", "Hundesitter
 * sagen …"): the first lower-case word after a capitalised opening that is no function word, no adjective before its
 * noun and ends like a finite verb; -1 when there is none within the first words.
 */
export function germanFiniteAt(words: readonly string[]): number {
  if (!/^\p{Lu}/u.test(words[0] ?? '')) return -1;
  const at = words.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}/u.test(w) &&
      !DE_FUNCTION.has(w.toLowerCase()) &&
      !(/(e|en|er|es|em)$/.test(w) && /^\p{Lu}/u.test(words[i + 1] ?? '')),
  );
  if (at < 1 || at > 4) return -1;
  const verb = words[at]!.replace(/[,.;:!?]$/, '');
  if (!/(t|en|n)$/.test(verb) || DE_NOT_VERBS.has(verb) || /(lich|ig|isch)$/.test(verb)) return -1;
  return at;
}
