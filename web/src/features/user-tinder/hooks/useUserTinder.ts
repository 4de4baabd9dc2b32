import {
  checkTinderSave,
  classifyPersona,
  loadPersonas,
  mainPersonaOfResult,
  type Persona,
  prioritizePersona,
  resolveSkipped,
  saveUserTinder,
  startTinder,
  stepResultOf,
  type TinderInput,
  type TinderState,
  type TinderVerdict,
  tinderFromInput,
  tinderToInput,
  unclassifyPersona,
} from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { busyOf, type StepPlace, useStepSession } from '../../track-page/step-kernel/useStepSession';
import { useWriteAgain } from '../../track-page/step-kernel/useWriteAgain';

export type UserTinderInput = StepPlace;

export type TinderBusy = 'load' | 'save' | 'reset' | null;
export type TinderDialog = 'instructions' | 'skipped' | 'prioritize' | 'persona' | 'replace' | 'reset' | 'gone' | null;

const EMPTY_INPUT: TinderInput = {
  positivePersonas: [],
  negativePersonas: [],
  skippedPersonas: [],
  queuedPersonas: [],
};

const sameName = (a: Pick<Persona, 'name'>, b: Pick<Persona, 'name'>) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * The User Tinder step's state and actions (part 2 §2.10, §4.4, §5, §8): the queue of potential users restored
 * from the saved input or loaded from the AI, match / no match / skip, taking a sorted one back (which holds Next),
 * the Skipped Users dialog, Save Result with the no-positive alert and the Prioritize-user dialog, the replace and
 * reset confirmations, and the alert when the saved result's main persona is no longer among the accepted ones.
 * Every change is saved as the step's input, so a reload finds the same queue.
 */
