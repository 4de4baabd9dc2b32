import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';

/** The invitation dialog of the Team Members tab: a placeholder while invitations are disabled (part 1 §2, §6). */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('team.invite')}>
      <Stack gap="lg">
        <Text>{t('team.inviteLater')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
