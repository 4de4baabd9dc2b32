import { MAX_TRACK_NAME_LENGTH, trackNameIssue } from '@idea-studio/sdk';
import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { TextField, useField } from '../../../ui/form';

export interface RenameTrackDialogProps {
  /** The current name; the dialog opens with it. */
  name: string;
  onRename: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Rename a round from the dashboard's dropdown (renameTrack). The name stops at the track-name limit, and the
 * dialog says so. Mount it to open it.
 */
export function RenameTrackDialog({ name, onRename, onClose }: RenameTrackDialogProps) {
  const { t } = useTranslation();
  const field = useField({ required: true }, name);
  const renaming = useMutation({
    mutationFn: async (name: string) => {
      await onRename(name);
      onClose();
    },
  });
  // Busy from the call until the dialog closes; a failed call ends it (the snackbar shows why).
  const busy = renaming.isPending || renaming.isSuccess;
  const next = field.value.trim();
  const nameIssue = trackNameIssue(field.value);
  const atLimit = field.value.length >= MAX_TRACK_NAME_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameIssue) {
      field.touch();
      return;
    }
    if (next === name) {
      onClose();
      return;
    }
    await renaming.mutateAsync(next).catch(() => undefined);
  };

  return (
    <AppDialog opened onClose={onClose} title={t('dashboard.renameTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TextField
            field={field}
            label={t('dashboard.nameLabel')}
            maxLength={MAX_TRACK_NAME_LENGTH}
            description={atLimit ? t('validation.trackNameTooLong', { max: MAX_TRACK_NAME_LENGTH }) : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!!nameIssue}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
