import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VersionedCache } from '../cache/versioned-cache.js';
import { newId, nowIso } from '../db/ids.js';
import { randomToken, sha256 } from './crypto.js';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertApiKey,
  insertSession,
  type SessionWithUser,
  touchApiKey,
  touchSession,
  type VersionedSession,
} from './repository.js';

export const SESSION_COOKIE = 'idea_usersession';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

/** How a request presented its session. */
export type CredentialSource = 'cookie' | 'bearer';

export interface Credentials {
  token: string;
  via: CredentialSource;
}

/** `Authorization: Bearer <token>` wins over the session cookie; a request with neither has no credentials. */
export function readCredentials(request: FastifyRequest): Credentials | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return { token: match[1], via: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return undefined;
}

export interface FoundSession extends SessionWithUser {
  token: string;
  via: CredentialSource;
  /** The user's data version when the session was checked (see cache/versions.ts). */
  version: number;
}

/** Sessions kept in memory, by token hash; at most this many. */
export const SESSION_CACHE_ENTRIES = 10_000;

export function createSessionCache(): VersionedCache<SessionWithUser> {
  return new VersionedCache<SessionWithUser>({ maxEntries: SESSION_CACHE_ENTRIES });
}

/**
 * The live session with this token hash. A session kept in memory is used while its user's data version is
 * unchanged: logging out, a password reset or any change to the user or their sessions raises the version (database
 * triggers), so it ends here at once, and on every other server as soon as the change is known there.
 */
async function liveSession(
  app: FastifyInstance,
  tokenHash: string,
  now: string,
): Promise<VersionedSession | undefined> {
  const { sessions } = app.auth;
  const kept = sessions.entry(tokenHash);
  if (kept && kept.value.expiresAt > now) {
    const version = await app.dataVersions.current(kept.value.userId);
    if (version === kept.version) return { session: kept.value, version };
  }
  const found = await findLiveSession(app.db, tokenHash, now);
  if (found) sessions.set(tokenHash, found.version, found.session);
  else sessions.delete(tokenHash);
  return found;
}

/** The live session the request presents, if any (no XSRF or status checks here). */
export async function findRequestSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FoundSession | undefined> {
  const credentials = readCredentials(request);
  if (!credentials) return undefined;
  const now = app.auth.now();
  const nowText = nowIso(now);
  const found = await liveSession(app, sha256(credentials.token), nowText);
  if (!found) return undefined;
  const { session, version } = found;
  // Idle too long (SESSION_IDLE_TIMEOUT): the session ends as if it had expired. last_seen_at is written at most
  // once a minute, so the timeout is exact to that minute.
  if (now.getTime() - Date.parse(session.lastSeenAt) > app.config.auth.sessionIdleMs) {
    await deleteSession(app.db, session.id);
    app.auth.sessions.delete(sha256(credentials.token));
    return undefined;
  }
  if (now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    await touchSession(app.db, session.id, nowText);
    // The kept copy too: the touch changes no version (see the data_versions migration).
    session.lastSeenAt = nowText;
  }
  return { ...session, ...credentials, version };
}

function cookieBase(app: FastifyInstance) {
  return { path: '/', sameSite: 'lax' as const, secure: app.config.appUrl.startsWith('https:') };
}

export interface StartedSession {
  sessionId: string;
  token: string;
  /** The API key bound to the session (new, or the one used for auto-login); '' when it has none. */
  apiKey: string;
}

/**
 * Starts a session for the user: a new row (token and XSRF token stored hashed), a new API key unless the
 * session comes from one (auto-login with a key) or asks for none (a remembered browser), and the two cookies: `idea_usersession` (httpOnly) and `XSRF-TOKEN`
 * (readable by the page, sent back as the X-XSRF-TOKEN header). Pass a transaction as `db` if needed.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
  existingKey?: { id: string; key: string } | 'none',
  db = app.db,
): Promise<StartedSession> {
  const now = app.auth.now();
  const nowText = nowIso(now);
  let apiKey = existingKey === 'none' ? undefined : existingKey;
  if (apiKey) {
    await touchApiKey(db, apiKey.id, nowText);
  } else if (existingKey !== 'none') {
    apiKey = { id: newId(now.getTime()), key: randomToken() };
    await insertApiKey(db, { id: apiKey.id, userId, keyHash: sha256(apiKey.key), now: nowText });
  }
  const token = randomToken();
  const xsrfToken = randomToken();
  const sessionId = newId(now.getTime());
  await deleteExpiredSessions(db, userId, nowText);
  await insertSession(db, {
    id: sessionId,
    userId,
    tokenHash: sha256(token),
    xsrfTokenHash: sha256(xsrfToken),
    apiKeyId: apiKey?.id ?? null,
    now: nowText,
    expiresAt: nowIso(new Date(now.getTime() + SESSION_TTL_MS)),
  });

  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  reply.setCookie(SESSION_COOKIE, token, { ...cookieBase(app), httpOnly: true, maxAge });
  reply.setCookie(XSRF_COOKIE, xsrfToken, { ...cookieBase(app), httpOnly: false, maxAge });
  return { sessionId, token, apiKey: apiKey?.key ?? '' };
}

export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieBase(app), httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, { ...cookieBase(app), httpOnly: false });
}
