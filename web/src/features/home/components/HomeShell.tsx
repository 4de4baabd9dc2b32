import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../../ui/Logo';
import { backButtonAtom } from '../atoms/backButtonAtom';
import { UserMenu } from './UserMenu';

/** Close: back to /home from the profile settings, otherwise one step back in the history. */
function CloseButton() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  return (
    <Button
      variant="default"
      leftSection={<IconX size={16} />}
      onClick={() => {
        if (location.includes('/home/account')) navigate('/home');
        else window.history.back();
      }}
    >
      {t('home.close')}
    </Button>
  );
}

/** The shell of the logged-in area: header with the logo (→ /home) and the user menu or Close, the page below. */
export function HomeShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const backButton = useAtomValue(backButtonAtom);
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between" h={48}>
            <Anchor component={Link} href="/home" underline="never" aria-label={t('home.logoLink')}>
              <Logo />
            </Anchor>
            {backButton ? <CloseButton /> : <UserMenu />}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="xl" py={40}>
        {children}
      </Container>
    </Box>
  );
}
