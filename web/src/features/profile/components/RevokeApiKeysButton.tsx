import { unwrap } from '@idea-studio/sdk';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';

/**
 * Revokes every API key of the user (revokeApiKeys): the command line and scripts log in with a key that a browser
 * logout leaves alone, so ending their access is its own action. The browser session and automatic login go on.
 * A failure is reported by the app's API client like any other.
 */
export function RevokeApiKeysButton() {
  const { t } = useTranslation();
  const { client } = useApi();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const revoke = useMutation({
    mutationFn: () => unwrap(client.POST('/auth/apikeys/revoke', {})),
    onSuccess: ({ revoked }) =>
      showSnackbar({
        type: 'success',
        headline: t('profile.apiKeys.revokedHeadline'),
        text: t('profile.apiKeys.revoked', { count: revoked }),
      }),
  });
  return (
    <Button variant="default" size="xs" loading={revoke.isPending} onClick={() => revoke.mutate()}>
      {t('profile.apiKeys.revoke')}
    </Button>
  );
}
