// The Solution Expert Chat step (part 2 §2.13, §4.6): an interview partner tests the solution through an accepted
// persona's eyes in four rounds; the result is the transcript with the chosen answers and what was learned. The
// rules live in rules/expertChat.ts.
import { askStepAi, type ExpertChatEntry, type ExpertChatInput, type ExpertChatResult, type Persona } from '../ai.js';
import {
  answerForMe,
  answerInOwnWords,
  CHAT_INCOMPLETE,
  CHAT_INCOMPLETE_DE,
  CHAT_ROUNDS,
  type ChatState,
  chatClosingContent,
  chatFromInput,
  chatPersonaGone,
  chatPersonas,
  chatPromptContent,
  chatQuestion,
  chatSaveEnabled,
  chatToInput,
  chooseOption,
  DEFAULT_PARTNER,
  emptyChatInput,
  expertChatResult,
  needsEntry,
  openRound,
  optionLetter,
  ownAnswerIssue,
  startChat,
  stripOptionLabel,
  withEntry,
} from '../rules/expertChat.js';
import { resultFileTitle } from '../rules/resultTitles.js';
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
  let state = await currentChat(ctx);
  while (openRound(state) > 0) {
    if (needsEntry(state)) state = await askPartner(ctx, state);
    state = answerForMe(state);
    await saveChat(ctx, state);
  }
  return chatToInput(state);
}

/** The saved chat, or a new one with the main persona and the default partner (a chat of a persona gone restarts). */
async function currentChat(ctx: StepContext): Promise<ChatState> {
  const personas = await chatPersonasOfRound(ctx);
  const main = personas[0];
  if (!main)
    throw new StepNotReadyError(
      'The expert chat needs an accepted persona: save User Tinder first.',
      'Der Expertenchat braucht eine akzeptierte Persona: Speichere zuerst User Tinder.',
    );
  const saved = await readChat(ctx);
  return saved && !chatPersonaGone(saved, personas) ? saved : startChat(main, DEFAULT_PARTNER);
}

/** The chat with the open round asked (the partner's turn), saved when it had to be asked. */
async function openedChat(ctx: StepContext): Promise<ChatState> {
  let state = await currentChat(ctx);
  if (needsEntry(state)) {
    state = await askPartner(ctx, state);
    await saveChat(ctx, state);
  }
  return state;
}

/** The rounds as fields: `round.<n>`, and `answer` for the round that is open. */
const CHAT_FIELDS = [
  {
    name: 'answer',
    about: {
      en: "The open round's answer: an option by its letter (a, b, c) or your own words",
      de: 'Die Antwort der offenen Runde: eine Option mit ihrem Buchstaben (a, b, c) oder deine eigenen Worte',
    },
  },
  {
    name: 'round.<n>',
    about: {
      en: 'The answer of round n (1–4), which must be the open one; a letter or your own words',
      de: 'Die Antwort der Runde n (1–4), die die offene sein muss; ein Buchstabe oder deine eigenen Worte',
    },
  },
] as const;

/** The round a field names: `answer` the open one, `round.<n>` that one, which has to be the open one. */
function chatRoundOf(name: string, open: number): number {
  const n = name.trim().toLowerCase() === 'answer' ? open : fieldNumber(name, 'round');
  if (n === undefined) throw unknownField(name, CHAT_FIELDS);
  if (open === 0)
    throw new StepFieldError('All four rounds are answered already.', 'Alle vier Runden sind schon beantwortet.');
  if (n !== open)
    throw new StepFieldError(
      `Round ${n} is not open: the chat goes on at round ${open}.`,
      `Runde ${n} ist nicht offen: Der Chat geht bei Runde ${open} weiter.`,
    );
  return n;
}

/**
 * Answers the open rounds in order: a letter takes that option (`ai-accepted`: the AI's words, chosen by the
 * founder), any other text is the founder's own answer (`founder`). The partner is asked for a round that has no
 * turn yet; the chat is saved after each answer.
 */
export async function writeChatFields(ctx: StepContext, values: readonly StepFieldValue[]): Promise<ExpertChatInput> {
  let state = await currentChat(ctx);
  // Every name and text is checked before the partner is asked or anything is saved.
  let open = openRound(state);
  for (const v of values) {
    chatRoundOf(v.name, open);
    const issue = optionLetter(v.value) === undefined ? ownAnswerIssue(v.value) : undefined;
    if (issue) throw new StepFieldError(`${v.name}: ${issue.en}`, `${v.name}: ${issue.de}`);
    open = open >= CHAT_ROUNDS ? 0 : open + 1;
  }
  for (const v of values) {
    if (needsEntry(state)) state = await askPartner(ctx, state);
    const letter = optionLetter(v.value);
    const round = state.rounds[openRound(state) - 1];
    if (letter !== undefined && !round?.entry?.options[letter])
      throw new StepFieldError(
        `Round ${openRound(state)} has no option ${v.value.trim()}.`,
        `Runde ${openRound(state)} hat keine Option ${v.value.trim()}.`,
      );
    state =
      letter === undefined
        ? answerInOwnWords(state, v.value, v.author ?? 'founder')
        : chooseOption(state, letter, v.author ?? 'ai-accepted');
    await saveChat(ctx, state);
  }
  return chatToInput(state);
}

export const expertChatFields: StepFields<ExpertChatInput> = {
  names: CHAT_FIELDS,
  async read(ctx) {
    const state = await openedChat(ctx);
    const open = openRound(state);
    return state.rounds.flatMap((r, i): StepField[] => {
      if (!r.entry) return [];
      const isOpen = i + 1 === open;
      return [
        {
          name: `round.${i + 1}`,
          label: { en: `Round ${i + 1}`, de: `Runde ${i + 1}` },
          question: chatQuestion(r.entry),
          value: r.value,
          ...(r.value.trim() ? { author: r.author ?? 'ai' } : {}),
          ...(isOpen ? { options: r.entry.options.map(stripOptionLabel) } : {}),
          open: isOpen,
          ...(isOpen ? {} : { locked: true }),
        },
      ];
    });
  },
  write: writeChatFields,
  async suggest(ctx, name) {
    const state = await openedChat(ctx);
    const round = chatRoundOf(name, openRound(state));
    return (state.rounds[round - 1]?.entry?.options ?? []).map(stripOptionLabel);
  },
};

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
  fields: expertChatFields,
};
