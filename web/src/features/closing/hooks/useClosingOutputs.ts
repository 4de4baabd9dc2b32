import {
  ApiError,
  type ClosingContext,
  type ClosingOption,
  createAllOutputs,
  createClosingOutput,
  createClosingOutputs,
  defaultProject,
  FileCreationFailedError,
  isRequiredStepMissing,
  RequiredStepMissingError,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { userAtom } from '../../auth/atoms';
import { useWhiteboardExport } from '../../feedback-card/hooks/useWhiteboardExport';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';

export interface ClosingOutputsInput {
  roundId: string;
  streamId: string;
  data: TrackData;
  structure: TrackStructure;
}

const NO_OPTIONS: ClosingOption[] = [];

/** 'all' while Create all runs, else the id of the option being made. */
export type Running = string | null;

/**
 * The closing view's outputs (part 2 §2.17, §5, §8): the stream's closing options in orderNr order; a PDF option
 * becomes a result file of the user's default project (the SDK's `createClosingOutput`), a MIRO option whiteboard
 * rows in the clipboard. Create all makes the ready PDF outputs at once with the SDK's `createClosingOutputs` (what
 * they share is read or made once) and shows the first failure in order; the outputs that could be made are
 * kept. The §8 errors
 * show in the snackbar; a lost session or the rate limit follows the client's rules. Afterwards the round's files
 * are asked again, so the view and the results panel show the new ones.
 */
export function useClosingOutputs({ roundId, streamId, data, structure }: ClosingOutputsInput) {
  const { t, i18n } = useTranslation();
  const { quiet, $quiet, report } = useApi();
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const roundChanged = useRoundChanged();
  const whiteboard = useWhiteboardExport();
  const options = useQuery(serverState.closingOptions(quiet, streamId, i18n.language));
  const rounds = useQuery(serverState.userTracks($quiet));
  const [running, setRunning] = useState<Running>(null);
  const latest = useRef(data);
  latest.current = data;

  const context = useCallback((): ClosingContext | undefined => {
    const defaultProjectId = user ? defaultProject(user)?.projectId : undefined;
    if (!defaultProjectId) return undefined;
    // Reports and the canvas belong to the round's project (the default one for the founder's own rounds).
    const projectId = rounds.data?.find((round) => round.roundId === roundId)?.projectId || defaultProjectId;
    return { client: quiet, data: latest.current, structure, projectId, defaultProjectId };
  }, [user, rounds.data, roundId, quiet, structure]);

  const requiredStepMissing = useCallback(
    () =>
      notify({
        type: 'error',
        headline: t('closing.errors.requiredStepMissing.headline'),
        text: t('closing.errors.requiredStepMissing.text'),
      }),
    [notify, t],
  );

  /** The §8 message of a failure; a lost session or the rate limit is the client's. */
  const failed = useCallback(
    (error: unknown) => {
      const cause = error instanceof FileCreationFailedError ? error.cause : error;
      if (error instanceof RequiredStepMissingError || isRequiredStepMissing(cause)) requiredStepMissing();
      else if (cause instanceof ApiError && (cause.isUnauthorized || cause.isRateLimited)) report(cause);
      else if (error instanceof FileCreationFailedError) {
        notify({
          type: 'error',
          headline: t('closing.errors.fileCreationFailed.headline'),
          text: t('closing.errors.fileCreationFailed.text'),
        });
      } else report(error);
    },
    [requiredStepMissing, report, notify, t],
  );

  const noProject = useCallback(
    () => notify({ type: 'error', headline: t('newIdea.noProject.headline'), text: t('newIdea.noProject.text') }),
    [notify, t],
  );

  /** Makes one output; true when it was made. */
  const create = useCallback(
    async (option: ClosingOption): Promise<boolean> => {
      const ctx = context();
      if (!ctx) {
        noProject();
        return false;
      }
      setRunning(option.id);
      try {
        const output = await createClosingOutput(ctx, option);
        if (output.kind === 'whiteboard') {
          await whiteboard.copyRows(output.text);
        } else {
          notify({
            type: 'success',
            headline: t('closing.outputs.created.headline'),
            text: t('closing.outputs.created.text', { name: option.name }),
          });
        }
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        setRunning(null);
        // A report or the landing page made on the way is stored too.
        if (option.outputType === 'PDF') await roundChanged(roundId);
      }
    },
    [context, noProject, whiteboard, notify, t, failed, roundChanged, roundId],
  );

  const list = options.data ?? NO_OPTIONS;
  const files = useMemo(() => list.filter((option) => option.outputType === 'PDF'), [list]);

  /**
   * Makes every PDF output whose steps have results, at once; a failure is shown once the others are made. The
   * ones still waiting for a step are named afterwards (each row says where that step is).
   */
  const createAll = useCallback(async (): Promise<boolean> => {
    const ctx = context();
    if (!ctx) {
      noProject();
      return false;
    }
    const { ready, waiting } = createAllOutputs(list, latest.current, structure);
    setRunning('all');
    try {
      await createClosingOutputs(ctx, ready);
      notify({
        type: 'success',
        headline: t('closing.outputs.allCreated.headline'),
        text:
          waiting.length === 0
            ? t('closing.outputs.allCreated.text')
            : t('closing.outputs.someSkipped', { names: waiting.map((option) => option.name).join(', ') }),
      });
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setRunning(null);
      await roundChanged(roundId);
    }
  }, [context, noProject, list, structure, notify, t, failed, roundChanged, roundId]);

  return {
    options: list,
    loading: options.isPending,
    loadFailed: options.isError,
    hasFiles: files.length > 0,
    running,
    create,
    createAll,
  };
}
