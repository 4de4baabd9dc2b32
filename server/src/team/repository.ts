import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProjectInvitationsTable } from '../db/schema.js';
import { isPlausibleId } from '../http/ids.js';

// The hub's repository imports it from here.
export { isPlausibleId } from '../http/ids.js';

export interface ProjectMembership {
  projectId: string;
  ownerId: string;
  sysDefault: number;
  /** The member's role in the project, e.g. `Owner`. */
  role: string;
}

/** The project with the user's role in it, when the user is a member; undefined otherwise (or no such project). */
export async function findMembership(
  db: Db,
  projectId: string,
  userId: string,
): Promise<ProjectMembership | undefined> {
  if (!isPlausibleId(projectId)) return undefined;
  const row = await db
    .selectFrom('project_members')
    .innerJoin('projects', 'projects.id', 'project_members.project_id')
    .select(['projects.id', 'projects.owner_id', 'projects.sys_default', 'project_members.role'])
    .where('project_members.project_id', '=', projectId)
    .where('project_members.user_id', '=', userId)
    .executeTakeFirst();
  return row && { projectId: row.id, ownerId: row.owner_id, sysDefault: row.sys_default, role: row.role };
}

export interface MemberRow {
  userId: string;
  prename: string | null;
  lastname: string | null;
  email: string;
  avatar: number;
  refreshtoken: number | string | null;
  role: string;
}

/** The project's members, in the order they joined (the owner first). */
export async function listMembers(db: Db, projectId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('project_members')
    .innerJoin('users', 'users.id', 'project_members.user_id')
    .select([
      'users.id as userId',
      'users.prename',
      'users.lastname',
      'users.email',
      'users.avatar',
      'users.refreshtoken',
      'project_members.role',
    ])
    .where('project_members.project_id', '=', projectId)
    .orderBy('project_members.created_at')
    .orderBy('users.id')
    .execute();
}

/** Removes a member; answers whether there was one. */
export async function deleteMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  if (!isPlausibleId(userId)) return false;
  const result = await db
    .deleteFrom('project_members')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A user's projects with their role and the owner: own projects first (the default first), then joined ones. */
/** A project's columns with its owner's names and startup name (projects joined with `owner` and `companies`). */
const PROJECT_WITH_OWNER = [
  'projects.id as projectId',
  'projects.name',
  'projects.sys_default as sysDefault',
  'projects.owner_id as ownerId',
  'owner.prename as ownerPrename',
  'owner.lastname as ownerLastname',
  'owner.email as ownerEmail',
  'companies.name as companyName',
] as const;

export async function listProjectsOfUser(db: Db, userId: string) {
  const rows = await db
    .selectFrom('project_members')
    .innerJoin('projects', 'projects.id', 'project_members.project_id')
    .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
    .leftJoin('companies', 'companies.user_id', 'projects.owner_id')
    .select([
      ...PROJECT_WITH_OWNER,
      'projects.created_at as projectCreatedAt',
      'project_members.role',
      'project_members.created_at as joinedAt',
    ])
    .where('project_members.user_id', '=', userId)
    .execute();
  const own = (row: (typeof rows)[number]) => (row.ownerId === userId ? 0 : 1);
  return rows.sort(
    (a, b) =>
      own(a) - own(b) ||
      (own(a) === 0 ? b.sysDefault - a.sysDefault || a.projectCreatedAt.localeCompare(b.projectCreatedAt) : 0) ||
      a.joinedAt.localeCompare(b.joinedAt) ||
      a.projectId.localeCompare(b.projectId),
  );
}

/** A project with its owner's names and startup name (for invitation mails and previews). */
export async function findProjectWithOwner(db: Db, projectId: string) {
  return db
    .selectFrom('projects')
    .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
    .leftJoin('companies', 'companies.user_id', 'projects.owner_id')
    .select([...PROJECT_WITH_OWNER])
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
}

export type InvitationRow = Selectable<ProjectInvitationsTable>;

export async function insertInvitation(db: Db, row: Insertable<ProjectInvitationsTable>): Promise<void> {
  await db.insertInto('project_invitations').values(row).execute();
}

/** Ends the pending invitations of an address into a project (a new one replaces them). */
export async function revokePendingInvitations(db: Db, projectId: string, emailLower: string, now: string) {
  await db
    .updateTable('project_invitations')
    .set({ revoked_at: now })
    .where('project_id', '=', projectId)
    .where('email_lower', '=', emailLower)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Invitations neither accepted, revoked nor expired, the newest first. */
export async function listPendingInvitations(db: Db, projectId: string, now: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('project_invitations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes an invitation of the project that is not accepted or revoked yet; answers whether there was one. */
export async function revokeInvitation(db: Db, projectId: string, invitationId: string, now: string) {
  if (!isPlausibleId(invitationId)) return false;
  const result = await db
    .updateTable('project_invitations')
    .set({ revoked_at: now })
    .where('id', '=', invitationId)
    .where('project_id', '=', projectId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('project_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the invitation used, once: false when another request used or revoked it first. */
export async function markInvitationAccepted(db: Db, id: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('project_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether an address belongs to a member of the project (addresses are stored lower-cased). */
export async function isMemberByEmail(db: Db, projectId: string, emailLower: string): Promise<boolean> {
  const row = await db
    .selectFrom('project_members')
    .innerJoin('users', 'users.id', 'project_members.user_id')
    .select('users.id')
    .where('project_members.project_id', '=', projectId)
    .where('users.email', '=', emailLower)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts invitation mails against the user's daily cap; false (and nothing counted) when one more would pass it.
 * The count rises before the mail goes out, so parallel invitations cannot pass the cap together.
 */
export async function countInvitationMail(db: Db, userId: string, day: string, max: number): Promise<boolean> {
  await db.deleteFrom('invitation_mail_days').where('user_id', '=', userId).where('day', '<', day).execute();
  await db
    .insertInto('invitation_mail_days')
    .values({ user_id: userId, day, sent: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  const raised = await db
    .updateTable('invitation_mail_days')
    .set((eb) => ({ sent: eb('sent', '+', 1) }))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('sent', '<', max)
    .executeTakeFirst();
  return Number(raised.numUpdatedRows) > 0;
}

/** Adds a member unless the user is one already (then the role stays). */
export async function addMemberOnce(db: Db, projectId: string, userId: string, role: string, now: string) {
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute();
}
