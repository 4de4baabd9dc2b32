// User Insight Mapping's answers (insightMapping STEP_PROMPT, part 2 §2.11, §4.7): what the main persona hears,
// sees, feels and what frustrates them most — in the persona's own voice, built from their own fields (pain
// points, lifestyle, goals, values, objections) and the idea's subject and problem. The persona's notes are turned
// into their own words ("Starts baking at three" → "I start baking at three"), so no answer could stand for anyone;
// phrasings that need a field the persona lacks are left out.
import {
  type AiSuggestion,
  EMPATHY_QUESTIONS,
  type EmpathyQuestion,
  normalizePersona,
  type Persona,
} from '@idea-studio/sdk';
import type { Lang } from '../../types.js';
import { personaBank } from '../banks.js';
import { type Facts, parseJson, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, lowerFirst, render, stripTerminal } from '../text.js';
import { inFirstPerson } from './first-person.js';

/** The empathy question of a STEP_PROMPT: its number (1–4), else the question the input names, else the first. */
export function questionOf(stepPromptNumber: number | undefined, input: unknown): EmpathyQuestion {
  if (stepPromptNumber !== undefined && stepPromptNumber >= 1 && stepPromptNumber <= EMPATHY_QUESTIONS.length) {
    return EMPATHY_QUESTIONS[stepPromptNumber - 1]!;
  }
  const named = (input as { question?: unknown } | undefined)?.question;
  return EMPATHY_QUESTIONS.find((q) => q === named) ?? EMPATHY_QUESTIONS[0]!;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The persona the question is about: the one the input sends (the clients send the main persona in full), else the
 * main persona of the round's User Tinder result, else the persona of the step's saved input (name, occupation).
 */
export function personaOf(input: string, results: readonly unknown[], stepInput: unknown): Persona | undefined {
  const parsed = parseJson(input);
  const candidates = [
    isRecord(parsed) ? parsed.persona : undefined,
    isRecord(parsed) && typeof parsed.name === 'string' ? parsed : undefined,
    ...results.map((result) => (isRecord(result) ? result.main_persona : undefined)),
    isRecord(stepInput) ? stepInput.persona : undefined,
  ];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    // A persona saved with only a name and occupation still answers: the lists it lacks stay empty.
    const persona = normalizePersona({ short_summary: '', ...candidate });
    if (persona) return persona;
  }
  return undefined;
}

/** Phrasings that use the persona's own fields ({Pain}: the same, capitalised at a sentence start). */
const PERSONA_FIELD = /\{(pain|goal|life|objection|values)\}/i;

/** The persona's field each question draws on first. */
const PRIMARY_FIELD: Record<EmpathyQuestion, 'pain' | 'life'> = {
  hears: 'life',
  sees: 'life',
  feels: 'pain',
  frustrations: 'pain',
};

/** A lifestyle as its parts ("Works long hours in a co-working space, travels to trade fairs"). */
function lifestyleParts(lifestyle: string): string[] {
  return lifestyle
    .split(/\s*[,;]\s+|\.\s+/)
    .map((part) => stripTerminal(part))
    .filter((part) => part.split(/\s+/).length >= 3);
}