export function useUserTinder(place: UserTinderInput) {
  const { stepId, data } = place;
  const { t } = useTranslation();
  const { client } = useApi();

  /** Null until the saved sorting is restored or the personas are loaded. */
  const [state, setState] = useState<TinderState | null>(null);
  /** The founder picked the main persona among several accepted ones (or the saved result did). */
  const [chosen, setChosen] = useState(false);
  /** The personas failed to load (the saved input's failure is the session's). */
  const [freshFailed, setFreshFailed] = useState(false);
  const [dialog, setDialog] = useState<TinderDialog>(null);
  const [shown, setShown] = useState<Persona | null>(null);

  /** Which set of people the step shows: 1 first, one more after each Reset (stable personas per idea). */
  const sets = useRef(1);
  const loading = useRef<AbortController | null>(null);
  useEffect(() => () => loading.current?.abort(), []);

  const session = useStepSession<TinderInput>(place, {
    onOpen: (input) => {
      const saved = tinderFromInput(input?.content);
      const result = stepResultOf(data, stepId);
      if (result) {
        const main = mainPersonaOfResult(result.result);
        if (!saved || !main || !saved.positive.some((p) => sameName(p, main))) {
          void personaGone(saved);
          return;
        }
        setChosen(saved.positive[0] !== undefined && sameName(saved.positive[0], main));
      }
      if (saved) setState(saved);
      else {
        setDialog((current) => current ?? 'instructions');
        void loadFresh();
      }
    },
    saveResult: saveUserTinder,
    onSaved: () => setChosen(true),
    reset: async () => {
      try {
        await saveNow(EMPTY_INPUT);
        await session.deleteFiles();
      } catch {
        // the snackbar shows why; the step starts again all the same
      }
      actions.releaseNext();
      await actions.reload();
      // A Reset asks for new people: the same idea would otherwise meet the same ones again.
      sets.current += 1;
      if (session.isMounted()) await loadFresh(sets.current);
    },
  });
  const { actions, isMounted, context } = session;
  const { schedule, saveNow } = session.saver;

  /** The personas asked anew from the AI (the round's Basic Idea is the prompt), saved as the step's input. */
  const fresh = useMutation({
    mutationFn: async (set: number) => {
      loading.current?.abort();
      const controller = new AbortController();
      loading.current = controller;
      setFreshFailed(false);
      setState(null);
      setChosen(false);
      try {
        const personas = await loadPersonas(context(client), controller.signal, set);
        if (controller.signal.aborted || !isMounted()) return;
        if (personas.length === 0) throw new Error('no personas');
        const started = startTinder(personas);
        setState(started);
        await saveNow(tinderToInput(started));
      } catch {
        // the snackbar shows the server's message (e.g. 'Error / AI response failed'); the founder may try again
        if (!controller.signal.aborted && isMounted()) setFreshFailed(true);
      } finally {
        if (loading.current === controller) loading.current = null;
      }
    },
  });
  const { mutateAsync: loadWith } = fresh;
  const loadFresh = useCallback((set = 1) => loadWith(set), [loadWith]);

  /**
   * The saved result belongs to a persona that is no longer among the accepted ones (§8): its files are deleted
   * and the step starts again — from the saved sorting when there is one, else from freshly loaded personas.
   */
  const personaGone = async (saved: TinderState | null) => {
    setDialog('gone');
    try {
      await session.deleteFiles();
    } catch {
      // the snackbar shows why; the step starts again all the same
    }
    await actions.reload();
    if (!isMounted()) return;
    if (saved) setState(saved);
    else await loadFresh();
  };

  const busy: TinderBusy = busyOf([
    ['load', fresh.isPending],
    ['save', session.saving],
    ['reset', session.resetting],
  ]);

  /** Asks for the saved input again after it failed to load, or the personas after they failed. */
  const retry = useCallback(() => {
    setFreshFailed(false);
    if (session.opened) void loadFresh();
    else session.retryLoad();
  }, [loadFresh, session.opened, session.retryLoad]);

  const update = useCallback(
    (next: TinderState) => {
      setState(next);
      schedule(tinderToInput(next));
    },
    [schedule],
  );

  const classify = useCallback(
    (verdict: TinderVerdict) => {
      if (!state || state.queue.length === 0) return;
      if (verdict === 'accept') setChosen(false);
      update(classifyPersona(state, verdict));
    },
    [state, update],
  );

  /** A My Users thumbnail: back to the front of the queue; the saved result no longer matches, so Next waits. */
  const unclassify = useCallback(
    (name: string) => {
      if (!state) return;
      if (state.positive.some((p) => sameName(p, { name }))) setChosen(false);
      update(unclassifyPersona(state, name));
      if (session.hasResult()) actions.holdNext();
    },
    [state, update, actions, session.hasResult],
  );

  const resolve = useCallback(
    (verdicts: Record<string, 'accept' | 'reject'>) => {
      setDialog(null);
      if (!state || Object.keys(verdicts).length === 0) return;
      if (Object.values(verdicts).includes('accept')) setChosen(false);
      update(resolveSkipped(state, verdicts));
    },
    [state, update],
  );

  const showPersona = useCallback((persona: Persona) => {
    setShown(persona);
    setDialog('persona');
  }, []);

  const { save, reset } = session;

  const confirmOrSave = useCallback(() => {
    if (session.hasResult()) setDialog('replace');
    else void save();
  }, [save, session.hasResult]);

  /** Save result: one accepted persona at least; several ask which one comes first (§4.4, §5). */
  const requestSave = useCallback(() => {
    if (busy || !state) return;
    const check = checkTinderSave(state, chosen);
    if (check.ok) confirmOrSave();
    else if (check.reason === 'prioritize') setDialog('prioritize');
    else actions.warn(t('userTinder.noPositive.headline'), t('userTinder.noPositive.text'));
  }, [busy, state, chosen, confirmOrSave, actions, t]);

  /** Go ahead in the Prioritize-user dialog: the chosen persona moves to the front and the save proceeds. */
  const prioritize = useCallback(
    async (name: string) => {
      if (!state) return;
      const next = prioritizePersona(state, name);
      setState(next);
      setChosen(true);
      setDialog(null);
      await saveNow(tinderToInput(next));
      confirmOrSave();
    },
    [state, saveNow, confirmOrSave],
  );

  // Write again (a deck written from an earlier reading of the idea): Reset & Start Again draws a new deck from the
  // idea as it is now, after its own confirmation.
  useWriteAgain(stepId, () => {
    if (!busy) setDialog('reset');
  });

  return {
    state,
    /** The main persona once chosen: the saved result's while it is still accepted, else the chosen first one. */
    main: mainPersonaShown(state, mainPersonaOfResult(stepResultOf(data, stepId)?.result), chosen),
    loadFailed: session.loadFailed || freshFailed,
    busy,
    dialog,
    setDialog,
    shown,
    classify,
    unclassify,
    resolve,
    showPersona,
    requestSave,
    save,
    prioritize,
    reset,
    retry,
  };
}

function mainPersonaShown(state: TinderState | null, saved: Persona | undefined, chosen: boolean): Persona | undefined {
  if (!state) return undefined;
  const accepted = saved ? state.positive.find((p) => sameName(p, saved)) : undefined;
  return accepted ?? (chosen ? state.positive[0] : undefined);
}
