import {
  type Author,
  answerForMe,
  answerInOwnWords,
  askPartner,
  authorOf,
  type ChatRound,
  type ChatState,
  chatFromInput,
  chatPersonaGone,
  chatPersonas,
  chatSaveEnabled,
  chatToInput,
  chooseOption,
  DEFAULT_PARTNER,
  type ExpertChatEntry,
  type ExpertChatInput,
  emptyChatInput,
  type InterviewPartner,
  isCompleteChatEntry,
  mainPersonaOfRound,
  needsEntry,
  openRound,
  type Persona,
  refreshRound,
  saveExpertChat,
  startChat,
  stepProviding,
} from '@idea-studio/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { busyOf, type StepPlace, useStepSession } from '../../track-page/step-kernel/useStepSession';
import { useWriteAgain } from '../../track-page/step-kernel/useWriteAgain';

export type ExpertChatProps = StepPlace;

/** Report actions of the step (part 2 §7.3); 'Save Result' is recorded by the SDK. */
export const CHAT_ACTIONS = { answerForMe: 'Answer for me', refresh: 'Refresh' } as const;

/** An entry lacking options, follow-up question or turn is asked again, up to this many times in all (§8). */
const ENTRY_ATTEMPTS = 3;

export type ChatBusy = 'asking' | 'save' | 'reset' | null;
export type ChatDialog = 'replace' | 'reset' | 'gone' | null;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A round with who chose its answer (issue 26): an option clicked is ai-accepted, Answer for me's the AI's. */
type AuthoredRound = ChatRound & { author?: Author };

/** The chat's input with each answered round's author, so the server and the result know who chose it. */
function authoredChatInput(state: ChatState): ExpertChatInput {
  const input = chatToInput(state);
  return {
    ...input,
    controls: input.controls.map((control, i) => {
      const author = (state.rounds[i] as AuthoredRound | undefined)?.author;
      return author && control.value?.trim() ? { ...control, author } : control;
    }),
  };
}

/** The restored chat with each answer's author as the input keeps it (an answer saved without one is the AI's). */
function withSavedAuthors(state: ChatState, input: unknown): ChatState {
  const controls = (input as { controls?: unknown }).controls;
  const saved = Array.isArray(controls) ? controls : [];
  return {
    ...state,
    rounds: state.rounds.map((r, i): AuthoredRound => {
      if (!r.value.trim()) return r;
      return { ...r, author: authorOf((saved[i] as { author?: unknown } | undefined)?.author) };
    }),
  };
}

/** The chat after an answer to the round that was open in `before`, with who chose it. */
function answeredBy(before: ChatState, after: ChatState, author: Author): ChatState {
  const index = openRound(before) - 1;
  return { ...after, rounds: after.rounds.map((r, i): AuthoredRound => (i === index ? { ...r, author } : r)) };
}
/**
 * The Solution Expert Chat's state and actions (part 2 §2.13, §4.6, §8): the founder picks an accepted persona (the
 * main persona first) and an interview partner and starts the chat; each of the four rounds is asked, answered by a
 * choice or Answer for me (a), and the next one asked; Refresh removes the last round and asks again. The chat is
 * saved as the step's input after every change, so a reload continues it; a chat that cannot be restored, or whose
 * persona is no longer accepted, raises the §8 alert, loses its files and starts over. At step 4 Save Result runs
 * the closing prompt; after saving it stays disabled until the chat changes.
 */
