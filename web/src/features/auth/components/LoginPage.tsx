import { isConfirmEmailError, startLogin } from '@idea-studio/sdk';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { allValid, PasswordField, TextField, touchAll, useField } from '../../../ui/form';
import { accountUnconfirmedAtom, loginEmailAtom, unconfirmedNoticeAtom } from '../atoms';
import { useAutoLogin } from '../hooks/useAuthActions';
import { AuthLayout } from './AuthLayout';
import { UnconfirmedNotice } from './UnconfirmedNotice';

/**
 * Login (`/login`, `/login/:id`): e-mail and password; the e-mail is remembered, then the 2FA page opens.
 * With stored auto-login credentials the page first tries them silently. An account whose e-mail address is not
 * confirmed (the server's `confirmEmail`, here or from the guard or the 2FA page) gets the notice with a button
 * that sends the confirmation link again.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { quiet, report } = useApi();
  const [, navigate] = useLocation();
  const [loginEmail, setLoginEmail] = useAtom(loginEmailAtom);
  const email = useField({ type: 'email', required: true }, loginEmail ?? '');
  const password = useField({ required: true });
  const unconfirmed = useAtomValue(unconfirmedNoticeAtom);
  const markUnconfirmed = useSetAtom(accountUnconfirmedAtom);
  useAutoLogin();
  const login = useMutation({
    mutationFn: (address: string) => startLogin(quiet, address, password.value),
    onSuccess: ({ verifyId }) => navigate(`/login/verify/${encodeURIComponent(verifyId)}`),
    onError: (error) => {
      if (isConfirmEmailError(error)) markUnconfirmed();
      else report(error); // the snackbar shows why
    },
  });
  // Busy from the call until the page is left (a failed call ends it).
  const busy = login.isPending || login.isSuccess;

  const valid = allValid(email, password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      touchAll(email, password);
      return;
    }
    const address = email.value.trim();
    setLoginEmail(address);
    await login.mutateAsync(address).catch(() => undefined);
  };

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {unconfirmed && <UnconfirmedNotice email={email.value} />}
          <TextField
            field={email}
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            autoComplete="username"
          />
          <PasswordField field={password} label={t('auth.password')} autoComplete="current-password" />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} href="/login/resetpassword" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" disabled={!valid} loading={busy}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} href="/login/register" fw={600}>
              {t('auth.login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
