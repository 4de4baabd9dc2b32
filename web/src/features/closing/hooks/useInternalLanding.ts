import {
  doneStepTypes,
  generateLandingPage,
  isRequiredStepMissing,
  LANDING_REQUIRES,
  type LandingPageData,
  LandingPageInvalidError,
  missingRequirements,
  storedLandingPage,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';

export interface InternalLandingInput {
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
}

/**
 * The round's internal landing page (part 2 §2.17, §2.18): the stored one from the report data; Generate makes it
 * with CREATE_LP_DATA_INTERN and stores it (the SDK's `generateLandingPage`). It needs the idea, the persona and the
 * core problem: without them, 'Error / One of the required steps is missing. Try to reload the page.' (§8).
 */
export function useInternalLanding({ roundId, data, structure }: InternalLandingInput) {
  const { t } = useTranslation();
  const { quiet, $api, report } = useApi();
  const queryClient = useQueryClient();
  const notify = useSetAtom(showSnackbarAtom);
  const reportQuery = useMemo(() => serverState.reportData($api, roundId), [$api, roundId]);
  const reportData = useQuery(reportQuery);
  const [generated, setGenerated] = useState<LandingPageData>();
  const [generating, setGenerating] = useState(false);

  const page = generated ?? (reportData.data ? storedLandingPage(reportData.data) : undefined);
  const missing = useMemo(
    () => missingRequirements(LANDING_REQUIRES, doneStepTypes(data, structure)),
    [data, structure],
  );

  const requiredStepMissing = useCallback(
    () =>
      notify({
        type: 'error',
        headline: t('closing.errors.requiredStepMissing.headline'),
        text: t('closing.errors.requiredStepMissing.text'),
      }),
    [notify, t],
  );

  /** Generates (again) and stores the page; true when it is there. */
  const generate = useCallback(async (): Promise<boolean> => {
    if (missing.length > 0) {
      requiredStepMissing();
      return false;
    }
    setGenerating(true);
    try {
      setGenerated(await generateLandingPage(quiet, roundId));
      await queryClient.invalidateQueries({ queryKey: reportQuery.queryKey });
      return true;
    } catch (error) {
      if (isRequiredStepMissing(error)) requiredStepMissing();
      else if (error instanceof LandingPageInvalidError) {
        notify({ type: 'error', headline: t('errors.headline'), text: t('closing.internal.invalid') });
      } else report(error);
      return false;
    } finally {
      setGenerating(false);
    }
  }, [missing, requiredStepMissing, quiet, roundId, queryClient, reportQuery, notify, t, report]);

  return { page, loading: reportData.isPending, missing, generating, generate };
}
