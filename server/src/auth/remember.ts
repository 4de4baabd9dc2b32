// Browser auto-login (spec part 1 §4, "Auto-login") without a secret in script-readable storage: a completed login
// gives the browser a random token in the httpOnly, SameSite=Strict cookie `idea_remember`, sent only to the auth
// calls. POST /auth/autologin with an empty body turns it into a new session and replaces it with a fresh token
// (rotation on use). Every token of one login ends at the same absolute expiry, so a browser is asked for the mailed
// code again after REMEMBER_TTL_MS. A used token presented again after the grace period means it was copied: every
// remembered browser of that user is forgotten.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { API_PREFIX } from '../http/routes.js';
import { randomToken, sha256 } from './crypto.js';
import { notRemembered } from './errors.js';
import { SESSION_TTL_MS } from './session.js';

export const REMEMBER_COOKIE = 'idea_remember';
/** As long as a session: a browser is asked for the mailed code at least this often. */
export const REMEMBER_TTL_MS = SESSION_TTL_MS;
/** Two tabs opening the login page at once send the same token: within this time a repeat is refused, not a theft. */
export const REPLAY_GRACE_MS = 30_000;

function cookieOptions(app: FastifyInstance) {
  return {
    path: `${API_PREFIX}/auth`,
    sameSite: 'strict' as const,
    httpOnly: true,
    secure: app.config.appUrl.startsWith('https:'),
  };
}

/** Issues a token for this browser and sets its cookie; `expiresAt` carries a rotated login's absolute expiry. */
export async function rememberBrowser(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
  expiresAt?: string,
  db: Db = app.db,
): Promise<void> {
  const now = app.auth.now();
  const nowText = nowIso(now);
  const token = randomToken();
  const expires = expiresAt ?? nowIso(new Date(now.getTime() + REMEMBER_TTL_MS));
  await db.deleteFrom('remember_logins').where('user_id', '=', userId).where('expires_at', '<=', nowText).execute();
  await db
    .insertInto('remember_logins')
    .values({
      id: newId(now.getTime()),
      user_id: userId,
      token_hash: sha256(token),
      created_at: nowText,
      expires_at: expires,
      used_at: null,
    })
    .execute();
  const maxAge = Math.max(1, Math.floor((Date.parse(expires) - now.getTime()) / 1000));
  reply.setCookie(REMEMBER_COOKIE, token, { ...cookieOptions(app), maxAge });
}

export function clearRememberCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(REMEMBER_COOKIE, cookieOptions(app));
}

/**
 * The user the request's remember cookie logs in, after replacing the token with a fresh one (same expiry). A
 * missing, unknown, expired or replayed token answers 401 and clears the cookie.
 */
export async function useRememberedLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const token = request.cookies?.[REMEMBER_COOKIE];
  const now = app.auth.now();
  const nowText = nowIso(now);
  const row = token
    ? await app.db.selectFrom('remember_logins').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
    : undefined;
  const refuse = () => {
    clearRememberCookie(app, reply);
    return notRemembered();
  };
  if (!row || row.expires_at <= nowText) throw refuse();
  if (row.used_at !== null) {
    if (now.getTime() - Date.parse(row.used_at) > REPLAY_GRACE_MS) await forgetAllBrowsers(app.db, row.user_id);
    throw refuse();
  }
  // Only one request can turn an unused token into a session, even when two arrive together.
  const marked = await app.db
    .updateTable('remember_logins')
    .set({ used_at: nowText })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw refuse();
  await rememberBrowser(app, reply, row.user_id, row.expires_at);
  return row.user_id;
}

/** Logout on this browser: its token ends and the cookie is cleared. */
export async function forgetThisBrowser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies?.[REMEMBER_COOKIE];
  if (token) await app.db.deleteFrom('remember_logins').where('token_hash', '=', sha256(token)).execute();
  clearRememberCookie(app, reply);
}

/** A new password or a replayed token: no browser logs in by itself any more. */
export async function forgetAllBrowsers(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('remember_logins').where('user_id', '=', userId).execute();
}
