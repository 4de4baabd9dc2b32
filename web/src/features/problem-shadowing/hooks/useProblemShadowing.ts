import {
  type Author,
  activeSituation,
  authorAfterChange,
  entryAuthors,
  fillAllSituations,
  loadShadowing,
  mainPersonaOfRound,
  type Persona,
  type ShadowingResult,
  type ShadowingState,
  type StepInputEntry,
  saveProblemShadowing,
  shadowingFromInput,
  shadowingPersonaGone,
  shadowingSaveEnabled,
  shadowingToInput,
  stepResultOf,
  withSituationAnswer,
} from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { useChat } from '../../ai-chat/hooks/useChat';
import { busyOf, type StepPlace, useStepSession } from '../../track-page/step-kernel/useStepSession';
import { useWriteAgain } from '../../track-page/step-kernel/useWriteAgain';

export type ProblemShadowingInputProps = StepPlace;

/** Report actions of the step (part 2 §7.3); 'Save Result' is recorded by the SDK and reset by RESET_ACTION. */
export const SHADOWING_ACTIONS = {
  aiButton: 'AI Button',
  autofill: 'Autofill All',
} as const;

/** The context label of Support me in the chat (part 2 §7.1), followed by the situation and the typed text. */
export const SHADOWING_SUPPORT_LABEL = 'Problem Shadowing Support me';

export type ShadowingBusy = 'autofill' | 'save' | 'reset' | null;

/** The saved shadowing with each answer's author as the input keeps it (an answer saved without one is the AI's). */
function shadowingWithAuthors(input: unknown): ShadowingState | null {
  const state = shadowingFromInput(input);
  if (!state) return null;
  const authors = entryAuthors(input);
  return { ...state, situations: state.situations.map((s) => ({ ...s, author: authors.get(s.step) ?? 'ai' })) };
}

/** The step's input entries with each answered situation's author (issue 26: who wrote it is saved with it). */
function authoredInput(state: ShadowingState): StepInputEntry[] {
  const authors = new Map(state.situations.map((s) => [s.step, s.author]));
  return shadowingToInput(state).map((entry) => {
    const author = authors.get(entry.type);
    return author && entry.content.trim() ? { ...entry, author } : entry;
  });
}

/** The situations Autofill answered (none before) are the AI's; answers that were there keep their author. */
function autofilledSituations(before: ShadowingState, after: ShadowingState): ShadowingState {
  return {
    ...after,
    situations: after.situations.map((s, i) => {
      const old = before.situations[i];
      const kept = old && old.answer.trim() !== '' && old.answer.trim() === s.answer.trim();
      return { ...s, author: kept ? old.author : 'ai' };
    }),
  };
}
export type ShadowingDialog = 'instructions' | 'replace' | 'reset' | 'gone' | null;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The Problem Shadowing step's state and actions (part 2 §2.12, §4.5, §8): the main persona of User Tinder, the
 * persona's day and the situations the AI made for it, answered one after another (the active section is the
 * answered ones plus one); an answer is committed by Next, a done situation can be opened again and later ones only
 * once every answer is there. Autofill answers the open situations, Save Result runs the closing prompt and saves
 * the result file, Reset clears the files and the answers and loads new situations. A shadowing saved for another
 * persona than the main one raises the §8 alert, loses its files and starts anew.
 */
