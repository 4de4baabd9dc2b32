import { joinedProjects, projectOwnerLabel, type TeamProject } from '@idea-studio/sdk';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { formatDay } from '../../../ui/dates';

/** The link that opens a round on the track page at its own position. */
const roundLink = (trackId: string, roundId: string) =>
  `/track/${encodeURIComponent(trackId)}?${new URLSearchParams({ roundId }).toString()}`;

function JoinedProject({ project }: { project: TeamProject }) {
  const { t, i18n } = useTranslation();
  const roleName = (role: string) =>
    role === 'Owner' || role === 'Member' || role === 'Editor' ? t(`team.roles.${role}`) : role;
  const { $quiet } = useApi();
  const rounds = useQuery(serverState.projectTracks($quiet, project.projectId)).data;
  const label = projectOwnerLabel(project);
  return (
    <Paper withBorder radius="md" p="md" data-testid="team-project">
      <Stack gap="sm">
        <Group gap="xs">
          <IconUsers size={18} />
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            {t('team.joinedProject', { owner: project.owner.email, role: roleName(project.role) })}
          </Text>
        </Group>
        {rounds?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('team.joinedEmpty')}
          </Text>
        )}
        {rounds?.map((round) => (
          <Group key={round.roundId} justify="space-between" data-testid="team-round">
            <Stack gap={0}>
              <Text>{round.name}</Text>
              <Text size="xs" c="dimmed">
                {formatDay(new Date(round.dateUpdated ?? round.dateCreated ?? Date.now()), i18n.language)}
              </Text>
            </Stack>
            <Button
              component={Link}
              href={roundLink(round.trackId, round.roundId)}
              variant="light"
              rightSection={<IconArrowRight size={16} />}
              aria-label={`${t('team.openRound')}: ${round.name}`}
            >
              {t('team.openRound')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The projects the user joined by invitation, on the dashboard below their own rounds: each with its owner, the
 * user's role and the project's rounds (listProjectTracks), which open on the track page. Nothing without any.
 * Quiet: the dashboard's own list reports failures; this section just stays away.
 */
export function TeamProjects() {
  const { t } = useTranslation();
  const { $quiet } = useApi();
  const projects = joinedProjects(useQuery(serverState.projects($quiet)).data ?? []);
  if (!projects.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('team.joinedTitle')} data-testid="team-projects">
      <Title order={2} size="h5" c="dimmed" tt="uppercase">
        {t('team.joinedTitle')}
      </Title>
      {projects.map((project) => (
        <JoinedProject key={project.projectId} project={project} />
      ))}
    </Stack>
  );
}