export function useExpertChat(place: ExpertChatProps) {
  const { roundId, data, structure } = place;
  const { client, $api } = useApi();
  const main = useMemo(() => mainPersonaOfRound({ data, structure }), [data, structure]);
  const personaStep = stepProviding(structure, 'mainPersona')?.step.id;

  const [state, setState] = useState<ChatState | null>(null);
  const [persona, setPersona] = useState<Persona | undefined>(undefined);
  const [partner, setPartner] = useState<InterviewPartner>(DEFAULT_PARTNER);
  const [askFailed, setAskFailed] = useState(false);
  const [dialog, setDialog] = useState<ChatDialog>(null);
  /** The persona of a chat that could not be restored (the §8 alert names it). */
  const [gone, setGone] = useState('');
  /** The chat changed since the saved result (or there is none): Save Result may run again. */
  const [changed, setChanged] = useState(true);

  const asking = useRef<AbortController | null>(null);
  useEffect(() => () => asking.current?.abort(), []);

  // The accepted users of the step that provides the main persona (User Tinder): the step opens once they are here too.
  const tinderInput = useQuery({
    ...serverState.stepInput($api, roundId, personaStep ?? ''),
    enabled: personaStep !== undefined,
  });
  const personas = useMemo(() => chatPersonas(tinderInput.data?.content, main), [tinderInput.data, main]);

  const session = useStepSession<ExpertChatInput>(place, {
    ready: personaStep === undefined || (tinderInput.isFetched && !tinderInput.isFetching),
    onOpen: (input) => {
      setPersona(personas[0]);
      const restored = chatFromInput(input?.content);
      if (restored.state && !chatPersonaGone(restored.state, personas)) {
        const saved = withSavedAuthors(restored.state, input?.content);
        setState(saved);
        setPersona(personas.find((p) => sameName(p.name, saved.persona.name)) ?? personas[0]);
        setPartner(saved.partner);
        // A saved result of this very chat: Save Result waits for a change.
        setChanged(!(session.hasResult() && chatSaveEnabled(saved)));
        if (needsEntry(saved)) void ask(saved);
        return;
      }
      if (restored.state || restored.broken) {
        // §8: the chat's persona is gone or the chat cannot be read; its files go and the chat starts over.
        setGone(restored.state?.persona.name ?? '');
        setDialog('gone');
        void clear();
      }
    },
    saveResult: saveExpertChat,
    onSaved: () => setChanged(false),
    reset: (): Promise<void> => clear(),
  });
  const { actions, isMounted, context, save } = session;
  const { saveNow } = session.saver;

  /** Saves the chat as the step's input and shows it; a change after a saved result holds Next (as in §4.7). */
  const commit = useCallback(
    async (next: ChatState | null) => {
      setState(next);
      setChanged(true);
      if (session.hasResult()) actions.holdNext();
      await saveNow(next ? authoredChatInput(next) : emptyChatInput());
    },
    [actions, saveNow, session.hasResult],
  );

  /** Asks the partner for the open round; an incomplete entry is asked again (§8). `discarded`: after Refresh. */
  const asked = useMutation({
    mutationFn: async ({ from, discarded }: { from: ChatState; discarded?: ExpertChatEntry }) => {
      asking.current?.abort();
      const controller = new AbortController();
      asking.current = controller;
      setAskFailed(false);
      try {
        for (let attempt = 0; attempt < ENTRY_ATTEMPTS; attempt++) {
          const next = await askPartner(context(client), from, discarded, controller.signal);
          if (controller.signal.aborted || !isMounted()) return;
          const entry = next.rounds.find((r, i) => r.entry && !from.rounds[i]?.entry)?.entry;
          if (entry && isCompleteChatEntry(entry)) {
            await commit(next);
            return;
          }
        }
        setAskFailed(true);
      } catch {
        // the snackbar shows the server's message ('Error / AI response failed'); the chat offers to ask again
        if (!controller.signal.aborted && isMounted()) setAskFailed(true);
      } finally {
        if (asking.current === controller) asking.current = null;
      }
    },
  });
  const { mutateAsync: askWith } = asked;
  const ask = useCallback((from: ChatState, discarded?: ExpertChatEntry) => askWith({ from, discarded }), [askWith]);

  const busy: ChatBusy = busyOf([
    ['asking', asked.isPending],
    ['save', session.saving],
    ['reset', session.resetting],
  ]);

  /** Drops the saved chat and its files (Reset, and a chat that cannot be restored), back to the start. */
  const clear = useCallback(async (): Promise<void> => {
    asking.current?.abort();
    try {
      await session.deleteFiles();
    } catch {
      // the snackbar shows why; the chat starts over all the same
    }
    setState(null);
    setChanged(true);
    await saveNow(emptyChatInput());
    actions.releaseNext();
    await actions.reload();
  }, [actions, saveNow, session.deleteFiles]);

  /** Start Chat: a fresh chat with the chosen persona and partner, round 1 asked at once. */
  const start = useCallback(async () => {
    if (!persona || busy) return;
    const fresh = startChat(persona, partner);
    await commit(fresh);
    await ask(fresh);
  }, [persona, partner, busy, commit, ask]);

  /**
   * An answer to the open round (`pick` makes it from the chat): the answer is kept with who chose it, the step
   * advances, and the next round is asked until all four are done.
   */
  const answer = useCallback(
    async (pick: (current: ChatState) => ChatState, author: Author) => {
      const current = state;
      if (!current || busy) return;
      const picked = pick(current);
      if (picked === current) return;
      const next = answeredBy(current, picked, author);
      await commit(next);
      if (needsEntry(next)) await ask(next);
    },
    [state, busy, commit, ask],
  );

  /** A choice the founder clicked (0 = a): the partner's option, accepted as it is. */
  const choose = useCallback(
    (option: number) => answer((current) => chooseOption(current, option), 'ai-accepted'),
    [answer],
  );

  /** An answer in the founder's own words (the text box under the chat): the founder's, and the partner reacts to it. */
  const answerOwn = useCallback(
    (text: string) => answer((current) => answerInOwnWords(current, text), 'founder'),
    [answer],
  );

  /** Answer for me: the SDK's pick for the persona, the AI's answer, not the founder's. */
  const answerForMeNow = useCallback(() => {
    void actions.record(CHAT_ACTIONS.answerForMe);
    void answer(answerForMe, 'ai');
  }, [actions, answer]);

  /** Refresh (§4.6): the last chat round is removed and asked again, without repeating what it offered. */
  const refresh = useCallback(async () => {
    const current = state;
    if (!current || busy) return;
    void actions.record(CHAT_ACTIONS.refresh);
    const { state: next, removed } = refreshRound(current);
    await commit(next);
    await ask(next, removed);
  }, [state, busy, actions, commit, ask]);

  const askAgain = useCallback(() => {
    const current = state;
    if (current && needsEntry(current)) void ask(current);
  }, [state, ask]);

  const saveEnabled = !!state && chatSaveEnabled(state) && changed;

  /** Save Result: at step 4 (§4.6); an existing result asks before it is replaced. */
  const requestSave = useCallback(() => {
    if (busy || !saveEnabled) return;
    if (session.hasResult()) setDialog('replace');
    else void save();
  }, [busy, saveEnabled, save, session.hasResult]);

  /** Reset & Start Again: files and memory cleared, back to step 0 (§4.6). */
  const { reset } = session;

  // Write again (an interview written from an earlier reading of the idea): Reset & Start Again holds the interview
  // anew, after its own confirmation.
  useWriteAgain(place.stepId, () => {
    if (!busy) setDialog('reset');
  });

  return {
    main,
    personas,
    persona,
    setPersona,
    partner,
    setPartner,
    state,
    loaded: session.opened,
    loadFailed: session.loadFailed,
    askFailed,
    busy,
    dialog,
    setDialog,
    gone,
    saveEnabled,
    start,
    choose,
    answerOwn,
    answerForMe: answerForMeNow,
    refresh,
    askAgain,
    retryLoad: session.retryLoad,
    requestSave,
    save,
    reset,
  };
}
