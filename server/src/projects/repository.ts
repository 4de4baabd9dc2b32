import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProjectsTable } from '../db/schema.js';

export type ProjectRow = Selectable<ProjectsTable>;

export interface NewProject {
  id: string;
  name: string;
  ownerId: string;
  sysDefault: 0 | 1;
  now: string;
}

/** Creates a project and makes its owner a member with the role `Owner`. Pass a transaction. */
export async function createProject(db: Db, project: NewProject): Promise<void> {
  await db
    .insertInto('projects')
    .values({
      id: project.id,
      name: project.name,
      owner_id: project.ownerId,
      sys_default: project.sysDefault,
      created_at: project.now,
      updated_at: project.now,
    })
    .execute();
  await addProjectMember(db, { projectId: project.id, userId: project.ownerId, role: 'Owner', now: project.now });
}

export async function addProjectMember(
  db: Db,
  member: { projectId: string; userId: string; role: string; now: string },
): Promise<void> {
  await db
    .insertInto('project_members')
    .values({ project_id: member.projectId, user_id: member.userId, role: member.role, created_at: member.now })
    .execute();
}

/** The projects a user owns, the default project first, then by creation. */
export async function listOwnProjects(db: Db, userId: string): Promise<ProjectRow[]> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('owner_id', '=', userId)
    .orderBy('sys_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
