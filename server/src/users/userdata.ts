import type { components } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { toFlag } from '../db/flags.js';
import { type HubFile, listProjectFiles, listRagFiles, toHubFile } from '../hub/repository.js';
import { listOwnProjects } from '../projects/repository.js';
import type { UserRow } from './repository.js';

export type UserData = components['schemas']['User'];

/** Secrets of the current session that the answer may carry (see `loadUserData`). */
export interface SessionSecrets {
  /** The session's bearer token. */
  token?: string;
  /** A freshly issued API key: only verifyLogin, autoLogin and setNewPassword disclose one. */
  apiKey?: string;
}

/** bigint arrives as a string from PostgreSQL. */
const toTimestamp = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * Assembles the contract's `User` for a user row: profile, company, licence seats and the licence's members,
 * own projects and the knowledge-hub files per project. `apiKey` is the empty string unless a new key was just
 * issued; `token` is the current session's bearer token when known.
 */
export async function loadUserData(db: Db, user: UserRow, secrets: SessionSecrets = {}): Promise<UserData> {
  const [company, seats, projects] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['name', 'industry_id', 'mission', 'webpage'])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('licenses')
      .select(['license_id', 'license_type_id', 'max_role_level'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    listOwnProjects(db, user.id),
  ]);

  // The knowledge hub: the default project's pitch deck, and the RAG files of every own project.
  const defaultProject = projects.find((project) => project.sys_default === 1);
  const [pitchDecks, ragRows] = await Promise.all([
    defaultProject ? listProjectFiles(db, defaultProject.id, 'PITCHDECK') : [],
    listRagFiles(
      db,
      projects.map((project) => project.id),
    ),
  ]);
  const ragFiles = new Map<string, HubFile[]>(projects.map((project) => [project.id, []]));
  for (const row of ragRows) ragFiles.get(row.project_id)?.push(toHubFile(row));

  const licenseIds = [...new Set(seats.map((seat) => seat.license_id))];
  const members =
    licenseIds.length === 0
      ? []
      : await db
          .selectFrom('licenses')
          .innerJoin('users', 'users.id', 'licenses.user_id')
          .select([
            'users.id as userId',
            'users.prename',
            'users.lastname',
            'users.email',
            'users.avatar',
            'users.refreshtoken',
            'licenses.license_type_id',
            'licenses.role',
          ])
          .where('licenses.license_id', 'in', licenseIds)
          .orderBy('licenses.created_at')
          .orderBy('licenses.id')
          .execute();
  const seen = new Set<string>();

  return {
    id: user.id,
    prename: user.prename,
    lastname: user.lastname,
    email: user.email,
    lang: user.lang,
    avatar: toFlag(user.avatar),
    refreshtoken: toTimestamp(user.refreshtoken),
    status: user.status,
    intentionRoleId: user.intention_role_id,
    apiKey: secrets.apiKey ?? '',
    ...(secrets.token ? { token: secrets.token } : {}),
    companyData: {
      name: company?.name ?? null,
      industry: company?.industry_id ?? null,
      mission: company?.mission ?? null,
      webpage: company?.webpage ?? null,
      pitchDeck: pitchDecks[0] ? toHubFile(pitchDecks[0]) : null,
    },
    licenseData: seats.map((seat) => ({
      userId: user.id,
      licenseTypeId: seat.license_type_id,
      maxRoleLevel: seat.max_role_level,
    })),
    licenseMembers: members
      .filter((member) => !seen.has(member.userId) && seen.add(member.userId))
      .map((member) => ({
        userId: member.userId,
        prename: member.prename,
        lastname: member.lastname,
        email: member.email,
        licenseTypeId: member.license_type_id,
        role: member.role,
        avatar: toFlag(member.avatar),
        refreshtoken: toTimestamp(member.refreshtoken),
      })),
    projectData: {
      own: projects.map((project) => ({
        projectId: project.id,
        name: project.name,
        sysDefault: toFlag(project.sys_default),
        ownerId: project.owner_id,
      })),
    },
    ragFiles: projects.map((project) => ({ projectId: project.id, files: ragFiles.get(project.id) ?? [] })),
  };
}
