import { completeLogin, digitsOnly, isConfirmEmailError, requestNewCode as requestLoginCode } from '@idea-studio/sdk';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { allValid, TextField, useField } from '../../../ui/form';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useOnce } from '../../../ui/useOnce';
import { accountUnconfirmedAtom, loginEmailAtom } from '../atoms';
import { useEnterApp } from '../hooks/useAuthActions';
import { AuthLayout } from './AuthLayout';

/** The mailed login code: six digits. */
const CODE_PATTERN = /^[0-9]{6}$/;

/**
 * Two-factor verification (`/login/verify/:verifyId`). A `?code=` in the address prefills the field and is
 * submitted at once. "New code" needs the remembered login e-mail. An unconfirmed account goes back to /login,
 * which shows the notice.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const { client, quiet, report } = useApi();
  const [, navigate] = useLocation();
  const { verifyId = '' } = useParams<{ verifyId: string }>();
  const codeFromUrl = digitsOnly(new URLSearchParams(useSearch()).get('code') ?? '');
  const code = useField({ type: 'number', required: true, pattern: CODE_PATTERN }, codeFromUrl);
  const loginEmail = useAtomValue(loginEmailAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const markUnconfirmed = useSetAtom(accountUnconfirmedAtom);
  const enterApp = useEnterApp();
  const verifying = useMutation({
    mutationFn: async (value: string) => enterApp(await completeLogin(quiet, verifyId, value)),
    onError: (error) => {
      if (isConfirmEmailError(error)) {
        // No session for an unconfirmed address: the login page says so and offers the link again.
        markUnconfirmed();
        navigate('/login', { replace: true });
      } else {
        report(error); // the snackbar shows why
      }
    },
  });
  // Busy from the call until the app opens (a failed call ends it).
  const busy = verifying.isPending || verifying.isSuccess;
  const verify = (value: string) => verifying.mutateAsync(value).catch(() => undefined);

  useOnce(() => void verify(codeFromUrl), CODE_PATTERN.test(codeFromUrl) ? `${verifyId}:${codeFromUrl}` : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allValid(code)) code.touch();
    else void verify(code.value);
  };

  const requestNewCode = async () => {
    if (!loginEmail) {
      notify({
        type: 'error',
        headline: t('auth.verify.missingEmail.headline'),
        text: t('auth.verify.missingEmail.text'),
      });
      return;
    }
    try {
      const msg = await requestLoginCode(client, loginEmail, verifyId);
      notify({ type: 'success', headline: msg.headline, text: msg.text });
    } catch {
      // the snackbar shows why
    }
  };

  return (
    <AuthLayout title={t('auth.verify.title')} subtitle={t('auth.verify.text')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            field={code}
            label={t('auth.verify.code')}
            autoComplete="one-time-code"
            maxLength={6}
            size="md"
            styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          />
          <Button type="submit" size="md" disabled={!code.valid} loading={busy}>
            {t('auth.verify.submit')}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => void requestNewCode()}>
              {t('auth.verify.newCode')}
            </Anchor>
            <Anchor component={Link} href="/login" size="sm">
              {t('auth.verify.loginAgain')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
