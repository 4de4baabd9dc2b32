import type { Schemas } from '@idea-studio/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useRenameTrack } from '../../track-data/hooks/useRenameTrack';

export type TrackData = Schemas['TrackData'];

/**
 * The round behind the track page: its track data (getTrackData: streams with this round's results, and the
 * result files), asked once for the whole walk through the round, with rename (renameTrack) and a refresh of the
 * files (listResultFiles). Changes made on the page (a saved result, a deleted file) invalidate it, and it is
 * asked again.
 */
export function useRound(roundId: string) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const round = useMemo(() => serverState.round($api, roundId), [$api, roundId]);
  const query = useQuery(round);
  const renameTrack = useRenameTrack();

  /** Writes a change the page made on the server (e.g. a move's new position) into the round's data. */
  const setData = useCallback(
    (update: (current: TrackData | null) => TrackData | null) =>
      void queryClient.setQueryData(round.queryKey, (current) => update(current ?? null) ?? undefined),
    [queryClient, round],
  );

  const rename = useCallback((name: string) => renameTrack(roundId, name), [renameTrack, roundId]);

  /** The files as the server has them now, into the round's data (the results panel opens with them). */
  const refreshFiles = useCallback(async () => {
    try {
      const files = await queryClient.fetchQuery({ ...serverState.resultFiles($api, roundId), staleTime: 0 });
      setData((current) => (current ? { ...current, files } : current));
    } catch {
      // the snackbar shows why; the list keeps what it had
    }
  }, [queryClient, $api, roundId, setData]);

  return { data: query.data ?? null, setData, failed: query.isError, rename, refreshFiles };
}
