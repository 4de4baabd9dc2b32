import { isValidEmail, resendConfirmation } from '@idea-studio/sdk';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';

export interface UnconfirmedNoticeProps {
  /** The address the link goes to (the login form's e-mail). */
  email: string;
}

/**
 * The login page's notice for an account whose e-mail address is not confirmed yet, with a button that has the
 * confirmation link mailed again (resendConfirmation; the server answers every address alike).
 */
export function UnconfirmedNotice({ email }: UnconfirmedNoticeProps) {
  const { t } = useTranslation();
  const { client } = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const address = email.trim();
  const canSend = isValidEmail(address);

  const resending = useMutation({
    mutationFn: async () => {
      try {
        await resendConfirmation(client, address);
        setSentTo(address);
      } catch {
        // the snackbar shows why
      }
    },
  });
  const busy = resending.isPending;
  const resend = () => resending.mutateAsync();

  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      icon={<IconMailExclamation size={20} />}
      data-testid="unconfirmed-notice"
    >
      {/* The headline as text, not as the alert's label: the form's fields keep the only labels of the page. */}
      <Stack gap="sm">
        <Text size="sm" fw={700}>
          {t('auth.unconfirmed.headline')}
        </Text>
        <Text size="sm">{t('auth.unconfirmed.text')}</Text>
        {sentTo === address ? (
          <Text size="sm" fw={500}>
            {t('auth.unconfirmed.sent')}
          </Text>
        ) : (
          <>
            {!canSend && (
              <Text size="sm" c="dimmed">
                {t('auth.unconfirmed.needEmail')}
              </Text>
            )}
            <Button
              variant="light"
              color="yellow"
              size="xs"
              disabled={!canSend}
              loading={busy}
              onClick={() => void resend()}
            >
              {t('auth.unconfirmed.resend')}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
