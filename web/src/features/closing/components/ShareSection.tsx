import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareLink } from '../hooks/useShareLink';

/**
 * Sharing the round (part 2 §2.17): the project page link with Copy (which makes the page public), the switch that
 * shows whether the page is public and makes it private again, and the link sent to comma-separated addresses.
 */
export function ShareSection({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const { share, failed, busy, copy, setPublic, emailsIssue, send } = useShareLink(roundId);
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = emailsIssue(emails);
    setError(issue);
    if (issue) return;
    if (await send(emails)) setEmails('');
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('closing.share.title')}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('closing.share.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('closing.share.text')}
          </Text>
        </Stack>
        {failed && <Text c="red">{t('closing.share.loadFailed')}</Text>}
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('closing.share.link')}
            value={share?.link ?? ''}
            readOnly
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button leftSection={<IconCopy size={16} />} onClick={() => void copy()} disabled={!share || busy}>
            {t('closing.share.copy')}
          </Button>
        </Group>
        <Switch
          label={t('closing.share.public')}
          description={share?.shared ? t('closing.share.publicOn') : t('closing.share.publicOff')}
          checked={share?.shared ?? false}
          disabled={!share || busy}
          onChange={(event) => void setPublic(event.currentTarget.checked)}
        />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t('closing.share.emails')}
              description={t('closing.share.emailsHint')}
              placeholder={t('closing.share.emailsPlaceholder')}
              value={emails}
              error={error}
              onChange={(event) => {
                setEmails(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={16} />} loading={busy}>
                {t('closing.share.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
