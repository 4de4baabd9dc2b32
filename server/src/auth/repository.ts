import type { Lang } from '@idea-studio/sdk';
import type { Selectable } from 'kysely';
import { toVersion } from '../cache/read-version.js';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { LoginVerificationsTable, PasswordResetsTable, UserStatus } from '../db/schema.js';

// Queries of the auth domain. Every function takes the Db first, so a service can pass a transaction.

// ── account records created with a registration ──

export async function insertCompany(db: Db, row: { id: string; userId: string; now: string }): Promise<void> {
  await db
    .insertInto('companies')
    .values({
      id: row.id,
      user_id: row.userId,
      name: null,
      industry_id: null,
      mission: null,
      webpage: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function insertLicenseSeat(
  db: Db,
  seat: {
    id: string;
    licenseId: string;
    userId: string;
    licenseTypeId: number;
    maxRoleLevel: number;
    role: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('licenses')
    .values({
      id: seat.id,
      license_id: seat.licenseId,
      user_id: seat.userId,
      license_type_id: seat.licenseTypeId,
      max_role_level: seat.maxRoleLevel,
      role: seat.role,
      created_at: seat.now,
    })
    .execute();
}

// ── sessions and API keys ──

export interface SessionWithUser {
  id: string;
  userId: string;
  xsrfTokenHash: string;
  apiKeyId: string | null;
  lastSeenAt: string;
  expiresAt: string;
  email: string;
  lang: Lang;
  status: UserStatus;
}

/** A live session and the user's data version read in the same statement (see cache/versions.ts). */
export interface VersionedSession {
  session: SessionWithUser;
  version: number;
}

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: string;
    tokenHash: string;
    xsrfTokenHash: string;
    apiKeyId: string | null;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      token_hash: session.tokenHash,
      xsrf_token_hash: session.xsrfTokenHash,
      api_key_id: session.apiKeyId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

// Read on every request whose kept session is out of date: compiled once (see db/prepared-query.ts).
const liveSessionRows = preparedQuery((db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('data_versions', 'data_versions.user_id', 'sessions.user_id')
    .select([
      'sessions.id as id',
      'sessions.user_id as userId',
      'sessions.xsrf_token_hash as xsrfTokenHash',
      'sessions.api_key_id as apiKeyId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'users.email as email',
      'users.lang as lang',
      'users.status as status',
      'data_versions.version as version',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/**
 * The live session with this token hash, with its user and the user's data version; undefined when unknown or
 * expired.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: string): Promise<VersionedSession | undefined> {
  const [row] = await liveSessionRows(db, tokenHash, now);
  if (!row) return undefined;
  const { version, ...session } = row;
  return { session, version: toVersion(version) };
}

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends the user's sessions that have expired (housekeeping at each login). */
export async function deleteExpiredSessions(db: Db, userId: string, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

/** Ends every session and revokes every API key of the user. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
}

export async function insertApiKey(
  db: Db,
  key: { id: string; userId: string; keyHash: string; now: string },
): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({ id: key.id, user_id: key.userId, key_hash: key.keyHash, created_at: key.now, last_used_at: null })
    .execute();
}

export async function findApiKey(db: Db, userId: string, keyHash: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('api_keys')
    .select('id')
    .where('user_id', '=', userId)
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function touchApiKey(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function deleteApiKey(db: Db, id: string): Promise<void> {
  await db.deleteFrom('api_keys').where('id', '=', id).execute();
}

/** Deletes every API key of a user; answers how many there were. */
export async function deleteApiKeysOf(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('api_keys').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ── login verifications (the second factor) ──

export type VerificationRow = Selectable<LoginVerificationsTable>;

export async function insertVerification(
  db: Db,
  row: { id: string; userId: string; codeHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('login_verifications')
    .values({
      id: row.id,
      user_id: row.userId,
      code_hash: row.codeHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      failed_attempts: 0,
      used_at: null,
    })
    .execute();
}

export async function findVerification(db: Db, id: string): Promise<VerificationRow | undefined> {
  return db.selectFrom('login_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Counts one wrong code, atomically and only while the verification is alive; answers the new count, or
 * undefined when it was already used or dead.
 */
export async function countFailedAttempt(db: Db, id: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('login_verifications')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxAttempts)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts;
}

/** Marks the verification used; false when another request used it first or it is dead. */
export async function useVerification(db: Db, id: string, now: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('login_verifications')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The open verification of a user that a new code may renew: the given id when it is one of the user's,
 * else the newest. Open: not used, not dead, started after `since`.
 */
export async function findOpenVerification(
  db: Db,
  userId: string,
  preferredId: string | undefined,
  since: string,
  maxAttempts: number,
): Promise<VerificationRow | undefined> {
  const open = db
    .selectFrom('login_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxAttempts)
    .where('created_at', '>', since);
  if (preferredId) {
    const preferred = await open.where('id', '=', preferredId).executeTakeFirst();
    if (preferred) return preferred;
  }
  return open.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

export async function renewVerification(db: Db, id: string, codeHash: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('login_verifications')
    .set({ code_hash: codeHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Forgets the user's verifications started before `before` (housekeeping at each login). */
export async function deleteOldVerifications(db: Db, userId: string, before: string): Promise<void> {
  await db.deleteFrom('login_verifications').where('user_id', '=', userId).where('created_at', '<', before).execute();
}

/** Closes the user's open verifications (after a password change, old logins must not complete). */
export async function closeOpenVerifications(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('login_verifications')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

// ── e-mail confirmations ──

export async function insertConfirmation(
  db: Db,
  row: { tokenHash: string; userId: string; now: string },
): Promise<void> {
  await db
    .insertInto('email_confirmations')
    .values({ token_hash: row.tokenHash, user_id: row.userId, created_at: row.now, used_at: null })
    .execute();
}

/** Uses a confirmation once; answers its user id, or undefined when unknown or used. */
export async function useConfirmation(db: Db, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable('email_confirmations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

// ── password resets ──

export type PasswordResetRow = Selectable<PasswordResetsTable>;

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses a live reset once; answers its user id, or undefined when unknown, used or expired. */
export async function usePasswordReset(db: Db, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Closes the user's other open reset links once the password was changed. */
export async function closeOpenPasswordResets(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
