import { type Schemas, unwrap } from '@idea-studio/sdk';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { useResultFileActions } from '../../results/hooks/useResultFileActions';
import type { ResultFile } from '../../results/resultFiles';
import { flattenResults, type LocatedResult } from '../../tracks/roundResults';
import { findKeyResult, KEY_RESULT_SECTIONS, type KeyResultEntry } from '../keyResults';
import { ResultPreviewDialog } from './ResultPreviewDialog';

export interface KeyResultsDialogProps {
  /** The round whose results are shown; null keeps the dialog closed. */
  track: Schemas['UserTrack'] | null;
  /** The track page's closing view of the round, where the landing page and the reports are made. */
  closingLink: string;
  onClose: () => void;
  /** A result was edited and saved in the preview. */
  onResultSaved: (roundId: string, saved: LocatedResult) => void;
}

/**
 * Key Results of a round (part 1 §2): Qualify, Validate and Ship. An entry with a result offers Show (the
 * result preview); the landing page and the reports without one offer Create (the closing view); Business Plan,
 * Go-To-Market Strategy and Product Roadmap are Coming Soon.
 */
export function KeyResultsDialog({ track, closingLink, onClose, onResultSaved }: KeyResultsDialogProps) {
  const { t } = useTranslation();
  const { client } = useApi();
  const [, navigate] = useLocation();
  const { download } = useResultFileActions();
  const [files, setFiles] = useState<ResultFile[]>([]);
  const [preview, setPreview] = useState<{ entry: KeyResultEntry; result: LocatedResult } | null>(null);
  const roundId = track?.roundId;

  // The preview is a layer over Key Results: closing Key Results closes it too, and opening them again starts
  // without one.
  if (track === null && preview !== null) setPreview(null);
  const close = () => {
    setPreview(null);
    onClose();
  };

  useEffect(() => {
    setFiles([]);
    if (!roundId) return;
    let alive = true;
    unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } })).then(
      (list) => alive && setFiles(list),
      () => undefined, // the snackbar shows why; the PDF buttons stay disabled
    );
    return () => {
      alive = false;
    };
  }, [client, roundId]);

  const results = track ? flattenResults(track.results) : [];
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
                  const found = findKeyResult(results, entry);
                  const label = t(`keyResults.entries.${entry.id}`);
                  return (
                    <Group key={entry.id} justify="space-between" wrap="nowrap" data-testid={`key-result-${entry.id}`}>
                      <Text fw={500}>{label}</Text>
                      {entry.comingSoon ? (
                        <Badge variant="light" color="gray">
                          {t('keyResults.comingSoon')}
                        </Badge>
                      ) : found ? (
                        <Button size="xs" onClick={() => setPreview({ entry, result: found })}>
                          {t('keyResults.show')}
                        </Button>
                      ) : entry.create ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => {
                            close();
                            navigate(closingLink);
                          }}
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
          if (roundId) onResultSaved(roundId, saved);
        }}
      />
    </>
  );
}
