import { type components, INVITATION_DAYS, invitationLink, isValidEmail, type Lang } from '@idea-studio/sdk';
import { randomToken, sha256 } from '../auth/crypto.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/repository.js';
import { invitationMail } from './mails.js';
import {
  addMemberOnce,
  countInvitationMail,
  findInvitationByTokenHash,
  findProjectWithOwner,
  type InvitationRow,
  insertInvitation,
  isMemberByEmail,
  listPendingInvitations,
  listProjectsOfUser,
  markInvitationAccepted,
  revokeInvitation,
  revokePendingInvitations,
} from './repository.js';
import { requireMembership } from './service.js';

type Schemas = components['schemas'];
type ProjectInvitation = Schemas['ProjectInvitation'];
type TeamProject = Schemas['TeamProject'];
type TeamRole = Schemas['TeamRole'];

/**
 * Team invitations: the owner of a project invites an address with a role (Member or Editor); the mailed link
 * `{APP_URL}/invite/{token}` lets the account with that address join, once, within INVITATION_DAYS days. Only the
 * token's SHA-256 is stored. Members see the pending invitations; only the owner invites and revokes.
 */

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export interface InvitationSettings {
  mailer: Mailer;
  appUrl: string;
  /** MAIL_FROM's address, where a recipient reports misuse. */
  reportTo: string;
  /** INVITE_MAIL_DAILY_MAX */
  dailyMax: number;
}

function notOwner(): ApiError {
  return new ApiError(403, 'notOwner', 'Not allowed', 'Only the owner of the project can invite team members.');
}

function invitationNotFound(): ApiError {
  return new ApiError(
    404,
    'invitationNotFound',
    'Invitation not found',
    'This invitation link is not valid (any more). Please ask the project owner for a new one.',
  );
}

const toInvitation = (row: InvitationRow): ProjectInvitation => ({
  invitationId: row.id,
  projectId: row.project_id,
  email: row.email,
  role: row.role as TeamRole,
  dateCreated: row.created_at,
  expiresAt: row.expires_at,
});

/** Owner only: members get 403, anyone else 404 (as for a project that does not exist). */
async function requireOwner(db: Db, projectId: string, userId: string) {
  const membership = await requireMembership(db, projectId, userId);
  if (membership.ownerId !== userId) throw notOwner();
  return membership;
}

const displayName = (prename: string | null, lastname: string | null) =>
  [prename, lastname].filter(Boolean).join(' ').trim();

/** Invites an address into the project and mails the link (owner only; at most `dailyMax` a day per user). */
export async function inviteToProject(
  db: Db,
  settings: InvitationSettings,
  userId: string,
  projectId: string,
  body: Schemas['InvitationRequest'],
  now: Date,
): Promise<ProjectInvitation> {
  await requireOwner(db, projectId, userId);
  // Stored, listed and mailed lower-cased, as account addresses are.
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) {
    throw new ApiError(400, 'validation', 'Invalid input', 'Please enter a valid e-mail address.');
  }
  const emailLower = email;
  const role: TeamRole = body.role ?? 'Member';
  if (await isMemberByEmail(db, projectId, emailLower)) {
    throw new ApiError(409, 'alreadyMember', 'Already in the team', 'This person is already a member of the team.');
  }
  const nowText = nowIso(now);
  if (!(await countInvitationMail(db, userId, nowText.slice(0, 10), settings.dailyMax))) {
    throw new ApiError(
      429,
      'tooManyRequests',
      'Too many invitations',
      `You can send at most ${settings.dailyMax} invitations a day. Please try again tomorrow.`,
    );
  }
  const token = randomToken(32);
  const row = {
    id: newId(now.getTime()),
    project_id: projectId,
    email,
    email_lower: emailLower,
    role,
    token_hash: sha256(token),
    invited_by: userId,
    created_at: nowText,
    expires_at: nowIso(new Date(now.getTime() + INVITATION_MS)),
    accepted_at: null,
    accepted_by: null,
    revoked_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await revokePendingInvitations(trx, projectId, emailLower, nowText);
    await insertInvitation(trx, row);
  });

  const [inviter, invitee, project] = await Promise.all([
    findUserById(db, userId),
    findUserByEmail(db, emailLower),
    findProjectWithOwner(db, projectId),
  ]);
  // The invitee's language when they have an account, else the inviter's.
  const lang: Lang = (invitee?.lang ?? inviter?.lang) === 'de' ? 'de' : 'en';
  const mail = invitationMail(lang, {
    inviter: { name: displayName(inviter?.prename ?? null, inviter?.lastname ?? null), email: inviter?.email ?? '' },
    projectName: project?.companyName?.trim() || project?.name || '',
    role,
    link: invitationLink(settings.appUrl, token),
    expiresAt: new Date(row.expires_at),
    reportTo: settings.reportTo,
  });
  await settings.mailer.post({ to: email, ...mail });
  return toInvitation(row);
}

