import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useWarnOnce } from '../../../app/useWarnOnce';

export type TeamMember = Schemas['TeamMember'];

/**
 * The team of a project for the Team Members tab (listProjectMembers), and removing a member
 * (removeProjectMember) — the row goes only once the server removed it. Failures show in the snackbar.
 */
export function useProjectMembers(projectId: string | undefined) {
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  useWarnOnce(projectId ? null : 'Team: the user has no default project, so there is no team to show.');
  const members = serverState.projectMembers($api, projectId ?? '');
  const list = useQuery({ ...members, enabled: !!projectId });

  const removal = useMutation({
    mutationFn: (member: TeamMember) =>
      unwrap(
        client.DELETE('/projects/{projectId}/members/{userId}', {
          params: { path: { projectId: projectId ?? '', userId: member.userId } },
        }),
      ),
    onSuccess: (_answer, member) =>
      queryClient.setQueryData(members.queryKey, (current) => current?.filter((m) => m.userId !== member.userId)),
  });
  const { mutateAsync } = removal;

  const remove = useCallback(
    async (member: TeamMember) => {
      if (!projectId || member.isCurrentUser) return;
      // the snackbar shows why a removal failed; the member stays listed
      await mutateAsync(member).catch(() => undefined);
    },
    [projectId, mutateAsync],
  );

  return {
    /** The members; null while they load, empty without a project or after a failure. */
    members: !projectId || list.isError ? [] : (list.data ?? null),
    failed: list.isError,
    remove,
  };
}
