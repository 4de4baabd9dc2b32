// What the Validate steps' generators (situations.ts, interview.ts) read from a persona and the round: the persona
// the input sends (else the round's main persona), the idea's subject as the persona would name it, and the
// persona's objections in their own voice.
import { normalizePersona, type Persona } from '@idea-studio/sdk';
import nlp from '../compromise.js';
import type { Facts } from '../facts.js';
import { contentWords, isStopWord, lowerFirst, stripTerminal } from '../text.js';
import type { Lang } from '../types.js';
import { noteOf, personaSubject } from './note-voice.js';
import { ideaFactsOf, readMarket } from './persona-market.js';
import { enPlural } from './persona-words.js';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const listOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && !!v.trim()).map((v) => stripTerminal(v.trim()))
    : [];

/** The persona of the input, else the main persona of the round's User Tinder result. */
export function inputPersona(record: Record<string, unknown>, results: readonly unknown[]): Persona | undefined {
  const candidates = [record.persona, ...results.map((r) => (isRecord(r) ? r.main_persona : undefined))];
  for (const candidate of candidates) {
    const persona = isRecord(candidate) ? normalizePersona({ short_summary: '', ...candidate }) : null;
    if (persona) return persona;
  }
  return undefined;
}

const personaText = (persona: Persona) =>
  [
    persona.short_summary,
    persona.lifestyle,
    ...listOf(persona.goals),
    ...listOf(persona.pain_points),
    ...listOf((persona as Record<string, unknown>).objections),
  ].join(' ');

/** Whether two words share their stem: the shorter one's first five letters (at least three) open the other. */
const sameStem = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short.slice(0, 5));
};

/**
 * The idea's subject as this persona lives it: the round's subject ("dog walking", "bread waste") when the persona's
 * notes speak of it; else the word of the idea card (tagline, features, value proposition — not the target group,
 * which names the people) that the persona's notes share most ("grooming" for "Grooming salons have no
 * appointments"); else what the persona's notes keep naming; else the round's subject as it stands.
 */
export function ideaSubject(facts: Facts, persona: Persona | undefined): string {
  return knownSubject(facts, persona) ?? (facts.lang === 'de' ? 'das Problem' : 'the problem');
}

