import {
  type Author,
  addAnswer,
  authorOf,
  canOpenQuestion,
  deleteAnswer,
  type EmpathyMap,
  editAnswer,
  hasResult,
  INSIGHT_QUESTION_COUNT,
  type InsightMappingInput,
  type InsightState,
  insightPersonaGone,
  insightSaveEnabled,
  insightsComplete,
  insightsFromInput,
  insightsToInput,
  mainPersonaOfRound,
  needsAnswers,
  nextQuestion,
  type Persona,
  saveInsightMapping,
  startInsights,
  stepContext,
  stepResultOf,
  suggestInsights,
  type TrackData,
  type TrackStructure,
  withAnswers,
} from '@idea-studio/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useInputSaver } from '../../basic-idea/hooks/useInputSaver';
import { RESET_ACTION, useStepActions } from '../../user-tinder/hooks/useStepActions';

export interface InsightMappingInputProps {
  roundId: string;
  streamId: string;
  stepId: string;
  data: TrackData;
  structure: TrackStructure;
}

export type InsightBusy = 'save' | 'reset' | null;
export type InsightDialog = 'replace' | 'reset' | 'gone' | null;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The saved map with each answer's author as the input keeps it (an answer saved without one is the AI's). */
function insightsWithAuthors(input: unknown): InsightState | null {
  const state = insightsFromInput(input);
  if (!state) return null;
  const stored = (input as { suggestionStorage?: unknown }).suggestionStorage;
  const authors = new Map<string, Author>();
  for (const list of Array.isArray(stored) ? stored : []) {
    for (const item of Array.isArray(list) ? list : []) {
      const { id, author } = (item ?? {}) as { id?: unknown; author?: unknown };
      if (typeof id === 'string' && !authors.has(id)) authors.set(id, authorOf(author));
    }
  }
  return {
    ...state,
    storage: state.storage.map((list) => list.map((a) => ({ ...a, author: authors.get(a.id) ?? 'ai' }))),
  };
}

/**
 * The map with `author` on the answers of `question` that `changed` returns as new or different from `before`
 * (added, taken from the AI or edited); every other answer keeps its author.
 */
function authored(before: InsightState, after: InsightState, question: number, author: Author): InsightState {
  const old = new Map((before.storage[question - 1] ?? []).map((a) => [a.id, a]));
  return {
    ...after,
    storage: after.storage.map((list, i) =>
      i !== question - 1
        ? list
        : list.map((a) => {
            const was = old.get(a.id);
            return was && was.text === a.text ? a : { ...a, author };
          }),
    ),
  };
}
/**
 * The User Insight Mapping step's state and actions (part 2 §2.11, §4.7, §5, §8): the main persona of User
 * Tinder, the four empathy questions worked one after another (the active one 1–4, 5 beyond the fourth), the AI's
 * suggestions loaded for a question that has none, answers added, edited and deleted (the last two hold Next until
 * the result is saved again), Save Result only with an answer on every question, reset, and the alert when the
 * saved map was made for another persona than the round's main persona.
 */
