import { ApiError, acceptInvitation, currentUser, projectOwnerLabel, type UserData } from '@idea-studio/sdk';
import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useOnce } from '../../../ui/useOnce';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { redirectPathAtom, setUserAtom } from '../../auth/atoms';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { useLogout } from '../../auth/hooks/useAuthActions';

const KNOWN_REFUSALS = ['invitationNotFound', 'invitationExpired', 'invitationUsed'] as const;

/**
 * `/invite/:token`, the link of an invitation mail: who invites to which team with which role, for which address
 * (previewInvitation, no session needed). A logged-in user with that address joins with one button and lands on
 * the dashboard, where the team's rounds are listed. Anyone else logs in or registers first: the page is saved as
 * the redirect that /home follows after the login, so the invitee comes back here.
 */
export function InvitePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { client, quiet } = useApi();
  const [, navigate] = useLocation();
  const store = useStore();
  const queryClient = useQueryClient();
  const setUser = useSetAtom(setUserAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const logout = useLogout();
  const preview = useQuery({ ...serverState.invitationPreview(quiet, token), retry: false });
  // undefined while asking; null without a session
  const [user, setSessionUser] = useState<UserData | null | undefined>(undefined);

  useOnce(() => {
    currentUser(quiet).then(
      (checked) => {
        setUser(checked);
        setSessionUser(checked);
      },
      () => setSessionUser(null),
    );
  }, token);

  const here = `/invite/${encodeURIComponent(token)}`;
  const goVia = (path: string) => {
    store.set(redirectPathAtom, here);
    navigate(path);
  };

  const joining = useMutation({
    mutationFn: () => acceptInvitation(client, token),
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: ['get', '/projects'] });
      notify({
        type: 'success',
        headline: t('team.invitation.joinedHeadline'),
        text: t('team.invitation.joinedText', { project: projectOwnerLabel(project) }),
      });
      navigate('/home', { replace: true });
    },
  });

  if (preview.isPending || user === undefined) {
    return (
      <AuthLayout title={t('team.invitation.title')}>
        <Center mih={120}>
          <WaitSpinner />
        </Center>
      </AuthLayout>
    );
  }

  if (preview.isError) {
    const code = (preview.error instanceof ApiError ? preview.error.code : undefined) ?? '';
    const known = (KNOWN_REFUSALS as readonly string[]).includes(code) ? code : 'other';
    return (
      <AuthLayout title={t('team.invitation.title')}>
        <Stack gap="md">
          <Alert color="red" title={t('team.invitation.failedHeadline')}>
            {t(`team.invitation.errors.${known as (typeof KNOWN_REFUSALS)[number] | 'other'}`)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(user ? '/home' : '/login')}>
              {user ? t('team.invitation.home') : t('team.invitation.login')}
            </Button>
          </Group>
        </Stack>
      </AuthLayout>
    );
  }

  const offer = preview.data;
  const inviter = [offer.inviter.prename, offer.inviter.lastname].filter(Boolean).join(' ').trim();
  const project = offer.companyName?.trim() || offer.projectName;
  const otherAccount = user && user.email.toLowerCase() !== offer.email.toLowerCase();

  return (
    <AuthLayout title={t('team.invitation.title')}>
      <Stack gap="md" data-testid="invitation">
        <Text>
          {t('team.invitation.offer', {
            inviter: inviter ? `${inviter} (${offer.inviter.email})` : offer.inviter.email,
            project,
            role: t(`team.roles.${offer.role}`),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('team.invitation.forEmail', { email: offer.email })}
        </Text>
        {!user && (
          <>
            <Text size="sm">{t('team.invitation.loginHint')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => goVia('/login/register')}>
                {t('team.invitation.register')}
              </Button>
              <Button onClick={() => goVia('/login')}>{t('team.invitation.login')}</Button>
            </Group>
          </>
        )}
        {otherAccount && (
          <>
            <Alert color="yellow">{t('team.invitation.otherAccount', { email: user.email })}</Alert>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={async () => {
                  await logout();
                  store.set(redirectPathAtom, here);
                }}
              >
                {t('team.invitation.logout')}
              </Button>
            </Group>
          </>
        )}
        {user && !otherAccount && (
          <Group justify="flex-end">
            <Button loading={joining.isPending} onClick={() => joining.mutate()}>
              {t('team.invitation.accept')}
            </Button>
          </Group>
        )}
      </Stack>
    </AuthLayout>
  );
}