/** The market's subject of the round's idea ("surfboards", "Leihräder"), when its facts can be read. */
/** A possessive or a cut-off compound ("day’s demand", "Hol-") is no thing the persona would name. */
const brokenSubject = (subject: string) => /['’]s\b|-(\s|$)/u.test(subject);

/** Whether two phrases share a content word (by stem): "surfboards" and "surfboard rental". */
function sharedWith(a: string, b: string): boolean {
  const other = contentWords(b);
  return contentWords(a).some((w) => other.some((o) => sameStem(w, o)));
}

/** Whether the facts of the founder's one-liner name what is offered or what it is about. */
function namedOffer(facts: Facts): boolean {
  const idea = (facts as Facts & { idea?: { offer?: string; object?: string } }).idea;
  return !!(idea?.object?.trim() || idea?.offer?.trim());
}

function marketSubject(facts: Facts): string | undefined {
  // Without the founder's words the market only repeats the engine's placeholder subject.
  if (!facts.subjectKnown && !namedOffer(facts)) return undefined;
  try {
    const subject = readMarket(facts).subject.trim();
    // A possessive or a cut-off compound ("day’s demand", "Hol-") is no thing the persona would name.
    if (!subject || brokenSubject(subject)) return undefined;
    return subject;
  } catch {
    return undefined;
  }
}

/** The words naming the persona's own group: the sufferers of the idea (their role or business) and the nouns of the
 * persona's occupation. A sentence about this group may be said by the persona in the first person. */
export function ownGroup(facts: Facts, persona: Persona | undefined): string[] {
  const words: string[] = [];
  try {
    const market = readMarket(facts);
    const head = ideaFactsOf(facts).sufferer.head.trim();
    if (head && !/^(people|persons|users|customers|menschen|leute|personen|nutzer|kunden)$/i.test(head)) {
      words.push(head);
    }
    if (market.role) words.push(market.role.pl, market.role.f, market.role.m);
    if (market.firm) words.push(market.firm.pl.split(/\s+/).at(-1)!, market.firm.sg.split(/\s+/).at(-1)!);
  } catch {
    // Without the idea's facts, the persona's occupation alone names the group.
  }
  const occupation = persona ? String((persona as Record<string, unknown>).occupation ?? '') : '';
  const ofOccupation = occupation
    .split(/[\s,()]+/)
    .filter((w) => w.length >= 4 && !isStopWord(w.toLowerCase(), facts.lang) && !/^(with|mit|und|and)$/i.test(w));
  return [...new Set([...words, ...ofOccupation].filter((w) => w && w.length >= 3))];
}

/** The idea's subject as this persona names it, or undefined when neither the round nor the persona names one. */
export function knownSubject(facts: Facts, persona: Persona | undefined): string | undefined {
  const subject = subjectAsWritten(facts, persona);
  return subject && facts.lang === 'en' ? speakableSubject(subject) : subject;
}

const EN_MASS_HEADS =
  /(ing|ness|ity|ism|ment|ance|ence|tion|sion|ship|hood|dom|ware|care|work|waste|food|time|help|advice|money|data|water|bread|laundry|delivery|therapy|energy|safety|security|privacy|furniture|equipment|luggage|traffic|parking|storage|insurance|tuition)$/i;

/**
 * An English subject as it can stand without an article: a countable thing in the plural ("cargo bike" → "cargo
 * bikes", so "everything around cargo bikes", "takes cargo bikes seriously"); a mass noun or activity as it is
 * ("dog grooming", "bread waste", "childcare").
 */
export function speakableSubject(subject: string): string {
  const words = subject.trim().split(/\s+/);
  const head = words.at(-1) ?? '';
  if (!head || /^(a|an|the|my|your)$/i.test(words[0] ?? '') || /s$/i.test(head) || /^\p{Lu}/u.test(head))
    return subject;
  if (EN_MASS_HEADS.test(head) || nlp(head).has('#Uncountable')) return subject;
  return enPlural(subject);
}

/** The idea's subject as the round and the persona's notes name it, before it is made speakable. */
function subjectAsWritten(facts: Facts, persona: Persona | undefined): string | undefined {
  const card = facts.card;
  const own = persona ? contentWords(personaText(persona)) : [];
  const shared = (subject: string) => contentWords(subject).some((w) => own.some((o) => sameStem(w, o)));
  // The facts' subject as the persona's deck names it ("surfboards"), then the round's subject.
  // The founder's thing as the facts of their one-liner name it ("surfboards", "Räder"); without those facts, only
  // when the persona's notes speak of it.
  const market = marketSubject(facts);
  // The round's subject (the idea card's) when the persona speaks of it, else the facts' thing when the persona speaks
  // of that, or the round names no subject of its own, or the round's subject speaks of it too.
  if (facts.subjectKnown && own.length && shared(facts.subject)) {
    return facts.subject;
  }
  if (market && own.length && shared(market)) return market;
  if (market && namedOffer(facts) && (!facts.subjectKnown || sharedWith(market, facts.subject))) return market;
  if (card && persona) {
    const stems = own.map((w) => w.slice(0, 5));
    const candidates = contentWords(
      [card.tagline, ...(card.key_features ?? []), card.value_proposition].join(' '),
    ).filter((w) => w.length >= 5 && w !== card.name?.toLowerCase());
    let best: { word: string; score: number } | undefined;
    for (const word of candidates) {
      const score = stems.filter((w) => w === word.slice(0, 5)).length;
      if (score > 0 && (!best || score > best.score)) best = { word, score };
    }
    if (best) {
      // German nouns keep their capital: find the word as the card writes it.
      const written = [card.tagline, ...(card.key_features ?? []), card.value_proposition]
        .join(' ')
        .match(new RegExp(`\\p{L}*${best.word}\\p{L}*`, 'iu'))?.[0];
      return facts.lang === 'de' && written ? written : best.word;
    }
  }
  const fromNotes = personaSubject(persona, facts.lang);
  if (fromNotes && !brokenSubject(fromNotes)) return fromNotes;
  if (facts.subjectKnown) return facts.subject;
  return undefined;
}

/** German prepositions that may follow a noun and end like a verb ("Zeit zwischen …"). */
const DE_NOUN_FOLLOWERS = new Set(['an', 'in', 'von', 'zwischen', 'neben', 'unten', 'oben', 'seit', 'gegen', 'ohne']);

/** A German note with its own subject and verb ("Hundesitter sagen kurzfristig ab"): a noun, then a finite verb. */
export function germanClause(text: string): boolean {
  const [first = '', second = ''] = text.split(/\s+/);
  return /^\p{Lu}/u.test(first) && /^\p{Ll}+(en|t|n)$/u.test(second) && !DE_NOUN_FOLLOWERS.has(second);
}

const EN_THIRD_PERSON: Record<string, string> = { is: 'am', has: 'have', does: 'do', goes: 'go' };

/** An objection in the persona's own voice: "Does not want strangers … when she sleeps" → "I do not want … when I sleep". */
export function ownObjection(raw: string, lang: Lang): string {
  const note = noteOf(raw, lang);
  let text = note ? note.text : lowerFirst(raw, lang);
  if (lang === 'en') {
    text = text.replace(/\b(he|she|they) (\p{L}+)\b/gu, (_m, _who, verb: string) => {
      // Own keys only: `constructor` or `toString` in a note is no irregular verb.
      const irregular = Object.hasOwn(EN_THIRD_PERSON, verb) ? EN_THIRD_PERSON[verb] : undefined;
      const base = irregular ?? (/[^s]s$/.test(verb) ? verb.slice(0, -1) : verb);
      return `I ${base}`;
    });
  } else {
    // A subordinate clause about the persona ("…, wenn sie schläft") in their voice: "…, wenn ich schlafe".
    text = text.replace(
      /\b(wenn|weil|dass|ob|sobald|solange|während|bis|als|obwohl) (sie|er) ([^,.;]*?)(\p{Ll}+t|muss|kann|will|darf|soll|mag|weiß)(?=$|[,.;])/gu,
      (_m, conj: string, _who, middle: string, verb: string) => `${conj} ich ${middle}${germanFirstPerson(verb)}`,
    );
  }
  return text;
}

const DE_FIRST_PERSON: Record<string, string> = { ist: 'bin', hat: 'habe', wird: 'werde', tut: 'tue' };

/** A German verb of the third person singular in the first: "arbeitet" → "arbeite", "schläft" → "schlafe". */
function germanFirstPerson(verb: string): string {
  const known = Object.hasOwn(DE_FIRST_PERSON, verb) ? DE_FIRST_PERSON[verb] : undefined;
  if (known) return known;
  // Modal verbs and "weiß" are the same in the first and the third person.
  if (!verb.endsWith('t')) return verb;
  const stem = verb.replace(/e?t$/, '');
  // Strong verbs take their umlaut only in the second and third person ("fährt" → "fahre", "läuft" → "laufe").
  const plain = /äu/.test(stem) ? stem.replace('äu', 'au') : stem.replace(/ä(?=[^aeiouäöü]*$)/, 'a');
  return `${plain}e`;
}

/**
 * A situation of Problem Shadowing as the sentence the founder completed: "When …, I" and "wait three weeks". An
 * answer that brings its own "I" ("I call three salons") completes "When …," rather than "When …, I".
 */
export function completedSituation(step: string, answer: string): string {
  const text = answer.trim();
  let sentence = step.trim().replace(/\s*(…|\.\.\.)$/, '');
  if (/\bI$/.test(sentence) && /^I\b/.test(text)) sentence = sentence.replace(/\s*I$/, '');
  return `${sentence} ${text}`.trim();
}
