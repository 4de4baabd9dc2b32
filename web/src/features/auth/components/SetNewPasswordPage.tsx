import { unwrap } from '@idea-studio/sdk';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { PasswordField, useField } from '../../../ui/form';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useEnterApp } from '../hooks/useAuthActions';
import { AuthLayout } from './AuthLayout';

/**
 * Set a new password (`/login/set-new-password/:resetid`) with the password rules. The server logs the user in:
 * the user and the auto-login credentials are kept, its message (pwResetOk) is shown, and /home opens.
 */
export function SetNewPasswordPage() {
  const { t } = useTranslation();
  const { client } = useApi();
  const { resetid = '' } = useParams<{ resetid: string }>();
  const password = useField({ type: 'password', required: true, checkPassword: true });
  const notify = useSetAtom(showSnackbarAtom);
  const enterApp = useEnterApp();
  const setting = useMutation({
    mutationFn: async (value: string) => {
      const answer = await unwrap(client.POST('/auth/setnewpw', { body: { resetId: resetid, password: value } }));
      notify({
        type: 'success',
        headline: answer.msg?.headline ?? t('auth.setNewPassword.pwResetOk.headline'),
        text: answer.msg?.text ?? t('auth.setNewPassword.pwResetOk.text'),
      });
      enterApp(answer.userdata);
    },
  });
  // Busy from the call until the app opens; a failed call ends it (the snackbar shows why).
  const busy = setting.isPending || setting.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.valid) {
      password.touch();
      return;
    }
    await setting.mutateAsync(password.value).catch(() => undefined);
  };

  return (
    <AuthLayout title={t('auth.setNewPassword.title')} subtitle={t('auth.setNewPassword.text')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField field={password} label={t('auth.setNewPassword.password')} autoComplete="new-password" />
          <Button type="submit" size="md" disabled={!password.valid} loading={busy}>
            {t('auth.setNewPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
