import { ApiError, generateLandingPage, isRequiredStepMissing, type LandingPageData } from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';

/**
 * Create of the landing page in Key Results (part 1 §2, part 2 §2.18): generates and stores the round's internal
 * landing page at once (the SDK's `generateLandingPage`), then asks the round again so its entry shows Show. While
 * the idea, the persona or the core problem is missing the server refuses it: 'Error / One of the required steps is
 * missing. Try to reload the page.' (§8). Any other failure follows the client's rules (snackbar, login on 401).
 */
export function useCreateLandingPage() {
  const { t } = useTranslation();
  const { quiet, report } = useApi();
  const notify = useSetAtom(showSnackbarAtom);
  const roundChanged = useRoundChanged();
  const [creating, setCreating] = useState<string | null>(null);

  const create = useCallback(
    async (roundId: string): Promise<LandingPageData | undefined> => {
      setCreating(roundId);
      try {
        const page = await generateLandingPage(quiet, roundId);
        await roundChanged(roundId);
        return page;
      } catch (error) {
        if (isRequiredStepMissing(error)) {
          notify({
            type: 'error',
            headline: t('closing.errors.requiredStepMissing.headline'),
            text: t('closing.errors.requiredStepMissing.text'),
          });
        } else if (error instanceof ApiError) {
          report(error);
        } else {
          notify({
            type: 'error',
            headline: t('errors.headline'),
            text: t('closing.internal.invalid'),
          });
        }
        return undefined;
      } finally {
        setCreating(null);
      }
    },
    [quiet, roundChanged, notify, report, t],
  );

  return { create, creating };
}
