import type { TrackData } from '@idea-studio/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { RESULT_POLL_MS, RESULT_POLLS, streamHasResults } from '../closing';

/**
 * The closing view needs the results of the stream it closes. While the round's data has none, it is asked again
 * and looked at RESULT_POLLS times every RESULT_POLL_MS ms (part 2 §9); then 'Data Error! / We could not find any
 * Result for this tream. Try to reload the Page.' (§8). Answers whether the results are missing.
 */
export function useStreamResultsCheck(roundId: string, streamId: string | undefined, data: TrackData): boolean {
  const { t } = useTranslation();
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const notify = useSetAtom(showSnackbarAtom);
  const [missing, setMissing] = useState(false);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    setMissing(false);
    if (!streamId || streamHasResults(latest.current, streamId)) return;
    void queryClient.invalidateQueries({ queryKey: serverState.round($api, roundId).queryKey });
    let polls = 0;
    const timer = window.setInterval(() => {
      if (streamHasResults(latest.current, streamId)) {
        window.clearInterval(timer);
        return;
      }
      polls += 1;
      if (polls < RESULT_POLLS) return;
      window.clearInterval(timer);
      setMissing(true);
      notify({
        type: 'error',
        headline: t('closing.errors.dataError.headline'),
        text: t('closing.errors.dataError.text'),
      });
    }, RESULT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [roundId, streamId, queryClient, $api, notify, t]);

  return missing;
}
