import type { components } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { deleteMember, findMembership, listMembers, type ProjectMembership } from './repository.js';

type TeamMember = components['schemas']['TeamMember'];

export function projectNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Project not found', 'There is no such project in your account.');
}

/**
 * The user's membership of the project. Non-members get `notFound()` (by default the project's 404), exactly as
 * for a project that does not exist; the hub passes its own not-found.
 */
export async function requireMembership(
  db: Db,
  projectId: string,
  userId: string,
  notFound: () => ApiError = projectNotFound,
): Promise<ProjectMembership> {
  const membership = await findMembership(db, projectId, userId);
  if (!membership) throw notFound();
  return membership;
}

/** The team of a project, for its members (part 1 §2 Team Members tab). */
export async function listTeam(db: Db, projectId: string, userId: string): Promise<TeamMember[]> {
  await requireMembership(db, projectId, userId);
  const members = await listMembers(db, projectId);
  return members.map((member) => ({
    userId: member.userId,
    prename: member.prename,
    lastname: member.lastname,
    email: member.email,
    avatar: member.avatar ? 1 : 0,
    refreshtoken: member.refreshtoken === null ? null : Number(member.refreshtoken),
    role: member.role,
    isCurrentUser: member.userId === userId,
  }));
}

/**
 * Removes a member (part 1 §6): members only (404), never yourself (400), only the project's owner (403), and the
 * user must be a member (404).
 */
export async function removeTeamMember(db: Db, projectId: string, memberId: string, userId: string): Promise<void> {
  const membership = await requireMembership(db, projectId, userId);
  if (memberId === userId) {
    throw new ApiError(400, 'removeSelf', 'Not possible', 'You cannot remove yourself from the team.');
  }
  if (membership.ownerId !== userId) {
    throw new ApiError(403, 'notOwner', 'Not allowed', 'Only the owner of the project can remove team members.');
  }
  if (!(await deleteMember(db, projectId, memberId))) {
    throw new ApiError(404, 'notFound', 'Member not found', 'This user is not a member of the project.');
  }
}
