import { isValidEmail, passwordIssues, VALIDATION_MESSAGES } from '@idea-studio/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { licenseTypes, roles } from '../data/reference.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { createProject } from '../projects/repository.js';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, type UserRow } from '../users/repository.js';
import { loadUserData, type UserData } from '../users/userdata.js';
import { loginCodeHash, newLoginCode, randomToken, safeEqual, sha256 } from './crypto.js';
import {
  autoLoginPair,
  confirmEmailFirst,
  confirmLinkInvalid,
  invalidApiKey,
  invalidCode,
  invalidCredentials,
  invalidInput,
  notLoggedIn,
  resetLinkInvalid,
  tooManyRequests,
  verifyExpired,
  xsrfRefused,
} from './errors.js';
import {
  alreadyRegisteredMail,
  confirmMail,
  type Lang,
  loginCodeMail,
  type MailContent,
  passwordResetMail,
} from './mails.js';
import { xsrfMatches } from './plugin.js';
import type { Promotion } from './promotions.js';
import { forgetAllBrowsers, forgetThisBrowser, rememberBrowser, useRememberedLogin } from './remember.js';
import {
  closeOpenPasswordResets,
  closeOpenVerifications,
  countFailedAttempt,
  deleteApiKeysOf,
  deleteOldVerifications,
  deleteSession,
  endAllSessions,
  findApiKey,
  findOpenVerification,
  findVerification,
  insertCompany,
  insertConfirmation,
  insertLicenseSeat,
  insertPasswordReset,
  insertVerification,
  renewVerification,
  useConfirmation,
  usePasswordReset,
  useVerification,
} from './repository.js';
import { clearSessionCookies, findRequestSession, startSession } from './session.js';

/** A login code is valid for 10 minutes. */
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
/** The 5th wrong code kills the verifyId. */
export const MAX_FAILED_CODES = 5;
/** A new code may renew a login started within this time. */
export const NEW_CODE_WINDOW_MS = 24 * 60 * 60_000;
/** A password-reset link is valid for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

export interface Message {
  headline: string;
  text: string;
}

export const MESSAGES = {
  registered: {
    headline: 'Registration successful',
    text: 'We have sent you an e-mail. Please confirm your address with the link in it, then log in.',
  },
  confirmed: { headline: 'E-mail confirmed', text: 'Thank you! Your e-mail address is confirmed.' },
  codeSent: { headline: 'Code sent', text: 'We have sent a login code to your e-mail address.' },
  newCodeSent: {
    headline: 'New code sent',
    text: 'If a login is waiting for this address, a new code is on its way.',
  },
  confirmationSent: {
    headline: 'Link sent',
    text: 'If an account with this address waits for its confirmation, a new link is on its way.',
  },
  /** The spec's message key `pwResetOk`. */
  pwResetOk: { headline: 'Password changed', text: 'Your new password is set. You are logged in.' },
} satisfies Record<string, Message>;

type AccountAction = 'register' | 'login' | 'verify' | 'newCode' | 'passwordReset' | 'resendConfirmation';

/** The per-account limit (per lower-cased e-mail address or verifyId), on top of the per-IP limits. */
async function limitAccount(app: FastifyInstance, action: AccountAction, key: string): Promise<void> {
  if (!(await app.auth.accountLimiter(`${action}:${key}`))) {
    throw tooManyRequests();
  }
}

function link(app: FastifyInstance, path: string): string {
  return `${app.config.appUrl}${path}`;
}

/** Hands a mail over without waiting for the mail server: the answer's timing reveals no account. */
async function sendMail(app: FastifyInstance, to: string, content: MailContent): Promise<void> {
  await app.mailer.post({ to, subject: content.subject, text: content.text, html: content.html });
}

function later(now: Date, ms: number): string {
  return nowIso(new Date(now.getTime() + ms));
}

/** Part 1 §5 on the server: the e-mail rule and every password rule, each with its own message. */
function checkRegistrationInput(email: string, password: string): void {
  if (!isValidEmail(email)) throw invalidInput(VALIDATION_MESSAGES.email);
  checkPassword(password);
}

function checkPassword(password: string): void {
  const [issue] = passwordIssues(password);
  if (issue) throw invalidInput(issue.message);
}

/** The licence a new user gets: the Free licence type with the highest level of the USER roles. */
function starterLicence(): { licenseTypeId: number; maxRoleLevel: number; role: string } {
  const free = licenseTypes.find((type) => type.name_en === 'Free') ?? licenseTypes[0];
  const top = roles.filter((role) => role.type === 'USER').sort((a, b) => b.level - a.level)[0];
  return { licenseTypeId: free.id, maxRoleLevel: top.level, role: top.name };
}

