import { startLogin } from '@idea-studio/sdk';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { allValid, PasswordField, TextField, touchAll, useField } from '../../../ui/form';
import { loginEmailAtom } from '../atoms';
import { useAutoLogin } from '../hooks/useAuthActions';
import { AuthLayout } from './AuthLayout';

/**
 * Login (`/login`, `/login/:id`): e-mail and password; the e-mail is remembered, then the 2FA page opens.
 * With stored auto-login credentials the page first tries them silently.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { client } = useApi();
  const [, navigate] = useLocation();
  const [loginEmail, setLoginEmail] = useAtom(loginEmailAtom);
  const email = useField({ type: 'email', required: true }, loginEmail ?? '');
  const password = useField({ required: true });
  const [busy, setBusy] = useState(false);
  useAutoLogin();

  const valid = allValid(email, password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      touchAll(email, password);
      return;
    }
    const address = email.value.trim();
    setLoginEmail(address);
    setBusy(true);
    try {
      const { verifyId } = await startLogin(client, address, password.value);
      navigate(`/login/verify/${encodeURIComponent(verifyId)}`);
    } catch {
      setBusy(false); // the snackbar shows why
    }
  };

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
