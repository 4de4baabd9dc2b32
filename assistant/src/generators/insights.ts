// User Insight Mapping's answers (insightMapping STEP_PROMPT, part 2 §2.11, §4.7): what the main persona hears,
// sees, feels and what frustrates them most — in the persona's own voice, built from their own notes (pain points,
// lifestyle, goals, values, objections) and the idea's subject. A note is never pasted as it stands: a note about
// the persona becomes their own sentence ("Starts baking at three" → "I start baking at three"), a noun phrase
// ("Unpredictable daily demand") only goes where a noun phrase fits, a sentence with its own subject ("Every euro
// counts") only where a sentence fits. Phrasings that need words the persona lacks are left out.
import {
  type AiSuggestion,
  EMPATHY_QUESTIONS,
  type EmpathyQuestion,
  normalizePersona,
  type Persona,
} from '@idea-studio/sdk';
import { type InsightTemplates, personaBank } from '../banks.js';
import { type Facts, parseJson, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, lowerFirst, render } from '../text.js';
import type { Lang } from '../types.js';
import { fromGroup, inOwnWords } from './first-person.js';
import { clean, type IdeaVoice, ideaVoice, tidyGerman } from './idea-voice.js';
import { lifestyleParts, listOf, type Note, noteOf } from './note-voice.js';
import { knownSubject, ownGroup, ownObjection } from './persona-notes.js';
import { withArticle } from './persona-words.js';

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

/** An answer is one thought: longer ones are left out. */
export const MAX_ANSWER_WORDS = 30;

