// User Insight Mapping (part 2 §2.11, §4.7, §5): four empathy questions about the main persona, each with a list
// of answers ({id, text}) the AI suggests and the founder adds, edits and deletes — pure rules the web view and the
// CLI worker share. Every answer keeps who wrote it (issue 26): added or edited by the founder `founder`, the AI's
// suggestions kept in the map `ai-accepted`, filled by Autofill `ai`.
import type { EmpathyMap, InsightMappingInput, InsightSuggestion, Persona } from '../ai.js';
import { type Author, authorOf } from './evidence.js';
import { personaOccupation } from './persona.js';

/** The four questions in order (stepPromptNumber 1–4): what the persona hears, sees, feels, and what frustrates it. */
export const EMPATHY_QUESTIONS = ['hears', 'sees', 'feels', 'frustrations'] as const;
export type EmpathyQuestion = (typeof EMPATHY_QUESTIONS)[number];
export const INSIGHT_QUESTION_COUNT = EMPATHY_QUESTIONS.length;

/** The questions as the CLI prints them (the web has them in its i18n files, worded the same). */
export const EMPATHY_QUESTION_TEXT: Record<EmpathyQuestion, (name: string) => string> = {
  hears: (name) => `What does ${name} hear?`,
  sees: (name) => `What does ${name} see?`,
  feels: (name) => `What does ${name} feel?`,
  frustrations: (name) => `What frustrates ${name} most?`,
};

/** The questions in German, as the web's German screen asks them. */
export const EMPATHY_QUESTION_TEXT_DE: Record<EmpathyQuestion, (name: string) => string> = {
  hears: (name) => `Was hört ${name}?`,
  sees: (name) => `Was sieht ${name}?`,
  feels: (name) => `Was fühlt ${name}?`,
  frustrations: (name) => `Was frustriert ${name} am meisten?`,
};

/** The questions in the user's language ('de' and its regional forms German, else English). */
export const empathyQuestionText = (lang: string): Record<EmpathyQuestion, (name: string) => string> =>
  lang.toLowerCase().startsWith('de') ? EMPATHY_QUESTION_TEXT_DE : EMPATHY_QUESTION_TEXT;

export type InsightPersona = InsightMappingInput['persona'];
export type InsightStorage = InsightSuggestion[][];

export interface InsightState {
  /** 1–4 the question worked on; 5 once the founder went beyond the fourth (§4.7). */
  activeStep: number;
  storage: InsightStorage;
  persona: InsightPersona;
}

/** Refused Save Result (part 2 §5). */
export const INSIGHTS_INCOMPLETE = 'Every question needs at least one answer before the result can be saved.';
export const INSIGHTS_INCOMPLETE_DE =
  'Jede Frage braucht mindestens eine Antwort, bevor das Ergebnis gespeichert werden kann.';

export const insightPersona = (persona: Persona): InsightPersona => {
  const occupation = personaOccupation(persona);
  return occupation ? { name: persona.name, occupation } : { name: persona.name };
};

const emptyStorage = (): InsightStorage => EMPATHY_QUESTIONS.map(() => []);

const answers = (value: unknown): InsightSuggestion[] =>
  Array.isArray(value)
    ? value
        .filter((a): a is InsightSuggestion => !!a && typeof a === 'object' && typeof a.text === 'string')
        .map((a) => ({ id: String(a.id ?? ''), text: a.text, ...(a.author ? { author: authorOf(a.author) } : {}) }))
        .filter((a) => a.text.trim() && a.id)
    : [];

/** A fresh map for the main persona. */
export const startInsights = (persona: Persona): InsightState => ({
  activeStep: 1,
  storage: emptyStorage(),
  persona: insightPersona(persona),
});

/** The saved input as a state; null when nothing is saved. */
export function insightsFromInput(input: unknown): InsightState | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const saved = input as Partial<Record<keyof InsightMappingInput, unknown>>;
  const persona = saved.persona as InsightPersona | undefined;
  if (!persona || typeof persona.name !== 'string' || !persona.name.trim()) return null;
  const stored = Array.isArray(saved.suggestionStorage) ? saved.suggestionStorage : [];
  const storage = EMPATHY_QUESTIONS.map((_, i) => answers(stored[i]));
  const step = Number(saved.activeStep);
  const answered = storage.findIndex((list) => list.length === 0);
  const activeStep =
    Number.isInteger(step) && step >= 1 && step <= INSIGHT_QUESTION_COUNT + 1
      ? step
      : answered === -1
        ? INSIGHT_QUESTION_COUNT + 1
        : answered + 1;
  return { activeStep, storage, persona };
}

export const insightsToInput = (state: InsightState): InsightMappingInput => ({
  suggestionStorage: state.storage,
  persona: state.persona,
  activeStep: state.activeStep,
});

