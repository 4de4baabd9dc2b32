import { LANDING_TRIAL_DAYS } from '@idea-studio/sdk';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';

interface StepDialogProps {
  opened: boolean;
  onClose: () => void;
  onContinue: () => void;
}

/**
 * The consent before a hosted landing page is published (part 2 §2.17, §9), our own terms: free for
 * LANDING_TRIAL_DAYS days with no automatic charges, the page's texts public at its address, the sign-ups stored
 * for the founder only.
 */
export function PublishConsentDialog({ opened, onClose, onContinue }: StepDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('closing.hosted.consent.title')} size={500}>
      <Stack gap="md">
        <List spacing="xs" size="sm">
          <List.Item>{t('closing.hosted.consent.trial', { days: LANDING_TRIAL_DAYS })}</List.Item>
          <List.Item>{t('closing.hosted.consent.charges')}</List.Item>
          <List.Item>{t('closing.hosted.consent.public')}</List.Item>
          <List.Item>{t('closing.hosted.consent.signups')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('closing.hosted.consent.cancel')}
          </Button>
          <Button onClick={onContinue}>{t('closing.hosted.consent.accept')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}

/** The information-shared popup before publishing (500 px): what becomes public with the page. */
export function PublishInfoDialog({ opened, onClose, onContinue }: StepDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('closing.hosted.info.title')} size={500}>
      <Stack gap="md">
        <Text>{t('closing.hosted.info.intro')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('closing.hosted.info.texts')}</List.Item>
          <List.Item>{t('closing.hosted.info.company')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onContinue}>{t('closing.hosted.info.continue')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
