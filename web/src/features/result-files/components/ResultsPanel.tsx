import { Box, CloseButton, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RESULTS_PANEL_WIDTH_PX } from '../../../ui/constants';
import { canManageFile, groupResultFiles, type ResultFile } from '../resultFiles';
import { ResultFileRow } from './ResultFileRow';

export interface ResultsPanelProps {
  files: readonly ResultFile[];
  /** The logged-in user, who may manage the files they created or whose project owns them. */
  userId: string | undefined;
  /** The step's name in the UI language, for 'STEP n - name'. */
  stepName: (stepId: string) => string | undefined;
  onDownload: (file: ResultFile) => Promise<unknown>;
  /** Deletes after the confirmation. */
  onDelete: (file: ResultFile) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The results list of the track page (part 2 §2.16): 280 px wide, files grouped by 'STEP n - name' or
 * Downloads for outputs, each with its size, date and — for its creator and the project owner — download and
 * trash. Deleting asks first (part 2 §8).
 */
export function ResultsPanel({ files, userId, stepName, onDownload, onDelete, onClose }: ResultsPanelProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<ResultFile | null>(null);
  const groups = groupResultFiles(files);
  return (
    // Docked like the chat panel: it sticks below the header and above the footer, so its title and first files are
    // in view however far the page is scrolled when it opens (e.g. down at Save Result), and its list scrolls.
    <Box
      component="aside"
      aria-label={t('results.title')}
      bg="white"
      data-testid="results-panel"
      style={{
        width: RESULTS_PANEL_WIDTH_PX,
        minWidth: RESULTS_PANEL_WIDTH_PX,
        borderLeft: '1px solid var(--mantine-color-gray-3)',
        alignSelf: 'flex-start',
        position: 'sticky',
        top: 'var(--chat-panel-top, 73px)',
        height: 'calc(100vh - var(--chat-panel-top, 73px) - var(--chat-panel-bottom, 61px))',
        minHeight: 240,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group justify="space-between" px="md" py="sm">
        <Title order={2} size="h4">
          {t('results.title')}
        </Title>
        <CloseButton aria-label={t('results.close')} onClick={onClose} />
      </Group>
      <Divider />
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <Stack gap="md" p="md">
          {groups.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('results.empty')}
            </Text>
          )}
          {groups.map((group) => (
            <Stack key={group.key} gap="xs" data-testid="result-group">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="h3" m={0}>
                {group.kind === 'downloads'
                  ? t('results.downloads')
                  : t('results.step', { nr: group.stepNr, name: stepName(group.stepId) ?? group.stepId })}
              </Text>
              {group.files.map((file) => (
                <ResultFileRow
                  key={file.fileId}
                  file={file}
                  canManage={canManageFile(file, userId)}
                  onDownload={onDownload}
                  onDelete={setDeleting}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </ScrollArea>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('results.deleteTitle')}
        question={t('results.deleteQuestion')}
        confirmLabel={t('common.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </Box>
  );
}
