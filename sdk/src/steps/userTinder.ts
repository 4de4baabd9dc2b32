// The User Tinder step (part 2 §2.10, §4.4): the AI's potential users sorted into accepted and rejected ones; the
// result is the main persona in full with the accepted and rejected users. The rules live in rules/tinder.ts.
import { askStepAi, type Persona, type TinderInput, type TinderResult } from '../ai.js';
import {
  autoClassify,
  autoClassifyRest,
  checkTinderSave,
  NO_POSITIVE_PERSONA,
  NO_POSITIVE_PERSONA_DE,
  startTinder,
  type TinderState,
  tinderFromInput,
  tinderResult,
  tinderToInput,
} from '../rules/tinder.js';
import { basicIdeaSections, sectionsToEntries } from './basicIdea.js';
import { readStepInput, saveStepInput, saveStepResult, showStep } from './results.js';
import { type SavedStep, type StepContext, StepNotReadyError, type StepWorker } from './types.js';

/** The round's Basic Idea sections (empty ones when the round has none saved). */
export async function basicIdeaOfRound(ctx: StepContext) {
  const located = ctx.providing('ideaCard');
  if (!located) return basicIdeaSections(null);
  return basicIdeaSections(await readStepInput({ ...ctx, ...located }));
}

/** The most sets of new people a round can ask for (the contract's largest stepPromptNumber). */
export const PERSONA_SETS_MAX = 100;

/**
 * The potential users to sort (the userTinder STEP_PROMPT): made from the round's Basic Idea, which is sent as the
 * prompt's content (the server adds the round's results and hub passages). The server accepts only 1–10 personas
 * and retries otherwise (part 2 §5, §8).
 */
export async function loadPersonas(ctx: StepContext, signal?: AbortSignal, set = 1): Promise<Persona[]> {
  const sections = await basicIdeaOfRound(ctx);
  const content = Object.values(sections).some((s) => s.trim())
    ? JSON.stringify(sectionsToEntries(sections))
    : ctx.data.name;
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'STEP_PROMPT',
      // The set of people asked for: the same idea gives the same people in set 1 in every round; a Reset asks
      // for the next set (the server's documented seed, at most 100).
      stepPromptNumber: Math.min(PERSONA_SETS_MAX, Math.max(1, Math.floor(set))),
      content,
    },
    { stepType: 'userTinder', signal },
  );
  return startTinder(answer.promptResult).queue;
}

/** The step's saved sorting, null when nothing is saved. */
export async function readTinder(ctx: StepContext): Promise<TinderState | null> {
  return tinderFromInput(await readStepInput(ctx));
}

export const saveTinder = (ctx: StepContext, state: TinderState) => saveStepInput(ctx, tinderToInput(state));

const EMPTY: TinderInput = { positivePersonas: [], negativePersonas: [], skippedPersonas: [], queuedPersonas: [] };

/**
 * Autofill from the terminal: the personas are loaded anew and sorted by the documented rule of `autoClassify`
 * (accept those whose needs match the Basic Idea's first users, best match first as the main persona). A round the
 * founder began to sort keeps their choices; only the people left are sorted (`autoClassifyRest`).
 */
export async function autofillTinder(ctx: StepContext): Promise<TinderInput> {
  const sections = await basicIdeaOfRound(ctx);
  const firstUsers = sections['TARGET USER'] || sections.PROBLEM;
  // A sorting the founder began stays: only the people still to sort are sorted by the rule.
  const saved = await readTinder(ctx);
  const state =
    saved && saved.positive.length + saved.negative.length > 0
      ? autoClassifyRest(saved, firstUsers)
      : autoClassify(await loadPersonas(ctx), firstUsers);
  await saveTinder(ctx, state);
  return tinderToInput(state);
}

/**
 * Save Result (§4.4, §4.10): needs every persona sorted and one accepted; the first accepted one is the main
 * persona (the web asks the founder to choose when several are accepted; the CLI keeps the saved order).
 */
export async function saveUserTinder(ctx: StepContext, projectId: string): Promise<SavedStep<TinderResult>> {
  const state = await readTinder(ctx);
  if (!state)
    throw new StepNotReadyError(
      'User Tinder has no sorted personas yet (use autofill or the web app).',
      'In User Tinder sind noch keine Personas eingeordnet (nutze Autofill oder die Web-App).',
    );
  if (state.queue.length > 0) {
    throw new StepNotReadyError(
      `${state.queue.length} potential users are not sorted yet.`,
      `${state.queue.length} potenzielle Nutzer sind noch nicht eingeordnet.`,
    );
  }
  const check = checkTinderSave(state, true);
  if (!check.ok) throw new StepNotReadyError(NO_POSITIVE_PERSONA, NO_POSITIVE_PERSONA_DE);
  const result = tinderResult(state);
  return saveStepResult(ctx, projectId, result, result.main_persona.name);
}

const readInput = async (ctx: StepContext): Promise<TinderInput> => {
  const state = await readTinder(ctx);
  return state ? tinderToInput(state) : EMPTY;
};

export const userTinderWorker: StepWorker<TinderInput, TinderResult> = {
  type: 'userTinder',
  provides: ['mainPersona'],
  input: readInput,
  autofill: autofillTinder,
  save: saveUserTinder,
  show: (ctx) => showStep<TinderInput, TinderResult>(ctx, readInput),
};
