// User Tinder's potential users (userTinder STEP_PROMPT, part 2 §2.10, §3): 6–9 distinct personas made from the
// founder's words — their first users, their problem, their subject — and the persona bank's archetypes. The set
// is built for learning, not for applause: two early adopters from the founder's own first users, pragmatists who
// switch only for a clear gain, and at least two sceptics or anti-users whose fears and constraints (money, time,
// trust, data protection, habits, where they live) name the idea's subject. Each persona is made with the earlier
// ones in view: no milieu, occupation, first name, last name or age comes twice.
import { milieuKey, needWords, normalizePersona, type Persona, SINUS_MILIEUS } from '@idea-studio/sdk';
import type { Lang } from '../../types.js';
import { type Persona as Archetype, type Attitude, personaBank } from '../banks.js';
import { type Facts, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { clipWords, endSentence, lowerFirst, quote, render, stripTerminal } from '../text.js';
import { inFirstPerson } from './first-person.js';

/** How many potential users one answer holds (the contract allows 1–10; the spec wants a real choice). */
export const MIN_PERSONAS = 6;
export const MAX_OFFLINE_PERSONAS = 9;

/**
 * A persona's own reason not to use the offer, in their voice ("I fear yet another tool for dog walking that …"):
 * the interview disagrees from it. A note that does not open with a verb is said as what stops them.
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

const GENDER_VALUES: Record<Lang, Record<Archetype['gender'], string>> = {
  en: { female: 'Female', male: 'Male', 'non-binary': 'non-binary' },
  de: { female: 'weiblich', male: 'männlich', 'non-binary': 'nicht-binär' },
};

/** The milieu of an archetype as the ten Sinus milieus name it in the answer's language. */
export function milieuName(milieu: string, lang: Lang): string {
  const key = milieuKey(milieu);
  const known = SINUS_MILIEUS.find((m) => m.key === key);
  return known ? known[lang] : milieu;
}

/** A place the founder's first users are named with ("dog owners in Hamburg" → Hamburg). */
function placeOf(facts: Facts): string | undefined {
  for (const text of [facts.sections.users, facts.group, facts.sections.problem]) {
    const match = text?.match(/\b(?:in|from|around|aus|im Raum|rund um)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u);
    if (match) return match[1];
  }
  return undefined;
}

/** What the founder's idea says about who its users are. */
interface Setting {
  /** The stems of the idea's words (the SDK's needWords, so "bakeries" meets "bakery"). */
  stems: ReadonlySet<string>;
  business: boolean;
  /** The place the first users are named with. */
  place?: string;
}

const shares = (text: string, stems: ReadonlySet<string>) => [...needWords(text)].filter((w) => stems.has(w)).length;

/** An archetype's life is set in named places ("Lives between Berlin and Lisbon"). */
const livesElsewhere = (archetype: Archetype) => /\b(?:in|between|zwischen)\s+\p{Lu}/u.test(archetype.lifestyle);

/** How much of an archetype's own text shares words with the idea: its occupation counts double. */
function relevance(archetype: Archetype, setting: Setting): number {
  const life = [archetype.summary, ...archetype.goals, ...archetype.painPoints, archetype.lifestyle].join(' ');
  return shares(archetype.occupation, setting.stems) * 2 + shares(life, setting.stems);
}

/** How well an archetype fits an attitude: early adopters are open and close to the idea, sceptics the reverse. */
function fit(archetype: Archetype, attitude: Attitude, setting: Setting): number {
  const sameKind = setting.business === archetype.decides ? 2 : 0;
  const close = relevance(archetype, setting) + sameKind - (setting.place && livesElsewhere(archetype) ? 3 : 0);
  switch (attitude) {
    case 'early':
      return close * 2 + archetype.openness * 1.5;
    case 'pragmatist':
      return close + (archetype.openness === 2 ? 2 : 0);
    case 'sceptic':
      return (3 - archetype.openness) * 1.5 + sameKind / 2;
    case 'anti':
      return (3 - archetype.openness) * 2;
  }
}

/** "owners of independent bakeries" → "independent bakeries": the firms a business role belongs to. */
function firmsOf(group: string): string {
  return group.replace(
    /^(?:owners|managers|operators|heads|inhaber(?:innen)?|besitzer(?:innen)?)\s+(?:of|von|der)\s+/i,
    '',
  );
}

interface Taken {
  milieus: Set<string>;
  occupations: Set<string>;
  firstNames: Set<string>;
  lastNames: Set<string>;
  ages: Set<number>;
  /** Idea-bound phrasings an earlier persona already used. */
  phrasings: Set<string>;
}

/** A name not yet used: neither its first nor its last name repeats an earlier persona's. */
function freshName(archetype: Archetype, rng: Rng, taken: Taken): { first: string; last: string } {
  const firsts = rng.shuffle(archetype.firstNames).filter((n) => !taken.firstNames.has(n));
  const lasts = rng.shuffle(archetype.lastNames).filter((n) => !taken.lastNames.has(n));
  const first = firsts[0] ?? archetype.firstNames[0]!;
  const last = lasts[0] ?? `${archetype.lastNames[0]!}-${archetype.lastNames.at(-1)!}`;
  taken.firstNames.add(first);
  taken.lastNames.add(last);
  return { first, last };
}

/** An age in the archetype's range that no earlier persona has. */
function freshAge(archetype: Archetype, rng: Rng, taken: Taken): number {
  const [from, to] = archetype.age;
  let age = rng.int(from, to);
  for (let i = 0; i <= to - from && taken.ages.has(age); i++) age = age + 1 > to ? from : age + 1;
  taken.ages.add(age);
  return age;
}

/**
 * The potential users of the idea. `facts` carry the founder's words (the Basic Idea sections from the input, the
 * card from the round's results, a knowledge-hub sentence); the persona bank the people.
 */
export function tinderPersonas(facts: Facts, rng: Rng): Persona[] {
  const lang = facts.lang;
  const bank = personaBank[lang];
  const phrasing = bank.tinder;
  const base = templateVars(facts);
  const problem = facts.problemClause || lowerFirst(render(phrasing.problemFallback, base), lang);
  const setting: Setting = {
    stems: needWords([facts.contentWords.join(' '), facts.group].join(' ')),
    business: facts.business,
    place: placeOf(facts),
  };
  const count = rng.int(MIN_PERSONAS, MAX_OFFLINE_PERSONAS);
  const taken: Taken = {
    milieus: new Set(),
    occupations: new Set(),
    firstNames: new Set(),
    lastNames: new Set(),
    ages: new Set(),
    phrasings: new Set(),
  };
  // Archetypes in a seeded order, so equal fits are broken differently per idea and per retry.
  const order = new Map(
    rng
      .fork('order')
      .shuffle(bank.archetypes)
      .map((a, i) => [a.key, i]),
  );
  const personas: Array<{ persona: Persona; attitude: Attitude }> = [];

  for (const attitude of attitudeMix(count)) {
    // With the earlier personas in view: a milieu and an occupation of their own.
    const candidates = bank.archetypes.filter(
      (a) => !taken.milieus.has(milieuKey(a.milieu) ?? a.milieu) && !taken.occupations.has(a.occupation),
    );
    const score = (a: Archetype) => fit(a, attitude, setting);
    const archetype = [...candidates].sort((a, b) => score(b) - score(a) || order.get(a.key)! - order.get(b.key)!)[0];
    if (!archetype) break;
    taken.milieus.add(milieuKey(archetype.milieu) ?? archetype.milieu);
    taken.occupations.add(archetype.occupation);
    const pick = rng.fork(archetype.key);
    const { first, last } = freshName(archetype, pick, taken);
    const age = freshAge(archetype, pick, taken);
    const vars = { ...base, problem, first };
    /** A phrasing no earlier persona has (in the bank's order when `ordered`, else a seeded one). */
    const say = (templates: string[], ordered = false): string => {
      const options = ordered ? templates : pick.shuffle(templates);
      const template = options.find((t) => !taken.phrasings.has(t)) ?? options[0]!;
      taken.phrasings.add(template);
      return render(template, vars);
    };
    const fears = archetype.fears.map((fear) => render(fear, vars));
    const close = attitude === 'early' || attitude === 'pragmatist';
    const summary = say(phrasing.summaries[attitude === 'early' && facts.business ? 'earlyBusiness' : attitude]);
    // The first early adopter states the founder's problem as their own pain.
    const ideaPain = say(phrasing.pains[attitude], attitude === 'early');
    const painPoints = close
      ? [ideaPain, ...pick.sample(archetype.painPoints, 2)]
      : [fears[0]!, ideaPain, ...pick.sample(archetype.painPoints, 1)];
    const objection = say(phrasing.objections[attitude]);
    // The first objection is the one that weighs most for this person: their own fear for a doubter, the condition
    // their attitude sets for anyone who would try it.
    const objections = close ? [objection, fears[1]!] : [fears[1]!, objection];
    const voice = close ? render(pick.pick(archetype.voice), vars) : say(phrasing.quotes[attitude]);
    // A place the founder named suits their first users, unless the archetype's own life is set elsewhere.
    const location = close && !livesElsewhere(archetype) ? setting.place : undefined;
    // An early adopter of a business idea works at one of the founder's first users: an archetype from another
    // trade takes a role there (its character stays, its workplace and working day are the firm's).
    const elsewhere = attitude === 'early' && setting.business && shares(archetype.occupation, setting.stems) === 0;
    const occupation = elsewhere
      ? say(
          phrasing.business.occupations.map((t) => t.replace('{group}', firmsOf(facts.group))),
          true,
        )
      : archetype.occupation;
    const lifestyle = elsewhere ? say(phrasing.business.lifestyles) : archetype.lifestyle;

    const raw: Record<string, unknown> = {
      name: `${first} ${last}`,
      short_summary: `${endSentence(archetype.summary)} ${endSentence(summary)}`,
      values: pick.sample(archetype.values, pick.int(3, Math.min(4, archetype.values.length))),
      occupation,
      demographics: {
        age,
        gender: GENDER_VALUES[lang][archetype.gender],
        occupation,
        ...(location ? { location } : {}),
      },
      sinus_milieu: milieuName(archetype.milieu, lang),
      goals: [say(phrasing.goals[attitude]), ...pick.sample(archetype.goals, 2)],
      lifestyle,
      pain_points: painPoints.map(stripTerminal),
      attitude: phrasing.attitudes[attitude],
      objections: objections.map(stripTerminal),
      objection: spokenObjection(objections[0]!, lang),
      quote: endSentence(voice),
    };
    // A knowledge-hub sentence on the problem backs the first early adopter's pains, named by its file.
    if (facts.citation && personas.length === 0) {
      raw.evidence = `${facts.citation.fileName}: ${quote(endSentence(clipWords(facts.citation.sentence, 40)), lang)}`;
    }
    personas.push({ persona: normalizePersona(raw)!, attitude });
  }

  // An early adopter opens the queue; the rest mixes the attitudes, so doubters do not all come last.
  const [opener, ...rest] = personas;
  return [opener!, ...rng.fork('queue').shuffle(rest)].map((p) => p.persona);
}
