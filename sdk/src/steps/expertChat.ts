// The Solution Expert Chat step (part 2 §2.13, §4.6): an interview partner tests the solution through an accepted
// persona's eyes in four rounds; the result is the transcript with the chosen answers and what was learned. The
// rules live in rules/expertChat.ts.
import { askStepAi, type ExpertChatEntry, type ExpertChatInput, type ExpertChatResult, type Persona } from '../ai.js';
import {
  answerForMe,
  CHAT_INCOMPLETE,
  CHAT_INCOMPLETE_DE,
  type ChatState,
  chatClosingContent,
  chatFromInput,
  chatPersonaGone,
  chatPersonas,
  chatPromptContent,
  chatSaveEnabled,
  chatToInput,
  DEFAULT_PARTNER,
  emptyChatInput,
  expertChatResult,
  needsEntry,
  openRound,
  startChat,
  withEntry,
} from '../rules/expertChat.js';
import { resultFileTitle } from '../rules/resultTitles.js';
import { mainPersonaIn } from './insightMapping.js';
import { readStepInput, saveStepInput, saveStepResult, showStep } from './results.js';
import { type SavedStep, type StepContext, StepNotReadyError, type StepWorker } from './types.js';

/** The product's word the step's result files are titled with. */
const RESULT_TITLE = { en: 'Expert Chat', de: 'Expertenchat' } as const;

/** The personas the chat may use: User Tinder's accepted ones, the main persona first. */
export async function chatPersonasOfRound(ctx: StepContext): Promise<Persona[]> {
  const tinder = ctx.providing('mainPersona');
  const input = tinder ? await readStepInput({ ...ctx, ...tinder }) : null;
  return chatPersonas(input, mainPersonaIn(ctx));
}

/** The partner's entry for the open round (STEP_PROMPT, stepPromptNumber = the round), with the state holding it. */
export async function askPartner(
  ctx: StepContext,
  state: ChatState,
  discarded?: ExpertChatEntry,
  signal?: AbortSignal,
): Promise<ChatState> {
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'STEP_PROMPT',
      stepPromptNumber: openRound(state),
      content: chatPromptContent(state, discarded),
    },
    { stepType: 'expertChat', signal },
  );
  const [entry] = answer.promptResult;
  if (!entry) throw new Error('The AI did not answer the round.');
  return withEntry(state, entry);
}

export async function readChat(ctx: StepContext): Promise<ChatState | null> {
  return chatFromInput(await readStepInput(ctx)).state;
}

export const saveChat = (ctx: StepContext, state: ChatState) => saveStepInput(ctx, chatToInput(state));

/**
 * Autofill from the terminal: the saved chat goes on (a new one starts with the main persona and the default
 * partner), and every open round is asked and answered with Answer for me — a), the most likely reaction. The
 * chat is saved after each round, so an interrupted run continues where it stopped.
 */
export async function autofillChat(ctx: StepContext): Promise<ExpertChatInput> {
  const personas = await chatPersonasOfRound(ctx);
  const main = personas[0];
  if (!main)
    throw new StepNotReadyError(
      'The expert chat needs an accepted persona: save User Tinder first.',
      'Der Expertenchat braucht eine akzeptierte Persona: Speichere zuerst User Tinder.',
    );
  const saved = await readChat(ctx);
  let state = saved && !chatPersonaGone(saved, personas) ? saved : startChat(main, DEFAULT_PARTNER);
  while (openRound(state) > 0) {
    if (needsEntry(state)) state = await askPartner(ctx, state);
    state = answerForMe(state);
    await saveChat(ctx, state);
  }
  return chatToInput(state);
}

/** Save Result (§4.6): needs all four rounds; the closing prompt summarises what was learned and the objections. */
export async function saveExpertChat(ctx: StepContext, projectId: string): Promise<SavedStep<ExpertChatResult>> {
  const state = await readChat(ctx);
  if (!state || !chatSaveEnabled(state)) throw new StepNotReadyError(CHAT_INCOMPLETE, CHAT_INCOMPLETE_DE);
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'CLOSING_STEP_PROMPT',
      content: chatClosingContent(state),
    },
    { stepType: 'expertChat' },
  );
  const [summary] = answer.promptResult;
  if (!summary) throw new Error('The AI did not summarise the chat.');
  const result = expertChatResult(state, summary);
  return saveStepResult(ctx, projectId, result, (lang) => resultFileTitle(RESULT_TITLE, lang, result.persona));
}

const readInput = async (ctx: StepContext): Promise<ExpertChatInput> => {
  const state = await readChat(ctx);
  return state ? chatToInput(state) : emptyChatInput();
};

export const expertChatWorker: StepWorker<ExpertChatInput, ExpertChatResult> = {
  type: 'expertChat',
  provides: ['expertInterview'],
  resultTitle: RESULT_TITLE,
  input: readInput,
  autofill: autofillChat,
  save: saveExpertChat,
  show: (ctx) => showStep<ExpertChatInput, ExpertChatResult>(ctx, readInput),
};
