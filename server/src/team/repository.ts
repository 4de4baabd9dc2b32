import type { Db } from '../db/database.js';
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
