import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../../ui/constants';

/** The instructions dialog (500 px, part 2 §2.5); its content arrives with the step screens. */
export function InstructionsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('track.instructions.title')} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="lg">
        <Text c="dimmed">{t('comingSoon.text')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('track.instructions.goAhead')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
