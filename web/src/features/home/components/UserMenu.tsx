import { displayName, unwrap } from '@idea-studio/sdk';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLanguage, IconLogout, IconSettings } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { languageAtom } from '../../../i18n/languageAtom';
import { userAtom } from '../../auth/atoms';
import { useLogout } from '../../auth/hooks/useAuthActions';
import { shownInitials, UserAvatar } from './UserAvatar';

/**
 * The user menu of the home header: avatar and name (or e-mail), then Profile Settings, the language switch
 * and Logout. Switching the language changes the whole UI at once and saves it as the user's `lang`.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { client } = useApi();
  const [, navigate] = useLocation();
  const [user, setUser] = useAtom(userAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const logout = useLogout();
  if (!user) return null;

  const switchLanguage = async () => {
    const next = language === 'en' ? 'de' : 'en';
    setLanguage(next);
    setUser({ ...user, lang: next });
    try {
      await unwrap(
        client.POST('/user/data', {
          body: {
            prename: user.prename ?? null,
            lastname: user.lastname ?? null,
            intentionRoleId: user.intentionRoleId ?? null,
            lang: next,
          },
        }),
      );
    } catch {
      // the snackbar shows why; the UI keeps the chosen language for this session
    }
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          // Names the menu and contains the button's visible text (initials and name), as a label must (WCAG 2.5.3).
          aria-label={t('home.menu.labelFor', {
            name: [shownInitials(user), displayName(user)].filter(Boolean).join(' '),
          })}
          data-testid="user-menu"
        >
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} />
            {/* A space between initials and name in the text of the button (a flex gap adds none). */}{' '}
            <Text fw={600} size="sm" maw={220} truncate="end">
              {displayName(user)}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate('/home/account')}>
          {t('home.menu.profileSettings')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLanguage size={16} />} onClick={() => void switchLanguage()}>
          {language === 'en' ? t('home.menu.switchToGerman') : t('home.menu.switchToEnglish')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
          {t('home.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