export function useProblemShadowing(place: ProblemShadowingInputProps) {
  const { stepId, data, structure } = place;
  const { t } = useTranslation();
  const { client } = useApi();
  const chat = useChat();
  const persona = useMemo(() => mainPersonaOfRound({ data, structure }), [data, structure]);

  const [state, setState] = useState<ShadowingState | null>(null);
  /** The AI gave no situations: the founder can ask again. */
  const [situationsFailed, setSituationsFailed] = useState(false);
  /** The situation the founder opened (0-based); null: the first one without an answer. */
  const [opened, setOpened] = useState<number | null>(null);
  /** The text typed in the open situation, committed by Next (typing alone does not count as an answer). */
  const [draft, setDraft] = useState('');
  /** Who wrote the draft: the open answer's author until the founder types or takes a suggestion. */
  const draftAuthor = useRef<Author>('founder');
  const [dialog, setDialog] = useState<ShadowingDialog>(null);
  /** The persona a shadowing that no longer fits was made for (the §8 alert names it). */
  const [gone, setGone] = useState('');

  /** What is shown, as last changed: a change and the save after it may come in one go (e.g. open after a draft). */
  const latest = useRef({ state, opened, draft });

  const loading = useRef<AbortController | null>(null);
  useEffect(() => () => loading.current?.abort(), []);

  const session = useStepSession<StepInputEntry[]>(place, {
    onOpen: (input) => {
      const main = persona;
      if (!main) return;
      const saved = shadowingWithAuthors(input?.content);
      const result = stepResultOf(data, stepId)?.result as Partial<ShadowingResult> | undefined;
      const resultFor = typeof result?.target_user === 'string' ? result.target_user : undefined;
      if ((saved && shadowingPersonaGone(saved, main)) || (resultFor && !sameName(resultFor, main.name))) {
        // §8: the shadowing belongs to a persona that is no longer the main one; its files go and a new one starts.
        setGone(saved?.targetUser || resultFor || '');
        setDialog('gone');
        void (async () => {
          try {
            await session.deleteFiles();
          } catch {
            // the snackbar shows why; the new shadowing starts all the same
          }
          await actions.reload();
          if (session.isMounted()) await startFresh(main);
        })();
        return;
      }
      if (saved) show(saved);
      else {
        // A first visit opens the step's instructions (part 2 §2.5) while the situations load.
        setDialog((current) => current ?? 'instructions');
        void startFresh(main);
      }
    },
    saveResult: saveProblemShadowing,
    // Reset is busy until the step is cleared; the new situations load after it.
    reset: async () => {
      loading.current?.abort();
      try {
        await session.deleteFiles();
      } catch {
        // the snackbar shows why; the shadowing starts again all the same
      }
      show(null);
      await saveNow([]);
      actions.releaseNext();
      await actions.reload();
    },
  });
  const { actions, isMounted, context } = session;
  const { saveNow } = session.saver;
  const { save } = session;

  const filling = useMutation({
    mutationFn: async ({ main, current }: { main: Persona; current: ShadowingState }) => {
      try {
        const filled = await fillAllSituations(context(client), main, current);
        if (!isMounted()) return;
        // Autofill answers for the founder: what it filled in is the AI's.
        await commit(autofilledSituations(current, filled));
      } catch {
        // the snackbar shows the server's message (e.g. 'Error / AI response failed')
      }
    },
  });
  const { mutateAsync: fillWith } = filling;

  const busy: ShadowingBusy = busyOf([
    ['autofill', filling.isPending],
    ['save', session.saving],
    ['reset', session.resetting],
  ]);

  /** The situation shown as the text control: the opened one, else the first unanswered; none once all are done. */
  const activeIndex = useMemo(() => {
    if (!state) return null;
    if (opened !== null) return opened;
    return shadowingSaveEnabled(state) ? null : activeSituation(state) - 1;
  }, [state, opened]);

  const show = useCallback((next: ShadowingState | null, open: number | null = null) => {
    latest.current = { ...latest.current, state: next, opened: open };
    setState(next);
    setOpened(open);
    const index = next ? (open ?? (shadowingSaveEnabled(next) ? null : activeSituation(next) - 1)) : null;
    const shown = index === null ? undefined : next?.situations[index];
    const text = shown?.answer ?? '';
    latest.current.draft = text;
    draftAuthor.current = text.trim() ? (shown?.author ?? 'ai') : 'founder';
    setDraft(text);
  }, []);

  /** The state with the typed text as the open situation's answer (when something is typed). */
  const withDraft = useCallback((): ShadowingState | null => {
    const { state: current, draft: typed } = latest.current;
    if (!current) return null;
    const index = latest.current.opened ?? (shadowingSaveEnabled(current) ? null : activeSituation(current) - 1);
    if (index === null || !typed.trim()) return current;
    const answered = withSituationAnswer(current, index, typed);
    const author = draftAuthor.current;
    return {
      ...answered,
      situations: answered.situations.map((s, i) => (i === index ? { ...s, author } : s)),
    };
  }, []);

  const { schedule } = session.saver;
  /**
   * The draft changed: typed (the founder's, unless it is the text it was) or a suggestion taken as it is. It is
   * saved as the open situation's answer shortly after (the saver's delay), so a reload before Next keeps it.
   */
  const changeDraft = useCallback(
    (text: string, author: Author = 'founder') => {
      const before = { text: latest.current.draft, author: draftAuthor.current };
      draftAuthor.current = author === 'founder' ? authorAfterChange(before, text) : author;
      latest.current.draft = text;
      setDraft(text);
      const drafted = withDraft();
      if (drafted && text.trim()) schedule(authoredInput(drafted));
    },
    [withDraft, schedule],
  );

  /** A changed answer no longer matches the saved result: Next waits for the next save (as in §4.7). */
  const answersChanged = useCallback(
    (before: ShadowingState, after: ShadowingState) => {
      const changed = before.situations.some((s, i) => s.answer.trim() !== after.situations[i]?.answer.trim());
      if (changed && session.hasResult()) actions.holdNext();
    },
    [actions, session.hasResult],
  );

  /** A fresh shadowing for the main persona: the day and the situations from the AI, saved as the input. */
  const fresh = useMutation({
    mutationFn: async (main: Persona) => {
      loading.current?.abort();
      const controller = new AbortController();
      loading.current = controller;
      show(null);
      setSituationsFailed(false);
      try {
        const loaded = await loadShadowing(context(client), main, controller.signal);
        if (controller.signal.aborted || !isMounted()) return;
        if (loaded.situations.length === 0) {
          setSituationsFailed(true);
          return;
        }
        show(loaded);
        await saveNow(authoredInput(loaded));
      } catch {
        // the snackbar shows the server's message; the panel offers to ask again
        if (!controller.signal.aborted && isMounted()) setSituationsFailed(true);
      } finally {
        if (loading.current === controller) loading.current = null;
      }
    },
  });
  const { mutateAsync: startFresh } = fresh;

  const reloadSituations = useCallback(() => {
    if (persona) void startFresh(persona);
  }, [persona, startFresh]);

  /** Saves a new state as the input and shows it with `open` as the open situation. */
  const commit = useCallback(
    async (next: ShadowingState, open: number | null = null) => {
      const before = latest.current.state;
      show(next, open);
      if (before) answersChanged(before, next);
      await saveNow(authoredInput(next));
    },
    [show, answersChanged, saveNow],
  );

  /** Next in the text control: the typed text becomes the answer, and the first open situation follows (§4.5). */
  const next = useCallback(() => {
    const current = withDraft();
    if (current) void commit(current);
  }, [withDraft, commit]);

  /** Opens a situation: earlier ones and done ones always, later ones only while Save Result is enabled. */
  const open = useCallback(
    (index: number) => {
      const current = latest.current.state;
      if (!current || busy) return false;
      const reachable = index <= activeSituation(current) - 1 || shadowingSaveEnabled(current);
      if (!reachable || index < 0 || index >= current.situations.length) return false;
      const kept = withDraft() ?? current;
      if (kept !== current) void commit(kept, index);
      else show(current, index);
      return true;
    },
    [busy, withDraft, commit, show],
  );

  const autofill = useCallback(async () => {
    const current = withDraft();
    if (busy || !persona || !current) return;
    void actions.record(SHADOWING_ACTIONS.autofill);
    await fillWith({ main: persona, current });
  }, [busy, withDraft, persona, actions, fillWith]);

  /** Save Result: only with every situation answered (§4.5); an existing result asks before it is replaced. */
  const requestSave = useCallback(() => {
    const current = latest.current.state;
    if (busy || !current || !shadowingSaveEnabled(current)) return;
    const kept = withDraft() ?? current;
    const proceed = () => {
      if (session.hasResult()) setDialog('replace');
      else void save();
    };
    if (kept !== current) void commit(kept).then(proceed);
    else proceed();
  }, [busy, withDraft, commit, save, session.hasResult]);

  /** Reset & Start Again: the files and the answers cleared, then new situations loaded. */
  const reset = useCallback(async () => {
    const main = persona;
    await session.reset();
    if (main && isMounted()) await startFresh(main);
  }, [persona, session.reset, isMounted, startFresh]);

  /** Support me asks the chat about the open situation and what the founder has typed for it. */
  const supportMe = useCallback(
    async (typed: string) => {
      const current = latest.current.state;
      const index = latest.current.opened ?? (current ? activeSituation(current) - 1 : 0);
      const question = current?.situations[index]?.step ?? '';
      const text = typed.trim();
      void chat.send(`${SHADOWING_SUPPORT_LABEL}: ${[question, text].filter(Boolean).join(' ')}`, {
        question: text ? t('basicIdea.supportMeTurn', { text }) : t('aiControl.supportMe'),
      });
    },
    [chat, t],
  );

  const recordAiButton = useCallback(() => void actions.record(SHADOWING_ACTIONS.aiButton), [actions]);

  // Write again (a shadowing written from an earlier reading of the idea): Autofill All answers the situations anew
  // from the idea as it is now (the founder's own answers stay); Save Result stays the founder's click.
  useWriteAgain(stepId, () => void autofill());

  return {
    persona,
    state,
    loaded: session.opened,
    loadFailed: session.loadFailed,
    situationsLoading: fresh.isPending,
    situationsFailed,
    activeIndex,
    draft,
    changeDraft,
    busy,
    dialog,
    setDialog,
    gone,
    saveEnabled: state ? shadowingSaveEnabled(state) : false,
    open,
    next,
    autofill,
    requestSave,
    save,
    reset,
    retry: session.retryLoad,
    reloadSituations,
    supportMe,
    recordAiButton,
  };
}
