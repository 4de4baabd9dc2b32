import { TEAM_ROLES, type TeamRole } from '@idea-studio/sdk';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { allValid, SelectField, TextField, touchAll, useField } from '../../../ui/form';
import { showSnackbarAtom } from '../../../ui/snackbar';

export interface InviteDialogProps {
  onClose: () => void;
  /** Sends the invitation; rejects when the server refused (the snackbar already said why). */
  onInvite: (invitation: { email: string; role: TeamRole }) => Promise<unknown>;
  busy: boolean;
}

/**
 * The invitation dialog of the Team Members tab: an e-mail address and a role (Member or Editor). The server mails
 * the link; the dialog closes once it did and stays open with the address after a refusal. Mount it to open it.
 */
export function InviteDialog({ onClose, onInvite, busy }: InviteDialogProps) {
  const { t } = useTranslation();
  const notify = useSetAtom(showSnackbarAtom);
  const email = useField({ type: 'email', required: true });
  const role = useField({ required: true }, 'Member');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!allValid(email, role)) {
      touchAll(email, role);
      return;
    }
    const address = email.value.trim();
    try {
      await onInvite({ email: address, role: role.value as TeamRole });
    } catch {
      return;
    }
    notify({ type: 'success', headline: t('team.invitedHeadline'), text: t('team.invitedText', { email: address }) });
    onClose();
  };

  return (
    <AppDialog opened onClose={onClose} title={t('team.inviteTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('team.inviteText')}
          </Text>
          <TextField field={email} label={t('team.inviteEmail')} data-autofocus />
          <SelectField
            field={role}
            label={t('team.inviteRole')}
            allowDeselect={false}
            options={TEAM_ROLES.map((value) => ({ value, name: t(`team.roles.${value}`) }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('team.inviteSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
