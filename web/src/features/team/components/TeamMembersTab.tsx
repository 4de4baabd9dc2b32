import { defaultProject, displayName } from '@idea-studio/sdk';
import { ActionIcon, Button, Center, Group, Loader, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { userAtom } from '../../auth/atoms';
import { UserAvatar } from '../../home/components/UserAvatar';
import { type TeamMember, useProjectMembers } from '../hooks/useProjectMembers';
import { InviteDialog } from './InviteDialog';

/**
 * Team Members (part 1 §2, §6): the default project's members with avatar (your own picture; others their
 * initials or the user icon — only your picture has an address), first and last name and e-mail, a trash action
 * on everyone but yourself (confirmed, then removeProjectMember), and Invite, disabled for everyone.
 */
export function TeamMembersTab() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const projectId = user ? defaultProject(user)?.projectId : undefined;
  const { members, failed, remove } = useProjectMembers(projectId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [inviting, setInviting] = useState(false);
  if (!user) return null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('team.intro')}
        </Text>
        <Tooltip label={t('team.inviteLater')}>
          <span>
            <Button leftSection={<IconUserPlus size={16} />} variant="light" disabled onClick={() => setInviting(true)}>
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
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
