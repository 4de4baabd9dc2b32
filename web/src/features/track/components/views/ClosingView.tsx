import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultFileRow } from '../../../results/components/ResultFileRow';
import { canManageFile, type ResultFile } from '../../../results/resultFiles';

export interface ClosingViewProps {
  files: readonly ResultFile[];
  userId: string | undefined;
  onDownload: (file: ResultFile) => Promise<unknown>;
}

/**
 * The closing view (part 2 §2.17), as a shell for now: its heading and the round's result files as the
 * downloadable outputs. Share link and landing pages arrive with a later release, which the view says.
 */
export function ClosingView({ files, userId, onDownload }: ClosingViewProps) {
  const { t } = useTranslation();
  const sorted = [...files].sort((a, b) => a.currentStepNr - b.currentStepNr || a.fileName.localeCompare(b.fileName));
  return (
    <Stack gap="xl" maw={720} mx="auto" py="xl">
      <Stack gap={4}>
        <Title order={1}>{t('track.closing.title')}</Title>
        <Text c="dimmed">{t('track.closing.text')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('track.closing.outputs')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('track.closing.outputs')}
          </Title>
          {sorted.length === 0 ? (
            <Text c="dimmed">{t('track.closing.none')}</Text>
          ) : (
            sorted.map((file) => (
              <ResultFileRow
                key={file.fileId}
                file={file}
                canManage={canManageFile(file, userId)}
                onDownload={onDownload}
              />
            ))
          )}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('track.closing.later')}
      </Text>
    </Stack>
  );
}
