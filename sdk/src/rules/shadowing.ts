// Problem Shadowing (part 2 §2.12, §3, §4.5, §5): the main persona's day and the situations of the core problem,
// each a sentence to complete ("When …, I …") and answered one after another — pure rules the web view and the
// CLI worker share. The saved input is a list of entries (§3): the labels 'target user', 'idea summary' and
// 'situation' (one entry per moment of the persona's day), then one entry per question with its answer.
// An answer keeps who wrote it (issue 26) in its entry and in the result: Autofill's answers are the AI's (`ai`).
import type { Persona, ShadowingClosing, ShadowingResult, ShadowingSituation, StepInputEntry } from '../ai.js';
import { authorOf } from './evidence.js';
import { personaOccupation } from './persona.js';

/** The labels of the saved input's entries that are not questions (part 2 §3). */
export const SHADOWING_LABELS = {
  targetUser: 'target user',
  ideaSummary: 'idea summary',
  situation: 'situation',
} as const;

const LABELS: ReadonlySet<string> = new Set(Object.values(SHADOWING_LABELS));

export interface ShadowingState {
  /** The persona the situations were made for (the round's main persona). */
  targetUser: string;
  ideaSummary: string;
  /** The persona's day in the life, moment by moment (the INITIALIZE_STEP_PROMPT's day_in_life_story). */
  story: string[];
  /** The questions in order with the founder's answers ('' while unanswered). */
  situations: ShadowingSituation[];
}

/** Refused Save Result: every situation needs an answer (§4.5). */
export const SHADOWING_INCOMPLETE = 'Please answer every situation before the result can be saved.';
export const SHADOWING_INCOMPLETE_DE = 'Bitte beantworte jede Situation, bevor das Ergebnis gespeichert werden kann.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A fresh shadowing of the main persona with the AI's day and situations, every answer still open. */
export function startShadowing(
  targetUser: string,
  ideaSummary: string,
  story: readonly string[],
  situations: ReadonlyArray<Pick<ShadowingSituation, 'step'>>,
): ShadowingState {
  return {
    targetUser: targetUser.trim(),
    ideaSummary: ideaSummary.trim(),
    story: story.map((line) => line.trim()).filter(Boolean),
    situations: situations.map((s) => ({ step: s.step.trim(), answer: '' })).filter((s) => s.step),
  };
}

/** The saved entries as a state; null when no situation is saved (the situations are loaded anew). */
export function shadowingFromInput(input: unknown): ShadowingState | null {
  if (!Array.isArray(input)) return null;
  const state: ShadowingState = { targetUser: '', ideaSummary: '', story: [], situations: [] };
  for (const item of input) {
    if (!item || typeof item !== 'object') continue;
    const type = text((item as StepInputEntry).type).trim();
    const content = text((item as StepInputEntry).content);
    if (!type) continue;
    if (type === SHADOWING_LABELS.targetUser) state.targetUser = content.trim();
    else if (type === SHADOWING_LABELS.ideaSummary) state.ideaSummary = content.trim();
    else if (type === SHADOWING_LABELS.situation) {
      if (content.trim()) state.story.push(content.trim());
    } else if (!LABELS.has(type)) {
      const { author } = item as StepInputEntry;
      state.situations.push({ step: type, answer: content, ...(author ? { author: authorOf(author) } : {}) });
    }
  }
  return state.situations.length > 0 ? state : null;
}

export function shadowingToInput(state: ShadowingState): StepInputEntry[] {
  return [
    { type: SHADOWING_LABELS.targetUser, content: state.targetUser },
    { type: SHADOWING_LABELS.ideaSummary, content: state.ideaSummary },
    ...state.story.map((line) => ({ type: SHADOWING_LABELS.situation, content: line })),
    // Only an answer has an author; an open situation has no text anyone wrote.
    ...state.situations.map((s) => ({
      type: s.step,
      content: s.answer,
      ...(s.author && s.answer.trim() ? { author: s.author } : {}),
    })),
  ];
}

const answered = (s: ShadowingSituation) => s.answer.trim().length > 0;

export const answeredSituations = (state: ShadowingState): number => state.situations.filter(answered).length;