const DEFAULT_PROJECT_NAME: Record<Lang, string> = { en: 'My project', de: 'Mein Projekt' };

export interface RegistrationInput {
  email: string;
  password: string;
  lang?: Lang;
  promotionData?: Record<string, unknown>;
}

export interface RegistrationAnswer {
  msg: Message;
  userdata: { email: string; lang: Lang; status: 'CONFIRM' };
}

/**
 * Registers an account: the user (status CONFIRM), the default project with its owner, an empty company, a
 * Free licence seat, and the confirmation mail. For an address that already has an account the answer is the
 * same (and as slow: the password is hashed either way); the owner of the address gets a notice instead.
 */
export async function register(
  app: FastifyInstance,
  input: RegistrationInput,
  promotion?: Promotion,
): Promise<RegistrationAnswer> {
  const email = normalizeEmail(input.email);
  checkRegistrationInput(email, input.password);
  await limitAccount(app, 'register', email);
  const lang: Lang = input.lang ?? 'en';
  const answer: RegistrationAnswer = { msg: MESSAGES.registered, userdata: { email, lang, status: 'CONFIRM' } };

  const passwordHash = await app.auth.passwords.hash(input.password);
  const existing = await findUserByEmail(app.db, email);
  if (existing) {
    await notifyExistingAccount(app, existing);
    return answer;
  }

  const now = app.auth.now();
  const nowText = nowIso(now);
  const userId = newId(now.getTime());
  const confirmId = randomToken();
  const promotionData = input.promotionData ?? (promotion ? promotion.promotionData : undefined);
  const licence = starterLicence();
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id: userId,
        email,
        password_hash: passwordHash,
        prename: null,
        lastname: null,
        lang,
        status: 'CONFIRM',
        intention_role_id: null,
        avatar: 0,
        refreshtoken: null,
        promotion_id: promotion?.id ?? null,
        promotion_data: promotionData === undefined ? null : JSON.stringify(promotionData),
        created_at: nowText,
        updated_at: nowText,
      });
      await createProject(trx, {
        id: newId(now.getTime()),
        name: DEFAULT_PROJECT_NAME[lang],
        ownerId: userId,
        sysDefault: 1,
        now: nowText,
      });
      await insertCompany(trx, { id: newId(now.getTime()), userId, now: nowText });
      const seatId = newId(now.getTime());
      await insertLicenseSeat(trx, { id: seatId, licenseId: seatId, userId, ...licence, now: nowText });
      await insertConfirmation(trx, { tokenHash: sha256(confirmId), userId, now: nowText });
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique e-mail lets one win; the other is a
    // registration of an existing address.
    const winner = await findUserByEmail(app.db, email);
    if (!winner) throw error;
    await notifyExistingAccount(app, winner);
    return answer;
  }

  await sendMail(app, email, confirmMail(lang, link(app, `/login/confirm/${confirmId}`)));
  return answer;
}

async function notifyExistingAccount(app: FastifyInstance, user: UserRow): Promise<void> {
  let confirmUrl: string | undefined;
  if (user.status === 'CONFIRM') {
    const confirmId = randomToken();
    await insertConfirmation(app.db, { tokenHash: sha256(confirmId), userId: user.id, now: nowIso(app.auth.now()) });
    confirmUrl = link(app, `/login/confirm/${confirmId}`);
  }
  await sendMail(
    app,
    user.email,
    alreadyRegisteredMail(user.lang, {
      loginUrl: link(app, '/login'),
      passwordForgottenUrl: link(app, '/login/resetpassword'),
      confirmUrl,
    }),
  );
}

/** Confirms the address of a confirmation link, once. */
export async function confirmEmail(app: FastifyInstance, confirmId: string): Promise<{ msg: Message }> {
  const nowText = nowIso(app.auth.now());
  const userId = await app.db.transaction().execute(async (trx) => {
    const id = await useConfirmation(trx, sha256(confirmId), nowText);
    if (id)
      await trx.updateTable('users').set({ status: 'ACTIVE', updated_at: nowText }).where('id', '=', id).execute();
    return id;
  });
  if (!userId) throw confirmLinkInvalid();
  return { msg: MESSAGES.confirmed };
}

