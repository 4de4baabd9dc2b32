// The Problem Shadowing step (part 2 §2.12, §4.5): the main persona's day and the situations of the core problem,
// answered one after another; the closing prompt names the core problem and the persona's needs and barriers. The
// rules live in rules/shadowing.ts.
import {
  askStepAi,
  type Persona,
  type ShadowingClosing,
  type ShadowingResult,
  type ShadowingSituation,
  type StepInputEntry,
} from '../ai.js';
import { stepResultOf } from '../flows/tracks.js';
import { resultFileTitle } from '../rules/resultTitles.js';
import {
  fillSituations,
  ideaSummaryOf,
  SHADOWING_INCOMPLETE,
  SHADOWING_INCOMPLETE_DE,
  type ShadowingState,
  shadowingFromInput,
  shadowingPersonaGone,
  shadowingPromptContent,
  shadowingResult,
  shadowingSaveEnabled,
  shadowingToInput,
  startShadowing,
  withSituationAnswer,
} from '../rules/shadowing.js';
import { mainPersonaIn } from './insightMapping.js';
import { readStepInput, saveStepInput, saveStepResult, showStep } from './results.js';
import {
  fieldNumber,
  type SavedStep,
  type StepContext,
  type StepField,
  StepFieldError,
  type StepFields,
  type StepFieldValue,
  StepNotReadyError,
  type StepWorker,
  unknownField,
} from './types.js';

type ShadowingPrompt = 'INITIALIZE_STEP_PROMPT' | 'STEP_PROMPT' | 'FILL_OUT_ALL_PROMPT' | 'CLOSING_STEP_PROMPT';

async function ask<P extends ShadowingPrompt>(
  ctx: StepContext,
  promptType: P,
  content: string,
  stepPromptNumber?: number,
  signal?: AbortSignal,
) {
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType,
      content,
      ...(stepPromptNumber === undefined ? {} : { stepPromptNumber }),
    },
    { stepType: 'problemShadowing', signal },
  );
  return answer.promptResult;
}

/** The product's word the step's result files are titled with. */
const RESULT_TITLE = {
  en: 'Problem Shadowing',
  // The German track keeps the step's name "Problem Shadowing" (the reference data's name_de).
  de: 'Problem Shadowing',
} as const;

/** The idea in one line, from the round's saved Basic Idea card. */
export function ideaSummaryIn(ctx: Pick<StepContext, 'data' | 'providing'>): string {
  const basic = ctx.providing('ideaCard');
  return basic ? ideaSummaryOf(stepResultOf(ctx.data, basic.step.id)?.result) : '';
}

/**
 * A fresh shadowing (the step's opening and Reset): the persona's day (INITIALIZE_STEP_PROMPT) and the situations
 * to complete (STEP_PROMPT, stepPromptNumber 0), every answer open.
 */
export async function loadShadowing(ctx: StepContext, persona: Persona, signal?: AbortSignal): Promise<ShadowingState> {
  const ideaSummary = ideaSummaryIn(ctx);
  const [initial] = await ask(
    ctx,
    'INITIALIZE_STEP_PROMPT',
    shadowingPromptContent(persona, { ideaSummary }),
    0,
    signal,
  );
  const story = initial?.day_in_life_story ?? [];
  const situations = await ask(ctx, 'STEP_PROMPT', shadowingPromptContent(persona, { ideaSummary, story }), 0, signal);
  return startShadowing(persona.name, ideaSummary, story, situations);
}

/** The AI button of situation `index` (0-based): alternative answers to that sentence (STEP_PROMPT, n = index + 1). */
export async function suggestSituationAnswers(
  ctx: StepContext,
  persona: Persona,
  state: ShadowingState,
  index: number,
  signal?: AbortSignal,
): Promise<ShadowingSituation[]> {
  return ask(ctx, 'STEP_PROMPT', shadowingPromptContent(persona, state), index + 1, signal);
}

/** Autofill (§4.5): the AI answers every open situation; the founder's own answers stay. */
export async function fillAllSituations(
  ctx: StepContext,
  persona: Persona,
  state: ShadowingState,
  signal?: AbortSignal,
): Promise<ShadowingState> {
  const filled = await ask(ctx, 'FILL_OUT_ALL_PROMPT', shadowingPromptContent(persona, state), undefined, signal);
  return fillSituations(state, filled);
}

/** The closing prompt (retried once by the server when it lacks target_user, part 2 §8). */
export async function closeShadowing(
  ctx: StepContext,
  persona: Persona,
  state: ShadowingState,
  signal?: AbortSignal,
): Promise<ShadowingClosing> {
  const [closing] = await ask(ctx, 'CLOSING_STEP_PROMPT', shadowingPromptContent(persona, state), undefined, signal);
  if (!closing?.target_user) throw new Error('The AI did not name the core problem.');
  return closing;
}

export async function readShadowing(ctx: StepContext): Promise<ShadowingState | null> {
  return shadowingFromInput(await readStepInput(ctx));
}

export const saveShadowing = (ctx: StepContext, state: ShadowingState) => saveStepInput(ctx, shadowingToInput(state));

