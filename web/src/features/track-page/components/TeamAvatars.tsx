import { Avatar, Group, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TEAM_AVATARS_SHOWN } from '../../../ui/constants';
import { userAtom } from '../../auth/atoms';
import { UserAvatar } from '../../home/components/UserAvatar';
import type { TeamMember } from '../hooks/useTeam';

export interface TeamAvatarsProps {
  /** The project's members; null when unknown (then only the current user is shown). */
  members: TeamMember[] | null;
}

/** Where the add-member icon leads: the settings dialog's Team Members tab (part 1 §2), where the owner invites. */
export const TEAM_SETTINGS_PATH = '/home?settings=true&page=3';

/**
 * The track header's team (part 1 §2, part 2 §2.3): up to two avatars (picture, initials or icon), then '+n'
 * for the rest, and the add-member icon: for the project's owner it opens the Team Members tab to invite someone
 * (team invitations); for everyone else it stays disabled, as only the owner invites.
 */
export function TeamAvatars({ members }: TeamAvatarsProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  if (!user) return null;
  const isOwner = members?.some((member) => member.isCurrentUser && member.role === 'Owner') ?? false;
  const team = members?.length ? members : [{ userId: user.id, email: user.email, isCurrentUser: true }];
  const shown = team.slice(0, TEAM_AVATARS_SHOWN);
  const rest = team.length - shown.length;
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t('track.header.team')} role="group">
      <Avatar.Group spacing="sm">
        {shown.map((member) =>
          member.isCurrentUser ? (
            <UserAvatar key={member.userId} user={user} size={34} />
          ) : (
            // Only the current user's picture has an address; other members show their initials.
            <UserAvatar key={member.userId} user={{ ...member, avatar: 0 }} size={34} />
          ),
        )}
        {rest > 0 && (
          <Avatar size={34} radius="xl" data-testid="team-more">
            {t('track.header.more', { n: rest })}
          </Avatar>
        )}
      </Avatar.Group>
      <Tooltip label={t('track.header.addMember')}>
        <Avatar
          component="button"
          size={34}
          radius="xl"
          disabled={!isOwner}
          onClick={isOwner ? () => navigate(TEAM_SETTINGS_PATH) : undefined}
          aria-label={t('track.header.addMember')}
          style={isOwner ? { cursor: 'pointer' } : { cursor: 'not-allowed', opacity: 0.6 }}
        >
          <IconUserPlus size={18} />
        </Avatar>
      </Tooltip>
    </Group>
  );
}