/** Mails a fresh confirmation link to an account that waits for it; the same answer for every address. */
export async function resendConfirmation(app: FastifyInstance, input: { email: string }): Promise<{ msg: Message }> {
  const email = normalizeEmail(input.email);
  await limitAccount(app, 'resendConfirmation', email);
  const user = await findUserByEmail(app.db, email);
  if (user?.status === 'CONFIRM') {
    const confirmId = randomToken();
    await insertConfirmation(app.db, { tokenHash: sha256(confirmId), userId: user.id, now: nowIso(app.auth.now()) });
    await sendMail(app, user.email, confirmMail(user.lang, link(app, `/login/confirm/${confirmId}`)));
  }
  return { msg: MESSAGES.confirmationSent };
}

/**
 * First login step: checks the password and mails a 6-digit code. An account whose address is not confirmed
 * gets 403 `confirmEmail` instead — only after the right password, so the answer tells nothing to others.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string },
): Promise<{ verifyId: string; msg: Message }> {
  const email = normalizeEmail(input.email);
  await limitAccount(app, 'login', email);
  const user = await findUserByEmail(app.db, email);
  if (!user) {
    await app.auth.passwords.verifyDummy(input.password);
    throw invalidCredentials();
  }
  if (!(await app.auth.passwords.verify(user.password_hash, input.password))) throw invalidCredentials();
  if (user.status !== 'ACTIVE') throw confirmEmailFirst();

  const now = app.auth.now();
  await deleteOldVerifications(app.db, user.id, nowIso(new Date(now.getTime() - NEW_CODE_WINDOW_MS)));
  const verifyId = randomToken(18);
  const code = newLoginCode();
  await insertVerification(app.db, {
    id: verifyId,
    userId: user.id,
    codeHash: loginCodeHash(verifyId, code),
    now: nowIso(now),
    expiresAt: later(now, LOGIN_CODE_TTL_MS),
  });
  await sendMail(app, user.email, loginCodeMail(user.lang, code, verifyUrl(app, verifyId, code)));
  return { verifyId, msg: MESSAGES.codeSent };
}

function verifyUrl(app: FastifyInstance, verifyId: string, code: string): string {
  return link(app, `/login/verify/${encodeURIComponent(verifyId)}?code=${code}`);
}

async function userDataOf(db: Db, userId: string, secrets: { token?: string; apiKey?: string }): Promise<UserData> {
  const user = await findUserById(db, userId);
  if (!user) throw notLoggedIn();
  return loadUserData(db, user, secrets);
}

/**
 * No session for an account whose address is not confirmed: it could not use one (every protected route
 * answers 403 `confirmEmail`), and a browser holding one would go back and forth between home and login.
 */
async function requireConfirmed(db: Db, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notLoggedIn();
  if (user.status !== 'ACTIVE') throw confirmEmailFirst();
}

/** Second login step: the right code within 10 minutes and fewer than 5 wrong codes starts the session. */
export async function verifyLogin(
  app: FastifyInstance,
  reply: FastifyReply,
  input: { verifyId: string; verifyCode: string },
): Promise<{ userdata: UserData }> {
  await limitAccount(app, 'verify', input.verifyId);
  const now = app.auth.now();
  const nowText = nowIso(now);
  const verification = await findVerification(app.db, input.verifyId);
  if (
    !verification ||
    verification.used_at !== null ||
    verification.failed_attempts >= MAX_FAILED_CODES ||
    verification.expires_at <= nowText
  ) {
    throw verifyExpired();
  }
  if (!safeEqual(loginCodeHash(verification.id, input.verifyCode), verification.code_hash)) {
    const failed = await countFailedAttempt(app.db, verification.id, MAX_FAILED_CODES);
    if (failed === undefined || failed >= MAX_FAILED_CODES) throw verifyExpired();
    throw invalidCode();
  }
  if (!(await useVerification(app.db, verification.id, nowText, MAX_FAILED_CODES))) throw verifyExpired();
  await requireConfirmed(app.db, verification.user_id);

  const session = await startSession(app, reply, verification.user_id);
  await rememberBrowser(app, reply, verification.user_id);
  return { userdata: await userDataOf(app.db, verification.user_id, session) };
}

/** A fresh code for the open login of an address; the same answer whether or not there is one. */
export async function requestNewLoginCode(
  app: FastifyInstance,
  input: { email: string; verifyId?: string },
): Promise<{ msg: Message }> {
  const email = normalizeEmail(input.email);
  await limitAccount(app, 'newCode', email);
  const user = await findUserByEmail(app.db, email);
  if (user) {
    const now = app.auth.now();
    const open = await findOpenVerification(
      app.db,
      user.id,
      input.verifyId,
      nowIso(new Date(now.getTime() - NEW_CODE_WINDOW_MS)),
      MAX_FAILED_CODES,
    );
    if (open) {
      const code = newLoginCode();
      await renewVerification(app.db, open.id, loginCodeHash(open.id, code), later(now, LOGIN_CODE_TTL_MS));
      await sendMail(app, user.email, loginCodeMail(user.lang, code, verifyUrl(app, open.id, code)));
    }
  }
  return { msg: MESSAGES.newCodeSent };
}

