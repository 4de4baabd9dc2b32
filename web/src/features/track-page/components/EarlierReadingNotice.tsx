import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface EarlierReadingNoticeProps {
  /** Writes the result anew, the step's own way; without it (a teammate's round) the notice only says so. */
  onWriteAgain?: () => void;
  /** A teammate's round: the idea is not "yours". */
  teammate?: boolean;
  /** Disables "Write again" while the step is busy. */
  busy?: boolean;
}

/**
 * A result written from an earlier reading of the idea (the round's idea frame has changed since it was saved, the
 * server's StepResult.writtenFromEarlierFrame): said, with "Write again"; nothing is rewritten without that click.
 */
export function EarlierReadingNotice({ onWriteAgain, teammate = false, busy = false }: EarlierReadingNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" p="xs" icon={<IconInfoCircle size={18} />} data-testid="earlier-reading">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{teammate ? t('track.earlierReading.teammate') : t('track.earlierReading.text')}</Text>
        {onWriteAgain && !teammate && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={onWriteAgain}
            disabled={busy}
            style={{ flexShrink: 0 }}
          >
            {t('track.earlierReading.writeAgain')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
