// The User Insight Mapping step (part 2 §2.11, §4.7): the main persona of User Tinder and four empathy questions
// answered with the AI's suggestions; the result is the empathy map. The rules live in rules/insights.ts.
import { type AiSuggestion, askStepAi, type EmpathyMap, type InsightMappingInput, type Persona } from '../ai.js';
import { stepResultOf } from '../flows/tracks.js';
import {
  EMPATHY_QUESTIONS,
  empathyMap,
  INSIGHTS_INCOMPLETE,
  INSIGHTS_INCOMPLETE_DE,
  type InsightState,
  insightPromptContent,
  insightsComplete,
  insightsFromInput,
  insightsToInput,
  startInsights,
  withAnswers,
} from '../rules/insights.js';
import { resultFileTitle } from '../rules/resultTitles.js';
import { mainPersonaOfResult } from '../rules/tinder.js';
import { readStepInput, saveStepInput, saveStepResult, showStep } from './results.js';
import { type SavedStep, type StepContext, StepNotReadyError, type StepWorker } from './types.js';

/** The product's word the step's result files are titled with. */
const RESULT_TITLE = { en: 'Empathy Map', de: 'Empathiekarte' } as const;

/** The round's main persona: of the saved result of the step that provides it (User Tinder's first accepted one). */
export function mainPersonaIn(ctx: Pick<StepContext, 'data' | 'providing'>): Persona | undefined {
  const tinder = ctx.providing('mainPersona');
  return tinder ? mainPersonaOfResult(stepResultOf(ctx.data, tinder.step.id)?.result) : undefined;
}

/** The AI's answers to one question (1–4) about the persona (the insightMapping STEP_PROMPT). */
export async function suggestInsights(
  ctx: StepContext,
  persona: Persona,
  question: number,
  signal?: AbortSignal,
): Promise<AiSuggestion[]> {
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'STEP_PROMPT',
      stepPromptNumber: question,
      content: insightPromptContent(persona, question),
    },
    { stepType: 'insightMapping', signal },
  );
  return answer.promptResult;
}

export async function readInsights(ctx: StepContext): Promise<InsightState | null> {
  return insightsFromInput(await readStepInput(ctx));
}

export const saveInsights = (ctx: StepContext, state: InsightState) => saveStepInput(ctx, insightsToInput(state));

function requireMainPersona(ctx: StepContext): Persona {
  const persona = mainPersonaIn(ctx);
  if (!persona)
    throw new StepNotReadyError(
      'User Insight Mapping needs the main persona: save User Tinder first.',
      'Das Nutzer-Insight-Mapping braucht die Haupt-Persona: Speichere zuerst User Tinder.',
    );
  return persona;
}

/** Autofill: every question without an answer gets the AI's suggestions; the map is saved as the step's input. */
export async function autofillInsights(ctx: StepContext): Promise<InsightMappingInput> {
  const persona = requireMainPersona(ctx);
  const saved = await readInsights(ctx);
  let state = saved && saved.persona.name === persona.name ? saved : startInsights(persona);
  const open = EMPATHY_QUESTIONS.map((_, i) => i + 1).filter((question) => state.storage[question - 1].length === 0);
  // A question's suggestions draw on the persona and the question only: asked at once, added in the questions' order.
  const suggested = await Promise.all(open.map((question) => suggestInsights(ctx, persona, question)));
  open.forEach((question, i) => {
    // Filled by Autofill: the AI's answers, never the founder's.
    state = withAnswers(state, question, suggested[i] ?? [], 'ai');
  });
  state = { ...state, activeStep: EMPATHY_QUESTIONS.length + 1 };
  await saveInsights(ctx, state);
  return insightsToInput(state);
}

/** Save Result (§4.7, §5): needs an answer on every question; the result file is the empathy map. */
export async function saveInsightMapping(ctx: StepContext, projectId: string): Promise<SavedStep<EmpathyMap>> {
  const state = await readInsights(ctx);
  if (!state || !insightsComplete(state.storage))
    throw new StepNotReadyError(INSIGHTS_INCOMPLETE, INSIGHTS_INCOMPLETE_DE);
  const map = empathyMap(state);
  return saveStepResult(ctx, projectId, map, (lang) => resultFileTitle(RESULT_TITLE, lang, map.persona.name));
}

const EMPTY: InsightMappingInput = { suggestionStorage: [[], [], [], []], persona: { name: '' } };

const readInput = async (ctx: StepContext): Promise<InsightMappingInput> => {
  const state = await readInsights(ctx);
  return state ? insightsToInput(state) : EMPTY;
};

export const insightMappingWorker: StepWorker<InsightMappingInput, EmpathyMap> = {
  type: 'insightMapping',
  provides: ['empathyMap'],
  resultTitle: RESULT_TITLE,
  input: readInput,
  autofill: autofillInsights,
  save: saveInsightMapping,
  show: (ctx) => showStep<InsightMappingInput, EmpathyMap>(ctx, readInput),
};
