// What the step screens share around their own content: loading and its failure, the notice when User Tinder has
// no main persona yet (with the way there), and the "How shall we proceed?" panel of Save Result and Reset & Start
// Again.
import { stepProviding, type TrackStructure } from '@idea-studio/sdk';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh, IconRotate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';

/** The address of the round's step that provides the main persona (User Tinder), on the same kind of track page. */
export function useTinderLink(structure: TrackStructure): string | undefined {
  const [location] = useLocation();
  const [params] = useSearchParams();
  const tinder = stepProviding(structure, 'mainPersona');
  if (!tinder) return undefined;
  const next = new URLSearchParams(params);
  next.set('streamId', tinder.stream.id);
  next.set('stepId', tinder.step.id);
  return `${location}?${next.toString()}`;
}

export interface StepLoadStateProps {
  failed: boolean;
  loaded: boolean;
  failedText: string;
  retryLabel: string;
  onRetry: () => void;
}

/** While a step's saved state loads: a spinner, or the failure with a retry; null once loaded. */
export function StepLoadState({ failed, loaded, failedText, retryLabel, onRetry }: StepLoadStateProps): ReactNode {
  if (failed) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start" gap="md">
          <Text>{failedText}</Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {retryLabel}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (!loaded) {
    return (
      <Center py={80}>
        <Loader type="dots" />
      </Center>
    );
  }
  return null;
}

/** The steps that need User Tinder's main persona first, by the texts of their notice. */
export type NoPersonaTexts = 'insightMapping.noPersona' | 'problemShadowing.noPersona' | 'expertChat.noPersona';

/** A step that needs User Tinder's main persona first; `textsKey` holds its title, text and link label. */
export function NoPersonaNotice({ textsKey, structure }: { textsKey: NoPersonaTexts; structure: TrackStructure }) {
  const { t } = useTranslation();
  const tinderLink = useTinderLink(structure);
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-label={t(`${textsKey}.title` as const)}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t(`${textsKey}.title` as const)}
        </Title>
        <Text>{t(`${textsKey}.text` as const)}</Text>
        {tinderLink && (
          <Anchor component={Link} href={tinderLink}>
            {t(`${textsKey}.link` as const)}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

export interface ProceedPanelProps {
  /** What the step is doing now: its own label, or null when idle. */
  busy: string | null;
  saveEnabled: boolean;
  /** Reset is held for a reason of the step's own (e.g. situations still loading). */
  resetHeld?: boolean;
  onSave: () => void;
  onReset: () => void;
}

/** "How shall we proceed?": Save Result and Reset & Start Again, each held while the other runs. */
export function ProceedPanel({ busy, saveEnabled, resetHeld = false, onSave, onReset }: ProceedPanelProps) {
  const { t } = useTranslation();
  const working = busy !== null;
  return (
    <Paper withBorder radius="md" p="lg" mt="sm" component="section" aria-label={t('basicIdea.proceed')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('basicIdea.proceed')}
        </Title>
        <Group gap="sm">
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!saveEnabled || (working && busy !== 'save')}
            loading={busy === 'save'}
            onClick={onSave}
          >
            {t('basicIdea.save')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRotate size={16} />}
            disabled={resetHeld || (working && busy !== 'reset')}
            loading={busy === 'reset'}
            onClick={onReset}
          >
            {t('basicIdea.reset')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