/** True when the saved map belongs to another persona than the round's main persona (the §8 alert). */
export function insightPersonaGone(state: InsightState, main: Persona | undefined): boolean {
  return !main || state.persona.name.trim().toLowerCase() !== main.name.trim().toLowerCase();
}

/** Every question has at least one answer (the rule Save Result checks, part 2 §5). */
export const insightsComplete = (storage: InsightStorage): boolean =>
  storage.length === INSIGHT_QUESTION_COUNT && storage.every((list) => list.some((a) => a.text.trim()));

/** Save Result is enabled beyond question 4 or when all four have an answer (§4.7). */
export const insightSaveEnabled = (state: InsightState): boolean =>
  state.activeStep > INSIGHT_QUESTION_COUNT || insightsComplete(state.storage);

/** A question can be opened when it is not ahead of the active one, or while save is enabled (§4.7). */
export const canOpenQuestion = (state: InsightState, question: number): boolean =>
  question >= 1 && question <= INSIGHT_QUESTION_COUNT && (question <= state.activeStep || insightSaveEnabled(state));

/** Next in the map: the following question (or beyond the fourth). Whether it needs AI suggestions: `needsAnswers`. */
export const nextQuestion = (state: InsightState): InsightState => ({
  ...state,
  activeStep: Math.min(state.activeStep + 1, INSIGHT_QUESTION_COUNT + 1),
});

/** The question (1–4) has no answer yet, so opening it loads the AI's suggestions (§4.7). */
export const needsAnswers = (state: InsightState, question: number): boolean =>
  question >= 1 && question <= INSIGHT_QUESTION_COUNT && state.storage[question - 1].length === 0;

/** A new id for an answer of that question, unique within the map (`hears-3`). */
export function answerId(storage: InsightStorage, question: number): string {
  const key = EMPATHY_QUESTIONS[question - 1];
  const taken = new Set(storage.flat().map((a) => a.id));
  let n = storage[question - 1].length + 1;
  while (taken.has(`${key}-${n}`)) n += 1;
  return `${key}-${n}`;
}

const withList = (state: InsightState, question: number, list: InsightSuggestion[]): InsightState => ({
  ...state,
  storage: state.storage.map((old, i) => (i === question - 1 ? list : old)),
});

/**
 * Adds an answer to a question; `author`: who wrote it (`founder` typed, `ai-accepted` a suggestion kept, `ai`
 * Autofill). Without one the answer has none (the web view keeps its authors itself; none counts as the AI's).
 */
export function addAnswer(state: InsightState, question: number, text: string, author?: Author): InsightState {
  const trimmed = text.trim();
  if (!trimmed) return state;
  const list = state.storage[question - 1];
  const added = { id: answerId(state.storage, question), text: trimmed, ...(author ? { author } : {}) };
  return withList(state, question, [...list, added]);
}

export function editAnswer(state: InsightState, question: number, id: string, text: string): InsightState {
  const trimmed = text.trim();
  if (!trimmed) return deleteAnswer(state, question, id);
  return withList(
    state,
    question,
    // An edit that changes the words makes the answer the founder's; the same words keep their author.
    state.storage[question - 1].map((a) =>
      a.id === id ? { ...a, text: trimmed, ...(a.text.trim() === trimmed ? {} : { author: 'founder' as const }) } : a,
    ),
  );
}

export const deleteAnswer = (state: InsightState, question: number, id: string): InsightState =>
  withList(
    state,
    question,
    state.storage[question - 1].filter((a) => a.id !== id),
  );

/**
 * The AI's answers for a question, with ids made unique within the map; `author`: `ai-accepted` when the founder
 * keeps the suggestions the step loaded, `ai` when Autofill filled them in (none: see addAnswer).
 */
export function withAnswers(
  state: InsightState,
  question: number,
  suggested: ReadonlyArray<{ text: string }>,
  author?: Author,
): InsightState {
  let next = state;
  for (const answer of suggested) next = addAnswer(next, question, answer.text, author);
  return next;
}

/** The content of the STEP_PROMPT for a question (stepPromptNumber = question): the main persona and the question. */
export const insightPromptContent = (persona: Persona, question: number): string =>
  JSON.stringify({ question: EMPATHY_QUESTIONS[question - 1], persona });

/** The step's result, the empathy map (part 2 §7.2 renders it as four quadrants). */
export function empathyMap(state: Pick<InsightState, 'storage' | 'persona'>): EmpathyMap {
  const texts = (i: number) => (state.storage[i] ?? []).map((a) => a.text.trim()).filter(Boolean);
  return { persona: state.persona, hears: texts(0), sees: texts(1), feels: texts(2), frustrations: texts(3) };
}
