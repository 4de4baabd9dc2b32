import { inviteToProject, type ProjectInvitation, revokeProjectInvitation, type TeamRole } from '@idea-studio/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';

export type { ProjectInvitation };

/**
 * The pending invitations of a project for the Team Members tab (listProjectInvitations), inviting (the server
 * mails the link) and revoking. Failures show in the snackbar (the `client` rules); the list changes only once the
 * server did.
 */
export function useTeamInvitations(projectId: string | undefined) {
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  const invitations = serverState.projectInvitations($api, projectId ?? '');
  const list = useQuery({ ...invitations, enabled: !!projectId });
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitations.queryKey });

  const invite = useMutation({
    mutationFn: ({ email, role }: { email: string; role: TeamRole }) =>
      inviteToProject(client, projectId ?? '', email, role),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (invitation: ProjectInvitation) =>
      revokeProjectInvitation(client, projectId ?? '', invitation.invitationId),
    onSuccess: (_answer, invitation) =>
      queryClient.setQueryData(invitations.queryKey, (current) =>
        current?.filter((i) => i.invitationId !== invitation.invitationId),
      ),
  });

  return {
    /** Pending invitations; empty while loading, without a project or after a failure. */
    invitations: list.data ?? [],
    invite: invite.mutateAsync,
    inviting: invite.isPending,
    revoke: (invitation: ProjectInvitation) => revoke.mutateAsync(invitation).catch(() => undefined),
  };
}
