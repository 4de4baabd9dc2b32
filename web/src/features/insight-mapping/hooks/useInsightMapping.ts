import {
  type Author,
  addAnswer,
  authorOf,
  canOpenQuestion,
  deleteAnswer,
  type EmpathyMap,
  editAnswer,
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
  stepResultOf,
  suggestInsights,
  withAnswers,
} from '@idea-studio/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { busyOf, type StepPlace, useStepSession } from '../../track-page/step-kernel/useStepSession';
import { useWriteAgain } from '../../track-page/step-kernel/useWriteAgain';

export type InsightMappingInputProps = StepPlace;

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
export function useInsightMapping(place: InsightMappingInputProps) {
  const { stepId, data, structure } = place;
  const { t } = useTranslation();
  const { client } = useApi();
  const persona = useMemo(() => mainPersonaOfRound({ data, structure }), [data, structure]);

  const [state, setState] = useState<InsightState | null>(null);
  /** The question whose AI suggestions are being asked. */
  const [suggesting, setSuggesting] = useState<number | null>(null);
  const [dialog, setDialog] = useState<InsightDialog>(null);
  /** The persona a map that no longer fits was made for (the §8 alert names it). */
  const [gone, setGone] = useState('');
  /** The map as last changed: the AI's suggestions arrive after an await and go into the map as it is then. */
  const latest = useRef(state);

  const asking = useRef<AbortController | null>(null);
  useEffect(() => () => asking.current?.abort(), []);

  const session = useStepSession<InsightMappingInput>(place, {
    onOpen: (input) => {
      const main = persona;
      if (!main) return;
      const saved = insightsWithAuthors(input?.content);
      const result = stepResultOf(data, stepId)?.result as Partial<EmpathyMap> | undefined;
      const resultPersona = typeof result?.persona?.name === 'string' ? result.persona.name : undefined;
      const savedFor = saved ? saved.persona.name : resultPersona;
      if ((saved && insightPersonaGone(saved, main)) || (resultPersona && !sameName(resultPersona, main.name))) {
        // §8: the map belongs to a persona that is no longer the main one; its files go and a new map starts.
        setGone(savedFor ?? '');
        setDialog('gone');
        void (async () => {
          try {
            await session.deleteFiles();
          } catch {
            // the snackbar shows why; the new map starts all the same
          }
          await actions.reload();
          if (session.isMounted()) await startFresh(main);
        })();
        return;
      }
      if (!saved) {
        void startFresh(main);
        return;
      }
      show(saved);
      if (needsAnswers(saved, saved.activeStep)) void suggest(saved.activeStep);
    },
    saveResult: saveInsightMapping,
    reset: async () => {
      const main = persona;
      asking.current?.abort();
      try {
        await session.deleteFiles();
      } catch {
        // the snackbar shows why; the map starts again all the same
      }
      actions.releaseNext();
      await actions.reload();
      if (main && session.isMounted()) await startFresh(main);
    },
  });
  const { actions, isMounted, context } = session;
  const { schedule, saveNow } = session.saver;
  const { save, reset } = session;
  const busy: InsightBusy = busyOf([
    ['save', session.saving],
    ['reset', session.resetting],
  ]);

  const show = useCallback((next: InsightState) => {
    latest.current = next;
    setState(next);
  }, []);

  const update = useCallback(
    (next: InsightState) => {
      show(next);
      schedule(insightsToInput(next));
    },
    [show, schedule],
  );

  /** The AI's answers to a question (1–4), added to what it has; a failure shows in the snackbar. */
  const suggest = useCallback(
    async (question: number) => {
      const main = persona;
      if (!main) return;
      asking.current?.abort();
      const controller = new AbortController();
      asking.current = controller;
      setSuggesting(question);
      try {
        const answers = await suggestInsights(context(client), main, question, controller.signal);
        const current = latest.current;
        if (controller.signal.aborted || !isMounted() || !current) return;
        // The AI's answers, kept in the map for the founder to delete or edit: accepted, never the founder's own.
        update(authored(current, withAnswers(current, question, answers), question, 'ai-accepted'));
      } catch {
        // the snackbar shows the server's message; the question offers the AI again
      } finally {
        if (asking.current === controller) {
          asking.current = null;
          if (isMounted()) setSuggesting(null);
        }
      }
    },
    [persona, client, context, isMounted, update],
  );

  /** A fresh map for the main persona, saved as the input, with the first question's suggestions asked. */
  const startFresh = useCallback(
    async (main: Persona) => {
      const fresh = startInsights(main);
      show(fresh);
      await saveNow(insightsToInput(fresh));
      if (isMounted()) void suggest(1);
    },
    [show, saveNow, isMounted, suggest],
  );

  /** Opens a question (earlier ones always; later ones only while Save Result is enabled, §4.7). */
  const open = useCallback(
    (question: number) => {
      const current = latest.current;
      if (!current || !canOpenQuestion(current, question)) return false;
      update({ ...current, activeStep: question });
      if (needsAnswers(current, question) && suggesting !== question) void suggest(question);
      return true;
    },
    [update, suggest, suggesting],
  );

  /** Next in the map: the following question, with the AI's suggestions when it has none (§4.7). */
  const next = useCallback(() => {
    const current = latest.current;
    if (!current) return;
    const following = nextQuestion(current);
    update(following);
    if (following.activeStep <= INSIGHT_QUESTION_COUNT && needsAnswers(following, following.activeStep)) {
      void suggest(following.activeStep);
    }
  }, [update, suggest]);

  const add = useCallback(
    (question: number, text: string) => {
      const current = latest.current;
      if (current) update(authored(current, addAnswer(current, question, text), question, 'founder'));
    },
    [update],
  );

  /** Editing or deleting an answer changes what the saved map says: Next waits for the next save (§4.7). */
  const changed = useCallback(() => {
    if (session.hasResult()) actions.holdNext();
  }, [actions, session.hasResult]);

  const edit = useCallback(
    (question: number, id: string, text: string) => {
      const current = latest.current;
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
      const current = latest.current;
      if (!current) return;
      update(deleteAnswer(current, question, id));
      changed();
    },
    [update, changed],
  );

  /** Save Result: refused without an answer on every question (§5); an existing result asks before it goes. */
  const requestSave = useCallback(() => {
    const current = latest.current;
    if (busy || !current || !insightSaveEnabled(current)) return;
    if (!insightsComplete(current.storage)) {
      actions.warn(t('insightMapping.incomplete.headline'), t('insightMapping.incomplete.text'));
      return;
    }
    if (session.hasResult()) setDialog('replace');
    else void save();
  }, [busy, actions, t, save, session.hasResult]);

  // Write again (a map written from an earlier reading of the idea): Reset & Start Again starts the map anew from
  // the idea as it is now, after its own confirmation.
  useWriteAgain(stepId, () => {
    if (!busy) setDialog('reset');
  });

  return {
    persona,
    state,
    loaded: session.opened,
    loadFailed: session.loadFailed,
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
    retry: session.retryLoad,
  };
}
