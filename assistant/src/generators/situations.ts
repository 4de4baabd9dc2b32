// Problem Shadowing's answers (its step's prompts, part 2 §2.12, §4.5): the main persona's day in the life, the
// situations where the founder's problem shows — each a sentence to complete in the persona's voice ("When …, I …")
// — their completions, and the closing core problem with the persona's needs and barriers. Everything is built from
// the persona's own notes (lifestyle, pain points, goals, objections), the idea's subject and the founder's answers.
import { type Persona, personaOccupation, type ShadowingSituation } from '@idea-studio/sdk';
import { type Facts, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import { capitalize, endSentence, lowerFirst, stripTerminal } from '../text.js';
import type { Lang } from '../types.js';
import { germanSubordinate, inFirstPerson, inOwnWords } from './first-person.js';
import {
  afterColon,
  clean,
  germanGenitive,
  type IdeaVoice,
  ideaVoice,
  quoteInQuote,
  tidyGerman,
} from './idea-voice.js';
import { lifestyleParts, noteOf } from './note-voice.js';
import {
  completedSituation,
  germanClause,
  ideaSubject,
  inputPersona,
  isRecord,
  listOf,
  ownGroup,
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

/** A note of the persona: their own clause ("I have no time", "ich muss …") or a noun phrase. */
interface Said {
  text: string;
  clause: boolean;
  /** The note as written about the persona ("Muss jede Ausgabe … abwägen"), for German subordinate clauses. */
  raw: string;
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
  pains: Said[];
  goals: string[];
  /** The persona's objections in their own voice. */
  objections: Said[];
  /** What the idea is about (the round's idea card or the persona's notes). */
  subject: string;
  /** The idea's facts around the persona: where they live, partners, channel, cost. */
  voice: IdeaVoice;
}

function sceneOf(persona: Persona | undefined, facts: Facts): Scene {
  const lang = facts.lang;
  const name = persona?.name ?? (lang === 'de' ? 'Deine Persona' : 'Your persona');
  const subject = ideaSubject(facts, persona);
  const group = ownGroup(facts, persona);
  const voice = ideaVoice(facts);
  const pains = listOf(persona?.pain_points)
    .map((raw) => ({ raw, note: noteOf(raw, lang, group) }))
    .filter((n): n is { raw: string; note: NonNullable<typeof n.note> } => !!n.note)
    .map(({ raw, note }) => ({
      raw,
      text: note.text,
      clause: note.clause || (lang === 'de' && germanClause(note.text)),
    }))
    // A pain that repeats the founder's sentence is not the persona's own experience.
    .filter((p) => clean(p.text, voice));
  const objections = listOf((persona as Record<string, unknown> | undefined)?.objections)
    .map((raw) => ({ raw, text: ownObjection(raw, lang), clause: !!noteOf(raw, lang, group)?.clause }))
    .filter((o) => clean(o.text, voice));
  return {
    lang,
    name,
    first: name.split(/\s+/)[0] ?? name,
    occupation: persona ? personaOccupation(persona) : '',
    life: persona?.lifestyle ? lifestyleParts(persona.lifestyle, lang).filter((part) => clean(part, voice)) : [],
    pains,
    goals: listOf(persona?.goals)
      .map((g) => lowerFirst(inOwnWords(g, lang), lang))
      .filter((g) => clean(g, voice)),
    objections,
    subject,
    voice,
  };
}

/** A text in German punctuation ("denn ich", ": Ich …"); English as it is. */
const tidy = (s: Scene, text: string) => (s.lang === 'de' ? tidyGerman(text) : text);

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

/** The moment the idea's setting and partners show in the persona's day, in the third person. */
function placeMoment(s: Scene): string | undefined {
  const { place, partners } = s.voice;
  if (!place && !partners) return undefined;
  const en = s.lang === 'en';
  if (partners) {
    return en
      ? `Out and about${place ?? ''}, ${s.first} passes ${partners} and thinks of ${s.subject} again.`
      : `Unterwegs${place ?? ''} kommt ${s.first} an ${partners} vorbei und denkt wieder an ${s.subject}.`;
  }
  return en
    ? `Out and about${place}, ${s.first} is reminded of ${s.subject} again.`
    : `Unterwegs${place} wird ${s.first} wieder an ${s.subject} erinnert.`;
}

/** 5–7 moments of the persona's day, morning to evening, where the problem shows (told in the third person). */
export function dayInLife(persona: Persona | undefined, facts: Facts, rng: Rng): string[] {
  const s = sceneOf(persona, facts);
  const en = s.lang === 'en';
  const moments: string[] = [];
  const life = s.life.map((part) => thirdPerson(s, part)).filter((m): m is string => !!m);
  if (life[0]) moments.push(life[0]);
  // Work fills the day of someone with a job, school or studies that of a pupil or student; a retired person's day
  // has no such moment.
  const retired = /\b(retired|retiree|pensioner|rentner\p{L}*|pensionär\p{L}*|ruhestand)\b/iu.test(s.occupation);
  const school = /\b(pupil|schoolgirl|schoolboy|schüler\p{L}*)\b/iu.test(s.occupation);
  const studies = /\b(student|student\p{L}*|studierende\p{L}*)\b/iu.test(s.occupation);
  if (s.occupation && !retired) {
    moments.push(
      school || studies
        ? en
          ? `Then ${school ? 'school takes' : 'lectures take'} over, and ${s.first} has no minute to spare.`
          : `Dann nimmt ${school ? 'die Schule' : 'das Studium'} ${s.first} ganz in Anspruch; keine Minute bleibt übrig.`
        : en
          ? `Then work takes over, and ${s.first} has no minute to spare.`
          : `Dann nimmt die Arbeit ${s.first} ganz in Anspruch; keine Minute bleibt übrig.`,
    );
  }
  const pain = painText(s, 0);
  if (pain) {
    moments.push(
      pain.clause
        ? en
          ? `The old problem shows up again, and ${s.first} thinks: ${pain.text}.`
          : `Das alte Problem meldet sich wieder, und ${s.first} denkt: ${capitalize(pain.text)}.`
        : en
          ? `The old problem shows up again: ${pain.text}.`
          : `Das alte Problem meldet sich wieder: ${pain.text}.`,
    );
  }
  const place = placeMoment(s);
  if (place) moments.push(place);
  else {
    moments.push(
      en
        ? `${s.first} thinks about ${s.subject} and puts it off once more — there is no time for it now.`
        : `${s.first} denkt an ${s.subject} und schiebt es wieder auf – gerade ist keine Zeit dafür.`,
    );
  }
  if (life[1]) moments.push(life[1]);
  const second = painText(s, 1);
  if (second && second !== pain) {
    moments.push(
      en
        ? `The day ends with the same worry: ${second.text}.`
        : `Der Tag endet mit derselben Sorge: ${afterColon(second.text, second.clause, s.lang)}.`,
    );
  }
  // The persona's goals as the notes say them ("Keep her collie …"): the story is told in the third person.
  const goals = listOf(persona?.goals)
    .map((g) => lowerFirst(g, s.lang))
    .filter((g) => clean(g, s.voice));
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
        : `${s.first} fragt Bekannte, wie sie mit dem Thema ${s.subject} umgehen, und hört dieselben Notlösungen.`,
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
  const day = moments.filter((m) => clean(m, s.voice)).slice(0, 7);
  return day.map((m, i) => tidy(s, `${timeOf(s.lang, i, day.length)}: ${m.replace(/\.?$/, '.')}`));
}

// ── situations and their completions (STEP_PROMPT, FILL_OUT_ALL_PROMPT) ──

/** A lifestyle part as the persona's own "when" clause: "I work night shifts" / "ich Nachtschichten arbeite". */
function lifeClause(scene: Scene, part: string): string | undefined {
  const spoken = inFirstPerson(part, scene.lang);
  if (!spoken.clause) return undefined;
  if (scene.lang === 'en') return spoken.text;
  // German: the verb goes to the end of the "wenn" clause, a separable particle with it ("früh anfange").
  return germanSubordinate(part);
}

/** "ich mich um X kümmern muss" → "ich mich wieder um X kümmern muss": "wieder" after the reflexive pronoun. */
function germanAgain(clause: string): string {
  return clause.replace(/^ich (mich |mir )?/, (_m, reflexive = '') => `ich ${reflexive}wieder `);
}

/** Pains that name a lack ("no time for walks", "zu wenig Schlaf"): the persona has them. */
const EN_LACK = /^(no|too little|too much|too many|not enough|little|hardly any)\b/i;
const DE_LACK = /^(kein\p{L}*|zu wenig|zu viel\p{L}*|wenig)\s/iu;

/** The "when" clause of a pain: the persona meets it again. */
function painStep(s: Scene, pain: Said): string | undefined {
  if (s.lang === 'en') {
    if (pain.clause) {
      // "I see the costs …" is already something the persona notices: "I once again see the costs …".
      const noticing = pain.text.match(/^I (see|notice|find|realise|realize|hear) (.+)$/i);
      if (noticing) return `I once again ${noticing[1]!.toLowerCase()} ${noticing[2]}`;
      return `I notice again that ${lowerFirst(pain.text, s.lang)}`;
    }
    return EN_LACK.test(pain.text) ? `I again have ${pain.text}` : `I face ${pain.text} again`;
  }
  if (pain.clause) {
    // "Muss … abwägen" → "ich wieder … abwägen muss"; "Hundesitter sagen kurzfristig ab" → "…, dass Hundesitter
    // kurzfristig absagen"; a clause whose grammar is unclear is not used.
    const body = germanSubordinate(/^ich\b/i.test(pain.text) ? pain.text : pain.raw);
    if (!body) return undefined;
    return body.startsWith('ich ') ? germanAgain(body) : `ich wieder merke, dass ${body}`;
  }
  return DE_LACK.test(pain.text) ? `ich wieder ${pain.text} habe` : `es wieder um ${pain.text} geht`;
}

/** The situation sentences to complete, each ending where the persona's reaction begins. */
function situationSteps(s: Scene): string[] {
  const en = s.lang === 'en';
  const when = (clause: string) => (en ? `When ${clause}, I` : `Wenn ${clause},`);
  const lives = s.life.map((part) => lifeClause(s, part)).filter((c): c is string => !!c);
  const pains = s.pains.map((pain) => painStep(s, pain)).filter((c): c is string => !!c);
  // The idea's subject meets the persona in a moment of their own day ("while I work night shifts").
  const during = lives[1] ?? lives[0];
  const subjectStep = during
    ? en
      ? `I think of ${s.subject} while ${during}`
      : `ich an das Thema ${s.subject} denke, während ${during}`
    : undefined;
  const steps = [
    ...lives.slice(0, 1),
    ...pains.slice(0, 2),
    ...(subjectStep ? [subjectStep] : []),
    ...lives.slice(during === lives[1] ? 2 : 1, 3),
    ...pains.slice(2, 3),
  ].map(when);
  const own = [...new Set(steps.map((step) => tidy(s, step)))].filter((step) => clean(step, s.voice));
  // The moments every day has stand in only where the persona's own life and pains give fewer than four.
  const general = [
    when(
      en
        ? `I have to deal with ${s.subject} in the middle of a busy day`
        : `ich mich mitten an einem vollen Tag um ${s.subject} kümmern muss`,
    ),
    ...(s.objections.length || s.pains.length
      ? [
          when(
            en
              ? `someone offers me a new solution for ${s.subject}`
              : `mir jemand eine neue Lösung für ${s.subject} anbietet`,
          ),
        ]
      : []),
    when(en ? 'my day gets busier than planned' : 'mein Tag voller wird als geplant'),
  ]
    .map((step) => tidy(s, step))
    .filter((step) => clean(step, s.voice) && !own.includes(step));
  return [...own, ...general.slice(0, Math.max(0, 4 - own.length))].slice(0, 6);
}

/**
 * Completions of a situation in the persona's voice, from their pains, objections and habits and the idea's facts —
 * never repeating the pain the situation itself names ("When I face unpredictable demand again, I … unpredictable
 * demand").
 */
function completions(s: Scene, index: number, step = ''): string[] {
  const en = s.lang === 'en';
  const lang = s.lang;
  const named = (text: string) => !!step && step.toLowerCase().includes(text.toLowerCase().slice(0, 40));
  const fresh = s.pains.filter(
    (p) => !named(p.text) && !named(germanSubordinate(/^ich\b/i.test(p.text) ? p.text : p.raw) ?? p.text),
  );
  const pain = fresh.length ? fresh[index % fresh.length] : undefined;
  const objection = s.objections.length ? s.objections[index % s.objections.length] : undefined;
  const goal = s.goals.length ? s.goals[index % s.goals.length] : undefined;
  const { cost, channel } = s.voice;
  const out: string[] = [];
  // What anyone might do: only where the persona's own pains, objections and goals give too little.
  const general: string[] = [];
  if (pain) {
    out.push(
      en
        ? `put it off again — the reason: ${pain.text}.`
        : `schiebe ich es wieder auf – der Grund: ${afterColon(pain.text, pain.clause, lang)}.`,
    );
    out.push(
      en
        ? `feel the stress all over again: ${pain.text}.`
        : `spüre ich den Stress wieder: ${afterColon(pain.text, pain.clause, lang)}.`,
    );
  }
  general.push(
    en
      ? `fall back on my usual workaround and lose time I do not have.`
      : `greife ich auf meine übliche Notlösung zurück und verliere Zeit, die ich nicht habe.`,
  );
  if (objection) {
    if (en) out.push(`hesitate, because ${objection.text}.`);
    else if (/^ich\b/i.test(objection.text)) out.push(`zögere ich, denn ${lowerFirst(objection.text, lang)}.`);
    else out.push(`zögere ich – der Grund: ${afterColon(objection.text, objection.clause, lang)}.`);
  }
  general.push(
    en
      ? `ask people I know first, because I only trust what they recommend for ${s.subject}.`
      : `frage ich erst im Bekanntenkreis nach, weil ich beim Thema ${s.subject} nur Empfehlungen traue.`,
  );
  if (goal) {
    out.push(
      en
        ? `give up a little of what I want most: to ${goal}.`
        : `gebe ich ein Stück von dem auf, was mir wichtig ist: ${goal}.`,
    );
  }
  if (cost) {
    out.push(
      en
        ? `work out first whether ${cost.name} would really pay off for me.`
        : `rechne ich erst nach, ob sich ${cost.name} für mich wirklich lohnt.`,
    );
  }
  if (channel) {
    out.push(
      en
        ? `would only try something new if it were as easy as “${channel}”.`
        : `würde ich nur etwas Neues ausprobieren, wenn es so einfach wäre wie „${channel}“.`,
    );
  }
  general.push(
    en
      ? `end up spending more time and money on ${s.subject} than I planned.`
      : `gebe ich am Ende mehr Zeit und Geld für ${s.subject} aus als geplant.`,
  );
  const own = [...new Set(out.map((c) => tidy(s, c)))].filter((c) => clean(c, s.voice));
  const others = [...new Set(general.map((c) => tidy(s, c)))].filter((c) => clean(c, s.voice) && !own.includes(c));
  return own.length >= 2 ? own : [...own, ...others];
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

/** A quote of the founder's completed situations: the shortest whole one, if one is short enough to read at once. */
const MAX_QUOTE_WORDS = 22;

/** The persona's main pain as a sentence about them ("Andreas loses hours …"), or undefined. */
function painSentence(s: Scene): string | undefined {
  const en = s.lang === 'en';
  for (const pain of s.pains) {
    let sentence: string | undefined;
    if (inFirstPerson(pain.raw, s.lang).clause) {
      // The note is written about the persona ("Loses hours …", "Muss … abwägen"): their name is its subject.
      sentence = `${s.first} ${pain.raw.charAt(0).toLowerCase()}${pain.raw.slice(1)}`;
    } else if (!/^(I|ich)\b/i.test(pain.text)) {
      sentence = en
        ? `What weighs most: ${pain.text}`
        : `Am schwersten wiegt: ${afterColon(pain.text, pain.clause, s.lang)}`;
    }
    if (sentence && sentence.split(/\s+/).length <= 24 && clean(sentence, s.voice)) return endSentence(sentence);
  }
  return undefined;
}

/**
 * The core problem: one or two short sentences of the persona's situation (who they are, where, what hurts most),
 * then at most one quote of the founder's completed situations; and the persona's needs and barriers.
 */
export function shadowingClosing(input: ShadowingInput, facts: Facts, rng: Rng) {
  const s = sceneOf(input.persona, facts);
  const en = s.lang === 'en';
  const answered = input.situations.filter((x) => x.answer.trim());
  const who = s.occupation ? `${s.name} (${s.occupation})` : s.name;
  const place = s.voice.place ?? '';
  const short = rng
    .shuffle(answered.map((x) => stripTerminal(completed(x))))
    .filter((q) => q.split(/\s+/).length <= MAX_QUOTE_WORDS && !/…|\.\.\./.test(q))
    .sort((a, b) => a.split(/\s+/).length - b.split(/\s+/).length);
  const quote = short[0];
  const core = [
    en
      ? `${who} keeps running into the same problem with ${s.subject}${place}.`
      : `${who} stößt${place} immer wieder auf dasselbe Problem rund um ${s.subject}.`,
    painSentence(s) ?? '',
    quote
      ? en
        ? `In ${s.first}'s own words: “${quoteInQuote(quote, s.lang)}”.`
        : `In ${germanGenitive(s.first)} eigenen Worten: „${quoteInQuote(quote, s.lang)}“.`
      : '',
  ]
    .filter(Boolean)
    .map((sentence) => tidy(s, sentence))
    .join(' ');
  const need = en ? 'Need' : 'Bedürfnis';
  const barrier = en ? 'Barrier' : 'Hürde';
  const needs = [
    ...s.goals.slice(0, 2).map((g) => `${need}: ${g}`),
    `${need}: ${en ? `a way to deal with ${s.subject} that fits into a full day` : `ein Umgang mit dem Thema ${s.subject}, der in einen vollen Tag passt`}`,
  ];
  const barriers = [
    ...s.objections.slice(0, 2).map((o) => `${barrier}: ${afterColon(o.text, o.clause, s.lang)}`),
    ...s.pains.slice(0, s.objections.length ? 1 : 2).map((p) => `${barrier}: ${afterColon(p.text, p.clause, s.lang)}`),
  ];
  if (s.voice.cost) {
    barriers.push(
      en
        ? `${barrier}: whether ${s.voice.cost.name} pays off for me`
        : `${barrier}: ob sich ${s.voice.cost.name} für mich lohnt`,
    );
  }
  const needsAndBarriers = [...needs.slice(0, 2), ...barriers.slice(0, 3)].map((item) => tidy(s, item));
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