function requireMainPersona(ctx: StepContext): Persona {
  const persona = mainPersonaIn(ctx);
  if (!persona)
    throw new StepNotReadyError(
      'Problem Shadowing needs the main persona: save User Tinder first.',
      'Problem Shadowing braucht die Haupt-Persona: Speichere zuerst User Tinder.',
    );
  return persona;
}

/** The saved shadowing of the main persona, or a fresh one (the saved one of another persona is replaced). */
async function currentShadowing(ctx: StepContext, persona: Persona): Promise<ShadowingState> {
  const saved = await readShadowing(ctx);
  return saved && !shadowingPersonaGone(saved, persona) ? saved : loadShadowing(ctx, persona);
}

/** Autofill from the terminal: the situations are loaded when there are none, then every answer is filled. */
export async function autofillShadowing(ctx: StepContext): Promise<StepInputEntry[]> {
  const persona = requireMainPersona(ctx);
  const state = await fillAllSituations(ctx, persona, await currentShadowing(ctx, persona));
  await saveShadowing(ctx, state);
  return shadowingToInput(state);
}

/** Save Result (§4.5, §4.10): needs every answer; the closing prompt names the core problem. */
export async function saveProblemShadowing(ctx: StepContext, projectId: string): Promise<SavedStep<ShadowingResult>> {
  const persona = requireMainPersona(ctx);
  const state = await readShadowing(ctx);
  if (!state || shadowingPersonaGone(state, persona) || !shadowingSaveEnabled(state)) {
    throw new StepNotReadyError(SHADOWING_INCOMPLETE, SHADOWING_INCOMPLETE_DE);
  }
  const result = shadowingResult(state, await closeShadowing(ctx, persona, state));
  return saveStepResult(ctx, projectId, result, (lang) => resultFileTitle(RESULT_TITLE, lang, result.target_user));
}

/** The situations as fields `situation.<n>` (1-based), each answered by the founder in their words. */
const SITUATION_FIELDS = [
  {
    name: 'situation.<n>',
    about: {
      en: 'Your answer to situation n: how the sentence goes on for the main persona',
      de: 'Deine Antwort auf Situation n: wie der Satz für die Haupt-Persona weitergeht',
    },
  },
] as const;

/** The saved shadowing of the main persona; a step without one loads its situations and saves them (as the web). */
async function openedShadowing(ctx: StepContext): Promise<{ persona: Persona; state: ShadowingState }> {
  const persona = requireMainPersona(ctx);
  const saved = await readShadowing(ctx);
  if (saved && !shadowingPersonaGone(saved, persona)) return { persona, state: saved };
  const state = await loadShadowing(ctx, persona);
  await saveShadowing(ctx, state);
  return { persona, state };
}

function situationIndex(name: string, state: ShadowingState): number {
  const n = fieldNumber(name, 'situation');
  if (n === undefined) throw unknownField(name, SITUATION_FIELDS);
  if (n < 1 || n > state.situations.length)
    throw new StepFieldError(
      `There is no situation ${n}: the step has situations 1 to ${state.situations.length}.`,
      `Es gibt keine Situation ${n}: Der Schritt hat die Situationen 1 bis ${state.situations.length}.`,
    );
  return n - 1;
}

export const problemShadowingFields: StepFields<StepInputEntry[]> = {
  names: SITUATION_FIELDS,
  async read(ctx) {
    const { state } = await openedShadowing(ctx);
    return state.situations.map(
      (s, i): StepField => ({
        name: `situation.${i + 1}`,
        label: { en: `Situation ${i + 1}`, de: `Situation ${i + 1}` },
        question: s.step,
        value: s.answer,
        ...(s.answer.trim() ? { author: s.author ?? 'ai' } : {}),
        open: !s.answer.trim(),
      }),
    );
  },
  async write(ctx, values: readonly StepFieldValue[]) {
    let { state } = await openedShadowing(ctx);
    const changes = values.map((v) => ({ index: situationIndex(v.name, state), ...v }));
    for (const change of changes) {
      state = withSituationAnswer(state, change.index, change.value.trim(), change.author ?? 'founder');
    }
    await saveShadowing(ctx, state);
    return shadowingToInput(state);
  },
  async suggest(ctx, name) {
    const { persona, state } = await openedShadowing(ctx);
    const index = situationIndex(name, state);
    const answers = await suggestSituationAnswers(ctx, persona, state, index);
    return answers.map((a) => a.answer.trim()).filter(Boolean);
  },
};

const readInput = async (ctx: StepContext): Promise<StepInputEntry[]> => {
  const state = await readShadowing(ctx);
  return state ? shadowingToInput(state) : [];
};

export const problemShadowingWorker: StepWorker<StepInputEntry[], ShadowingResult> = {
  type: 'problemShadowing',
  provides: ['coreProblem'],
  resultTitle: RESULT_TITLE,
  input: readInput,
  autofill: autofillShadowing,
  save: saveProblemShadowing,
  show: (ctx) => showStep<StepInputEntry[], ShadowingResult>(ctx, readInput),
  fields: problemShadowingFields,
};
