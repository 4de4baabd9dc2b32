import { continueAt, feedbackLeft, roundStatus, type Schemas, type TrackStructure, trackLink } from '@idea-studio/sdk';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDots, IconLayoutColumns, IconPencil, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localName } from '../../track-data/names';
import { flattenResults, pinCount } from '../../track-data/roundResults';
import { StreamDots } from './StreamDots';

export interface TrackRowProps {
  track: Schemas['UserTrack'];
  structure: TrackStructure;
  onRename: () => void;
  onDelete: () => void;
  onKeyResults: () => void;
  onFeedbackBoard: () => void;
}

/**
 * A round on the dashboard (part 1 §2): name, 'Round ID: …', the dropdown (Rename, Delete), the Key Results
 * button, one dot per stream plus Ship, the feedback counts (30 minus the Feedback Card's pins) and the continue
 * link to where the round stands.
 */
export function TrackRow({ track, structure, onRename, onDelete, onKeyResults, onFeedbackBoard }: TrackRowProps) {
  const { t, i18n } = useTranslation();
  const entries = roundStatus(track, structure);
  const pins = pinCount(flattenResults(track.results), structure);
  const streamName = (id: string) => {
    const stream = structure.streams.find((s) => s.id === id);
    return stream ? localName(stream, i18n.language) : id;
  };
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={track.name} data-testid="track-row">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" lineClamp={1}>
              {track.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t('dashboard.roundId', { roundId: track.roundId })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button variant="light" size="xs" leftSection={<IconTrophy size={14} />} onClick={onKeyResults}>
              {t('dashboard.keyResults')}
            </Button>
            <Button variant="default" size="xs" leftSection={<IconLayoutColumns size={14} />} onClick={onFeedbackBoard}>
              {t('feedbackBoard.open')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('dashboard.actions', { name: track.name })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
                  {t('dashboard.rename')}
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                  {t('dashboard.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <StreamDots
            entries={entries}
            streamName={streamName}
            linkOf={(entry) => trackLink(track.trackId, entry.link, track.roundId)}
            label={t('dashboard.streamsLabel', { name: track.name })}
          />
          <Group gap="lg" wrap="nowrap">
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} data-testid="feedback-left">
                {t('dashboard.feedbackLeft', { n: feedbackLeft(pins) })}
              </Text>
              <Text size="xs" c="dimmed" data-testid="feedback-count">
                {t('dashboard.feedbacks', { n: pins })}
              </Text>
            </Stack>
            <Button
              component={Link}
              href={trackLink(track.trackId, continueAt(track, structure), track.roundId)}
              rightSection={<IconArrowRight size={16} />}
            >
              {t('dashboard.continue')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
