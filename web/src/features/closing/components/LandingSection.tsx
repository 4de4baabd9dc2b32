import {
  LANDING_PAGE_ID,
  LANDING_STEP,
  type TrackData,
  type TrackStructure,
  writtenFromEarlierFrame,
} from '@idea-studio/sdk';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconExternalLink,
  IconEye,
  IconRefresh,
  IconSparkles,
  IconWorldUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, parseTimestamp } from '../../../ui/dates';
import { LandingPreviewDialog } from '../../landing-preview/components/LandingPreview';
import { EarlierReadingNotice } from '../../track-page/components/EarlierReadingNotice';
import { useHostedLanding } from '../hooks/useHostedLanding';
import { useInternalLanding } from '../hooks/useInternalLanding';
import { type ClosingPlace, MissingSteps } from './MissingSteps';
import { PublishConsentDialog, PublishInfoDialog } from './PublishDialogs';

export interface LandingSectionProps {
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
  place: ClosingPlace;
}

type PublishDialog = 'consent' | 'info' | null;

/**
 * The landing pages of the closing view (part 2 §2.17, §2.18, §7.4): the internal one (Generate, then Open in the
 * preview dialog) and the hosted one (Publish through the consent and the information-shared popups, its status
 * steps, its public address, views and sign-ups, Republish).
 */
