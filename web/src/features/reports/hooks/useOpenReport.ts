import {
  defaultProject,
  type OpenedReport,
  openReport,
  REPORT_FAILED,
  ReportFailedError,
  type ReportOption,
  stepContext,
  stepProviding,
} from '@idea-studio/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { userAtom } from '../../auth/atoms';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';

/**
 * Opens a mentor's report of a round (part 1 §4) from anywhere (Key Results, the Feedback Board): the stored one
 * while the mentor has no changes since, else a new one made and stored by the SDK's `openReport`; the round is
 * asked again afterwards. A failure shows 'AI Error / An error occurred while generating the report.' (§8).
 */
export function useOpenReport() {
  const { t } = useTranslation();
  const { client, quiet, $api } = useApi();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const roundChanged = useRoundChanged();
  const [opening, setOpening] = useState<string | null>(null);

  const open = useCallback(
    async (
      round: { roundId: string; trackId: string; projectId?: string | null },
      option: ReportOption,
    ): Promise<OpenedReport | undefined> => {
      const { roundId, trackId } = round;
      // The report's PDF belongs to the round's project (the founder's default one for their own rounds).
      const projectId = round.projectId || (user ? defaultProject(user)?.projectId : undefined);
      setOpening(option.id);
      try {
        const [data, structure] = await Promise.all([
          queryClient.fetchQuery(serverState.round($api, roundId)),
          queryClient.fetchQuery(serverState.trackStructure(quiet, trackId)),
        ]);
        const card = stepProviding(structure, 'feedbackPins');
        if (!card || !projectId) throw new ReportFailedError();
        const opened = await openReport(stepContext(client, data, structure, card.step.id), option, projectId);
        if (opened.generated) await roundChanged(roundId);
        return opened;
      } catch (error) {
        // A lost session or the rate limit is reported by the client itself; anything else is the §8 message.
        if (error instanceof ReportFailedError || !(error instanceof Error && 'status' in error)) {
          notify({ type: 'error', headline: t('reports.failed.headline'), text: t('reports.failed.text') });
        }
        return undefined;
      } finally {
        setOpening(null);
      }
    },
    [user, queryClient, $api, quiet, client, roundChanged, notify, t],
  );

  return { open, opening, failedText: REPORT_FAILED };
}