/**
 * Auto-login: with a user id and an API key from an earlier login (scripts; the session is bound to the same key),
 * or, with neither, with the browser's remember cookie (rotated on use; see remember.ts). No second factor.
 */
export async function autoLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId?: string; apiKey?: string },
): Promise<{ userdata: UserData }> {
  if (input.userId === undefined && input.apiKey === undefined) {
    const userId = await useRememberedLogin(app, request, reply);
    await requireConfirmed(app.db, userId);
    const session = await startSession(app, reply, userId, 'none');
    return { userdata: await userDataOf(app.db, userId, session) };
  }
  if (input.userId === undefined || input.apiKey === undefined) throw autoLoginPair();
  const key = await findApiKey(app.db, input.userId, sha256(input.apiKey));
  if (!key) throw invalidApiKey();
  await requireConfirmed(app.db, input.userId);
  const session = await startSession(app, reply, input.userId, { id: key.id, key: input.apiKey });
  return { userdata: await userDataOf(app.db, input.userId, session) };
}

/** The user data of the request's session (the route is protected, so the session exists). */
export async function checkLogin(app: FastifyInstance, request: FastifyRequest): Promise<{ userdata: UserData }> {
  if (!request.session) throw notLoggedIn();
  return { userdata: await userDataOf(app.db, request.session.userId, { token: request.session.token }) };
}

/** Ends the request's session (cookie or bearer) and revokes its API key; clears the cookies in any case. */
export async function logout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ success: true }> {
  const session = await findRequestSession(app, request);
  if (session) {
    // A cookie session proves the request comes from the app's own page, as every other unsafe call does.
    if (session.via === 'cookie' && !xsrfMatches(request, session.xsrfTokenHash)) throw xsrfRefused();
    // Only the session ends: a key stays valid for scripts until the user revokes it.
    await deleteSession(app.db, session.id);
  }
  // This browser no longer logs in by itself.
  await forgetThisBrowser(app, request, reply);
  clearSessionCookies(app, reply);
  return { success: true };
}

/** Revokes every API key of the user (scripts, the CLI); sessions and remembered browsers go on. */
export async function revokeApiKeys(app: FastifyInstance, userId: string): Promise<{ revoked: number }> {
  return { revoked: await deleteApiKeysOf(app.db, userId) };
}

/** Mails a password-reset link when the address has an account; always answers true. */
export async function requestPasswordReset(app: FastifyInstance, input: { email: string }): Promise<true> {
  const email = normalizeEmail(input.email);
  await limitAccount(app, 'passwordReset', email);
  const user = await findUserByEmail(app.db, email);
  if (user) {
    const now = app.auth.now();
    const resetId = randomToken();
    await insertPasswordReset(app.db, {
      tokenHash: sha256(resetId),
      userId: user.id,
      now: nowIso(now),
      expiresAt: later(now, PASSWORD_RESET_TTL_MS),
    });
    await sendMail(app, user.email, passwordResetMail(user.lang, link(app, `/login/set-new-password/${resetId}`)));
  }
  return true;
}

/**
 * Sets a new password with a reset link (single use, one hour): the password rules apply, the account becomes
 * ACTIVE (the link proves the address), every other session and API key of the user ends, open logins and
 * reset links close, every remembered browser is forgotten, and a new session starts (this browser is remembered).
 */
export async function setNewPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  input: { resetId: string; password: string },
): Promise<{ msg: Message; userdata: UserData }> {
  checkPassword(input.password);
  const passwordHash = await app.auth.passwords.hash(input.password);
  const nowText = nowIso(app.auth.now());
  const userId = await app.db.transaction().execute(async (trx) => {
    const id = await usePasswordReset(trx, sha256(input.resetId), nowText);
    if (!id) return undefined;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, status: 'ACTIVE', updated_at: nowText })
      .where('id', '=', id)
      .execute();
    await endAllSessions(trx, id);
    await forgetAllBrowsers(trx, id);
    await closeOpenPasswordResets(trx, id, nowText);
    await closeOpenVerifications(trx, id, nowText);
    return id;
  });
  if (!userId) throw resetLinkInvalid();

  const session = await startSession(app, reply, userId);
  await rememberBrowser(app, reply, userId);
  return { msg: MESSAGES.pwResetOk, userdata: await userDataOf(app.db, userId, session) };
}
