import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { userAtom } from '../../auth/atoms';
import { MyFilesPanel } from '../../hub/components/MyFilesPanel';
import { TeamMembersTab } from '../../team/components/TeamMembersTab';
import { useCompanyForm } from '../hooks/useCompanyForm';
import { CompanyEditor } from './CompanyEditor';

export const SETTINGS_PAGES = ['basicInfo', 'projectKnowledge', 'teamMembers'] as const;

export interface SettingsDialogProps {
  /** The tab, 1-based (the `page` query parameter); out of range opens the first. */
  page: number;
  onPageChange: (page: number) => void;
  /** Called after Close or a successful Save; the caller removes `settings` and `page` from the address. */
  onClose: () => void;
}

/**
 * The settings dialog of `?settings=true&page=N` (part 1 §2): Basic Info (the company editor), Project Knowledge
 * (My Files) and Team Members. Mount it to open it.
 * - Close restores the user data of the moment the dialog opened; only the hub files (the pitch deck and My Files)
 *   keep their new state, because their upload or deletion is already done on the server.
 * - Save writes the company (when it changed) and closes; with a broken rule it shows the errors, and after a
 *   failed call it stays open with the snackbar's reason, so nothing typed is lost.
 */
export function SettingsDialog({ page, onPageChange, onClose }: SettingsDialogProps) {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userAtom);
  const [openedWith] = useState(user);
  const form = useCompanyForm();
  const active = page >= 1 && page <= SETTINGS_PAGES.length ? page : 1;

  const close = () => {
    setUser((current) =>
      openedWith && current
        ? {
            ...openedWith,
            companyData: { ...openedWith.companyData, pitchDeck: current.companyData.pitchDeck },
            ragFiles: current.ragFiles,
          }
        : current,
    );
    onClose();
  };

  const save = async () => {
    if (!form.changed || (await form.save())) onClose();
  };

  return (
    <AppDialog opened onClose={close} title={t('settings.title')} withCloseButton={false}>
      <Stack gap="lg">
        <Tabs value={String(active)} onChange={(value) => value && onPageChange(Number(value))} keepMounted={false}>
          <Tabs.List>
            {SETTINGS_PAGES.map((key, index) => (
              <Tabs.Tab key={key} value={String(index + 1)}>
                {t(`settings.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="1" pt="lg">
            <CompanyEditor form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="lg">
            <MyFilesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="3" pt="lg">
            <TeamMembersTab />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void save()} loading={form.saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
