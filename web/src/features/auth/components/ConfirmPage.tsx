import { unwrap } from '@idea-studio/sdk';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useOnce } from '../../../ui/useOnce';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { unconfirmedNoticeAtom } from '../atoms';
import { AuthLayout } from './AuthLayout';

/**
 * Confirm the e-mail address (`/login/confirm/:confirmid`, the link of the confirmation mail). Shows a wait
 * message and the spinner while confirming; success shows the server's message and opens /home (the guard
 * asks for a login when there is no session), a failure opens /login (the snackbar says why).
 */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { client } = useApi();
  const [, navigate] = useLocation();
  const { confirmid = '' } = useParams<{ confirmid?: string }>();
  const notify = useSetAtom(showSnackbarAtom);
  const setUnconfirmed = useSetAtom(unconfirmedNoticeAtom);
  const missing = confirmid.trim() === '';

  useOnce(() => {
    if (missing) {
      notify({ type: 'error', headline: t('auth.confirm.missing.headline'), text: t('auth.confirm.missing.text') });
      return;
    }
    unwrap(
      client.POST('/auth/confirm/{confirmId}', {
        params: { path: { confirmId: confirmid } },
        body: { confirmId: confirmid },
      }),
    ).then(
      (answer) => {
        notify({ type: 'success', headline: answer.msg.headline, text: answer.msg.text });
        setUnconfirmed(false);
        navigate('/home', { replace: true });
      },
      () => navigate('/login', { replace: true }),
    );
  }, confirmid);

  return (
    <AuthLayout title={t('auth.confirm.title')}>
      {missing ? (
        <Stack gap="md">
          <Alert color="red" variant="light" title={t('auth.confirm.missing.headline')}>
            {t('auth.confirm.missing.text')}
          </Alert>
          <Text size="sm" ta="center">
            <Anchor component={Link} href="/login">
              {t('auth.confirm.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('auth.confirm.wait')}</Text>
          <WaitSpinner />
        </Stack>
      )}
    </AuthLayout>
  );
}
