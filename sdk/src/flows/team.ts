// Team invitations: the owner invites by e-mail with a role, the invitee opens the mailed link
// `{APP_URL}/invite/{token}`, logs in (or registers) with the invited address and accepts; then the project's
// rounds are theirs to see (listProjectTracks). Shared by the web and the CLI.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import type { UserTrack } from './tracks.js';

export type TeamMember = Schemas['TeamMember'];
export type TeamRole = Schemas['TeamRole'];
export type TeamProject = Schemas['TeamProject'];
export type ProjectInvitation = Schemas['ProjectInvitation'];
export type InvitationPreview = Schemas['InvitationPreview'];

/** The roles an invitation can give, in the order a picker shows them (Member is the default). */
export const TEAM_ROLES: readonly TeamRole[] = ['Member', 'Editor'];
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The web app's path of an invitation link. */
export const INVITATION_PATH = '/invite/';

/** The invitation link the server mails. */
export const invitationLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}${INVITATION_PATH}${encodeURIComponent(token)}`;

/**
 * The token of an invitation link as pasted: the whole link (any host, with or without query or fragment), the
 * path `/invite/<token>` or the bare token. Undefined when nothing usable is left.
 */
export function invitationToken(link: string): string | undefined {
  const text = link.trim();
  if (!text) return undefined;
  const at = text.indexOf(INVITATION_PATH);
  const tail = at >= 0 ? text.slice(at + INVITATION_PATH.length) : text;
  const raw = tail.split(/[?#/]/)[0] ?? '';
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : undefined;
}

/** The projects the user belongs to: own ones first, then joined ones. */
export const listProjects = (client: IdeaClient): Promise<TeamProject[]> =>
  unwrap(client.GET('/projects', { params: { query: {} } }));

/** Projects the user joined (not their own). */
export const joinedProjects = (projects: TeamProject[]) => projects.filter((project) => !project.isOwner);

/** Every round of a project (all members'), for its members. */
export const listProjectTracks = (client: IdeaClient, projectId: string): Promise<UserTrack[]> =>
  unwrap(client.GET('/projects/{projectId}/tracks', { params: { path: { projectId }, query: {} } }));

export const listProjectMembers = (client: IdeaClient, projectId: string): Promise<TeamMember[]> =>
  unwrap(client.GET('/projects/{projectId}/members', { params: { path: { projectId }, query: {} } }));

export const removeProjectMember = (client: IdeaClient, projectId: string, userId: string) =>
  unwrap(client.DELETE('/projects/{projectId}/members/{userId}', { params: { path: { projectId, userId } } }));

export const listProjectInvitations = (client: IdeaClient, projectId: string): Promise<ProjectInvitation[]> =>
  unwrap(client.GET('/projects/{projectId}/invitations', { params: { path: { projectId }, query: {} } }));

/** Invites an address (owner only); the server mails the link. */
export const inviteToProject = (
  client: IdeaClient,
  projectId: string,
  email: string,
  role: TeamRole = 'Member',
): Promise<ProjectInvitation> =>
  unwrap(client.POST('/projects/{projectId}/invitations', { params: { path: { projectId } }, body: { email, role } }));

export const revokeProjectInvitation = (client: IdeaClient, projectId: string, invitationId: string) =>
  unwrap(
    client.DELETE('/projects/{projectId}/invitations/{invitationId}', {
      params: { path: { projectId, invitationId } },
    }),
  );

/** What a link offers, before logging in (no session needed). */
export const previewInvitation = (client: IdeaClient, token: string): Promise<InvitationPreview> =>
  unwrap(client.POST('/invitations/preview', { body: { token } }));

/** Joins the invitation's project as the logged-in user (who must have the invited address). */
export const acceptInvitation = (client: IdeaClient, token: string): Promise<TeamProject> =>
  unwrap(client.POST('/invitations/accept', { body: { token } }));

/** Who owns a project, for lists: the startup's name, else the owner's name, else the owner's address. */
export function projectOwnerLabel(project: Pick<TeamProject, 'owner' | 'companyName'>): string {
  const name = [project.owner.prename, project.owner.lastname].filter(Boolean).join(' ').trim();
  return project.companyName?.trim() || name || project.owner.email;
}