/** "A, B and C" / "A, B und C". */
function joinList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items.at(-1)}`;
}

/** Words that open a goal without a verb ("More time for patients"): the goal then is to have it. */
const GOAL_WITHOUT_VERB = new Set(['more', 'less', 'fewer', 'enough', 'a', 'an', 'the', 'no', 'better']);

/**
 * A goal as the persona's own, to follow "want to" / "mein Ziel:": "Keep his family business healthy" → "keep my
 * family business healthy", "More time for patients" → "have more time for patients"; German keeps the infinitive
 * ("meinem Kind gute Chancen geben").
 */
function asGoal(goal: string, lang: Lang): string {
  const lowered = lowerFirst(inOwnWords(goal, lang), lang);
  if (lang === 'en' && GOAL_WITHOUT_VERB.has(lowered.split(/\s+/)[0] ?? '')) return `have ${lowered}`;
  return lowered;
}

type Group = keyof InsightTemplates;
const GROUPS: Group[] = ['life', 'painNoun', 'painClause', 'goal', 'objection', 'values', 'idea', 'general'];
/** The persona's notes each question opens with: hearing and seeing happen in their everyday life, feelings and
 * frustrations come from their pain points. */
const OPENING: Record<EmpathyQuestion, Group[]> = {
  hears: ['life', 'painClause', 'painNoun'],
  sees: ['life', 'painNoun', 'painClause'],
  feels: ['painNoun', 'painClause'],
  frustrations: ['painClause', 'painNoun'],
};
const PERSONA_GROUPS = new Set<Group>(['life', 'painNoun', 'painClause', 'goal', 'objection']);

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function rotate<T>(list: T[], by: number): T[] {
  const at = list.length ? by % list.length : 0;
  return [...list.slice(at), ...list.slice(0, at)];
}

/** 3–6 answers to one empathy question about the persona, each at most {@link MAX_ANSWER_WORDS} words. */
export function insightAnswers(
  question: EmpathyQuestion,
  persona: Persona | undefined,
  facts: Facts,
  rng: Rng,
): AiSuggestion[] {
  const lang = facts.lang;
  const templates = personaBank[lang].insights[question];
  const voice = ideaVoice(facts);
  const group = ownGroup(facts, persona);
  // The idea's subject as the persona names it (the idea's thing or topic when their notes speak of it), else the
  // round's subject, else what the persona's own notes keep naming; with none, only phrasings without a subject are
  // used.
  const subject =
    (persona ? knownSubject(facts, persona) : undefined) ?? (facts.subjectKnown ? facts.subject : undefined);
  // The founder's problem only as the persona's own experience ("Shops struggle …" → "I struggle …"), never pasted.
  const problem = problemOf(facts, group, voice);
  const vars: Record<string, string> = {};
  if (subject) {
    // The engine's own {problem} (the founder's sentence, or the bare subject) never stands in the persona's voice.
    const { problem: _pasted, ...general } = templateVars({ ...facts, subject });
    Object.assign(vars, general, { subject }, problem ? { problem } : {});
  }

  // Each question takes its own share of the persona's notes, so the four quadrants of the map use different pain
  // points, goals and parts of their life instead of repeating the same one four times.
  const turn = EMPATHY_QUESTIONS.indexOf(question);
  const share = <T>(list: T[], size: number) => rotate(list, turn).slice(0, size);
  const pains = share(
    listOf(persona?.pain_points)
      .map((p) => noteOf(p, lang, group))
      .filter((n): n is Note => !!n),
    1,
  );
  const lives = share(
    lifestyleParts(persona?.lifestyle ?? '', lang)
      .map((part) => noteOf(part, lang))
      .filter((n): n is Note => !!n?.clause && /^(I|ich)\b/.test(n.text)),
    2,
  );
  const goals = share(
    listOf(persona?.goals).map((goal) => asGoal(goal, lang)),
    2,
  );
  const objections = share(
    listOf((persona as Record<string, unknown> | undefined)?.objections)
      .map((o) => noteOf(o, lang, group))
      .filter((n): n is Note => !!n?.clause)
      // Their subordinate clauses in their voice too: "…, wenn sie schläft" → "…, wenn ich schlafe".
      .map((n) => ({ ...n, text: ownObjection(n.text, lang) })),
    1,
  );
  const objectionCount = listOf((persona as Record<string, unknown> | undefined)?.objections).length;
  const values = listOf(persona?.values)
    .slice(0, 3)
    .map((v) => (lang === 'en' ? v.toLowerCase() : v));
  const notesOf: Record<Group, string[]> = {
    life: lives.map((n) => n.text),
    painNoun: pains.filter((n) => !n.clause).map((n) => n.text),
    painClause: pains.filter((n) => n.clause).map((n) => n.text),
    goal: goals,
    // One objection is voiced in two of the four quadrants, not in all of them.
    objection: objectionCount === 1 && (turn === 1 || turn === 2) ? [] : objections.map((n) => n.text),
    values: values.length ? [joinList(values, lang)] : [],
    idea: [''],
    general: [''],
  };
  const slot: Partial<Record<Group, string>> = {
    life: 'life',
    painNoun: 'pain',
    painClause: 'pain',
    goal: 'goal',
    objection: 'objection',
    values: 'values',
  };

  const said = new Set<string>();
  const used = new Set<string>();
  const texts: string[] = [];
  /** The template with the persona's next unused note that fits: undefined when none does. */
  const fill = (group: Group, template: string): string | undefined => {
    if (used.has(template)) return undefined;
    if (!subject && /\{(subject|problem)\}/i.test(template)) return undefined;
    if (!vars.problem && /\{problem\}/i.test(template)) return undefined;
    const name = slot[group];
    const unused = notesOf[group].filter((note) => !said.has(note));
    // A note that names the subject itself would say it twice in a phrasing that names it too.
    const repeats = (note: string) =>
      !!subject && /\{subject\}/i.test(template) && note.toLowerCase().includes(subject.toLowerCase());
    for (const note of unused.filter((n) => !repeats(n))) {
      const text = endSentence(render(template, name ? { ...vars, [name]: note } : vars));
      if (wordCount(text) > MAX_ANSWER_WORDS || texts.includes(text) || !clean(text, voice)) continue;
      used.add(template);
      if (name) said.add(note);
      return text;
    }
    return undefined;
  };
  const tryGroup = (group: Group) => {
    for (const template of rng.shuffle(templates[group] ?? [])) {
      const text = fill(group, template);
      if (text) return void texts.push(text);
    }
  };

  const count = rng.int(4, 5);
  // The first answer comes from what the question is most about, the second from another of the persona's own
  // notes; the rest mixes their notes with the idea's phrasings. Phrasings that need nothing of either only fill
  // a list that would otherwise stay under three.
  for (const kind of OPENING[question]) if (texts.length < 1) tryGroup(kind);
  const own = rng.shuffle(GROUPS.filter((g) => PERSONA_GROUPS.has(g) && !OPENING[question].includes(g)));
  for (const kind of [...own, ...OPENING[question]]) if (texts.length < 2) tryGroup(kind);
  // Third: what the founder's idea names around the persona — where they live, the partner they pass, how the offer
  // reaches them, what it costs — in their own words.
  const fromFacts = rng
    .shuffle(factAnswers(question, voice, subject, lives[0]?.text, workOf(persona, lang)))
    .find((t) => !texts.includes(t) && clean(t, voice));
  if (fromFacts && wordCount(fromFacts) <= MAX_ANSWER_WORDS) texts.push(fromFacts);
  // The persona's own notes before the phrasings every persona could say.
  for (const kind of rng.shuffle(GROUPS.filter((g) => PERSONA_GROUPS.has(g) || g === 'values'))) {
    if (texts.length < count) tryGroup(kind);
  }
  const rest = GROUPS.filter((g) => g !== 'general');
  for (let round = 0; round < 3 && texts.length < count; round++) {
    for (const kind of rng.shuffle(rest)) if (texts.length < count) tryGroup(kind);
  }
  for (const _ of templates.general ?? []) if (texts.length < 3) tryGroup('general');
  return texts.map((text) => ({ text: lang === 'de' ? tidyGerman(text) : text, origin: 'ai' as const }));
}

/**
 * The founder's problem as the persona's own sentence, lower case to follow a colon or "that": a sentence about the
 * persona's group in the first person ("Shops struggle with X: it costs them …" → "I struggle with X: it costs me
 * …"). Undefined when it is not about their group, is long or repeats the founder's words.
 */
function problemOf(facts: Facts, group: readonly string[], voice: IdeaVoice): string | undefined {
  const sentence = (facts.problemClause || '').split(/(?<=[.!?])\s+/)[0] ?? '';
  if (!sentence || !group.length) return undefined;
  const mine = fromGroup(sentence, facts.lang, group);
  if (!mine || wordCount(mine) > 18 || !clean(mine, voice)) return undefined;
  return mine;
}

/**
 * The persona's work as a sentence names it: "a bus driver" (English, with its article), "Busfahrerin" (German,
 * after "als"); the part before a comma ("Pensioner, former teacher" → "pensioner"). Undefined without one.
 */
function workOf(persona: Persona | undefined, lang: Lang): string | undefined {
  const job = persona?.occupation
    ?.split(',')[0]
    ?.replace(/\s+\d+$/, '')
    .trim();
  if (!job || job.split(/\s+/).length > 6) return undefined;
  if (lang === 'de') return lowerFirst(job, lang);
  return withArticle(lowerFirst(job, lang));
}

/** Answers from the idea's facts around the persona, per question; empty when the founder named none of them. */
export function factAnswers(
  question: EmpathyQuestion,
  voice: IdeaVoice,
  subject: string | undefined,
  day?: string,
  work?: string,
): string[] {
  const en = voice.lang === 'en';
  // Their work, where a sentence can say it: "for a bus driver like me", "für mich als Busfahrerin".
  const forMe = work ? (en ? `for ${work} like me` : `für mich als ${work}`) : en ? 'for me' : 'für mich';
  const out: string[] = [];
  const { home, partners, channel, cost } = voice;
  const about = subject ? (en ? ` about ${subject}` : ` zum Thema ${subject}`) : '';
  const quoted = (text: string) => (en ? `“${text}”` : `„${text}“`);
  switch (question) {
    case 'hears':
      if (home) {
        out.push(
          en
            ? `Here ${home}, everyone I know has an opinion${about || ' about it'}, and most of it is about what does not work.`
            : `Hier ${home} hat jeder, den ich kenne, eine Meinung${about || ' dazu'}, und meistens geht es darum, was nicht klappt.`,
        );
      }
      if (cost) {
        out.push(
          en
            ? `Friends ask me whether ${cost.name} would really be worth it ${forMe}.`
            : `Freunde fragen mich, ob sich ${cost.name} ${forMe} wirklich lohnen würde.`,
        );
      }
      break;
    case 'sees':
      if (partners) {
        out.push(
          en
            ? `I pass ${partners} every week and have never thought of them as the place to sort this out.`
            : `Ich komme jede Woche an ${partners} vorbei und habe nie daran gedacht, dass ich das dort regeln könnte.`,
        );
      }
      if (home) {
        out.push(
          en
            ? `Here ${home} I see people making do the old way${subject ? ` when it comes to ${subject}` : ''}.`
            : `Hier ${home} sehe ich, wie sich alle${subject ? ` beim Thema ${subject}` : ''} irgendwie behelfen.`,
        );
      }
      break;
    case 'feels':
      if (cost) {
        out.push(
          en
            ? `I feel uneasy about ${cost.paying} before I know it works ${forMe}.`
            : `Mir ist mulmig dabei, ${cost.paying}, bevor ich weiß, ob es ${forMe} funktioniert.`,
        );
      }
      if (channel) {
        out.push(
          en
            ? `I would feel relieved if it were as simple as ${quoted(channel)} – no detours, no waiting.`
            : `Ich wäre erleichtert, wenn es so einfach ginge wie ${quoted(channel)} – ohne Umwege, ohne Warten.`,
        );
      }
      break;
    case 'frustrations':
      if (channel) {
        // Their own day says where "on my way" is: "I drive split shifts on a city route – …".
        const mine = day ? day.replace(/[.!?]+$/, '') : undefined;
        out.push(
          mine
            ? en
              ? `${mine} – so ${quoted(channel)} has to fit on my way, not mean a detour.`
              : `${mine} – ${quoted(channel)} muss also auf meinem Weg liegen und darf kein Umweg sein.`
            : en
              ? `It frustrates me when getting what I need means a detour – it has to be on my way.`
              : `Mich frustriert, wenn ich für das, was ich brauche, einen Umweg machen muss – es muss auf meinem Weg liegen.`,
        );
      }
      if (cost) {
        out.push(
          en
            ? `Hidden costs annoy me most${work ? ` as ${work}` : ''}: if it is ${cost.name}, I want to see that before I start.`
            : work
              ? `Als ${work} ärgern mich versteckte Kosten am meisten: Wenn es ${cost.name} ist, will ich das sehen, bevor ich anfange.`
              : `Versteckte Kosten ärgern mich am meisten: Wenn es ${cost.name} ist, will ich das sehen, bevor ich anfange.`,
        );
      }
      break;
  }
  return out;
}
