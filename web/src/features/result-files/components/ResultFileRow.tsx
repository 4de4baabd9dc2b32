import { formatKilobytes } from '@idea-studio/sdk';
import { ActionIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysAgo, formatDay, formatTime, parseTimestamp } from '../../../ui/dates';
import type { ResultFile } from '../resultFiles';

export interface ResultFileRowProps {
  file: ResultFile;
  /** Download and delete are offered only to the file's creator and the project owner. */
  canManage: boolean;
  onDownload: (file: ResultFile) => Promise<unknown>;
  /** Asks before deleting (the caller opens the confirmation); absent where files cannot be deleted. */
  onDelete?: (file: ResultFile) => void;
}

/** 'Today' or the date, plus hh:mm (part 2 §2.16). */
export function useFileDate() {
  const { t, i18n } = useTranslation();
  return (timestamp: string) => {
    const date = parseTimestamp(timestamp);
    if (!date) return '';
    const day = daysAgo(date) === 0 ? t('results.today') : formatDay(date, i18n.language);
    return `${day} ${formatTime(date)}`;
  };
}

/** One result file: name, size in KB, date label and the download and trash actions. */
export function ResultFileRow({ file, canManage, onDownload, onDelete }: ResultFileRowProps) {
  const { t } = useTranslation();
  const fileDate = useFileDate();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await onDownload(file);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="result-file" data-file-id={file.fileId}>
      <ThemeIcon variant="light" color="red" size={30} radius="sm">
        <IconFileTypePdf size={18} />
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        {/* Long names wrap (also inside words such as ids and underscores) instead of being cut at the edge. */}
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          <span data-testid="file-size">{formatKilobytes(file.fileSize)}</span>
          {' · '}
          <span data-testid="file-date">{fileDate(file.dateCreated)}</span>
        </Text>
      </Stack>
      {canManage && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('results.download', { name: file.fileName })}
            loading={downloading}
            onClick={() => void download()}
          >
            <IconDownload size={18} />
          </ActionIcon>
          {onDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('results.delete', { name: file.fileName })}
              onClick={() => onDelete(file)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      )}
    </Group>
  );
}