export function useInsightMapping({ roundId, streamId, stepId, data, structure }: InsightMappingInputProps) {
  const { t } = useTranslation();
  const { client, quiet, $api } = useApi();
  const actions = useStepActions(roundId, streamId, stepId);
  const { schedule, flush, saveNow } = useInputSaver<InsightMappingInput>(roundId, stepId);
  const persona = useMemo(() => mainPersonaOfRound({ data, structure }), [data, structure]);

  const [state, setState] = useState<InsightState | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The question whose AI suggestions are being asked. */
  const [suggesting, setSuggesting] = useState<number | null>(null);
  const [busy, setBusy] = useState<InsightBusy>(null);
  const [dialog, setDialog] = useState<InsightDialog>(null);
  /** The persona a map that no longer fits was made for (the §8 alert names it). */
  const [gone, setGone] = useState('');
  const latest = useRef({ state, persona, data });
  latest.current = { state, persona, data };

  const mounted = useRef(true);
  const asking = useRef<AbortController | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      asking.current?.abort();
    };
  }, []);

  const update = useCallback(
    (next: InsightState) => {
      latest.current = { ...latest.current, state: next };
      setState(next);
      schedule(insightsToInput(next));
    },
    [schedule],
  );

  /** The AI's answers to a question (1–4), added to what it has; a failure shows in the snackbar. */
  const suggest = useCallback(
    async (question: number) => {
      const main = latest.current.persona;
      if (!main) return;
      asking.current?.abort();
      const controller = new AbortController();
      asking.current = controller;
      setSuggesting(question);
      try {
        const answers = await suggestInsights(
          stepContext(client, latest.current.data, structure, stepId),
          main,
          question,
          controller.signal,
        );
        const current = latest.current.state;
        if (controller.signal.aborted || !mounted.current || !current) return;
        // The AI's answers, kept in the map for the founder to delete or edit: accepted, never the founder's own.
        update(authored(current, withAnswers(current, question, answers), question, 'ai-accepted'));
      } catch {
        // the snackbar shows the server's message; the question offers the AI again
      } finally {
        if (asking.current === controller) {
          asking.current = null;
          if (mounted.current) setSuggesting(null);
        }
      }
    },
    [client, structure, stepId, update],
  );

  /** A fresh map for the main persona, saved as the input, with the first question's suggestions asked. */
  const startFresh = useCallback(
    async (main: Persona) => {
      const fresh = startInsights(main);
      latest.current = { ...latest.current, state: fresh };
      setState(fresh);
      await saveNow(insightsToInput(fresh));
      if (mounted.current) void suggest(1);
    },
    [saveNow, suggest],
  );

  // The saved input, as the server has it when the step opens.
  const input = useQuery(serverState.stepInput($api, roundId, stepId));
  const inputArrived = input.isFetchedAfterMount && !input.isFetching;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !inputArrived) return;
    if (input.isError) {
      setLoadFailed(true);
      return;
    }
    started.current = true;
    setLoaded(true);
    const main = latest.current.persona;
    if (!main) return;
    const saved = insightsWithAuthors(input.data?.content);
    const result = stepResultOf(latest.current.data, stepId)?.result as Partial<EmpathyMap> | undefined;
    const resultPersona = typeof result?.persona?.name === 'string' ? result.persona.name : undefined;
    const savedFor = saved ? saved.persona.name : resultPersona;
    if ((saved && insightPersonaGone(saved, main)) || (resultPersona && !sameName(resultPersona, main.name))) {
      // §8: the map belongs to a persona that is no longer the main one; its files go and a new map starts.
      setGone(savedFor ?? '');
      setDialog('gone');
      void (async () => {
        try {
          await actions.deleteFiles(latest.current.data);
        } catch {
          // the snackbar shows why; the new map starts all the same
        }
        await actions.reload();
        if (mounted.current) await startFresh(main);
      })();
      return;
    }
    if (!saved) {
      void startFresh(main);
      return;
    }
    setState(saved);
    latest.current = { ...latest.current, state: saved };
    if (needsAnswers(saved, saved.activeStep)) void suggest(saved.activeStep);
  }, [inputArrived, input.isError, input.data, stepId, actions, startFresh, suggest]);

  const retry = useCallback(() => {
    setLoadFailed(false);
    void input.refetch();
  }, [input]);

  /** Opens a question (earlier ones always; later ones only while Save Result is enabled, §4.7). */
  const open = useCallback(
    (question: number) => {
      const current = latest.current.state;
      if (!current || !canOpenQuestion(current, question)) return false;
      update({ ...current, activeStep: question });
      if (needsAnswers(current, question) && suggesting !== question) void suggest(question);
      return true;
    },
    [update, suggest, suggesting],
  );

  /** Next in the map: the following question, with the AI's suggestions when it has none (§4.7). */
  const next = useCallback(() => {
    const current = latest.current.state;
    if (!current) return;
    const following = nextQuestion(current);
    update(following);
    if (following.activeStep <= INSIGHT_QUESTION_COUNT && needsAnswers(following, following.activeStep)) {
      void suggest(following.activeStep);
    }
  }, [update, suggest]);

  const add = useCallback(
    (question: number, text: string) => {
      const current = latest.current.state;
      if (current) update(authored(current, addAnswer(current, question, text), question, 'founder'));
    },
    [update],
  );

  /** Editing or deleting an answer changes what the saved map says: Next waits for the next save (§4.7). */
  const changed = useCallback(() => {
    if (hasResult(latest.current.data, stepId)) actions.holdNext();
  }, [actions, stepId]);

  const edit = useCallback(
    (question: number, id: string, text: string) => {
      const current = latest.current.state;
      if (!current) return;
      const before = current.storage[question - 1]?.find((a) => a.id === id)?.text;
      if (before === text.trim()) return;
      update(authored(current, editAnswer(current, question, id, text), question, 'founder'));
      changed();
    },
    [update, changed],
  );

  const remove = useCallback(
    (question: number, id: string) => {
      const current = latest.current.state;
      if (!current) return;
      update(deleteAnswer(current, question, id));
      changed();
    },
    [update, changed],
  );

  const save = useCallback(async () => {
    const projectId = actions.projectId();
    if (!projectId) return;
    setBusy('save');
    try {
      await flush();
      await saveInsightMapping(stepContext(quiet, latest.current.data, structure, stepId), projectId);
    } catch (error) {
      actions.saveFailed(error);
      setBusy(null);
      return;
    }
    actions.releaseNext();
    actions.saved();
    await actions.reload();
    setBusy(null);
  }, [actions, flush, quiet, structure, stepId]);

  /** Save Result: refused without an answer on every question (§5); an existing result asks before it goes. */
  const requestSave = useCallback(() => {
    const current = latest.current.state;
    if (busy || !current || !insightSaveEnabled(current)) return;
    if (!insightsComplete(current.storage)) {
      actions.warn(t('insightMapping.incomplete.headline'), t('insightMapping.incomplete.text'));
      return;
    }
    if (hasResult(latest.current.data, stepId)) setDialog('replace');
    else void save();
  }, [busy, actions, t, save, stepId]);

  const reset = useCallback(async () => {
    const main = latest.current.persona;
    setBusy('reset');
    asking.current?.abort();
    void actions.record(RESET_ACTION);
    try {
      await actions.deleteFiles(latest.current.data);
    } catch {
      // the snackbar shows why; the map starts again all the same
    }
    actions.releaseNext();
    await actions.reload();
    if (main && mounted.current) await startFresh(main);
    setBusy(null);
  }, [actions, startFresh]);

  return {
    persona,
    state,
    loaded,
    loadFailed,
    suggesting,
    busy,
    dialog,
    setDialog,
    gone,
    saveEnabled: state ? insightSaveEnabled(state) : false,
    open,
    next,
    add,
    edit,
    remove,
    suggest: (question: number) => void suggest(question),
    requestSave,
    save,
    reset,
    retry,
  };
}