/** The pending invitations of a project, for its members (404 otherwise). */
export async function listInvitations(
  db: Db,
  userId: string,
  projectId: string,
  now: Date,
): Promise<ProjectInvitation[]> {
  await requireMembership(db, projectId, userId);
  return (await listPendingInvitations(db, projectId, nowIso(now))).map(toInvitation);
}

/** Revokes an invitation (owner only); its link stops working at once. */
export async function revokeProjectInvitation(
  db: Db,
  userId: string,
  projectId: string,
  invitationId: string,
  now: Date,
): Promise<void> {
  await requireOwner(db, projectId, userId);
  if (!(await revokeInvitation(db, projectId, invitationId, nowIso(now)))) throw invitationNotFound();
}

/** The invitation of a link, when it can still be used: 404 unknown or revoked, 410 used or expired. */
async function usableInvitation(db: Db, token: string, now: Date): Promise<InvitationRow> {
  const row = await findInvitationByTokenHash(db, sha256(token));
  if (!row || row.revoked_at !== null) throw invitationNotFound();
  if (row.accepted_at !== null) {
    throw new ApiError(410, 'invitationUsed', 'Invitation used', 'This invitation link was used already.');
  }
  if (row.expires_at <= nowIso(now)) {
    throw new ApiError(
      410,
      'invitationExpired',
      'Invitation expired',
      'This invitation link has expired. Please ask the project owner for a new one.',
    );
  }
  return row;
}

/** What a link offers, for the page that asks to log in or register (no session needed). */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<Schemas['InvitationPreview']> {
  const row = await usableInvitation(db, token, now);
  const [project, inviter] = await Promise.all([
    findProjectWithOwner(db, row.project_id),
    findUserById(db, row.invited_by),
  ]);
  if (!project || !inviter) throw invitationNotFound();
  return {
    email: row.email,
    projectName: project.name,
    companyName: project.companyName,
    inviter: { userId: inviter.id, prename: inviter.prename, lastname: inviter.lastname, email: inviter.email },
    role: row.role as TeamRole,
    expiresAt: row.expires_at,
  };
}

/**
 * Joins the invitation's project: the account's address must be the invited one (403 `wrongAccount`), and the
 * link works once. A user who is already a member keeps their role.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
  now: Date,
): Promise<TeamProject> {
  const row = await usableInvitation(db, token, now);
  if (normalizeEmail(user.email) !== row.email_lower) {
    throw new ApiError(
      403,
      'wrongAccount',
      'Wrong account',
      'This invitation was sent to another e-mail address. Please log in with the invited address to accept it.',
    );
  }
  const nowText = nowIso(now);
  await db.transaction().execute(async (trx) => {
    if (!(await markInvitationAccepted(trx, row.id, user.id, nowText))) {
      throw new ApiError(410, 'invitationUsed', 'Invitation used', 'This invitation link was used already.');
    }
    await addMemberOnce(trx, row.project_id, user.id, row.role, nowText);
  });
  const joined = (await listTeamProjects(db, user.id)).find((project) => project.projectId === row.project_id);
  if (!joined) throw invitationNotFound();
  return joined;
}

/** The user's projects: own ones first (the default first), then joined ones in the order they were joined. */
export async function listTeamProjects(db: Db, userId: string): Promise<TeamProject[]> {
  return (await listProjectsOfUser(db, userId)).map((row) => ({
    projectId: row.projectId,
    name: row.name,
    sysDefault: row.sysDefault ? 1 : 0,
    role: row.role,
    isOwner: row.ownerId === userId,
    owner: { userId: row.ownerId, prename: row.ownerPrename, lastname: row.ownerLastname, email: row.ownerEmail },
    companyName: row.companyName,
  }));
}
