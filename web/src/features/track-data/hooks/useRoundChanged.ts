import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';

/**
 * For changes of a round's results or files (a saved or deleted result, a reset step, a report or landing page made
 * on the way): the round's track data, its result files, its report data (reports, canvas, landing page), its
 * verdict and the user's rounds (whose progress counts the results) are asked again where they are shown, and are
 * stale everywhere else. Settles once the shown ones have arrived.
 */
export function useRoundChanged(): (roundId: string) => Promise<void> {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (roundId: string) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: serverState.round($api, roundId).queryKey }),
        queryClient.invalidateQueries({ queryKey: serverState.resultFiles($api, roundId).queryKey }),
        queryClient.invalidateQueries({ queryKey: serverState.reportData($api, roundId).queryKey }),
        queryClient.invalidateQueries({ queryKey: serverState.verdict($api, roundId).queryKey }),
        queryClient.invalidateQueries({ queryKey: serverState.userTracks($api).queryKey }),
      ]);
    },
    [queryClient, $api],
  );
}
