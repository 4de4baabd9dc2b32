import {
  hasResult,
  type IdeaClient,
  type SavedStep,
  type StepContext,
  stepContext,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useInputSaver } from './useInputSaver';
import { RESET_ACTION, useStepActions } from './useStepActions';

/** Where a step is: what every step hook gets from its view. */
export interface StepPlace {
  roundId: string;
  streamId: string;
  stepId: string;
  data: TrackData;
  structure: TrackStructure;
}

/** The saved input as the server returns it (none: nothing saved, or it failed to load and the step opens empty). */
export type SavedInput = { content?: unknown } | undefined;

export interface StepSessionOptions {
  /**
   * Runs once, when the saved input has arrived after the step opened (an answer cached from an earlier visit is
   * not used: the step has been typed in since). Gets the input as the server has it.
   */
  onOpen: (saved: SavedInput) => void;
  /** Something else the opening waits for (e.g. another step's input); true when not given. */
  ready?: boolean;
  /** A failed load opens the step empty (the snackbar shows why) instead of offering to load it again. */
  openOnError?: boolean;
  /** The SDK's Save Result of the step. */
  /** Save Result; a save that renamed the round says to what (the SDK's `SavedStep.renamedTo`). */
  saveResult: (context: StepContext, projectId: string) => Promise<Pick<SavedStep, 'renamedTo'> | undefined>;
  /** After a successful Save Result, before its message and the round asked again. */
  onSaved?: () => void;
  /** What Reset & Start Again does after its report action was recorded; Reset is busy until it resolves. */
  reset: () => Promise<void>;
}

/**
 * The web step kernel: what every step does around its own rules. It reads the step's saved input once when the
 * step opens (`opened`, `loadFailed`, `retryLoad`), saves the input as it changes (`saver`, see useInputSaver),
 * runs Save Result (the project check, the pending input saved first, the §8 messages, Next released and the round
 * asked again) and Reset (its report action recorded) as mutations whose `isPending` is the step's busy state, and
 * gives the shared step actions (`actions`, see useStepActions). `context`, `hasResult` and `deleteFiles` use the
 * round's data as the track page last rendered it, also after an await.
 */
export function useStepSession<T>(place: StepPlace, options: StepSessionOptions) {
  const { roundId, streamId, stepId, structure } = place;
  const { $api, quiet } = useApi();
  const actions = useStepActions(roundId, streamId, stepId);
  const saver = useInputSaver<T>(roundId, stepId);

  // The round's data and the options of the last render, for callbacks that run after an await.
  const current = useRef({ data: place.data, options });
  current.current = { data: place.data, options };

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const isMounted = useCallback(() => mounted.current, []);

  const context = useCallback(
    (client: IdeaClient) => stepContext(client, current.current.data, structure, stepId),
    [structure, stepId],
  );
  const resultSaved = useCallback(() => hasResult(current.current.data, stepId), [stepId]);
  const deleteFiles = useCallback(() => actions.deleteFiles(current.current.data), [actions]);

  // The saved input, read once when the step opens.
  const input = useQuery(serverState.stepInput($api, roundId, stepId));
  const arrived = input.isFetchedAfterMount && !input.isFetching && (options.ready ?? true);
  const [opened, setOpened] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !arrived) return;
    if (input.isError && !current.current.options.openOnError) {
      // Starting anew now would overwrite an input that is only unreadable for the moment.
      setLoadFailed(true);
      return;
    }
    started.current = true;
    setOpened(true);
    current.current.options.onOpen(input.data as SavedInput);
  }, [arrived, input.isError, input.data]);

  /** Asks for the saved input again after it failed to load. */
  const retryLoad = useCallback(() => {
    setLoadFailed(false);
    void input.refetch();
  }, [input]);

  const saving = useMutation({
    mutationFn: async (projectId: string) => {
      let saved: Pick<SavedStep, 'renamedTo'> | undefined;
      try {
        await saver.flush();
        saved = await current.current.options.saveResult(context(quiet), projectId);
      } catch (error) {
        actions.saveFailed(error);
        return;
      }
      current.current.options.onSaved?.();
      actions.releaseNext();
      actions.saved(saved?.renamedTo);
      await actions.reload();
    },
  });
  const { mutateAsync: saveWith } = saving;

  /** Save Result (the step asked before replacing an existing result): a message when there is no project. */
  const save = useCallback(async () => {
    const projectId = actions.projectId();
    if (projectId) await saveWith(projectId);
  }, [actions, saveWith]);

  const resetting = useMutation({
    mutationFn: async () => {
      void actions.record(RESET_ACTION);
      await current.current.options.reset();
    },
  });
  const { mutateAsync: resetWith } = resetting;
  const reset = useCallback(() => resetWith(), [resetWith]);

  return {
    actions,
    saver,
    opened,
    loadFailed,
    retryLoad,
    context,
    hasResult: resultSaved,
    deleteFiles,
    isMounted,
    save,
    saving: saving.isPending,
    reset,
    resetting: resetting.isPending,
  };
}

/** The busy state a step shows: the first of `flags` whose call is in progress, else null. */
export function busyOf<K extends string>(flags: [K, boolean][]): K | null {
  return flags.find(([, pending]) => pending)?.[0] ?? null;
}
