import {
  type ClosingOption,
  missingFor,
  outputWrittenFromEarlierFrame,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCopy, IconFilePlus, IconFiles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { ResultFileRow } from '../../result-files/components/ResultFileRow';
import { canManageFile, type ResultFile } from '../../result-files/resultFiles';
import { EarlierReadingNotice } from '../../track-page/components/EarlierReadingNotice';
import { fileOfOption } from '../closing';
import type { Running } from '../hooks/useClosingOutputs';
import { type ClosingPlace, MissingSteps } from './MissingSteps';

export interface OutputsSectionProps {
  options: readonly ClosingOption[];
  loading: boolean;
  loadFailed: boolean;
  running: Running;
  hasFiles: boolean;
  data: TrackData;
  structure: TrackStructure;
  place: ClosingPlace;
  userId: string | undefined;
  onCreate: (option: ClosingOption) => void;
  onCreateAll: () => void;
  onDownload: (file: ResultFile) => Promise<unknown>;
}

/**
 * The downloadable outputs of the closing view (part 2 §2.17): one row per closing option in orderNr order with its
 * name, Create (or the whiteboard copy) and, once made, its file to download; a hint names the steps an option
 * still needs. Create all makes the files in order.
 */
export function OutputsSection({
  options,
  loading,
  loadFailed,
  running,
  hasFiles,
  data,
  structure,
  place,
  userId,
  onCreate,
  onCreateAll,
  onDownload,
}: OutputsSectionProps) {
  const { t } = useTranslation();
  const { $quiet } = useApi();
  // A mentor's report is stored under its report option: the options say which one an output lays out.
  const reportOptions = useQuery(serverState.reportOptions($quiet)).data ?? [];
  const busy = running !== null;
  // Create all makes the outputs whose steps have results; with none of them ready there is nothing to make.
  const anyReady = options.some(
    (option) => option.outputType !== 'MIRO' && missingFor(option, data, structure).length === 0,
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('track.closing.outputs')}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('track.closing.outputs')}
          </Title>
          {hasFiles && (
            <Button
              leftSection={<IconFiles size={16} />}
              onClick={onCreateAll}
              loading={running === 'all'}
              disabled={(busy && running !== 'all') || !anyReady}
            >
              {t('closing.outputs.createAll')}
            </Button>
          )}
        </Group>
        {loading && <Loader size="sm" aria-label={t('spinner.loading')} />}
        {loadFailed && <Text c="red">{t('closing.outputs.loadFailed')}</Text>}
        {!loading && !loadFailed && options.length === 0 && <Text c="dimmed">{t('closing.outputs.none')}</Text>}
        {options.map((option) => {
          const whiteboard = option.outputType === 'MIRO';
          const file = whiteboard ? undefined : fileOfOption(data.files, option);
          const missing = missingFor(option, data, structure);
          return (
            <Stack
              key={option.id}
              gap={6}
              role="group"
              aria-label={option.name}
              data-testid="closing-option"
              pb="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {option.name}
                  </Text>
                  <Badge size="sm" variant="light" color={whiteboard ? 'grape' : 'red'}>
                    {whiteboard ? t('closing.outputs.whiteboardType') : t('closing.outputs.pdfType')}
                  </Badge>
                </Group>
                <Button
                  variant={file ? 'default' : 'light'}
                  leftSection={whiteboard ? <IconClipboardCopy size={16} /> : <IconFilePlus size={16} />}
                  onClick={() => onCreate(option)}
                  loading={running === option.id}
                  disabled={(busy && running !== option.id) || missing.length > 0}
                >
                  {whiteboard
                    ? t('closing.outputs.copy')
                    : file
                      ? t('closing.outputs.createAgain')
                      : t('closing.outputs.create')}
                </Button>
              </Group>
              <MissingSteps missing={missing} structure={structure} place={place} />
              {/* What it lays out was written before the idea changed: "Create again" makes it anew. */}
              {file && outputWrittenFromEarlierFrame(option, data, structure, reportOptions) && (
                <EarlierReadingNotice />
              )}
              {file && <ResultFileRow file={file} canManage={canManageFile(file, userId)} onDownload={onDownload} />}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
