import type { Schemas } from '@idea-studio/sdk';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDay } from '../../../ui/dates';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { FeedbackBoardDialog } from '../../feedback-board/components/FeedbackBoardDialog';
import { HomeWelcome } from '../../home/components/HomeWelcome';
import { KeyResultsDialog } from '../../key-results/components/KeyResultsDialog';
import { SettingsDialog } from '../../settings/components/SettingsDialog';
import { TeamProjects } from '../../team/components/TeamProjects';
import { useTrackStructures } from '../../track-data/hooks/useTrackStructures';
import { groupTracksByDay, type TrackGroup } from '../groupTracks';
import { useUserTracks } from '../hooks/useUserTracks';
import { NewIdeaDialog } from './NewIdeaDialog';
import { RenameTrackDialog } from './RenameTrackDialog';
import { TrackRow } from './TrackRow';

type UserTrack = Schemas['UserTrack'];

/** Query parameters of the dashboard's dialogs (part 1 §2). */
export const NEW_STREAM_PARAM = 'new-stream';
export const SETTINGS_PARAM = 'settings';
export const SETTINGS_PAGE_PARAM = 'page';

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconBulb size={26} />
        </ThemeIcon>
        <Text c="dimmed" size="lg">
          {t('dashboard.empty')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The stream dashboard at /home (part 1 §2): greeting and tagline, New Business Idea, the rounds grouped by the
 * day they were last worked on, the team projects the user joined (with their rounds), and the dialogs opened from a row (Key Results, rename, delete) or by the query
 * (`new-stream=true`, `settings=true&page=N`).
 */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const { tracks, failed, rename, remove } = useUserTracks();
  const trackIds = useMemo(() => tracks?.map((track) => track.trackId) ?? [], [tracks]);
  const structures = useTrackStructures(trackIds);
  const [renaming, setRenaming] = useState<UserTrack | null>(null);
  const [deleting, setDeleting] = useState<UserTrack | null>(null);
  const [keyResultsRound, setKeyResultsRound] = useState<string | null>(null);
  const [boardRound, setBoardRound] = useState<string | null>(null);

  const dropParams = (...keys: string[]) =>
    setParams(
      (current) => {
        for (const key of keys) current.delete(key);
        return current;
      },
      { replace: true },
    );

  const groupLabel = (group: TrackGroup) =>
    group.kind === 'date' ? formatDay(group.date, i18n.language) : t(`dashboard.${group.kind}`);

  const keyResultsTrack = tracks?.find((track) => track.roundId === keyResultsRound) ?? null;

  let content: ReactNode;
  if (failed || structures.failed) {
    content = <Text c="red">{t('dashboard.loadFailed')}</Text>;
  } else if (!tracks || !structures.ready) {
    content = (
      <Center mih={200}>
        <WaitSpinner />
      </Center>
    );
  } else if (tracks.length === 0) {
    content = <EmptyState />;
  } else {
    content = groupTracksByDay(tracks).map((group) => (
      <Stack key={group.key} gap="sm" component="section" aria-label={groupLabel(group)} data-testid="track-group">
        <Title order={2} size="h5" c="dimmed" tt="uppercase">
          {groupLabel(group)}
        </Title>
        {group.tracks.map((track) => {
          const structure = structures.structures[track.trackId];
          return structure ? (
            <TrackRow
              key={track.roundId}
              track={track}
              structure={structure}
              onRename={() => setRenaming(track)}
              onDelete={() => setDeleting(track)}
              onKeyResults={() => setKeyResultsRound(track.roundId)}
              onFeedbackBoard={() => setBoardRound(track.roundId)}
            />
          ) : null;
        })}
      </Stack>
    ));
  }

  const settingsPage = Number(params.get(SETTINGS_PAGE_PARAM) ?? '1') || 1;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <HomeWelcome />
        <Button
          size="md"
          leftSection={<IconPlus size={18} />}
          onClick={() => navigate(`/home?${NEW_STREAM_PARAM}=true`)}
        >
          {t('dashboard.newIdea')}
        </Button>
      </Group>
      {content}
      <TeamProjects />

      {params.get(NEW_STREAM_PARAM) === 'true' && <NewIdeaDialog onClose={() => dropParams(NEW_STREAM_PARAM)} />}
      {params.get(SETTINGS_PARAM) === 'true' && (
        <SettingsDialog
          page={settingsPage}
          onPageChange={(page) =>
            setParams(
              (current) => {
                current.set(SETTINGS_PAGE_PARAM, String(page));
                return current;
              },
              { replace: true },
            )
          }
          onClose={() => dropParams(SETTINGS_PARAM, SETTINGS_PAGE_PARAM)}
        />
      )}
      {renaming && (
        <RenameTrackDialog
          name={renaming.name}
          onRename={(name) => rename(renaming.roundId, name)}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('dashboard.deleteTitle')}
        question={t('dashboard.deleteQuestion')}
        confirmLabel={t('common.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting.roundId).catch(() => undefined) : undefined)}
      />
      <KeyResultsDialog track={keyResultsTrack} onClose={() => setKeyResultsRound(null)} />
      <FeedbackBoardDialog
        track={tracks?.find((track) => track.roundId === boardRound) ?? null}
        onClose={() => setBoardRound(null)}
      />
    </Stack>
  );
}
