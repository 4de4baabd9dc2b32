import type { components, Lang } from '@idea-studio/sdk';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails, type OutboxMail } from '../mail/outbox-repository.js';
import { ACCOUNT_TEST_ENV } from '../test/accounts.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import { createPromotion } from './promotions.js';
import { REMEMBER_COOKIE, REMEMBER_TTL_MS, REPLAY_GRACE_MS } from './remember.js';
import { SESSION_COOKIE, XSRF_COOKIE } from './session.js';

type User = components['schemas']['User'];

const PASSWORD = 'Str0ng-Passw0rd!';
const NEW_PASSWORD = 'N3w-Secret#2026';

/** A controllable clock: the real time plus an offset that tests move forward. */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

export interface Session {
  token: string;
  xsrf: string;
  apiKey: string;
  userdata: User;
  /** The cookies a browser would send back. */
  cookies: Record<string, string>;
  /** The browser's auto-login token (httpOnly cookie, sent only to /api/auth), if the answer set one. */
  remember?: string;
}

let counter = 0;
/** A fresh address per test, so tests do not share accounts. */
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@example.com`;
}

describeEachDialect('accounts and sessions', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  let check: ReturnType<typeof createResponseChecker>;

  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      // The suites log in many times from one address; the rate limits get their own suite (rate-limits.test.ts).
      env: { APP_URL: 'http://localhost:3000', ...ACCOUNT_TEST_ENV },
      auth: { now: clock.now },
    });
    check = createResponseChecker(t.app.contract);
  });
  afterAll(() => t?.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const post = (url: string, payload?: object, options: Partial<InjectOptions> = {}) =>
    inject({ method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}), ...options });

  /** Asserts the status and that the body matches the contract for the operation. */
  function expectAnswer(res: LightMyRequestResponse, operationId: string, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  }

  async function mailsTo(email: string): Promise<OutboxMail[]> {
    return listOutboxMails(t.app.db, { to: email });
  }

  async function lastMail(email: string): Promise<OutboxMail> {
    const [mail] = await mailsTo(email);
    expect(mail, `a mail to ${email}`).toBeDefined();
    return mail;
  }

  function linkId(mail: OutboxMail, path: string): string {
    const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match, `${path} link in "${mail.text}"`).not.toBeNull();
    return match![1];
  }

  function codeOf(mail: OutboxMail): string {
    const match = /\b(\d{6})\b/.exec(mail.text);
    expect(match).not.toBeNull();
    return match![1];
  }

  async function register(email: string, password = PASSWORD, lang?: Lang) {
    return post('/auth/register', { email, password, ...(lang ? { lang } : {}) });
  }

  async function registerConfirmed(email: string, lang?: Lang): Promise<void> {
    expect((await register(email, PASSWORD, lang)).statusCode).toBe(200);
    const confirmId = linkId(await lastMail(email), '/login/confirm');
    expect((await post(`/auth/confirm/${confirmId}`, { confirmId })).statusCode).toBe(200);
  }

  async function startLogin(email: string, password = PASSWORD): Promise<{ verifyId: string; code: string }> {
    const res = await post('/auth/login', { email, password });
    const { verifyId } = expectAnswer(res, 'loginUser', 200);
    return { verifyId, code: codeOf(await lastMail(email)) };
  }

  function sessionFrom(res: LightMyRequestResponse, operationId: string): Session {
    const body = expectAnswer(res, operationId, 200);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return {
      token: body.userdata.token,
      xsrf: cookies[XSRF_COOKIE],
      apiKey: body.userdata.apiKey,
      userdata: body.userdata,
      cookies: { [SESSION_COOKIE]: cookies[SESSION_COOKIE], [XSRF_COOKIE]: cookies[XSRF_COOKIE] },
      remember: cookies[REMEMBER_COOKIE],
    };
  }

  async function login(email: string, password = PASSWORD): Promise<Session> {
    const { verifyId, code } = await startLogin(email, password);
    return sessionFrom(await post('/auth/verify', { verifyId, verifyCode: code }), 'verifyLogin');
  }

  const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const checkWithBearer = (session: Session) => post('/auth/checklogin', {}, { headers: bearer(session) });

  async function userRow(email: string) {
    return t.app.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
  }

  describe('registration', () => {
    it('creates a CONFIRM user with default project, company and licence, and mails the confirmation link', async () => {
      const email = uniqueEmail('Ada');
      const res = await register(email.toUpperCase());
      expect(expectAnswer(res, 'registerUser', 200)).toEqual({
        msg: { headline: 'Registration successful', text: expect.any(String) },
        userdata: { email: email.toLowerCase(), lang: 'en', status: 'CONFIRM' },
      });

      const user = await userRow(email);
      expect(user).toMatchObject({ email: email.toLowerCase(), status: 'CONFIRM', lang: 'en', avatar: 0 });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_hash).not.toContain(PASSWORD);

      const projects = await t.app.db.selectFrom('projects').selectAll().where('owner_id', '=', user.id).execute();
      expect(projects).toHaveLength(1);
      expect(projects[0].sys_default).toBe(1);
      const members = await t.app.db.selectFrom('project_members').selectAll().where('user_id', '=', user.id).execute();
      expect(members).toEqual([expect.objectContaining({ project_id: projects[0].id, role: 'Owner' })]);
      const company = await t.app.db.selectFrom('companies').selectAll().where('user_id', '=', user.id).execute();
      expect(company).toEqual([
        expect.objectContaining({ name: null, industry_id: null, mission: null, webpage: null }),
      ]);
      const seats = await t.app.db.selectFrom('licenses').selectAll().where('user_id', '=', user.id).execute();
      expect(seats).toEqual([expect.objectContaining({ license_type_id: 1, max_role_level: 3, role: 'Owner' })]);

      const mail = await lastMail(email.toLowerCase());
      expect(mail.subject).toBe('Confirm your Idea Studio account');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/login\/confirm\/[A-Za-z0-9_-]{40,}/);
      expect(mail.html).toContain('/login/confirm/');
      const confirmId = linkId(mail, '/login/confirm');
      const stored = await t.app.db.selectFrom('email_confirmations').selectAll().execute();
      expect(stored.some((row) => row.token_hash === confirmId)).toBe(false);
    });

    it('writes the mail in the language sent with the registration', async () => {
      const email = uniqueEmail('grete');
      expect((await register(email, PASSWORD, 'de')).json().userdata.lang).toBe('de');
      const mail = await lastMail(email);
      expect(mail.subject).toBe('Bestätige dein Idea-Studio-Konto');
      expect(mail.text).toContain('Hallo');
      expect(mail.html).toContain('lang="de"');
    });

    it.each([
      ['Sh0rt!', 'Your password is too short.'],
      ['lower-case-only-1', 'Your password must contain at least one uppercase letter.'],
      ['UPPER-CASE-ONLY-1', 'Your password must contain at least one lowercase letter.'],
      ['No-Digits-Here', 'Your password must contain at least one number.'],
      ['NoSpecial123', 'Your password must contain at least one special character.'],
    ])('refuses the password %s with its rule message', async (password, text) => {
      const email = uniqueEmail('rules');
      const res = await register(email, password);
      expect(expectAnswer(res, 'registerUser', 400)).toEqual({
        msg: { headline: 'Invalid input', text },
        code: 'validation',
      });
      expect(await mailsTo(email)).toEqual([]);
    });

    // Both pass the contract's `format: email` but not the rule of part 1 §5 (TLD of 2+ letters, 64-char local part).
    it.each(['someone@example.c', `${'x'.repeat(65)}@example.com`])('refuses %s by the e-mail rule', async (email) => {
      const res = await register(email);
      expect(expectAnswer(res, 'registerUser', 400)).toEqual({
        msg: { headline: 'Invalid input', text: 'Please enter a valid email address' },
        code: 'validation',
      });
    });

    it('answers a second registration of an address the same way and mails the owner instead', async () => {
      const email = uniqueEmail('twice');
      const first = await register(email);
      const firstUser = await userRow(email);
      const second = await register(email, 'Other-Passw0rd!');
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(Object.keys(second.headers).sort()).toEqual(Object.keys(first.headers).sort());

      const users = await t.app.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .execute();
      expect(users).toEqual([{ id: firstUser.id, password_hash: firstUser.password_hash }]);

      const [notice] = await mailsTo(email);
      expect(notice.subject).toBe('Sign-up attempt with your Idea Studio address');
      expect(notice.text).toContain('http://localhost:3000/login/resetpassword');
      // Not confirmed yet: the notice carries a fresh confirmation link that works.
      const confirmId = linkId(notice, '/login/confirm');
      expect((await post(`/auth/confirm/${confirmId}`)).statusCode).toBe(200);

      await register(email);
      const [later] = await mailsTo(email);
      expect(later.subject).toBe('Sign-up attempt with your Idea Studio address');
      expect(later.text).not.toContain('/login/confirm/');
    });
  });

  describe('e-mail confirmation', () => {
    it('confirms once and answers 404 Missing Data for used and unknown ids', async () => {
      const email = uniqueEmail('confirm');
      await register(email);
      const confirmId = linkId(await lastMail(email), '/login/confirm');

      const ok = await post(`/auth/confirm/${confirmId}`, { confirmId });
      expect(expectAnswer(ok, 'confirmEmail', 200)).toEqual({
        msg: { headline: 'E-mail confirmed', text: expect.any(String) },
      });
      expect((await userRow(email)).status).toBe('ACTIVE');

      for (const id of [confirmId, 'unknown-confirm-id']) {
        const res = await post(`/auth/confirm/${id}`);
        expect(expectAnswer(res, 'confirmEmail', 404)).toEqual({
          msg: { headline: 'Missing Data', text: 'Confirm your Email not possible. Please contact the support.' },
          code: 'notFound',
        });
      }
    });
  });

  describe('login', () => {
    it('answers a wrong password and an unknown address identically', async () => {
      const email = uniqueEmail('known');
      await registerConfirmed(email);
      const wrong = await post('/auth/login', { email, password: 'Wrong-Passw0rd!' });
      const unknown = await post('/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
      expect(expectAnswer(wrong, 'loginUser', 401)).toEqual({
        msg: { headline: 'Login failed', text: 'The e-mail address or the password is wrong.' },
        code: 'invalidCredentials',
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('mails a 6-digit code in the user language and stores it only hashed', async () => {
      const email = uniqueEmail('code');
      await registerConfirmed(email, 'de');
      const res = await post('/auth/login', { email: email.toUpperCase(), password: PASSWORD });
      const { verifyId } = expectAnswer(res, 'loginUser', 200);
      const mail = await lastMail(email);
      const code = codeOf(mail);
      expect(mail.subject).toBe(`Dein Idea-Studio-Anmeldecode: ${code}`);
      expect(mail.text).toContain(`http://localhost:3000/login/verify/${verifyId}?code=${code}`);
      expect(mail.html).toContain(code);
      const row = await t.app.db
        .selectFrom('login_verifications')
        .selectAll()
        .where('id', '=', verifyId)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(row.failed_attempts).toBe(0);
    });

    it('starts a session on the right code: cookies, bearer token and a new API key', async () => {
      const email = uniqueEmail('verify');
      await registerConfirmed(email);
      const { verifyId, code } = await startLogin(email);
      const res = await post('/auth/verify', { verifyId, verifyCode: code });
      const body = expectAnswer(res, 'verifyLogin', 200);
      expect(body.userdata).toMatchObject({ email, status: 'ACTIVE', lang: 'en', avatar: 0 });
      expect(body.userdata.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(body.userdata.apiKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);

      const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
      const xsrf = res.cookies.find((c) => c.name === XSRF_COOKIE);
      expect(session).toMatchObject({
        value: body.userdata.token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(session?.secure).toBeFalsy();
      expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
      expect(xsrf?.httpOnly).toBeFalsy();
      expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);

      const rows = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', body.userdata.id).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(body.userdata.token);
      expect(JSON.stringify(rows)).not.toContain(xsrf?.value);
      const keys = await t.app.db.selectFrom('api_keys').selectAll().where('user_id', '=', body.userdata.id).execute();
      expect(keys.map((k) => k.id)).toEqual([rows[0].api_key_id]);
      expect(JSON.stringify(keys)).not.toContain(body.userdata.apiKey);
    });

    it('counts wrong codes and still accepts the right one before the fifth', async () => {
      const email = uniqueEmail('wrong4');
      await registerConfirmed(email);
      const { verifyId, code } = await startLogin(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt++) {
        const res = await post('/auth/verify', { verifyId, verifyCode: wrongCode });
        expect(expectAnswer(res, 'verifyLogin', 401)).toMatchObject({ code: 'invalidCode' });
        const row = await t.app.db
          .selectFrom('login_verifications')
          .select('failed_attempts')
          .where('id', '=', verifyId)
          .executeTakeFirstOrThrow();
        expect(row.failed_attempts).toBe(attempt);
      }
      expect((await post('/auth/verify', { verifyId, verifyCode: code })).statusCode).toBe(200);
    });

    it('kills the verifyId with the fifth wrong code', async () => {
      const email = uniqueEmail('wrong5');
      await registerConfirmed(email);
      const { verifyId, code } = await startLogin(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await post('/auth/verify', { verifyId, verifyCode: wrongCode })).json().code).toBe('invalidCode');
      }
      const fifth = await post('/auth/verify', { verifyId, verifyCode: wrongCode });
      expect(expectAnswer(fifth, 'verifyLogin', 401)).toMatchObject({ code: 'verifyExpired' });
      const right = await post('/auth/verify', { verifyId, verifyCode: code });
      expect(expectAnswer(right, 'verifyLogin', 401)).toMatchObject({ code: 'verifyExpired' });
      // A new code does not revive it either.
      const before = (await mailsTo(email)).length;
      expect((await post('/auth/new2fa', { email, verifyId })).statusCode).toBe(200);
      expect((await mailsTo(email)).length).toBe(before);
    });

    it('refuses a code after 10 minutes', async () => {
      const email = uniqueEmail('expiry');
      await registerConfirmed(email);
      const { verifyId, code } = await startLogin(email);
      clock.advance(10 * 60_000 + 1000);
      const res = await post('/auth/verify', { verifyId, verifyCode: code });
      expect(expectAnswer(res, 'verifyLogin', 401)).toMatchObject({ code: 'verifyExpired' });
    });

    it('accepts a code only once', async () => {
      const email = uniqueEmail('once');
      await registerConfirmed(email);
      const { verifyId, code } = await startLogin(email);
      expect((await post('/auth/verify', { verifyId, verifyCode: code })).statusCode).toBe(200);
      const again = await post('/auth/verify', { verifyId, verifyCode: code });
      expect(expectAnswer(again, 'verifyLogin', 401)).toMatchObject({ code: 'verifyExpired' });
      const unknown = await post('/auth/verify', { verifyId: 'no-such-verify-id', verifyCode: code });
      expect(unknown.json().code).toBe('verifyExpired');
    });
  });

  describe('unconfirmed accounts', () => {
    const CONFIRM_EMAIL = {
      msg: {
        headline: 'E-mail not confirmed',
        text:
          'Please confirm your e-mail address with the link in the mail we sent you, then log in. ' +
          'No mail? You can have the link sent again.',
      },
      code: 'confirmEmail',
    };
    const LINK_SENT = {
      msg: {
        headline: 'Link sent',
        text: 'If an account with this address waits for its confirmation, a new link is on its way.',
      },
    };
    const confirmMails = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.subject === 'Confirm your Idea Studio account');

    it('answers the right password with 403 confirmEmail and mails no code; a wrong one stays 401', async () => {
      const email = uniqueEmail('unconfirmed');
      await register(email);
      const res = await post('/auth/login', { email, password: PASSWORD });
      expect(expectAnswer(res, 'loginUser', 403)).toEqual(CONFIRM_EMAIL);
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Confirm your Idea Studio account']);
      const wrong = await post('/auth/login', { email, password: 'Wr0ng-Passw0rd!' });
      expect(expectAnswer(wrong, 'loginUser', 401)).toMatchObject({ code: 'invalidCredentials' });
    });

    it('resends the link to an unconfirmed account only, answering every address alike', async () => {
      const unconfirmed = uniqueEmail('resend');
      await register(unconfirmed);
      const confirmed = uniqueEmail('resend-confirmed');
      await registerConfirmed(confirmed);
      const unknown = uniqueEmail('resend-unknown');

      const answers = [];
      for (const email of [unconfirmed, confirmed.toUpperCase(), unknown]) {
        answers.push(expectAnswer(await post('/auth/resendconfirm', { email }), 'resendConfirmation', 200));
      }
      expect(answers).toEqual([LINK_SENT, LINK_SENT, LINK_SENT]);
      expect(await confirmMails(unconfirmed)).toHaveLength(2);
      expect(await confirmMails(confirmed)).toHaveLength(1);
      expect(await mailsTo(unknown)).toEqual([]);

      // The fresh link confirms the address; then the login goes on to the code.
      const confirmId = linkId(await lastMail(unconfirmed), '/login/confirm');
      expect((await post(`/auth/confirm/${confirmId}`, { confirmId })).statusCode).toBe(200);
      const session = await login(unconfirmed);
      expect(session.userdata.status).toBe('ACTIVE');
    });

    it('refuses a bad address with 400', async () => {
      const res = await post('/auth/resendconfirm', { email: 'not-an-address' });
      expect(expectAnswer(res, 'resendConfirmation', 400)).toMatchObject({ code: 'validation' });
    });

    it('starts no session for an unconfirmed account: neither by code nor by API key', async () => {
      const email = uniqueEmail('no-session');
      await registerConfirmed(email);
      const session = await login(email);
      const { verifyId, code } = await startLogin(email);
      // An account that is (again) waiting for its confirmation, e.g. after an address change.
      await t.app.db.updateTable('users').set({ status: 'CONFIRM' }).where('email', '=', email).execute();

      const verified = await post('/auth/verify', { verifyId, verifyCode: code });
      expect(expectAnswer(verified, 'verifyLogin', 403)).toEqual(CONFIRM_EMAIL);
      expect(verified.cookies).toEqual([]);
      const auto = await post('/auth/autologin', { userId: session.userdata.id, apiKey: session.apiKey });
      expect(expectAnswer(auto, 'autoLogin', 403)).toEqual(CONFIRM_EMAIL);
      // A session it still holds is refused on every protected route.
      expect(expectAnswer(await checkWithBearer(session), 'checkLogin', 403)).toEqual(CONFIRM_EMAIL);
      expect((await post('/user/data', { prename: 'X' }, { headers: bearer(session) })).statusCode).toBe(403);
    });
  });

  describe('new login code', () => {
    it('renews the code and the expiry of the open login, and answers the same for unknown addresses', async () => {
      const email = uniqueEmail('new2fa');
      await registerConfirmed(email);
      const { verifyId, code: firstCode } = await startLogin(email);
      clock.advance(9 * 60_000);

      const res = await post('/auth/new2fa', { email, verifyId });
      const answer = expectAnswer(res, 'requestNewLoginCode', 200);
      const unknown = await post('/auth/new2fa', { email: uniqueEmail('ghost') });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(answer);

      const mail = await lastMail(email);
      expect(mail.text).toContain(`/login/verify/${verifyId}?code=`);
      const secondCode = codeOf(mail);
      clock.advance(9 * 60_000);
      if (secondCode !== firstCode) {
        const old = await post('/auth/verify', { verifyId, verifyCode: firstCode });
        expect(old.json().code).toBe('invalidCode');
      }
      expect((await post('/auth/verify', { verifyId, verifyCode: secondCode })).statusCode).toBe(200);
    });

    it('renews the newest open login when no verifyId (or a foreign one) is given', async () => {
      const email = uniqueEmail('newest');
      const other = uniqueEmail('other');
      await registerConfirmed(email);
      await registerConfirmed(other);
      const { verifyId: otherVerifyId } = await startLogin(other);
      await startLogin(email);
      // "Newest" is by time: two logins in the same millisecond would tie (login ids are random, not ordered).
      clock.advance(1);
      const { verifyId } = await startLogin(email);

      await post('/auth/new2fa', { email, verifyId: otherVerifyId });
      const mail = await lastMail(email);
      expect(mail.text).toContain(`/login/verify/${verifyId}?code=`);
      expect((await post('/auth/verify', { verifyId, verifyCode: codeOf(mail) })).statusCode).toBe(200);

      const before = (await mailsTo(email)).length;
      await post('/auth/new2fa', { email });
      expect((await mailsTo(email)).length).toBe(before + 1);
    });
  });

  describe('sessions', () => {
    it('answers checkLogin for a cookie session (with the XSRF header) and for a bearer token', async () => {
      const email = uniqueEmail('check');
      await registerConfirmed(email);
      const session = await login(email);

      const viaCookie = await post(
        '/auth/checklogin',
        {},
        { cookies: session.cookies, headers: { 'x-xsrf-token': session.xsrf } },
      );
      const body = expectAnswer(viaCookie, 'checkLogin', 200);
      expect(body.userdata).toMatchObject({ id: session.userdata.id, email, apiKey: '', token: session.token });

      const viaBearer = await checkWithBearer(session);
      expect(expectAnswer(viaBearer, 'checkLogin', 200).userdata.id).toBe(session.userdata.id);
    });

    it('answers 401 notLoggedIn without a session or with an unknown token', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
        const res = await post('/auth/checklogin', {}, { headers });
        expect(expectAnswer(res, 'checkLogin', 401)).toEqual({
          msg: { headline: 'Not logged in', text: 'Please log in again.' },
          code: 'notLoggedIn',
        });
      }
      const cookie = await post('/auth/checklogin', {}, { cookies: { [SESSION_COOKIE]: 'forged' } });
      expect(cookie.json().code).toBe('notLoggedIn');
    });

    it('refuses unsafe cookie requests without the matching X-XSRF-TOKEN header; bearer needs none', async () => {
      const email = uniqueEmail('xsrf');
      await registerConfirmed(email);
      const session = await login(email);
      const other = await login(email);

      const missing = await post('/auth/checklogin', {}, { cookies: session.cookies });
      expect(expectAnswer(missing, 'checkLogin', 403)).toEqual({
        msg: { headline: 'Request refused', text: expect.any(String) },
        code: 'xsrf',
      });
      const wrong = await post(
        '/auth/checklogin',
        {},
        { cookies: session.cookies, headers: { 'x-xsrf-token': 'nope' } },
      );
      expect(wrong.json().code).toBe('xsrf');
      // Header and cookie agree but belong to another session: still refused.
      const foreign = await post(
        '/auth/checklogin',
        {},
        {
          cookies: { ...session.cookies, [XSRF_COOKIE]: other.xsrf },
          headers: { 'x-xsrf-token': other.xsrf },
        },
      );
      expect(foreign.json().code).toBe('xsrf');
      // Header without the cookie.
      const noCookie = await post(
        '/auth/checklogin',
        {},
        { cookies: { [SESSION_COOKIE]: session.token }, headers: { 'x-xsrf-token': session.xsrf } },
      );
      expect(noCookie.json().code).toBe('xsrf');

      const ok = await post(
        '/auth/checklogin',
        {},
        { cookies: session.cookies, headers: { 'x-xsrf-token': session.xsrf } },
      );
      expect(ok.statusCode).toBe(200);
      expect((await checkWithBearer(session)).statusCode).toBe(200);
      const update = await post('/user/data', { prename: 'Bea' }, { headers: bearer(session) });
      expect(update.statusCode).toBe(200);
    });

    it('ends sessions after 30 days, however often they are used', async () => {
      const email = uniqueEmail('old');
      await registerConfirmed(email);
      const session = await login(email);
      // Used every sixth day: never idle for a week, still ended after 30 days.
      for (const day of [6, 12, 18, 24, 29]) {
        clock.advance((day === 29 ? 5 : 6) * 24 * 60 * 60_000);
        expect((await checkWithBearer(session)).statusCode, `day ${day}`).toBe(200);
      }
      clock.advance(24 * 60 * 60_000 + 1000);
      expect((await checkWithBearer(session)).json().code).toBe('notLoggedIn');
    });

    it('ends a session left unused for longer than the idle timeout (a week by default)', async () => {
      const email = uniqueEmail('idle');
      await registerConfirmed(email);
      const session = await login(email);
      clock.advance(7 * 24 * 60 * 60_000 - 60_000);
      expect((await checkWithBearer(session)).statusCode).toBe(200);
      clock.advance(7 * 24 * 60 * 60_000 + 1000);
      expect((await checkWithBearer(session)).json().code).toBe('notLoggedIn');
      expect(
        await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', session.userdata.id).execute(),
      ).toEqual([]);
    });

    it('logs in again with the user id and API key, binding the new session to the same key', async () => {
      const email = uniqueEmail('auto');
      await registerConfirmed(email);
      const first = await login(email);
      const res = await post('/auth/autologin', { userId: first.userdata.id, apiKey: first.apiKey });
      const second = sessionFrom(res, 'autoLogin');
      expect(second.apiKey).toBe(first.apiKey);
      expect(second.token).not.toBe(first.token);
      expect((await checkWithBearer(second)).statusCode).toBe(200);

      const rows = await t.app.db
        .selectFrom('sessions')
        .select('api_key_id')
        .where('user_id', '=', first.userdata.id)
        .execute();
      expect(new Set(rows.map((r) => r.api_key_id)).size).toBe(1);

      // Logging out of one ends only that session: the key logs in again. Revoking the keys ends that; the other
      // session stays valid (its key reference is cleared).
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(second) })).statusCode,
      ).toBe(200);
      expect((await checkWithBearer(second)).json().code).toBe('notLoggedIn');
      const third = sessionFrom(
        await post('/auth/autologin', { userId: first.userdata.id, apiKey: first.apiKey }),
        'autoLogin',
      );
      const revoked = await t.app.inject({ method: 'POST', url: '/api/auth/apikeys/revoke', headers: bearer(third) });
      expect(expectAnswer(revoked, 'revokeApiKeys', 200).revoked).toBeGreaterThanOrEqual(1);
      expect((await checkWithBearer(first)).statusCode).toBe(200);
      const autoAgain = await post('/auth/autologin', { userId: first.userdata.id, apiKey: first.apiKey });
      expect(autoAgain.statusCode).toBe(401);
      const anonymousRevoke = await t.app.inject({ method: 'POST', url: '/api/auth/apikeys/revoke' });
      expect(expectAnswer(anonymousRevoke, 'revokeApiKeys', 401)).toMatchObject({ code: 'notLoggedIn' });

      const otherEmail = uniqueEmail('auto-other');
      await registerConfirmed(otherEmail);
      const stranger = await login(otherEmail);
      for (const body of [
        { userId: first.userdata.id, apiKey: 'wrong-key' },
        { userId: stranger.userdata.id, apiKey: first.apiKey },
      ]) {
        const wrong = await post('/auth/autologin', body);
        expect(expectAnswer(wrong, 'autoLogin', 401)).toMatchObject({ code: 'invalidApiKey' });
      }
    });

    it('logs out with a POST: the token stops working, the API key stays, both cookies are cleared', async () => {
      const email = uniqueEmail('logout');
      await registerConfirmed(email);
      const session = await login(email);
      const other = await login(email);

      // A link or an image on another site (a GET with the cookies, without the XSRF header) logs nobody out.
      const viaLink = await inject({ method: 'GET', url: '/api/auth/logout', cookies: session.cookies });
      expect(expectAnswer(viaLink, 'logoutUserGet', 403)).toMatchObject({ code: 'xsrf' });
      expect((await checkWithBearer(session)).statusCode).toBe(200);

      const res = await inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session) });
      expect(expectAnswer(res, 'logoutUser', 200)).toEqual({ success: true });
      for (const name of [SESSION_COOKIE, XSRF_COOKIE]) {
        const cleared = res.cookies.find((c) => c.name === name);
        expect(cleared?.value).toBe('');
        expect(cleared?.path).toBe('/');
        expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
      }
      expect((await checkWithBearer(session)).json().code).toBe('notLoggedIn');
      // A script logging in with the key goes on working.
      const auto = await post('/auth/autologin', { userId: session.userdata.id, apiKey: session.apiKey });
      expect(auto.statusCode).toBe(200);
      // The user's other session lives on.
      expect((await checkWithBearer(other)).statusCode).toBe(200);

      // Cookie logout: only with the XSRF header the app's own page sends.
      const forged = await inject({ method: 'POST', url: '/api/auth/logout', cookies: other.cookies });
      expect(expectAnswer(forged, 'logoutUser', 403)).toMatchObject({ code: 'xsrf' });
      expect((await checkWithBearer(other)).statusCode).toBe(200);
      const byCookie = await inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: other.cookies,
        headers: { 'x-xsrf-token': other.xsrf },
      });
      expect(byCookie.statusCode).toBe(200);
      expect((await checkWithBearer(other)).statusCode).toBe(401);

      const anonymous = await inject({ method: 'POST', url: '/api/auth/logout' });
      expect(expectAnswer(anonymous, 'logoutUser', 200)).toEqual({ success: true });
    });
  });

  describe('remembered browsers (auto-login without a stored key)', () => {
    const autoByCookie = (token: string | undefined) =>
      post('/auth/autologin', {}, token ? { cookies: { [REMEMBER_COOKIE]: token } } : {});
    const rememberCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === REMEMBER_COOKIE);

    it('gives a completed login an httpOnly token for /api/auth that works once and is replaced on use', async () => {
      const email = uniqueEmail('remember');
      await registerConfirmed(email);
      const { verifyId, code } = await startLogin(email);
      const verified = await post('/auth/verify', { verifyId, verifyCode: code });
      const cookie = rememberCookie(verified);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect(cookie?.maxAge).toBe(REMEMBER_TTL_MS / 1000);
      const first = cookie!.value;
      const userId = verified.json().userdata.id as string;
      // Stored hashed only.
      const stored = await t.app.db.selectFrom('remember_logins').selectAll().where('user_id', '=', userId).execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(first);

      const auto = await autoByCookie(first);
      const session = sessionFrom(auto, 'autoLogin');
      expect(session.userdata.id).toBe(userId);
      // No API key for a browser that logged in by itself.
      expect(session.apiKey).toBe('');
      expect((await checkWithBearer(session)).statusCode).toBe(200);
      const second = session.remember!;
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);

      // The used token again, within seconds (two tabs at once): refused, nothing else changes.
      const repeat = await autoByCookie(first);
      expect(expectAnswer(repeat, 'autoLogin', 401)).toMatchObject({ code: 'notRemembered' });
      expect(rememberCookie(repeat)?.value).toBe('');
      const third = sessionFrom(await autoByCookie(second), 'autoLogin').remember!;

      // A used token presented after the grace period was copied: every remembered browser of the user is forgotten.
      clock.advance(REPLAY_GRACE_MS + 1000);
      expect((await autoByCookie(second)).json().code).toBe('notRemembered');
      expect((await autoByCookie(third)).json().code).toBe('notRemembered');
      expect(await t.app.db.selectFrom('remember_logins').select('id').where('user_id', '=', userId).execute()).toEqual(
        [],
      );
    });

    it('asks for the mailed code again 30 days after the login, however often the browser came back', async () => {
      const email = uniqueEmail('remember-late');
      await registerConfirmed(email);
      let token = (await login(email)).remember!;
      for (let day = 0; day < 3; day += 1) {
        clock.advance(9 * 24 * 60 * 60_000);
        const res = await autoByCookie(token);
        token = sessionFrom(res, 'autoLogin').remember!;
        expect(rememberCookie(res)!.maxAge!).toBeLessThanOrEqual(REMEMBER_TTL_MS / 1000 - (day + 1) * 9 * 24 * 3600);
      }
      clock.advance(3 * 24 * 60 * 60_000 + 1000);
      expect((await autoByCookie(token)).json().code).toBe('notRemembered');
    });

    it('forgets this browser at logout and every browser at a new password; revoking API keys keeps them', async () => {
      const email = uniqueEmail('remember-out');
      await registerConfirmed(email);
      const kept = await login(email);
      const leaving = await login(email);
      const revoked = await t.app.inject({ method: 'POST', url: '/api/auth/apikeys/revoke', headers: bearer(kept) });
      expect(revoked.statusCode).toBe(200);

      const out = await inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { ...leaving.cookies, [REMEMBER_COOKIE]: leaving.remember! },
        headers: { 'x-xsrf-token': leaving.xsrf },
      });
      expect(out.statusCode).toBe(200);
      expect(rememberCookie(out)).toMatchObject({ value: '', path: '/api/auth' });
      expect((await autoByCookie(leaving.remember)).json().code).toBe('notRemembered');
      const still = sessionFrom(await autoByCookie(kept.remember), 'autoLogin');

      await post('/auth/pwforgotten', { email });
      const resetId = linkId(await lastMail(email), '/login/set-new-password');
      const reset = sessionFrom(await post('/auth/setnewpw', { resetId, password: NEW_PASSWORD }), 'setNewPassword');
      expect((await autoByCookie(still.remember)).json().code).toBe('notRemembered');
      // The browser that set the password is remembered anew.
      expect((await autoByCookie(reset.remember)).statusCode).toBe(200);
    });

    it("forgets this browser from Privacy Preferences' clear button; the session goes on", async () => {
      const email = uniqueEmail('remember-forget');
      await registerConfirmed(email);
      const session = await login(email);
      const forget = await post('/auth/autologin/forget', {}, { cookies: { [REMEMBER_COOKIE]: session.remember! } });
      expect(expectAnswer(forget, 'forgetBrowser', 200)).toEqual({ success: true });
      expect(rememberCookie(forget)).toMatchObject({ value: '', path: '/api/auth' });
      expect((await autoByCookie(session.remember)).json().code).toBe('notRemembered');
      expect((await checkWithBearer(session)).statusCode).toBe(200);
      // Without a cookie nothing happens.
      expect(expectAnswer(await post('/auth/autologin/forget'), 'forgetBrowser', 200)).toEqual({ success: true });
    });

    it('refuses a missing cookie (401) and a user id without a key or a key without an id (400)', async () => {
      expect(expectAnswer(await autoByCookie(undefined), 'autoLogin', 401)).toMatchObject({ code: 'notRemembered' });
      expect(expectAnswer(await autoByCookie('forged'), 'autoLogin', 401)).toMatchObject({ code: 'notRemembered' });
      for (const body of [{ userId: 'usr_1' }, { apiKey: 'key' }]) {
        expect(expectAnswer(await post('/auth/autologin', body), 'autoLogin', 400)).toMatchObject({
          code: 'validation',
        });
      }
    });
  });

  describe('password reset', () => {
    it('always answers true and mails a link only to existing accounts', async () => {
      const email = uniqueEmail('forgot');
      await registerConfirmed(email, 'de');
      const res = await post('/auth/pwforgotten', { email: email.toUpperCase() });
      expect(expectAnswer(res, 'requestPasswordReset', 200)).toBe(true);
      const mail = await lastMail(email);
      expect(mail.subject).toBe('Neues Passwort für Idea Studio');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/login\/set-new-password\/[A-Za-z0-9_-]{40,}/);

      const ghost = uniqueEmail('ghost');
      const unknown = await post('/auth/pwforgotten', { email: ghost });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toBe(true);
      expect(await mailsTo(ghost)).toEqual([]);
    });

    it('sets the new password, ends every other session and API key, and logs in', async () => {
      const email = uniqueEmail('reset');
      await registerConfirmed(email);
      const old = await login(email);
      // Waiting for a confirmation again: the reset link proves the address.
      await t.app.db.updateTable('users').set({ status: 'CONFIRM' }).where('email', '=', email).execute();
      await post('/auth/pwforgotten', { email });
      const resetId = linkId(await lastMail(email), '/login/set-new-password');

      const weak = await post('/auth/setnewpw', { resetId, password: 'weak' });
      expect(expectAnswer(weak, 'setNewPassword', 400)).toMatchObject({
        code: 'validation',
        msg: { text: 'Your password is too short.' },
      });

      const res = await post('/auth/setnewpw', { resetid: resetId, password: NEW_PASSWORD });
      const fresh = sessionFrom(res, 'setNewPassword');
      expect(res.json().msg).toEqual({
        headline: 'Password changed',
        text: 'Your new password is set. You are logged in.',
      });
      expect(fresh.userdata.status).toBe('ACTIVE');
      expect(fresh.apiKey).not.toBe('');
      expect(fresh.cookies[SESSION_COOKIE]).toBe(fresh.token);

      expect((await checkWithBearer(old)).statusCode).toBe(401);
      expect((await post('/auth/autologin', { userId: old.userdata.id, apiKey: old.apiKey })).statusCode).toBe(401);
      expect((await checkWithBearer(fresh)).statusCode).toBe(200);
      expect((await post('/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).userdata.email).toBe(email);

      const again = await post('/auth/setnewpw', { resetId, password: NEW_PASSWORD });
      expect(expectAnswer(again, 'setNewPassword', 404)).toMatchObject({ code: 'notFound' });
    });

    it('refuses a reset link after one hour and closes other open links after a change', async () => {
      const email = uniqueEmail('late');
      await registerConfirmed(email);
      await post('/auth/pwforgotten', { email });
      const late = linkId(await lastMail(email), '/login/set-new-password');
      clock.advance(60 * 60_000 + 1000);
      expect((await post('/auth/setnewpw', { resetId: late, password: NEW_PASSWORD })).statusCode).toBe(404);

      await post('/auth/pwforgotten', { email });
      const first = linkId(await lastMail(email), '/login/set-new-password');
      await post('/auth/pwforgotten', { email });
      const second = linkId(await lastMail(email), '/login/set-new-password');
      expect((await post('/auth/setnewpw', { resetId: second, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await post('/auth/setnewpw', { resetId: first, password: NEW_PASSWORD })).statusCode).toBe(404);
    });
  });

  describe('user data', () => {
    it('assembles the contract User with company, licence, members, projects and hub files', async () => {
      const email = uniqueEmail('shape');
      await registerConfirmed(email);
      const { userdata } = await login(email);
      expect(userdata).toEqual({
        id: expect.any(String),
        prename: null,
        lastname: null,
        email,
        lang: 'en',
        avatar: 0,
        refreshtoken: null,
        status: 'ACTIVE',
        intentionRoleId: null,
        apiKey: expect.any(String),
        token: expect.any(String),
        companyData: { name: null, industry: null, mission: null, webpage: null, pitchDeck: null },
        licenseData: [{ userId: userdata.id, licenseTypeId: 1, maxRoleLevel: 3 }],
        licenseMembers: [
          {
            userId: userdata.id,
            prename: null,
            lastname: null,
            email,
            licenseTypeId: 1,
            role: 'Owner',
            avatar: 0,
            refreshtoken: null,
          },
        ],
        projectData: {
          own: [{ projectId: expect.any(String), name: 'My project', sysDefault: 1, ownerId: userdata.id }],
        },
        ragFiles: [{ projectId: userdata.projectData.own[0].projectId, files: [] }],
      });
    });

    it('saves the profile fields and checks the intention role', async () => {
      const email = uniqueEmail('profile');
      await registerConfirmed(email);
      const session = await login(email);
      const save = (body: object) => post('/user/data', body, { headers: bearer(session) });

      const res = await save({ prename: '  Ada ', lastname: 'Lovelace', intentionRoleId: 3, lang: 'de' });
      expect(expectAnswer(res, 'updateUserData', 200)).toBe(true);
      const { userdata } = (await checkWithBearer(session)).json();
      expect(userdata).toMatchObject({ prename: 'Ada', lastname: 'Lovelace', intentionRoleId: 3, lang: 'de' });

      const bad = await save({ intentionRoleId: 999 });
      expect(expectAnswer(bad, 'updateUserData', 400)).toMatchObject({ code: 'validation' });
      expect((await save({ lastname: null, intentionRoleId: null })).statusCode).toBe(200);
      expect((await checkWithBearer(session)).json().userdata).toMatchObject({
        prename: 'Ada',
        lastname: null,
        intentionRoleId: null,
      });

      // Mails follow the saved language.
      await startLogin(email);
      expect((await lastMail(email)).subject).toMatch(/^Dein Idea-Studio-Anmeldecode: \d{6}$/);

      const anonymous = await post('/user/data', { prename: 'X' });
      expect(anonymous.json().code).toBe('notLoggedIn');
    });
  });

  describe('promotions', () => {
    it('checks a promotion and registers through it, storing the promotion data', async () => {
      const promotion = await createPromotion(t.app.db, {
        targetType: 'TRACK',
        targetId: 'Clu-4-HBY',
        skipRegistration: true,
        promotionData: { campaign: 'spring' },
      });
      const res = await inject({ method: 'GET', url: `/api/auth/promotion/${promotion.id}?t=1` });
      expect(expectAnswer(res, 'checkPromotion', 200)).toEqual({
        skipRegistration: 1,
        targetType: 'TRACK',
        targetId: 'Clu-4-HBY',
        promotionData: { campaign: 'spring' },
      });

      const email = uniqueEmail('promo');
      const registered = await post(`/auth/promotion/${promotion.id}`, {
        email,
        password: PASSWORD,
        lang: 'en',
        promotionData: { campaign: 'spring', source: 'flyer' },
      });
      expect(expectAnswer(registered, 'registerPromotionUser', 200).userdata).toEqual({
        email,
        lang: 'en',
        status: 'CONFIRM',
      });
      const user = await userRow(email);
      expect(user.promotion_id).toBe(promotion.id);
      expect(JSON.parse(user.promotion_data ?? 'null')).toEqual({ campaign: 'spring', source: 'flyer' });
    });

    it('answers 404 for unknown promotions', async () => {
      const check404 = await inject({ method: 'GET', url: '/api/auth/promotion/no-such-promotion' });
      expect(expectAnswer(check404, 'checkPromotion', 404)).toMatchObject({
        code: 'notFound',
        msg: { headline: 'Promotion not found' },
      });
      const email = uniqueEmail('nopromo');
      const register404 = await post('/auth/promotion/no-such-promotion', { email, password: PASSWORD });
      expect(expectAnswer(register404, 'registerPromotionUser', 404)).toMatchObject({ code: 'notFound' });
      expect(await mailsTo(email)).toEqual([]);
    });
  });
});

describe('cookies under https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_URL: 'https://ideas.example.com' } });
  });
  afterAll(() => t?.close());

  it('marks both cookies Secure when APP_URL is https', async () => {
    const email = 'secure@example.com';
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    const [confirmMail] = await listOutboxMails(t.app.db, { to: email });
    const [, confirmId] = /\/login\/confirm\/([A-Za-z0-9_-]+)/.exec(confirmMail.text)!;
    await t.app.inject({ method: 'POST', url: `/api/auth/confirm/${confirmId}` });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const [mail] = await listOutboxMails(t.app.db, { to: email });
    const [, verifyId, code] = /\/login\/verify\/([A-Za-z0-9_-]+)\?code=(\d{6})/.exec(mail.text)!;
    expect(mail.text).toContain('https://ideas.example.com/login/verify/');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { verifyId, verifyCode: code },
    });
    expect(res.statusCode).toBe(200);
    for (const name of [SESSION_COOKIE, XSRF_COOKIE]) {
      expect(res.cookies.find((c) => c.name === name)?.secure).toBe(true);
    }
  });
});
