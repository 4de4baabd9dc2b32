import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';

export type TeamMember = Schemas['TeamMember'];

/**
 * The team of a project for the Team Members tab (listProjectMembers), and removing a member
 * (removeProjectMember) — the row goes only once the server removed it.
 */
export function useProjectMembers(projectId: string | undefined) {
  const { client } = useApi();
  const [members, setMembers] = useState<TeamMember[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setMembers(null);
    setFailed(false);
    if (!projectId) {
      console.warn('Team: the user has no default project, so there is no team to show.');
      setMembers([]);
      return;
    }
    let alive = true;
    unwrap(client.GET('/projects/{projectId}/members', { params: { path: { projectId } } })).then(
      (list) => alive && setMembers(list),
      () => {
        if (!alive) return;
        setFailed(true);
        setMembers([]);
      },
    );
    return () => {
      alive = false;
    };
  }, [client, projectId]);

  const remove = useCallback(
    async (member: TeamMember) => {
      if (!projectId || member.isCurrentUser) return;
      try {
        await unwrap(
          client.DELETE('/projects/{projectId}/members/{userId}', {
            params: { path: { projectId, userId: member.userId } },
          }),
        );
        setMembers((current) => current?.filter((m) => m.userId !== member.userId) ?? current);
      } catch {
        // the snackbar shows why; the member stays listed
      }
    },
    [client, projectId],
  );

  return { members, failed, remove };
}
