import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  question: string;
  /** The confirming button's label (e.g. 'Delete'). */
  confirmLabel: string;
  /** Runs on confirm; the dialog shows the button busy until it settles and then closes. */
  onConfirm: () => Promise<unknown> | undefined;
  onClose: () => void;
  danger?: boolean;
}

/** A yes/no question before something that cannot be undone (deleting a stream or a file). */
export function ConfirmDialog({
  opened,
  title,
  question,
  confirmLabel,
  onConfirm,
  onClose,
  danger = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <AppDialog opened={opened} onClose={onClose} title={title}>
      <Stack gap="lg">
        <Text>{question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
