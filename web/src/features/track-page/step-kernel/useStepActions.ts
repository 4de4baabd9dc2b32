import { ApiError, defaultProject, recordAction, type TrackData, unwrap } from '@idea-studio/sdk';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { userAtom } from '../../auth/atoms';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';
import { nextHeldAtom } from '../atoms/nextHeldAtom';

/** Report action of both Qualify steps after Basic Idea (part 2 §7.3); 'Save Result' is recorded by the SDK. */
export const RESET_ACTION = 'Reset & Start Again';

/**
 * What User Tinder and User Insight Mapping share around their own rules: the project a result file belongs to,
 * the messages of Save Result (§8), deleting the step's result files (reset, and a result whose persona is gone),
 * the report action, the round asked again after a change, and holding the footer's Next while the saved result
 * no longer matches what the founder sees.
 */
export function useStepActions(roundId: string, streamId: string, stepId: string) {
  const { t } = useTranslation();
  const { client, quiet, report } = useApi();
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const roundChanged = useRoundChanged();
  const setHeld = useSetAtom(nextHeldAtom);

  const reload = useCallback(() => roundChanged(roundId), [roundChanged, roundId]);

  /** The founder's default project, where result files go; a message when there is none (§8). */
  const projectId = useCallback((): string | undefined => {
    const id = user ? defaultProject(user)?.projectId : undefined;
    if (!id)
      notify({ type: 'error', headline: t('basicIdea.noProject.headline'), text: t('basicIdea.noProject.text') });
    return id;
  }, [user, notify, t]);

  /** The result is saved; `renamedTo`: the round was still titled by default and now has this name (say so). */
  const saved = useCallback(
    (renamedTo?: string) =>
      notify({
        type: 'info',
        headline: t('basicIdea.saved.headline'),
        text: renamedTo ? t('track.renamedAfterResult', { name: renamedTo }) : t('basicIdea.saved.text'),
      }),
    [notify, t],
  );

  /** A failed Save Result: a lost session or the rate limit as the client reports them, else 'File creation failed'. */
  const saveFailed = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && (error.isUnauthorized || error.isRateLimited)) report(error);
      else
        notify({ type: 'error', headline: t('basicIdea.saveFailed.headline'), text: t('basicIdea.saveFailed.text') });
    },
    [report, notify, t],
  );

  const warn = useCallback((headline: string, text: string) => notify({ type: 'warning', headline, text }), [notify]);

  const record = useCallback(
    (action: string) => recordAction(quiet, roundId, action, { streamId, stepId }),
    [quiet, roundId, streamId, stepId],
  );

  /** Deletes the step's result files; the server deletes the step results that point to them as well. */
  const deleteFiles = useCallback(
    async (data: TrackData) => {
      for (const file of data.files.filter((f) => f.stepId === stepId)) {
        await unwrap(
          client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
            params: { path: { roundId, fileId: file.fileId, fileName: file.fileName } },
          }),
        );
        await quiet
          .DELETE('/rounds/{roundId}/results/by-file/{fileId}', { params: { path: { roundId, fileId: file.fileId } } })
          .catch(() => undefined);
      }
    },
    [client, quiet, roundId, stepId],
  );

  const holdNext = useCallback(() => setHeld(stepId), [setHeld, stepId]);
  const releaseNext = useCallback(() => setHeld((held) => (held === stepId ? null : held)), [setHeld, stepId]);
  // Leaving the step ends the hold: another visit starts from the saved result.
  useEffect(() => releaseNext, [releaseNext]);

  return useMemo(
    () => ({ reload, projectId, saved, saveFailed, warn, record, deleteFiles, holdNext, releaseNext }),
    [reload, projectId, saved, saveFailed, warn, record, deleteFiles, holdNext, releaseNext],
  );
}
