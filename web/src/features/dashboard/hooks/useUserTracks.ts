import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { forgetRoundHistory } from '../../tracks/communicationHistory';
import type { LocatedResult } from '../../tracks/roundResults';

type UserTrack = Schemas['UserTrack'];

/** Puts a saved step result into a round's results (an existing result of the step is replaced, part 2 §4.10). */
export function withResult(track: UserTrack, saved: LocatedResult): UserTrack {
  const { streamId, result } = saved;
  const others = track.results.map((entry) => ({
    ...entry,
    stepResults: entry.stepResults.filter((r) => r.stepId !== result.stepId),
  }));
  const target = others.find((entry) => entry.streamId === streamId);
  const results = target
    ? others.map((entry) => (entry === target ? { ...entry, stepResults: [...entry.stepResults, result] } : entry))
    : [...others, { streamId, stepResults: [result] }];
  return { ...track, results };
}

/**
 * The user's rounds for the dashboard (listUserTracks) with rename (renameTrack) and delete (deleteTrack, which
 * also forgets the round's chat history in localStorage). Failures show in the snackbar through the client.
 */
export function useUserTracks() {
  const { t } = useTranslation();
  const { client } = useApi();
  const notify = useSetAtom(showSnackbarAtom);
  const [tracks, setTracks] = useState<UserTrack[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    unwrap(client.GET('/streams/usertracks')).then(
      (list) => alive && setTracks(list),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [client]);

  const replace = useCallback((track: UserTrack) => {
    setTracks((list) => list?.map((item) => (item.roundId === track.roundId ? { ...item, ...track } : item)) ?? null);
  }, []);

  const rename = useCallback(
    async (roundId: string, name: string) => {
      replace(await unwrap(client.PUT('/streams/trackname', { body: { roundId, name } })));
    },
    [client, replace],
  );

  const remove = useCallback(
    async (roundId: string) => {
      const deleted = await unwrap(client.POST('/streams/deletetrack', { body: { roundId } }));
      if (!deleted) {
        notify({
          type: 'error',
          headline: t('dashboard.deleteFailed.headline'),
          text: t('dashboard.deleteFailed.text'),
        });
        return;
      }
      forgetRoundHistory(roundId);
      setTracks((list) => list?.filter((item) => item.roundId !== roundId) ?? null);
    },
    [client, notify, t],
  );

  const saveResult = useCallback((roundId: string, saved: LocatedResult) => {
    setTracks((list) => list?.map((item) => (item.roundId === roundId ? withResult(item, saved) : item)) ?? null);
  }, []);

  return { tracks, failed, rename, remove, saveResult };
}
