import type { Schemas } from '@idea-studio/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';

export type TeamMember = Schemas['TeamMember'];

/**
 * The members of a project for the track header's avatars (listProjectMembers, the same entry as the Team
 * Members tab). Asked quietly: a server without the team call (501) or any failure leaves `null`, and the header
 * shows only the current user.
 */
export function useTeam(projectId: string | undefined): TeamMember[] | null {
  const { $quiet } = useApi();
  const query = useQuery({ ...serverState.projectMembers($quiet, projectId ?? ''), enabled: !!projectId });
  return (projectId && query.data) || null;
}
