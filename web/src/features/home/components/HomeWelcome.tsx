import { Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useOnce } from '../../../ui/useOnce';
import { takeRedirectAtom, userAtom } from '../../auth/atoms';

/** Only paths of this app are followed (never another origin). */
function isAppPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** After login /home opens first; a redirect saved by the auth guard is followed from here, once. */
function useFollowRedirect() {
  const takeRedirect = useSetAtom(takeRedirectAtom);
  const [, navigate] = useLocation();
  useOnce(() => {
    const target = takeRedirect();
    if (target && isAppPath(target) && target !== '/home') navigate(target, { replace: true });
  });
}

/** The greeting and tagline at the top of the stream dashboard; follows a redirect saved for after login. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  useFollowRedirect();
  const name = user?.prename?.trim();
  return (
    <Stack gap={6}>
      <Title order={1}>{name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')}</Title>
      <Text size="lg" c="dimmed">
        {t('home.tagline')}
      </Text>
    </Stack>
  );
}