export function LandingSection({ roundId, data, structure, place }: LandingSectionProps) {
  const { t, i18n } = useTranslation();
  const internal = useInternalLanding({ roundId, data, structure });
  const hosted = useHostedLanding(roundId);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [dialog, setDialog] = useState<PublishDialog>(null);
  const { step, link } = hosted.state;

  const signupDate = (timestamp: string) => {
    const date = parseTimestamp(timestamp);
    return date ? `${formatDay(date, i18n.language)} ${formatTime(date)}` : '';
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('closing.landing.title')}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('closing.landing.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('closing.landing.text')}
          </Text>
        </Stack>

        <Stack gap="xs" role="group" aria-label={t('closing.internal.title')}>
          <Title order={3} size="h5">
            {t('closing.internal.title')}
          </Title>
          <Text size="sm" data-testid="internal-landing-state">
            {internal.loading
              ? t('spinner.loading')
              : internal.page
                ? t('closing.internal.ready')
                : t('closing.internal.none')}
          </Text>
          <MissingSteps missing={internal.missing} structure={structure} place={place} />
          {/* Written before the idea changed: "Generate again" writes it from the idea as it is now. */}
          {internal.page && writtenFromEarlierFrame(data, LANDING_PAGE_ID) && <EarlierReadingNotice />}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} />}
              loading={internal.generating}
              disabled={internal.loading || internal.missing.length > 0}
              onClick={() => void internal.generate()}
            >
              {internal.page ? t('closing.internal.regenerate') : t('closing.internal.generate')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              disabled={!internal.page || internal.generating}
              onClick={() => setPreviewOpen(true)}
            >
              {t('closing.internal.open')}
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs" role="group" aria-label={t('closing.hosted.title')}>
          <Title order={3} size="h5">
            {t('closing.hosted.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('closing.hosted.text', { days: hosted.trialDays })}
          </Text>
          {hosted.loading && <Loader size="sm" aria-label={t('spinner.loading')} />}
          {hosted.loadFailed && <Text c="red">{t('closing.hosted.loadFailed')}</Text>}
          {!hosted.loading && !hosted.loadFailed && (
            <HostedStatus
              step={step}
              link={link}
              error={hosted.state.error}
              views={hosted.views}
              signupCount={hosted.signupCount}
            />
          )}
          {!hosted.loading && !hosted.loadFailed && (
            <Group gap="sm">
              {step === LANDING_STEP.none && (
                <Button
                  leftSection={<IconWorldUpload size={16} />}
                  disabled={!internal.page}
                  onClick={() => setDialog('consent')}
                >
                  {t('closing.hosted.publish')}
                </Button>
              )}
              {step === LANDING_STEP.accountDone && !hosted.busy && (
                <Button leftSection={<IconWorldUpload size={16} />} onClick={() => void hosted.publish()}>
                  {t('closing.hosted.publish')}
                </Button>
              )}
              {step === LANDING_STEP.failed && (
                <Button
                  leftSection={<IconRefresh size={16} />}
                  loading={hosted.busy}
                  onClick={() => void hosted.publish()}
                >
                  {t('closing.hosted.tryAgain')}
                </Button>
              )}
              {step === LANDING_STEP.published && (
                <Button
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  loading={hosted.republishing}
                  disabled={!internal.page}
                  onClick={() => void hosted.republish()}
                >
                  {t('closing.hosted.republish')}
                </Button>
              )}
            </Group>
          )}
          {step === LANDING_STEP.none && !internal.page && !internal.loading && (
            <Text size="xs" c="dimmed">
              {t('closing.hosted.needsPage')}
            </Text>
          )}
        </Stack>

        {step === LANDING_STEP.published && (
          <Stack gap="xs" role="group" aria-label={t('closing.signups.title')}>
            <Group justify="space-between">
              <Title order={3} size="h5">
                {t('closing.signups.title')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="signup-count">
                {t('closing.signups.count', { count: hosted.signupCount })}
              </Text>
            </Group>
            {hosted.signups && hosted.signups.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('closing.signups.none')}
              </Text>
            )}
            {hosted.signups && hosted.signups.length > 0 && (
              <Table striped aria-label={t('closing.signups.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('closing.signups.email')}</Table.Th>
                    <Table.Th>{t('closing.signups.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {hosted.signups.map((signup) => (
                    <Table.Tr key={`${signup.email}-${signup.createdAt}`}>
                      <Table.Td>{signup.email}</Table.Td>
                      <Table.Td>{signupDate(signup.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
      </Stack>

      {internal.page && (
        <LandingPreviewDialog
          opened={previewOpen}
          onClose={() => setPreviewOpen(false)}
          data={internal.page}
          roundId={roundId}
        />
      )}
      <PublishConsentDialog
        opened={dialog === 'consent'}
        onClose={() => setDialog(null)}
        onContinue={() => setDialog('info')}
      />
      <PublishInfoDialog
        opened={dialog === 'info'}
        onClose={() => setDialog(null)}
        onContinue={() => {
          setDialog(null);
          void hosted.publish();
        }}
      />
    </Paper>
  );
}

interface HostedStatusProps {
  step: number;
  link: string | null;
  error?: string;
  views: number;
  signupCount: number;
}

/** The hosted page's status step: creating the account, account ready, published (with its address), failed. */
function HostedStatus({ step, link, error, views, signupCount }: HostedStatusProps) {
  const { t } = useTranslation();
  const pageLink = link && (
    // The address is one long word: it wraps anywhere rather than leaving its card.
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="hosted-link"
      style={{ overflowWrap: 'anywhere' }}
    >
      {link} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
  switch (step) {
    case LANDING_STEP.creatingAccount:
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('closing.hosted.status.creatingAccount')}</Text>
        </Group>
      );
    case LANDING_STEP.accountDone:
      return (
        <Stack gap={4} role="status">
          <Text size="sm" fw={600}>
            {t('closing.hosted.status.accountDone')}
          </Text>
          {pageLink}
        </Stack>
      );
    case LANDING_STEP.published:
      return (
        <Stack gap={4} role="status">
          <Group gap="xs">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" />
            <Text size="sm" fw={600}>
              {t('closing.hosted.status.published')}
            </Text>
          </Group>
          {pageLink}
          <Text size="sm" c="dimmed" data-testid="hosted-stats">
            {t('closing.hosted.views', { count: views })} · {t('closing.signups.count', { count: signupCount })}
          </Text>
        </Stack>
      );
    case LANDING_STEP.failed:
      return (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('closing.hosted.status.failed')}
          role="status"
        >
          {error}
        </Alert>
      );
    default:
      return null;
  }
}
