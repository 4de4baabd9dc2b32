import { formatFileSize } from '@idea-studio/sdk';
import { ActionIcon, Badge, Group, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconFile,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypeTxt,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUploadErrorText } from '../hooks/useUploadErrorText';
import type { HubEntry } from '../hubFiles';

function FileIcon({ entry }: { entry: HubEntry }) {
  const name = entry.name.toLowerCase();
  const Icon =
    entry.type === 'application/pdf' || name.endsWith('.pdf')
      ? IconFileTypePdf
      : entry.type === 'text/plain' || name.endsWith('.txt')
        ? IconFileTypeTxt
        : name.endsWith('.docx')
          ? IconFileTypeDocx
          : IconFile;
  return (
    <ThemeIcon size={36} radius="md" variant="light" color={entry.status === 'invalid' ? 'red' : 'brand'}>
      <Icon size={20} />
    </ThemeIcon>
  );
}

export interface HubFileRowProps {
  entry: HubEntry;
  removing: boolean;
  onRemove: () => void;
}

/**
 * One file of My Files (part 1 §2): icon, name, size in KB or MB, then the upload's progress bar or the error
 * text, and the remove icon — an error icon for a file that was not uploaded.
 */
export function HubFileRow({ entry, removing, onRemove }: HubFileRowProps) {
  const { t } = useTranslation();
  const errorText = useUploadErrorText();
  const invalid = entry.status === 'invalid';
  const removeLabel = t('hub.remove', { name: entry.name });
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      py="xs"
      data-testid="hub-file"
      data-status={entry.status}
      aria-label={entry.name}
    >
      <FileIcon entry={entry} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate="end" data-testid="hub-file-name">
            {entry.name}
          </Text>
          {entry.fileType === 'PITCHDECK' && (
            <Badge size="xs" variant="light">
              {t('hub.pitchDeck')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="hub-file-size">
            {formatFileSize(entry.size)}
          </Text>
          {entry.status === 'uploading' && (
            <Progress
              value={entry.percentage ?? 0}
              size="sm"
              style={{ flex: 1 }}
              aria-label={t('hub.uploading', { name: entry.name })}
              data-testid="hub-file-progress"
            />
          )}
          {invalid && entry.errorText && (
            <Text size="xs" c="red" data-testid="hub-file-error">
              {errorText(entry.errorText)}
            </Text>
          )}
        </Group>
      </Stack>
      <Tooltip label={removeLabel}>
        <ActionIcon
          variant={invalid ? 'light' : 'subtle'}
          color={invalid ? 'red' : 'gray'}
          aria-label={removeLabel}
          disabled={entry.status === 'uploading'}
          loading={removing}
          onClick={onRemove}
        >
          {invalid ? <IconAlertCircle size={18} /> : <IconTrash size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
