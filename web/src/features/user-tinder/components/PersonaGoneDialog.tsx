import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';

export interface PersonaGoneDialogProps {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** The alert of part 2 §8 when the persona a saved result was made for no longer exists. */
export function PersonaGoneDialog({ opened, title, text, onClose }: PersonaGoneDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={title} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="lg" role="alert">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('userTinder.gone.ok')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
