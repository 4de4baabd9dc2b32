import { unwrap } from '@idea-studio/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { forgetRoundHistory } from '../../track-data/communicationHistory';
import { useRenameTrack } from '../../track-data/hooks/useRenameTrack';

/**
 * The user's rounds for the dashboard (listUserTracks) with rename (renameTrack) and delete (deleteTrack, which
 * also forgets the round's chat history in localStorage and the round's cached data). Failures show in the
 * snackbar through the client.
 */
export function useUserTracks() {
  const { t } = useTranslation();
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  const notify = useSetAtom(showSnackbarAtom);
  const list = useQuery(serverState.userTracks($api));
  const rename = useRenameTrack();

  const deletion = useMutation({
    mutationFn: (roundId: string) => unwrap(client.POST('/streams/deletetrack', { body: { roundId } })),
    onSuccess: (deleted, roundId) => {
      if (!deleted) {
        notify({
          type: 'error',
          headline: t('dashboard.deleteFailed.headline'),
          text: t('dashboard.deleteFailed.text'),
        });
        return;
      }
      forgetRoundHistory(roundId);
      queryClient.setQueryData(serverState.userTracks($api).queryKey, (tracks) =>
        tracks?.filter((item) => item.roundId !== roundId),
      );
      queryClient.removeQueries({ queryKey: serverState.round($api, roundId).queryKey });
      queryClient.removeQueries({ queryKey: serverState.resultFiles($api, roundId).queryKey });
    },
  });
  const { mutateAsync } = deletion;
  const remove = useCallback(async (roundId: string) => void (await mutateAsync(roundId)), [mutateAsync]);

  return { tracks: list.data ?? null, failed: list.isError, rename, remove };
}
