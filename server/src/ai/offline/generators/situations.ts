// Problem Shadowing's answers (problemShadowing:*, part 2 §2.12, §4.5): the main persona's day in the life, the
// situations where the founder's problem shows — each a sentence to complete in the persona's voice ("When …, I …")
// — their completions, and the closing core problem with the persona's needs and barriers. Everything is built from
// the persona's own notes (lifestyle, pain points, goals, objections), the idea's subject and the founder's answers.
import { type Persona, personaOccupation, type ShadowingSituation } from '@idea-studio/sdk';
import type { Lang } from '../../types.js';
import { type Facts, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import { lowerFirst, stripTerminal } from '../text.js';
import { inFirstPerson, inOwnWords } from './first-person.js';
import { lifestyleParts, noteOf } from './insights.js';
import {
  completedSituation,
  germanClause,
  ideaSubject,
  inputPersona,
  isRecord,
  listOf,
  ownObjection,
} from './persona-notes.js';

/** The shadowing's input as the clients send it (sdk `shadowingPromptContent`). */
export interface ShadowingInput {
  persona?: Persona;
  story: string[];
  situations: ShadowingSituation[];
}

/** The input's persona (else the round's main persona), day and situations. */
export function shadowingInput(input: string, results: readonly unknown[]): ShadowingInput {
  const parsed = parseJson(input);
  const record = isRecord(parsed) ? parsed : {};
  const persona = inputPersona(record, results);
  const situations = Array.isArray(record.situations)
    ? record.situations
        .filter(isRecord)
        .map((s) => ({ step: typeof s.step === 'string' ? s.step.trim() : '', answer: String(s.answer ?? '') }))
        .filter((s) => s.step)
    : [];
  return { persona, story: listOf(record.day_in_life_story), situations };
}

/** What the generators know of the persona and the idea. */
interface Scene {
  lang: Lang;
  name: string;
  first: string;
  occupation: string;
  /** Lifestyle parts as the notes say them ("Works early shifts …"). */
  life: string[];
  /** Pain points as noun phrases or the persona's own clauses. */
  pains: Array<{ text: string; clause: boolean }>;
  goals: string[];
  objections: string[];
  /** What the idea is about (the round's idea card or the persona's notes). */
  subject: string;
  problem: string;
}

function sceneOf(persona: Persona | undefined, facts: Facts): Scene {
  const lang = facts.lang;
  const name = persona?.name ?? (lang === 'de' ? 'Deine Persona' : 'Your persona');
  const subject = ideaSubject(facts, persona);
  const pains = listOf(persona?.pain_points)
    .map((p) => noteOf(p, lang))
    .filter((n): n is NonNullable<typeof n> => !!n)
    .map((n) => (!n.clause && lang === 'de' && germanClause(n.text) ? { ...n, clause: true } : n));
  return {
    lang,
    name,
    first: name.split(/\s+/)[0] ?? name,
    occupation: persona ? personaOccupation(persona) : '',
    life: persona?.lifestyle ? lifestyleParts(persona.lifestyle, lang) : [],
    pains,
    goals: listOf(persona?.goals).map((g) => lowerFirst(inOwnWords(g, lang), lang)),
    objections: listOf((persona as Record<string, unknown> | undefined)?.objections).map((o) => ownObjection(o, lang)),
    subject,
    problem: stripTerminal(facts.problemClause || facts.sections.problem || ''),
  };
}

/** A pain as a noun phrase to name ("unpredictable daily demand"), or the persona's clause ("I have no time"). */
const painText = (scene: Scene, index: number) => scene.pains[index % Math.max(1, scene.pains.length)];

// ── the day in the life (INITIALIZE_STEP_PROMPT) ──

const TIMES: Record<Lang, string[]> = {
  en: ['Early morning', 'Morning', 'Mid-morning', 'Midday', 'Afternoon', 'Evening', 'Late evening'],
  de: ['Früh am Morgen', 'Am Morgen', 'Am Vormittag', 'Mittags', 'Am Nachmittag', 'Am Abend', 'Spät am Abend'],
};

/** The time of moment i of n: spread from early morning to late evening, never the same twice. */
const timeOf = (lang: Lang, i: number, n: number) => TIMES[lang][n <= 1 ? 0 : Math.round((i * 6) / (n - 1))]!;

/** A lifestyle part in the third person: "Works early shifts" → "Lena works early shifts". */
function thirdPerson(scene: Scene, part: string): string | undefined {
  if (!inFirstPerson(part, scene.lang).clause) return undefined;
  // The part opens with the persona's verb ("Works …", "Arbeitet …"), lower case after the name in both languages.
  return `${scene.first} ${part.charAt(0).toLowerCase()}${part.slice(1)}`;
}

/** English goals that open without a verb ("More time for patients") take none of "to". */
const EN_GOAL_NOUN_START = /^(more|less|fewer|enough|a|an|the|no|better)\b/i;

/** 5–7 moments of the persona's day, morning to evening, where the problem shows (told in the third person). */
export function dayInLife(persona: Persona | undefined, facts: Facts, rng: Rng): string[] {
  const s = sceneOf(persona, facts);
  const en = s.lang === 'en';
  const moments: string[] = [];
  const life = s.life.map((part) => thirdPerson(s, part)).filter((m): m is string => !!m);
  if (life[0]) moments.push(life[0]);
  if (s.occupation) {
    moments.push(
      en
        ? `Work takes over (${s.occupation}); ${s.first} has no minute to spare.`
        : `Die Arbeit nimmt ${s.first} ganz in Anspruch (${s.occupation}); keine Minute bleibt übrig.`,
    );
  }
  const pain = painText(s, 0);
  if (pain) {
    moments.push(
      pain.clause
        ? en
          ? `The old problem shows up again, and ${s.first} thinks: ${pain.text}.`
          : `Das alte Problem meldet sich wieder, und ${s.first} denkt: ${pain.text}.`
        : en
          ? `The old problem shows up again: ${pain.text}.`
          : `Das alte Problem meldet sich wieder: ${pain.text}.`,
    );
  }
  moments.push(
    en
      ? `${s.first} thinks about ${s.subject} and puts it off once more — there is no time for it now.`
      : `${s.first} denkt an ${s.subject} und schiebt es wieder auf – gerade ist keine Zeit dafür.`,
  );
  if (life[1]) moments.push(life[1]);
  const second = painText(s, 1);
  if (second && second !== pain) {
    moments.push(
      en ? `The day ends with the same worry: ${second.text}.` : `Der Tag endet mit derselben Sorge: ${second.text}.`,
    );
  }
  // The persona's goals as the notes say them ("Keep her collie …"): the story is told in the third person.
  const goals = listOf(persona?.goals).map((g) => lowerFirst(g, s.lang));
  const goal = goals.length ? rng.pick(goals) : undefined;
  if (goal) {
    moments.push(
      en
        ? `Before bed, ${s.first} thinks of what matters most: ${EN_GOAL_NOUN_START.test(goal) ? goal : `to ${goal}`}.`
        : `Vor dem Schlafen denkt ${s.first} an das, was am meisten zählt: ${goal}.`,
    );
  }
  if (moments.length < 5) {
    moments.push(
      en
        ? `${s.first} asks friends how they deal with ${s.subject}, and hears the same workarounds.`
        : `${s.first} fragt Bekannte, wie sie mit ${s.subject} umgehen, und hört dieselben Notlösungen.`,
    );
  }
  // A persona with few notes still gets a whole day: everyday moments where the problem waits.
  const fillers = en
    ? [
        `On the way home ${s.first} sees others struggle with the same thing and wonders why nobody has fixed it.`,
        `${s.first} makes do once more and hopes tomorrow goes better.`,
      ]
    : [
        `Auf dem Heimweg sieht ${s.first} andere mit demselben Problem kämpfen und fragt sich, warum es niemand löst.`,
        `${s.first} behilft sich wieder irgendwie und hofft, dass es morgen besser läuft.`,
      ];
  for (const filler of fillers) if (moments.length < 5) moments.push(filler);
  const day = moments.slice(0, 7);
  return day.map((m, i) => `${timeOf(s.lang, i, day.length)}: ${m.replace(/\.?$/, '.')}`);
}

// ── situations and their completions (STEP_PROMPT, FILL_OUT_ALL_PROMPT) ──

/** German separable particles: such a verb cannot simply move to the end of a "wenn" clause. */
const DE_PARTICLES = new Set(['auf', 'an', 'ab', 'aus', 'ein', 'mit', 'vor', 'zu', 'zurück', 'los', 'weg', 'nach']);

/** A lifestyle part as the persona's own "when" clause: "I work night shifts" / "ich Nachtschichten arbeite". */
function lifeClause(scene: Scene, part: string): string | undefined {
  const spoken = inFirstPerson(part, scene.lang);
  if (!spoken.clause) return undefined;
  if (scene.lang === 'en') return spoken.text;
  const [, verb, ...all] = spoken.text.split(/\s+/);
  // Only the first verb's clause: "arbeite im Schichtdienst und gehe …" → "im Schichtdienst arbeite".
  const cut = all.findIndex((w) => w === 'und' || w.endsWith(','));
  const rest = cut === -1 ? all : all.slice(0, cut + (all[cut]!.endsWith(',') ? 1 : 0)).map((w) => w.replace(/,$/, ''));
  if (!verb || DE_PARTICLES.has((rest.at(-1) ?? '').toLowerCase())) return undefined;
  return `ich ${rest.join(' ')} ${verb}`.replace(/\s+/g, ' ');
}

/** Pains that name a lack ("no time for walks", "zu wenig Schlaf"): the persona has them. */
const EN_LACK = /^(no|too little|too much|too many|not enough|little|hardly any)\b/i;
const DE_LACK = /^(kein\p{L}*|zu wenig|zu viel\p{L}*|wenig)\s/iu;

/** The situation sentences to complete, each ending where the persona's reaction begins. */
function situationSteps(s: Scene): string[] {
  const en = s.lang === 'en';
  const steps: string[] = [];
  const when = (clause: string) => (en ? `When ${clause}, I` : `Wenn ${clause},`);
  for (const part of s.life.slice(0, 2)) {
    const clause = lifeClause(s, part);
    if (clause) steps.push(when(en ? clause.replace(/^I\b/, 'I') : clause));
  }
  for (const pain of s.pains.slice(0, 2)) {
    // "no time for …" is something one has again, other pains something one faces.
    const having = en ? EN_LACK.test(pain.text) : DE_LACK.test(pain.text);
    steps.push(
      pain.clause
        ? when(en ? `I notice again that ${lowerFirst(pain.text, s.lang)}` : `ich wieder merke: ${pain.text}`)
        : having
          ? when(en ? `I again have ${pain.text}` : `ich wieder ${pain.text} habe`)
          : when(en ? `I face ${pain.text} again` : `es wieder um ${pain.text} geht`),
    );
  }
  steps.push(
    when(
      en
        ? `I have to deal with ${s.subject} in the middle of a busy day`
        : `ich mich mitten an einem vollen Tag um ${s.subject} kümmern muss`,
    ),
  );
  if (s.objections.length || s.pains.length) {
    steps.push(
      when(
        en
          ? `someone offers me a new solution for ${s.subject}`
          : `mir jemand eine neue Lösung für ${s.subject} anbietet`,
      ),
    );
  }
  steps.push(when(en ? 'my day gets busier than planned' : 'mein Tag voller wird als geplant'));
  return [...new Set(steps)].slice(0, 6);
}

/**
 * Completions of a situation in the persona's voice, from their pains, objections and habits — never repeating the
 * pain the situation itself names ("When I face unpredictable demand again, I … unpredictable demand").
 */
function completions(s: Scene, index: number, step = ''): string[] {
  const en = s.lang === 'en';
  const named = (text: string) => !!step && step.toLowerCase().includes(text.toLowerCase());
  const fresh = s.pains.filter((p) => !named(p.text));
  const pain = fresh.length ? fresh[index % fresh.length] : undefined;
  const objection = s.objections.length ? s.objections[index % s.objections.length] : undefined;
  const goal = s.goals.length ? s.goals[index % s.goals.length] : undefined;
  const out: string[] = [];
  if (pain) {
    out.push(
      en ? `put it off again — the reason: ${pain.text}.` : `schiebe ich es wieder auf. Der Grund: ${pain.text}.`,
    );
    out.push(en ? `feel the stress all over again: ${pain.text}.` : `spüre ich den Stress wieder: ${pain.text}.`);
  }
  out.push(
    en
      ? `fall back on my usual workaround and lose time I do not have.`
      : `greife ich auf meine übliche Notlösung zurück und verliere Zeit, die ich nicht habe.`,
  );
  if (objection) out.push(en ? `hesitate, because ${objection}.` : `zögere ich, denn: ${objection}.`);
  out.push(
    en
      ? `ask people I know first, because I only trust what they recommend for ${s.subject}.`
      : `frage ich erst im Bekanntenkreis nach, weil ich bei ${s.subject} nur Empfehlungen traue.`,
  );
  if (goal) {
    out.push(
      en
        ? `give up a little of what I want most: to ${goal}.`
        : `gebe ich ein Stück von dem auf, was mir wichtig ist: ${goal}.`,
    );
  }
  out.push(
    en
      ? `end up spending more time and money on ${s.subject} than I planned.`
      : `gebe ich am Ende mehr Zeit und Geld für ${s.subject} aus als geplant.`,
  );
  return [...new Set(out)];
}

/** 4–6 situations (stepPromptNumber 0), each with a suggested completion. */
export function shadowingSituations(persona: Persona | undefined, facts: Facts, rng: Rng): ShadowingSituation[] {
  const s = sceneOf(persona, facts);
  const used = new Set<string>();
  return situationSteps(s).map((step, i) => {
    const own = completions(s, i, step);
    const answer = rng.shuffle(own).find((c) => !used.has(c)) ?? own[0]!;
    used.add(answer);
    return { step, answer };
  });
}

/** 3–6 alternative completions of situation n (1-based), every one with that situation's sentence. */
export function situationAlternatives(n: number, input: ShadowingInput, facts: Facts, rng: Rng): ShadowingSituation[] {
  const situations = input.situations.length ? input.situations : shadowingSituations(input.persona, facts, rng);
  const index = Math.min(Math.max(1, n), situations.length) - 1;
  const step = situations[index]!.step;
  const s = sceneOf(input.persona, facts);
  const pool = rng.shuffle(
    [...completions(s, index, step), ...completions(s, index + 1, step)].filter((c, i, all) => all.indexOf(c) === i),
  );
  return pool.slice(0, Math.min(6, Math.max(3, pool.length))).map((answer) => ({ step, answer }));
}

/** Autofill: every open situation completed; the founder's answers stay word for word. */
export function fillShadowing(input: ShadowingInput, facts: Facts, rng: Rng): ShadowingSituation[] {
  if (!input.situations.length) return shadowingSituations(input.persona, facts, rng);
  const s = sceneOf(input.persona, facts);
  const used = new Set(input.situations.map((x) => x.answer.trim()).filter(Boolean));
  return input.situations.map((situation, i) => {
    if (situation.answer.trim()) return situation;
    const options = rng.shuffle(completions(s, i, situation.step));
    const answer = options.find((c) => !used.has(c)) ?? options[0]!;
    used.add(answer);
    return { step: situation.step, answer };
  });
}

// ── the closing (CLOSING_STEP_PROMPT) ──

const completed = (s: ShadowingSituation) => completedSituation(s.step, s.answer);

/** The core problem in the founder's own answers, and the persona's needs and barriers. */
export function shadowingClosing(input: ShadowingInput, facts: Facts, rng: Rng) {
  const s = sceneOf(input.persona, facts);
  const en = s.lang === 'en';
  const answered = input.situations.filter((x) => x.answer.trim());
  const quotes = rng
    .sample(answered, 2)
    .map((x) => (en ? `“${stripTerminal(completed(x))}”` : `„${stripTerminal(completed(x))}“`));
  const who = s.occupation ? `${s.name} (${s.occupation})` : s.name;
  const pain = painText(s, 0);
  const core = [
    en
      ? `${who} meets the same problem in everyday moments${s.problem ? `: ${lowerFirst(s.problem, s.lang)}` : ` around ${s.subject}`}.`
      : `${who} trifft im Alltag immer wieder auf dasselbe Problem${s.problem ? `: ${s.problem}` : ` rund um ${s.subject}`}.`,
    quotes.length
      ? en
        ? `In ${s.first}'s own words: ${quotes.join(' and ')}.`
        : `In ${s.first}s eigenen Worten: ${quotes.join(' und ')}.`
      : '',
    pain ? (en ? `What it costs: ${pain.text}.` : `Was es kostet: ${pain.text}.`) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const need = en ? 'Need' : 'Bedürfnis';
  const barrier = en ? 'Barrier' : 'Hürde';
  const needs = [
    ...s.goals.slice(0, 2).map((g) => `${need}: ${g}`),
    `${need}: ${en ? `a way to deal with ${s.subject} that fits into a full day` : `ein Umgang mit ${s.subject}, der in einen vollen Tag passt`}`,
  ];
  const barriers = [
    ...s.objections.slice(0, 2).map((o) => `${barrier}: ${o}`),
    ...s.pains.slice(0, s.objections.length ? 1 : 2).map((p) => `${barrier}: ${p.text}`),
  ];
  const needsAndBarriers = [...needs.slice(0, 2), ...barriers.slice(0, 3)];
  if (needsAndBarriers.length < 3) {
    needsAndBarriers.push(
      `${barrier}: ${en ? 'trying something new costs time and trust' : 'Neues auszuprobieren kostet Zeit und Vertrauen'}`,
    );
  }
  return [
    {
      target_user: s.name,
      persona_extension: { core_problem: core, needs_and_barriers: needsAndBarriers },
      core_problem: core,
    },
  ];
}
