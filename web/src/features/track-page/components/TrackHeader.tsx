import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '../../../ui/Logo';
import { userAtom } from '../../auth/atoms';
import { UserMenu } from '../../home/components/UserMenu';
import type { TeamMember } from '../hooks/useTeam';
import { TeamAvatars } from './TeamAvatars';
import { TrackNameInput } from './TrackNameInput';

export interface TrackHeaderProps {
  name: string;
  /** Absent for a round the user may only look at (a teammate's): the name is then shown, not edited. */
  onRename?: (name: string) => Promise<unknown>;
  members: TeamMember[] | null;
}

/** Header of the track page (part 2 §2.3): logo, editable track name, company name, team and user menu. */
export function TrackHeader({ name, onRename, members }: TrackHeaderProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const company = user?.companyData?.name?.trim() || t('track.header.defaultCompany');
  return (
    <Box
      component="header"
      bg="white"
      px="lg"
      py="xs"
      pos="sticky"
      top={0}
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" h={52} wrap="nowrap">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor component={Link} href="/home" underline="never" aria-label={t('home.logoLink')}>
            <Logo />
          </Anchor>
          <Divider orientation="vertical" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            {onRename ? (
              <TrackNameInput name={name} onRename={onRename} />
            ) : (
              <Text fw={600} px={6} truncate="end" data-testid="track-name">
                {name}
              </Text>
            )}
            <Text c="dimmed" size="xs" px={6} truncate="end" data-testid="company-name">
              {company}
            </Text>
          </Stack>
        </Group>
        <Group gap="lg" wrap="nowrap">
          <TeamAvatars members={members} />
          <UserMenu />
        </Group>
      </Group>
    </Box>
  );
}
