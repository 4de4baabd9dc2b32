import type { Lang } from '@idea-studio/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VersionedCache } from '../cache/versioned-cache.js';
import type { UserStatus } from '../db/schema.js';
import { type AccountLimiter, createAccountLimiter } from './account-limiter.js';
import { safeEqual, sha256 } from './crypto.js';
import { confirmEmailFirst, notLoggedIn, xsrfRefused } from './errors.js';
import { createPasswordHasher, type PasswordHasher } from './passwords.js';
import type { SessionWithUser } from './repository.js';
import { type CredentialSource, createSessionCache, findRequestSession, XSRF_COOKIE, XSRF_HEADER } from './session.js';

/** What the auth domain shares with every request through `app.auth`. */
export interface AuthContext {
  /** The current time; tests inject a clock to move past expiry times. */
  now(): Date;
  passwords: PasswordHasher;
  accountLimiter: AccountLimiter;
  /** Live sessions by token hash, under their user's data version (see session.ts). */
  sessions: VersionedCache<SessionWithUser>;
}

/** The logged-in user of a request (set on protected routes). */
export interface AuthUser {
  id: string;
  email: string;
  lang: Lang;
  status: UserStatus;
}

/** The session of a request (set on protected routes). */
export interface AuthSession {
  id: string;
  userId: string;
  apiKeyId: string | null;
  /** The bearer token or cookie value the request presented. */
  token: string;
  via: CredentialSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    session: AuthSession | null;
  }
}

export interface AuthOptions {
  /** Clock for expiry rules (default: the system time). */
  now?: () => Date;
  /**
   * Check sessions on routes whose contract security is non-empty (default true). Only routing tests with a
   * fixture contract switch this off.
   */
  enforce?: boolean;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Double-submit check: header = cookie = the session's token (compared as hashes, in constant time). */
export function xsrfMatches(request: FastifyRequest, xsrfTokenHash: string): boolean {
  const header = request.headers[XSRF_HEADER];
  const cookie = request.cookies?.[XSRF_COOKIE];
  if (typeof header !== 'string' || !header || !cookie) return false;
  const headerMatchesCookie = safeEqual(header, cookie);
  const headerMatchesSession = safeEqual(sha256(header), xsrfTokenHash);
  return headerMatchesCookie && headerMatchesSession;
}

/**
 * The auth plugin. Decorates `app.auth` and `request.user`/`request.session`, and guards every route whose
 * contract security is non-empty: a live session by bearer token or cookie (else 401 `notLoggedIn`); for
 * cookie sessions on unsafe methods the X-XSRF-TOKEN header (else 403 `xsrf`); a confirmed e-mail address
 * (else 403 `confirmEmail`). Register it after @fastify/cookie and before the routes.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const context: AuthContext = {
    now,
    passwords: await createPasswordHasher(app.config.auth.passwordHash),
    accountLimiter: createAccountLimiter(app),
    sessions: createSessionCache(),
  };
  app.decorate('auth', context);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  if (options.enforce === false) return;

  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config?.operation;
    if (!operation || operation.security.length === 0) return;

    const session = await findRequestSession(app, request);
    if (!session) throw notLoggedIn();
    if (
      session.via === 'cookie' &&
      UNSAFE_METHODS.has(request.method) &&
      !xsrfMatches(request, session.xsrfTokenHash)
    ) {
      throw xsrfRefused();
    }
    if (session.status !== 'ACTIVE') throw confirmEmailFirst();

    request.dataVersion = session.version;
    request.user = { id: session.userId, email: session.email, lang: session.lang, status: session.status };
    request.session = {
      id: session.id,
      userId: session.userId,
      apiKeyId: session.apiKeyId,
      token: session.token,
      via: session.via,
    };
  });
}

/** The logged-in user of a protected route; throws 401 `notLoggedIn` when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw notLoggedIn();
  return request.user;
}

/** The session of a protected route; throws 401 `notLoggedIn` when there is none. */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.session) throw notLoggedIn();
  return request.session;
}
