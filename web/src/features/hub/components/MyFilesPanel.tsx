import { defaultProject } from '@idea-studio/sdk';
import { Button, Center, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DropArea } from '../../../ui/DropArea';
import { userAtom } from '../../auth/atoms';
import { useHubFiles } from '../hooks/useHubFiles';
import { HUB_ACCEPT, type HubEntry } from '../hubFiles';
import { HubFileRow } from './HubFileRow';

/**
 * My Files, the knowledge hub of the user's default project (part 1 §2): heading, Add File (several files,
 * .pdf/.txt/.docx), the drop area with its hint and the file list. Invalid files stay listed with their error;
 * only valid ones are uploaded, each with its own progress bar. Removing a stored file asks first, as result files
 * do; an invalid row was never uploaded and goes without a question (part 1 §4).
 */
export function MyFilesPanel() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const projectId = user ? defaultProject(user)?.projectId : undefined;
  const hub = useHubFiles(projectId);
  const [deleting, setDeleting] = useState<HubEntry | null>(null);
  const remove = (entry: HubEntry) => {
    if (entry.status === 'invalid') void hub.remove(entry);
    else setDeleting(entry);
  };
  return (
    <Stack gap="md" data-testid="my-files">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {t('hub.title')}
        </Title>
        <FileButton
          multiple
          accept={HUB_ACCEPT}
          onChange={hub.add}
          disabled={!projectId}
          inputProps={{ 'data-testid': 'hub-file-input' } as object}
        >
          {(props) => (
            <Button {...props} leftSection={<IconPlus size={16} />} variant="light" disabled={!projectId}>
              {t('hub.addFile')}
            </Button>
          )}
        </FileButton>
      </Group>
      <DropArea label={t('hub.dropArea')} onFiles={hub.add}>
        <Group gap="sm" wrap="nowrap" justify="center">
          <IconCloudUpload size={28} color="var(--mantine-color-brand-5)" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('hub.dropHint')}
          </Text>
        </Group>
      </DropArea>
      {hub.entries === null ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : hub.entries.length === 0 ? (
        !hub.failed && (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {t('hub.empty')}
          </Text>
        )
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('hub.title')}>
          {hub.entries.map((entry) => (
            <HubFileRow
              key={entry.key}
              entry={entry}
              removing={hub.removing.has(entry.key)}
              onRemove={() => remove(entry)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('hub.deleteTitle')}
        question={t('hub.deleteQuestion', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? hub.remove(deleting) : undefined)}
      />
    </Stack>
  );
}
