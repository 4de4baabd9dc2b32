import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';

export const SETTINGS_PAGES = ['basicInfo', 'projectKnowledge', 'teamMembers'] as const;

export interface SettingsDialogProps {
  /** The tab, 1-based (the `page` query parameter); out of range opens the first. */
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

/**
 * The settings dialog of `?settings=true&page=N` (part 1 §2): Basic Info, Project Knowledge and Team Members.
 * Their forms arrive with a later release; until then each tab says so. Mount it to open it.
 */
export function SettingsDialog({ page, onPageChange, onClose }: SettingsDialogProps) {
  const { t } = useTranslation();
  const active = page >= 1 && page <= SETTINGS_PAGES.length ? page : 1;
  return (
    <AppDialog opened onClose={onClose} title={t('settings.title')}>
      <Stack gap="lg">
        <Tabs value={String(active)} onChange={(value) => value && onPageChange(Number(value))}>
          <Tabs.List>
            {SETTINGS_PAGES.map((key, index) => (
              <Tabs.Tab key={key} value={String(index + 1)}>
                {t(`settings.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SETTINGS_PAGES.map((key, index) => (
            <Tabs.Panel key={key} value={String(index + 1)} pt="lg">
              <Text c="dimmed">{t('comingSoon.text')}</Text>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
