import { unwrap } from '@idea-studio/sdk';
import { Button, Stack } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
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
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.valid) {
      password.touch();
      return;
    }
    setBusy(true);
    try {
      const answer = await unwrap(
        client.POST('/auth/setnewpw', { body: { resetId: resetid, password: password.value } }),
      );
      notify({
        type: 'success',
        headline: answer.msg?.headline ?? t('auth.setNewPassword.pwResetOk.headline'),
        text: answer.msg?.text ?? t('auth.setNewPassword.pwResetOk.text'),
      });
      enterApp(answer.userdata);
    } catch {
      setBusy(false); // the snackbar shows why
    }
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
