import { defaultProject, displayName } from '@idea-studio/sdk';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconMail, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDay } from '../../../ui/dates';
import { userAtom } from '../../auth/atoms';
import { UserAvatar } from '../../home/components/UserAvatar';
import { type TeamMember, useProjectMembers } from '../hooks/useProjectMembers';
import { type ProjectInvitation, useTeamInvitations } from '../hooks/useTeamInvitations';
import { InviteDialog } from './InviteDialog';

/**
 * Team Members (part 1 §2, §6): the default project's members with avatar (your own picture; others their
 * initials or the user icon — only your picture has an address), first and last name and e-mail, a trash action
 * on everyone but yourself (confirmed, then removeProjectMember), the pending invitations below them (revocable by
 * the owner), and Invite: the owner invites by e-mail with a role (the spec left it disabled; teams are a later
 * addition).
 */
export function TeamMembersTab() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const projectId = user ? defaultProject(user)?.projectId : undefined;
  const { members, failed, remove } = useProjectMembers(projectId);
  const { invitations, invite, inviting: sending, revoke } = useTeamInvitations(projectId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<ProjectInvitation | null>(null);
  const [inviting, setInviting] = useState(false);
  if (!user) return null;
  const isOwner = members?.some((member) => member.isCurrentUser && member.role === 'Owner') ?? false;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('team.intro')}
        </Text>
        <Tooltip label={t('team.inviteOwnerOnly')} disabled={isOwner}>
          <span>
            <Button
              leftSection={<IconUserPlus size={16} />}
              variant="light"
              disabled={!isOwner}
              onClick={() => setInviting(true)}
            >
              {t('team.invite')}
            </Button>
          </span>
        </Tooltip>
      </Group>
      {members === null ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : failed ? null : (
        <Table verticalSpacing="xs" aria-label={t('team.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('team.avatar')}</VisuallyHidden>
              </Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('team.firstName')}</Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('team.lastName')}</Table.Th>
              <Table.Th>{t('team.email')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('team.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.userId} data-testid="team-member">
                <Table.Td w={48}>
                  {member.isCurrentUser ? (
                    <UserAvatar user={user} size={32} />
                  ) : (
                    <UserAvatar user={{ ...member, avatar: 0 }} size={32} />
                  )}
                </Table.Td>
                <Table.Td>{member.prename}</Table.Td>
                <Table.Td>{member.lastname}</Table.Td>
                {/* The address takes the room left and never breaks inside; too long, it ends in an ellipsis and
                    its title shows it whole. (max-width 0 lets a table cell shrink below its content.) */}
                <Table.Td w="100%" maw={0}>
                  <Text size="sm" truncate="end" title={member.email} data-testid="team-member-email">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td w={48}>
                  {!member.isCurrentUser && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('team.remove', { name: displayName(member) })}
                      onClick={() => setRemoving(member)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.invitationId} data-testid="team-invitation">
                <Table.Td w={48}>
                  <Avatar size={32} radius="xl" color="gray">
                    <IconMail size={18} />
                  </Avatar>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {t('team.pending')}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" c="dimmed">
                    {t('team.pendingUntil', {
                      role: t(`team.roles.${invitation.role}`),
                      date: formatDay(new Date(invitation.expiresAt), i18n.language),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td w="100%" maw={0}>
                  <Text size="sm" truncate="end" title={invitation.email} data-testid="team-invitation-email">
                    {invitation.email}
                  </Text>
                </Table.Td>
                <Table.Td w={48}>
                  {isOwner && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('team.revoke', { email: invitation.email })}
                      onClick={() => setRevoking(invitation)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('team.removeTitle')}
        question={t('team.removeQuestion', { name: removing ? displayName(removing) : '' })}
        confirmLabel={t('team.removeConfirm')}
        onClose={() => setRemoving(null)}
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('team.revokeTitle')}
        question={t('team.revokeQuestion', { email: revoking?.email ?? '' })}
        confirmLabel={t('team.revokeConfirm')}
        onClose={() => setRevoking(null)}
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvite={invite} busy={sending} />}
    </Stack>
  );
}
