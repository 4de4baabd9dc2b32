import {
  isLandingPageData,
  type LandingPageData,
  REPORT_RESULT_NAME,
  REPORTS_STREAM,
  type Schemas,
} from '@idea-studio/sdk';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { AppDialog } from '../../../ui/AppDialog';
import { LandingPreviewDialog } from '../../landing-preview/components/LandingPreview';
import { useOpenReport } from '../../reports/hooks/useOpenReport';
import { useResultFileActions } from '../../result-files/hooks/useResultFileActions';
import type { ResultFile } from '../../result-files/resultFiles';
import { useTrackStructures } from '../../track-data/hooks/useTrackStructures';
import { flattenResults, type LocatedResult } from '../../track-data/roundResults';
import { useCreateLandingPage } from '../hooks/useCreateLandingPage';
import { findKeyResult, KEY_RESULT_SECTIONS, type KeyResultEntry } from '../keyResults';
import { ResultPreviewDialog } from './ResultPreviewDialog';

export interface KeyResultsDialogProps {
  /** The round whose results are shown; null keeps the dialog closed. */
  track: Schemas['UserTrack'] | null;
  onClose: () => void;
}

/**
 * Key Results of a round (part 1 §2): Qualify, Validate and Ship. An entry with a result offers Show (the
 * result preview; the landing page opens in the landing page preview); a report or the landing page without one
 * offers Create, which makes it at once and shows it; Business Plan, Go-To-Market Strategy and Product Roadmap are
 * Coming Soon. A result saved in the preview shows in the round at once (the preview's save updates the user's
 * rounds).
 */
export function KeyResultsDialog({ track, onClose }: KeyResultsDialogProps) {
  const { t } = useTranslation();
  const { $api } = useApi();
  const { download } = useResultFileActions();
  const [preview, setPreview] = useState<{ entry: KeyResultEntry; result: LocatedResult } | null>(null);
  const [landing, setLanding] = useState<LandingPageData | null>(null);
  // Landing pages made here, per round, so the entry shows Show before the round is asked again.
  const [createdLanding, setCreatedLanding] = useState<Record<string, LandingPageData>>({});
  const reports = useOpenReport();
  const landingPages = useCreateLandingPage();
  const reportOptions = useQuery({ ...serverState.reportOptions($api), enabled: track !== null }).data ?? [];

  /** Create of a report: made now (its mentor's pins and the round's results), then shown. */
  const createReport = async (entry: KeyResultEntry) => {
    const option = reportOptions.find((o) => o.id === entry.reportId);
    if (!track || !option) return;
    const opened = await reports.open(track, option);
    if (!opened) return;
    setPreview({
      entry,
      result: {
        streamId: REPORTS_STREAM,
        result: {
          stepId: option.id,
          prevStepIndex: 0,
          stepIndex: 0,
          name: REPORT_RESULT_NAME,
          result: opened.report,
          finished: 1,
          fileId: opened.fileId,
        } as LocatedResult['result'],
      },
    });
  };
  const roundId = track?.roundId;

  /** Create of the landing page: generated and stored now, then shown. */
  const createLanding = async () => {
    if (!roundId) return;
    const page = await landingPages.create(roundId);
    if (!page) return;
    setCreatedLanding((current) => ({ ...current, [roundId]: page }));
    setLanding(page);
  };

  /** Show of an entry: the landing page in its own preview, every other result in the result preview. */
  const show = (entry: KeyResultEntry, found: LocatedResult | undefined, created: LandingPageData | undefined) => {
    const stored = found?.result.result;
    if (entry.landing && isLandingPageData(stored)) setLanding(stored);
    else if (entry.landing && created) setLanding(created);
    else if (found) setPreview({ entry, result: found });
  };

  // The previews are layers over Key Results: closing Key Results closes them too, and opening them again starts
  // without one.
  if (track === null && preview !== null) setPreview(null);
  if (track === null && landing !== null) setLanding(null);
  const close = () => {
    setPreview(null);
    setLanding(null);
    onClose();
  };

  // The round's result files for the PDF buttons; a failure shows in the snackbar and leaves them disabled.
  const filesQuery = useQuery({ ...serverState.resultFiles($api, roundId ?? ''), enabled: !!roundId });
  const files: ResultFile[] = (roundId && filesQuery.data) || [];

  const results = track ? flattenResults(track.results) : [];
  // The round's track (loaded with the dashboard already) tells which step has which type.
  const structure = useTrackStructures(track ? [track.trackId] : []).structures[track?.trackId ?? ''];
  const fileOf = (result: LocatedResult | null) => {
    const step = result?.result;
    if (!step) return undefined;
    // The result names its file; an older result without that link takes the step's newest file.
    if (step.fileId) return files.find((f) => f.fileId === step.fileId || f.id === step.fileId);
    return files.filter((f) => f.stepId === step.stepId).sort((a, b) => b.dateCreated.localeCompare(a.dateCreated))[0];
  };

  return (
    <>
      <AppDialog opened={track !== null} onClose={close} title={t('keyResults.title')}>
        <Stack gap="md">
          {KEY_RESULT_SECTIONS.map((section, index) => (
            <Fragment key={section.id}>
              {index > 0 && <Divider />}
              <Stack gap="xs" component="section" aria-label={t(`keyResults.sections.${section.id}`)}>
                <Title order={3} size="h5" tt="uppercase" c="dimmed">
                  {t(`keyResults.sections.${section.id}`)}
                </Title>
                {section.entries.map((entry) => {
                  const found = (structure && findKeyResult(results, entry, structure)) || undefined;
                  const created = entry.landing && roundId ? createdLanding[roundId] : undefined;
                  const label = t(`keyResults.entries.${entry.id}`);
                  return (
                    <Group key={entry.id} justify="space-between" wrap="nowrap" data-testid={`key-result-${entry.id}`}>
                      <Text fw={500}>{label}</Text>
                      {entry.comingSoon ? (
                        <Badge variant="light" color="gray">
                          {t('keyResults.comingSoon')}
                        </Badge>
                      ) : found || created ? (
                        <Button size="xs" onClick={() => show(entry, found, created)}>
                          {t('keyResults.show')}
                        </Button>
                      ) : entry.create && entry.reportId ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={reports.opening === entry.reportId}
                          disabled={reports.opening !== null}
                          onClick={() => void createReport(entry)}
                        >
                          {t('keyResults.create')}
                        </Button>
                      ) : entry.create && entry.landing ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={landingPages.creating === roundId}
                          disabled={landingPages.creating !== null}
                          onClick={() => void createLanding()}
                        >
                          {t('keyResults.create')}
                        </Button>
                      ) : (
                        <Button size="xs" disabled title={t('keyResults.notDone')}>
                          {t('keyResults.show')}
                        </Button>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Fragment>
          ))}
        </Stack>
      </AppDialog>
      <ResultPreviewDialog
        opened={track !== null && preview !== null}
        name={preview ? t(`keyResults.entries.${preview.entry.id}`) : ''}
        roundId={roundId ?? ''}
        result={preview?.result ?? null}
        file={fileOf(preview?.result ?? null)}
        onDownload={download}
        onClose={() => setPreview(null)}
        onSaved={(saved) => {
          setPreview((current) => (current ? { ...current, result: saved } : current));
        }}
      />
      {landing && <LandingPreviewDialog opened={track !== null} onClose={() => setLanding(null)} data={landing} />}
    </>
  );
}
