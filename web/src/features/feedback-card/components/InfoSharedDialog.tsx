import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';

const SEEN_KEY = 'idea-studio.feedbackCard.infoShared';

/** Whether the founder has read which information the mentors get (asked once per browser). */
export function infoSharedSeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export interface InfoSharedDialogProps {
  opened: boolean;
  onClose: () => void;
  onContinue: () => void;
}

/**
 * The information-shared popup (part 2 §2.14, 500×480): before the first talk with a mentor, what the mentors
 * see of the round and what a web search sends out.
 */
export function InfoSharedDialog({ opened, onClose, onContinue }: InfoSharedDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('feedbackCard.infoShared.title')}
      size={500}
      styles={{ body: { minHeight: 400 } }}
    >
      <Stack gap="sm" mih={400} justify="space-between">
        <Stack gap="sm">
          <Text>{t('feedbackCard.infoShared.intro')}</Text>
          <List spacing="xs" size="sm">
            <List.Item>{t('feedbackCard.infoShared.results')}</List.Item>
            <List.Item>{t('feedbackCard.infoShared.documents')}</List.Item>
            <List.Item>{t('feedbackCard.infoShared.web')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('feedbackCard.infoShared.pins')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button
            onClick={() => {
              try {
                localStorage.setItem(SEEN_KEY, '1');
              } catch {
                // Private mode: the popup comes again next time.
              }
              onContinue();
            }}
          >
            {t('feedbackCard.infoShared.continue')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
