import { FRAME_SLOTS } from '@idea-studio/sdk';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IdeaFrameState } from '../hooks/useIdeaFrame';
import { hasUnconfirmed } from '../ideaFrame';
import { FrameSlotRow } from './FrameSlotRow';
import classes from './IdeaFrame.module.css';

export interface IdeaFramePanelProps {
  frame: IdeaFrameState;
  /** A teammate's round: the frame is shown, nothing can be changed. */
  readOnly?: boolean;
}

/**
 * "How we read your idea" (DESIGN: the idea frame is read once and confirmed by the founder): each slot with the
 * founder's words or "not said" and who wrote it, a pencil per slot, "Looks right" to confirm the reading, and
 * "Read again" once the words changed so that a new reading differs from the stored one.
 */
export function IdeaFramePanel({ frame, readOnly = false }: IdeaFramePanelProps) {
  const { t } = useTranslation();
  const { shown, status, changed } = frame;
  if (status === 'empty') return null;
  const headingId = 'idea-frame-title';

  return (
    <Paper className={classes.panel} radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {t('basicIdea.frame.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('basicIdea.frame.intro')}
            </Text>
          </div>
          {shown && !readOnly && hasUnconfirmed(shown) && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} />}
              onClick={frame.confirm}
              style={{ flexShrink: 0 }}
            >
              {t('basicIdea.frame.confirm')}
            </Button>
          )}
        </Group>

        {!readOnly && changed.length > 0 && (
          <Alert color="blue" variant="light" p="xs" data-testid="frame-changed">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{t('basicIdea.frame.changed')}</Text>
              <Button
                size="compact-sm"
                leftSection={<IconRefresh size={14} />}
                onClick={frame.readAgain}
                style={{ flexShrink: 0 }}
              >
                {t('basicIdea.frame.readAgain')}
              </Button>
            </Group>
          </Alert>
        )}

        {status === 'reading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('basicIdea.frame.reading')}
            </Text>
          </Group>
        )}
        {status === 'failed' && (
          <Group gap="sm" role="alert">
            <Text size="sm" c="red">
              {t('basicIdea.frame.failed')}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={frame.retry}>
              {t('basicIdea.frame.retry')}
            </Button>
          </Group>
        )}
        {shown && (
          <div className={classes.slots}>
            {FRAME_SLOTS.map((slot) => (
              <FrameSlotRow
                key={slot.name}
                slot={slot}
                current={shown}
                onEdit={readOnly ? undefined : (text) => frame.edit(slot, text)}
              />
            ))}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