/** "A, B and C" / "A, B und C". */
function joinList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items.at(-1)}`;
}

/** Words that open a goal without a verb ("More time for patients"): the goal then is to have it. */
const GOAL_WITHOUT_VERB = new Set(['more', 'less', 'fewer', 'enough', 'a', 'an', 'the', 'no', 'better']);

/**
 * A goal as the persona's own, to follow "want to" / "Ziel –": English "Keep his family business healthy" →
 * "keep my family business healthy", "More time for patients" → "have more time for patients"; German keeps the
 * infinitive ("die Mutter sicher versorgt wissen").
 */
function asGoal(goal: string, lang: Lang): string {
  const mine =
    lang === 'en'
      ? goal.replace(/\b(his|her|their)\b/gi, 'my')
      : goal.replace(/\b(ihre|seine)([nmrs]?)\b/gi, 'meine$2');
  const lowered = lowerFirst(mine, lang);
  if (lang === 'en' && GOAL_WITHOUT_VERB.has(lowered.split(/\s+/)[0] ?? '')) return `have ${lowered}`;
  return lowered;
}

function rotate<T>(list: T[], by: number): T[] {
  const at = list.length ? by % list.length : 0;
  return [...list.slice(at), ...list.slice(0, at)];
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v.trim()).map(stripTerminal) : [];

/** 3–6 answers to one empathy question about the persona (`count` of them when there are enough phrasings). */
export function insightAnswers(
  question: EmpathyQuestion,
  persona: Persona | undefined,
  facts: Facts,
  rng: Rng,
): AiSuggestion[] {
  const lang = facts.lang;
  const templates = personaBank[lang].insights[question];
  const base = templateVars(facts);
  const problem = facts.problemClause || lowerFirst(render(personaBank[lang].tinder.problemFallback, base), lang);
  // The persona's own words, each used at most once per answer list; each question starts at another of them, so
  // the four quadrants of the map quote different pain points, goals and parts of the persona's life.
  const turn = EMPATHY_QUESTIONS.indexOf(question);
  const own = (note: string) => inFirstPerson(note, lang).text;
  const pains = rotate(listOf(persona?.pain_points).map(own), turn);
  const goals = rotate(
    listOf(persona?.goals).map((goal) => asGoal(goal, lang)),
    turn,
  );
  // Only the parts of a lifestyle that say what the persona does ("I start baking at three in the morning").
  const lives = rotate(
    lifestyleParts(persona?.lifestyle ?? '')
      .map((part) => inFirstPerson(part, lang))
      .filter((part) => part.clause)
      .map((part) => part.text),
    turn,
  );
  const objections = rotate(listOf((persona as Record<string, unknown> | undefined)?.objections).map(own), turn);
  const values = listOf(persona?.values)
    .slice(0, 3)
    .map((v) => (lang === 'en' ? lowerFirst(v, lang) : v));

  const fields = { pain: pains, goal: goals, life: lives, objection: objections };
  const said = new Set<string>();
  /** The persona's next unused words for a field, preferring ones that do not repeat the template's subject. */
  const next = (name: keyof typeof fields, template: string): string | undefined => {
    const unused = fields[name].filter((value) => !said.has(value));
    const subject = facts.subject.toLowerCase();
    const repeats = (value: string) => template.includes('{subject}') && value.toLowerCase().includes(subject);
    return unused.find((value) => !repeats(value)) ?? unused[0];
  };
  /** A template with the persona's words filled in; undefined when the persona has none (left) for it. */
  const fill = (template: string): string | undefined => {
    const vars: Record<string, string> = { ...base, problem };
    const quoted: string[] = [];
    for (const name of Object.keys(fields) as Array<keyof typeof fields>) {
      if (!new RegExp(`\\{${name}\\}`, 'i').test(template)) continue;
      const value = next(name, template);
      if (!value) return undefined;
      vars[name] = value;
      quoted.push(value);
    }
    if (template.includes('{values}')) {
      if (values.length === 0) return undefined;
      vars.values = joinList(values, lang);
    }
    for (const value of quoted) said.add(value);
    return endSentence(render(template, vars));
  };

  // The first answer quotes what the question is most about (hearing and seeing happen in the persona's everyday
  // life, feelings and frustrations come from their pain points), the second another of their own words; the rest
  // mixes their words with the idea's. Phrasings the persona lacks the words for are skipped, and the idea's
  // phrasings keep a bare persona at three answers at least.
  const primary = PRIMARY_FIELD[question];
  const owned = rng.shuffle(templates.filter((t) => PERSONA_FIELD.test(t)));
  const rank = (t: string) =>
    new RegExp(`\\{${primary}\\}`, 'i').test(t) ? 0 : /\{(pain|goal|life)\}/i.test(t) ? 1 : 2;
  const ordered = [...owned].sort((a, b) => rank(a) - rank(b));
  const count = rng.int(4, 5);
  const texts: string[] = [];
  const add = (template: string) => {
    const text = fill(template);
    if (text && !texts.includes(text)) texts.push(text);
  };
  // Two answers from the persona's own notes first (the best-fitting field the persona has words for), then the
  // rest shuffled with the idea's phrasings.
  for (const template of ordered) if (texts.length < 2) add(template);
  for (const template of rng.shuffle([...ordered, ...templates.filter((t) => !PERSONA_FIELD.test(t))])) {
    if (texts.length < count) add(template);
  }
  return texts.map((text) => ({ text, origin: 'ai' as const }));
}