/** The section worked on (1-based): the answered situations plus one, at most the number of situations (§4.5). */
export const activeSituation = (state: ShadowingState): number =>
  Math.max(1, Math.min(answeredSituations(state) + 1, state.situations.length));

/** Save Result is enabled after the last answer (§4.5). */
export const shadowingSaveEnabled = (state: ShadowingState): boolean =>
  state.situations.length > 0 && state.situations.every(answered);

/**
 * The answer of situation `index` (0-based); an answer is kept as typed, trimmed only when the result is made.
 * `author`: who wrote it (`founder` typed, `ai-accepted` a suggestion taken as it is); without one the caller keeps
 * the authors itself (the web view tracks its draft's author).
 */
export function withSituationAnswer(
  state: ShadowingState,
  index: number,
  answer: string,
  author?: ShadowingSituation['author'],
): ShadowingState {
  if (index < 0 || index >= state.situations.length) return state;
  const changed = (s: ShadowingSituation) => (author ? { ...s, answer, author } : { ...s, answer });
  return { ...state, situations: state.situations.map((s, i) => (i === index ? changed(s) : s)) };
}

/**
 * Autofill (§4.5): every situation without an answer takes the AI's answer to the same question (matched by its
 * text, else by position), as the AI's (`ai`); answers that were there stay with their author.
 */
export function fillSituations(state: ShadowingState, filled: readonly ShadowingSituation[]): ShadowingState {
  const byQuestion = new Map(filled.map((s) => [s.step.trim().toLowerCase(), s.answer]));
  return {
    ...state,
    situations: state.situations.map((s, i) => {
      if (answered(s)) return s;
      const answer = (byQuestion.get(s.step.trim().toLowerCase()) ?? filled[i]?.answer ?? '').trim();
      return answer ? { ...s, answer, author: 'ai' as const } : { ...s, answer };
    }),
  };
}

/** True when the saved shadowing belongs to another persona than the round's main persona (the §8 alert). */
export function shadowingPersonaGone(state: ShadowingState, main: Persona | undefined): boolean {
  return !main || state.targetUser.trim().toLowerCase() !== main.name.trim().toLowerCase();
}

/** The persona as the prompts get it: every field the AI can build situations from. */
const promptPersona = (persona: Persona) => ({ ...persona, occupation: personaOccupation(persona) });

/**
 * The content of the step's prompts: the main persona, the idea summary, the day and the situations so far.
 * INITIALIZE_STEP_PROMPT (the day), STEP_PROMPT with stepPromptNumber 0 (the situations) or n (alternative
 * answers to situation n), FILL_OUT_ALL_PROMPT (every answer) and CLOSING_STEP_PROMPT (the core problem).
 */
export function shadowingPromptContent(persona: Persona, state: Partial<ShadowingState>): string {
  return JSON.stringify({
    persona: promptPersona(persona),
    idea_summary: state.ideaSummary ?? '',
    day_in_life_story: state.story ?? [],
    situations: state.situations ?? [],
  });
}

/** The step's result: the day, the situations with their answers and the closing prompt's core problem. */
export function shadowingResult(state: ShadowingState, closing: ShadowingClosing): ShadowingResult {
  const core = closing.core_problem.trim() || closing.persona_extension.core_problem.trim();
  return {
    target_user: closing.target_user.trim() || state.targetUser,
    day_in_life_story: state.story,
    situations: state.situations.map((s) => ({
      step: s.step,
      answer: s.answer.trim(),
      ...(s.author ? { author: s.author } : {}),
    })),
    core_problem: core,
    needs_and_barriers: closing.persona_extension.needs_and_barriers.map((n) => n.trim()).filter(Boolean),
  };
}

/** The idea in one line for the 'idea summary' entry: the idea card's name, tagline and value proposition. */
export function ideaSummaryOf(card: unknown): string {
  if (!card || typeof card !== 'object') return '';
  const { name, tagline, value_proposition } = card as Record<string, unknown>;
  const head = [text(name).trim(), text(tagline).trim()].filter(Boolean).join(': ');
  return [head, text(value_proposition).trim()].filter(Boolean).join(' — ');
}
