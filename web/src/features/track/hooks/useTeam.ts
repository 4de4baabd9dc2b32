import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useEffect, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';

export type TeamMember = Schemas['TeamMember'];

/**
 * The members of a project for the track header's avatars (listProjectMembers). Asked quietly: a server
 * without the team call (501) or any failure leaves `null`, and the header shows only the current user.
 */
export function useTeam(projectId: string | undefined): TeamMember[] | null {
  const { quiet } = useApi();
  const [members, setMembers] = useState<TeamMember[] | null>(null);
  useEffect(() => {
    setMembers(null);
    if (!projectId) return;
    let alive = true;
    unwrap(quiet.GET('/projects/{projectId}/members', { params: { path: { projectId } } })).then(
      (list) => alive && setMembers(list),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [quiet, projectId]);
  return members;
}
