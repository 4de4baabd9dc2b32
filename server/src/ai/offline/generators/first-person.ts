// A persona's notes are written about them ("Starts baking at three in the morning", "Has no evening left");
// the empathy map lets the persona speak ("I start baking at three in the morning", "I have no evening left").
// This turns such a note into the persona's own words: a note that opens with a verb in the third person gets "I"
// and the first person, his/her/their become "my"; any other note (a noun phrase such as "Unpredictable daily
// demand") is only set in lower case to sit inside a sentence.
import type { Lang } from '../../types.js';
import { lexicon } from '../banks.js';
import { readText } from '../nlp.js';
import { lowerFirst, stripTerminal } from '../text.js';

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
const EN_LEADING_ADVERB = new Set(['already', 'often', 'rarely', 'never', 'always', 'still', 'usually', 'sometimes']);

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
    const next = note.split(/\s+/)[1]?.toLowerCase() ?? '';
    // "Shops that close early" is a noun with its relative clause, "Shops at the organic market" a verb.
    if (EN_NOTE_VERBS.has(first)) return !EN_RELATIVE.has(next) || EN_THAT_VERBS.has(first);
    // "Needs to see …", "Has no …": a word before an object or an infinitive is a verb; "Forms and offices …",
    // "Tools that …" are plural nouns — otherwise the reading of the note says which it is.
    const second = note.split(/\s+/)[1]?.toLowerCase() ?? '';
    if (EN_OBJECT_START.has(second)) return true;
    const reading = readText(note, 'en');
    return reading.verbs.some((v) => v.word === first && v.order <= 0.5);
  }
  const word = note.split(/\s+/)[0] ?? '';
  return first in DE_IRREGULAR || /^\p{Ll}/u.test(word) || DE_VERB_END.test(first);
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
};
/** Endings of German verbs in the third person that nouns rarely have (arbeitet, kümmert, sortiert, pendelt, macht). */
const DE_VERB_END = /(et|ert|elt|iert|igt|cht|ckt|nkt|ndet|ält|äuft|aut|eut|gt|bt|ht|hnt|nnt|mmt|hrt|hlt|ielt|eist)$/;

function germanVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (Object.hasOwn(DE_IRREGULAR, lower)) return DE_IRREGULAR[lower];
  if (/et$/.test(lower)) return lower.replace(/et$/, 'e'); // arbeitet → arbeite
  if (/[^il]elt$/.test(lower)) return lower.replace(/elt$/, 'le'); // pendelt → pendle, wechselt → wechsle
  if (/[^aeiouäöü]t$/.test(lower) || /[aeiouäöüh]t$/.test(lower)) return lower.replace(/t$/, 'e'); // plant → plane
  return undefined;
}

/** Lower-case words ending in -t that are no verbs (after "und" a verb would follow the persona's first one). */
const DE_NOT_VERBS = new Set(
  'oft jetzt nicht selbst meist erst sonst zuletzt weit bereit fast laut bunt gut breit stets just spät mit seit bis'.split(
    ' ',
  ),
);
const EN_AFTER_VERB = new Set([...EN_OBJECT_START, 'at', 'in', 'with', 'on', 'for', 'from', 'by', 'about', 'lots']);

/**
 * The persona's possessives and reflexives as their own ("her work" → "my work", "für sich selbst" → "für mich
 * selbst", "that he has to relearn" → "that I have to relearn"); a bare "ihr"/"sein" only before a noun in the
 * note's own clause, where it is neither a pronoun nor a verb nor another subject's ("…, dass ein Start-up sein Geld
 * …").
 */
export function inOwnWords(text: string, lang: Lang): string {
  if (lang === 'en') {
    return text
      .replace(/\b(his|her|their)\b/gi, 'my')
      .replace(/\b(himself|herself|themselves)\b/g, 'myself')
      .replace(/\b(he|she|they) (is|are)\b/g, 'I am')
      .replace(/\b(he|she) has\b/g, 'I have')
      .replace(/\b(ties|binds|forces) (him|her|them)\b/g, '$1 me')
      .replace(
        /\b(someone|somebody|anyone|people) (he|she|they) (trusts?|knows?)\b/g,
        (_m, who: string, _p, verb: string) => {
          return `${who} I ${verb.replace(/s$/, '')}`;
        },
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
        const base = EN_AFTER_VERB.has(after) && EN_NOTE_VERBS.has(verb) ? englishVerb(verb) : undefined;
        return base ? `and ${base} ${after}` : whole;
      });
  }
  return inOwnWords(text, lang).replace(/\bund (\p{Ll}+t)\b/gu, (whole, verb: string) => {
    const irregular = Object.hasOwn(DE_IRREGULAR, verb) ? DE_IRREGULAR[verb] : undefined;
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
