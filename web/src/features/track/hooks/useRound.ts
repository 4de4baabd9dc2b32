import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';

export type TrackData = Schemas['TrackData'];

/**
 * The round behind the track page: its track data (getTrackData: streams with this round's results, and the
 * result files), with rename (renameTrack) and a refresh of the files (listResultFiles).
 */
export function useRound(roundId: string) {
  const { client } = useApi();
  const [data, setData] = useState<TrackData | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } })));
    } catch {
      setFailed(true); // the snackbar shows why
    }
  }, [client, roundId]);

  useEffect(() => {
    setData(null);
    setFailed(false);
    void load();
  }, [load]);

  const rename = useCallback(
    async (name: string) => {
      const track = await unwrap(client.PUT('/streams/trackname', { body: { roundId, name } }));
      setData((current) => (current ? { ...current, name: track.name } : current));
    },
    [client, roundId],
  );

  const refreshFiles = useCallback(async () => {
    try {
      const files = await unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
      setData((current) => (current ? { ...current, files } : current));
    } catch {
      // the snackbar shows why; the list keeps what it had
    }
  }, [client, roundId]);

  return { data, setData, failed, reload: load, rename, refreshFiles };
}
