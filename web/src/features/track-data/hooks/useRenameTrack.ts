import { unwrap } from '@idea-studio/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';

/**
 * Renames a round's track (renameTrack), for the dashboard and the track header: the answer goes into the user's
 * rounds and the round's data alike. Rejects when the server refuses (the snackbar shows why).
 */
export function useRenameTrack(): (roundId: string, name: string) => Promise<void> {
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (body: { roundId: string; name: string }) => unwrap(client.PUT('/streams/trackname', { body })),
    onSuccess: (track, { roundId }) => {
      queryClient.setQueryData(serverState.userTracks($api).queryKey, (list) =>
        list?.map((item) => (item.roundId === roundId ? { ...item, ...track } : item)),
      );
      queryClient.setQueryData(serverState.round($api, roundId).queryKey, (data) =>
        data ? { ...data, name: track.name } : data,
      );
    },
  });
  return useCallback(async (roundId, name) => void (await mutateAsync({ roundId, name })), [mutateAsync]);
}
