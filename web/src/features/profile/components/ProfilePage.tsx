import { Grid, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AvatarEditDialog } from '../../avatar/components/AvatarEditDialog';
import { useBackButton } from '../../home/atoms/backButtonAtom';
import { AboutMyStartup } from './AboutMyStartup';
import { BasicSettingsForm } from './BasicSettingsForm';
import { LicenseSeatsTab } from './LicenseSeatsTab';

/** Query parameter that opens the avatar dialog (part 1 §2). */
export const EDIT_AVATAR_PARAM = 'edit-avatar';

/**
 * Profile Settings at /home/account (part 1 §2): the shell shows Close instead of the user menu; tab 1 Basic
 * Settings with the profile form and About My Startup, tab 2 License & Seats. `?edit-avatar` opens the avatar
 * dialog; closing it removes the parameter.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useBackButton();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<string>('basic');
  const setAvatarParam = (open: boolean) =>
    setParams(
      (current) => {
        if (open) current.set(EDIT_AVATAR_PARAM, 'true');
        else current.delete(EDIT_AVATAR_PARAM);
        return current;
      },
      { replace: !open },
    );

  return (
    <Stack gap="xl">
      <Title order={1}>{t('profile.title')}</Title>
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic">{t('profile.tabs.basic')}</Tabs.Tab>
          <Tabs.Tab value="license">{t('profile.tabs.license')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="xl" component="section" aria-label={t('profile.tabs.basic')}>
                <BasicSettingsForm onEditAvatar={() => setAvatarParam(true)} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="xl" component="section" aria-label={t('profile.aboutStartup')}>
                <Stack gap="md">
                  <Title order={2} size="h4">
                    {t('profile.aboutStartup')}
                  </Title>
                  <AboutMyStartup />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="license" pt="xl">
          <Paper withBorder radius="md" p="xl">
            <LicenseSeatsTab />
          </Paper>
        </Tabs.Panel>
      </Tabs>
      {params.has(EDIT_AVATAR_PARAM) && <AvatarEditDialog onClose={() => setAvatarParam(false)} />}
    </Stack>
  );
}
