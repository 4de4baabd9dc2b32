// A persona's notes are written about them ("Starts baking at three in the morning", "Has no evening left");
// the empathy map lets the persona speak ("I start baking at three in the morning", "I have no evening left").
// This turns such a note into the persona's own words: a note that opens with a verb in the third person gets "I"
// and the first person, his/her/their become "my"; any other note (a noun phrase such as "Unpredictable daily
// demand") is only set in lower case to sit inside a sentence.
import type { Lang } from '../../types.js';
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

function englishVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (EN_MODAL.has(lower)) return lower;
  if (lower in EN_IRREGULAR) return EN_IRREGULAR[lower];
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
const DE_VERB_END = /(et|ert|elt|iert|igt|cht|ckt|nkt|ndet|ält|äuft|aut|eut)$/;

function germanVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower in DE_IRREGULAR) return DE_IRREGULAR[lower];
  if (/et$/.test(lower)) return lower.replace(/et$/, 'e'); // arbeitet → arbeite
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

/** The persona's possessives, reflexives and further verbs ("… and travels to …") in the first person. */
function ownWords(text: string, lang: Lang): string {
  if (lang === 'en') {
    return text
      .replace(/\b(his|her|their)\b/gi, 'my')
      .replace(/\b(himself|herself|themselves)\b/g, 'myself')
      .replace(/\b(he|she|they) (is|are)\b/g, 'I am')
      .replace(/\band (is|are)\b/g, 'and am')
      .replace(/\band has\b/g, 'and have')
      .replace(/\band ([a-z]+s) ([a-z]+)\b/g, (whole, verb: string, after: string) => {
        const base = EN_AFTER_VERB.has(after) ? englishVerb(verb) : undefined;
        return base ? `and ${base} ${after}` : whole;
      });
  }
  return text
    .replace(/\b(ihre|seine)([nmrs]?)\b/gi, (_m, _p, end: string) => `meine${end}`)
    .replace(/\bsich\b/, 'mich')
    .replace(/\bund (\p{Ll}+t)\b/gu, (whole, verb: string) => {
      const base = verb.length > 3 && !DE_NOT_VERBS.has(verb) ? germanVerb(verb) : undefined;
      return base ? `und ${base}` : whole;
    });
}

/** One part of a note (no comma list) in the persona's voice: "I …" / "Ich …", or the note in lower case. */
export function inFirstPerson(note: string, lang: Lang): { text: string; clause: boolean } {
  const trimmed = stripTerminal(note.trim());
  if (!trimmed) return { text: '', clause: false };
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
