import { Avatar, Group, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TEAM_AVATARS_SHOWN } from '../../../ui/constants';
import { userAtom } from '../../auth/atoms';
import { UserAvatar } from '../../home/components/UserAvatar';
import type { TeamMember } from '../hooks/useTeam';

export interface TeamAvatarsProps {
  /** The project's members; null when unknown (then only the current user is shown). */
  members: TeamMember[] | null;
}

/**
 * The track header's team (part 1 §2, part 2 §2.3): up to two avatars (picture, initials or icon), then '+n'
 * for the rest, and the add-member icon, disabled while invitations are.
 */
export function TeamAvatars({ members }: TeamAvatarsProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!user) return null;
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
          disabled
          aria-label={t('track.header.addMember')}
          style={{ cursor: 'not-allowed', opacity: 0.6 }}
        >
          <IconUserPlus size={18} />
        </Avatar>
      </Tooltip>
    </Group>
  );
}
