import {
  checkTinderSave,
  classifyPersona,
  hasResult,
  loadPersonas,
  mainPersonaOfResult,
  type Persona,
  prioritizePersona,
  resolveSkipped,
  saveUserTinder,
  startTinder,
  stepContext,
  stepResultOf,
  type TinderInput,
  type TinderState,
  type TinderVerdict,
  type TrackData,
  type TrackStructure,
  tinderFromInput,
  tinderToInput,
  unclassifyPersona,
} from '@idea-studio/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useInputSaver } from '../../basic-idea/hooks/useInputSaver';
import { RESET_ACTION, useStepActions } from './useStepActions';

export interface UserTinderInput {
  roundId: string;
  streamId: string;
  stepId: string;
  data: TrackData;
  structure: TrackStructure;
}

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
export function useUserTinder({ roundId, streamId, stepId, data, structure }: UserTinderInput) {
  const { t } = useTranslation();
  const { client, quiet, $api } = useApi();
  const actions = useStepActions(roundId, streamId, stepId);
  const { schedule, flush, saveNow } = useInputSaver<TinderInput>(roundId, stepId);

  /** Null until the saved sorting is restored or the personas are loaded. */
  const [state, setState] = useState<TinderState | null>(null);
  /** The founder picked the main persona among several accepted ones (or the saved result did). */
  const [chosen, setChosen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<TinderBusy>(null);
  const [dialog, setDialog] = useState<TinderDialog>(null);
  const [shown, setShown] = useState<Persona | null>(null);
  const latest = useRef({ state, chosen, data });
  latest.current = { state, chosen, data };

  const mounted = useRef(true);
  /** Which set of people the step shows: 1 first, one more after each Reset (stable personas per idea). */
  const sets = useRef(1);
  const loading = useRef<AbortController | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      loading.current?.abort();
    };
  }, []);

  /** The personas asked anew from the AI (the round's Basic Idea is the prompt), saved as the step's input. */
  const loadFresh = useCallback(
    async (set = 1) => {
      loading.current?.abort();
      const controller = new AbortController();
      loading.current = controller;
      setBusy('load');
      setLoadFailed(false);
      setState(null);
      setChosen(false);
      try {
        const personas = await loadPersonas(
          stepContext(client, latest.current.data, structure, stepId),
          controller.signal,
          set,
        );
        if (controller.signal.aborted || !mounted.current) return;
        if (personas.length === 0) throw new Error('no personas');
        const fresh = startTinder(personas);
        setState(fresh);
        await saveNow(tinderToInput(fresh));
      } catch {
        // the snackbar shows the server's message (e.g. 'Error / AI response failed'); the founder may try again
        if (!controller.signal.aborted && mounted.current) setLoadFailed(true);
      } finally {
        if (loading.current === controller) {
          loading.current = null;
          if (mounted.current) setBusy(null);
        }
      }
    },
    [client, structure, stepId, saveNow],
  );

  /**
   * The saved result belongs to a persona that is no longer among the accepted ones (§8): its files are deleted
   * and the step starts again — from the saved sorting when there is one, else from freshly loaded personas.
   */
  const personaGone = useCallback(
    async (saved: TinderState | null) => {
      setDialog('gone');
      try {
        await actions.deleteFiles(latest.current.data);
      } catch {
        // the snackbar shows why; the step starts again all the same
      }
      await actions.reload();
      if (!mounted.current) return;
      if (saved) setState(saved);
      else await loadFresh();
    },
    [actions, loadFresh],
  );

  // The saved input, as the server has it when the step opens.
  const input = useQuery(serverState.stepInput($api, roundId, stepId));
  const inputArrived = input.isFetchedAfterMount && !input.isFetching;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !inputArrived) return;
    if (input.isError) {
      // Loading new personas now would overwrite a sorting that is only unreadable for the moment.
      setLoadFailed(true);
      return;
    }
    started.current = true;
    const saved = tinderFromInput(input.data?.content);
    const result = stepResultOf(latest.current.data, stepId);
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
  }, [inputArrived, input.isError, input.data, stepId, personaGone, loadFresh]);

  /** Asks for the saved input again after it failed to load, or the personas after they failed. */
  const retry = useCallback(() => {
    setLoadFailed(false);
    if (started.current) void loadFresh();
    else void input.refetch();
  }, [loadFresh, input]);

  const update = useCallback(
    (next: TinderState) => {
      setState(next);
      schedule(tinderToInput(next));
    },
    [schedule],
  );

  const classify = useCallback(
    (verdict: TinderVerdict) => {
      const current = latest.current.state;
      if (!current || current.queue.length === 0) return;
      if (verdict === 'accept') setChosen(false);
      update(classifyPersona(current, verdict));
    },
    [update],
  );

  /** A My Users thumbnail: back to the front of the queue; the saved result no longer matches, so Next waits. */
  const unclassify = useCallback(
    (name: string) => {
      const current = latest.current.state;
      if (!current) return;
      if (current.positive.some((p) => sameName(p, { name }))) setChosen(false);
      update(unclassifyPersona(current, name));
      if (hasResult(latest.current.data, stepId)) actions.holdNext();
    },
    [update, actions, stepId],
  );

  const resolve = useCallback(
    (verdicts: Record<string, 'accept' | 'reject'>) => {
      const current = latest.current.state;
      setDialog(null);
      if (!current || Object.keys(verdicts).length === 0) return;
      if (Object.values(verdicts).includes('accept')) setChosen(false);
      update(resolveSkipped(current, verdicts));
    },
    [update],
  );

  const showPersona = useCallback((persona: Persona) => {
    setShown(persona);
    setDialog('persona');
  }, []);

  const save = useCallback(async () => {
    const projectId = actions.projectId();
    if (!projectId) return;
    setBusy('save');
    try {
      await flush();
      await saveUserTinder(stepContext(quiet, latest.current.data, structure, stepId), projectId);
    } catch (error) {
      actions.saveFailed(error);
      setBusy(null);
      return;
    }
    setChosen(true);
    actions.releaseNext();
    actions.saved();
    await actions.reload();
    setBusy(null);
  }, [actions, flush, quiet, structure, stepId]);

  const confirmOrSave = useCallback(() => {
    if (hasResult(latest.current.data, stepId)) setDialog('replace');
    else void save();
  }, [save, stepId]);

  /** Save result: one accepted persona at least; several ask which one comes first (§4.4, §5). */
  const requestSave = useCallback(() => {
    const current = latest.current.state;
    if (busy || !current) return;
    const check = checkTinderSave(current, latest.current.chosen);
    if (check.ok) confirmOrSave();
    else if (check.reason === 'prioritize') setDialog('prioritize');
    else actions.warn(t('userTinder.noPositive.headline'), t('userTinder.noPositive.text'));
  }, [busy, confirmOrSave, actions, t]);

  /** Go ahead in the Prioritize-user dialog: the chosen persona moves to the front and the save proceeds. */
  const prioritize = useCallback(
    async (name: string) => {
      const current = latest.current.state;
      if (!current) return;
      const next = prioritizePersona(current, name);
      setState(next);
      setChosen(true);
      latest.current = { ...latest.current, state: next, chosen: true };
      setDialog(null);
      await saveNow(tinderToInput(next));
      confirmOrSave();
    },
    [saveNow, confirmOrSave],
  );

  const reset = useCallback(async () => {
    setBusy('reset');
    void actions.record(RESET_ACTION);
    try {
      await saveNow(EMPTY_INPUT);
      await actions.deleteFiles(latest.current.data);
    } catch {
      // the snackbar shows why; the step starts again all the same
    }
    actions.releaseNext();
    await actions.reload();
    // A Reset asks for new people: the same idea would otherwise meet the same ones again.
    sets.current += 1;
    if (mounted.current) await loadFresh(sets.current);
  }, [actions, saveNow, loadFresh]);

  return {
    state,
    /** The main persona once chosen: the saved result's while it is still accepted, else the chosen first one. */
    main: mainPersonaShown(state, mainPersonaOfResult(stepResultOf(data, stepId)?.result), chosen),
    loadFailed,
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
