import { isValidEmail, unwrap } from '@idea-studio/sdk';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { genericErrorMessage } from '../../../app/api';
import { TextField, useField } from '../../../ui/form';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useOnce } from '../../../ui/useOnce';
import { loginEmailAtom } from '../atoms';
import { AuthLayout } from './AuthLayout';

/**
 * Password forgotten (`/login/resetpassword`, `/login/password-forgotten`): mails a reset link. With a
 * remembered login e-mail the field is prefilled and the form submits itself; success shows the "sent" page.
 */
export function PasswordForgottenPage() {
  const { t } = useTranslation();
  const { client } = useApi();
  const [, navigate] = useLocation();
  const remembered = useAtomValue(loginEmailAtom);
  const email = useField({ type: 'email', required: true }, remembered ?? '');
  const notify = useSetAtom(showSnackbarAtom);
  const sending = useMutation({
    mutationFn: (address: string) => unwrap(client.POST('/auth/pwforgotten', { body: { email: address } })),
    onSuccess: (accepted) => {
      if (accepted) navigate('/login/password-forgotten-sent');
      else notify(genericErrorMessage());
    },
    // onError: the snackbar shows why
  });
  // Busy from the call until the page is left; a refused or failed call ends it.
  const busy = sending.isPending || (sending.isSuccess && !!sending.data);
  const send = (address: string) => sending.mutateAsync(address).catch(() => undefined);

  useOnce(() => void send(remembered ?? ''), remembered && isValidEmail(remembered) ? 'auto-submit' : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.valid) email.touch();
    else void send(email.value.trim());
  };

  return (
    <AuthLayout title={t('auth.passwordForgotten.title')} subtitle={t('auth.passwordForgotten.text')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            field={email}
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            autoComplete="email"
          />
          <Button type="submit" size="md" disabled={!email.valid} loading={busy}>
            {t('auth.passwordForgotten.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} href="/login">
              {t('auth.passwordForgotten.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** `/login/password-forgotten-sent`: the reset link is on its way. */
export function PasswordForgottenSentPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.passwordForgottenSent.title')}>
      <Text>{t('auth.passwordForgottenSent.text')}</Text>
      <Text size="sm" ta="center">
        <Anchor component={Link} href="/login">
          {t('auth.passwordForgottenSent.login')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
