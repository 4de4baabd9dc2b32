import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import { listOutboxMails } from '../mail/outbox-repository.js';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/helpers.js';
import { censor, redactSubject, redactUrl } from './log-redaction.js';
import { XSRF_COOKIE } from './session.js';

describe('log redaction helpers', () => {
  it.each([
    ['/api/auth/confirm/abcDEF_123-x', '/api/auth/confirm/[redacted]'],
    ['/login/confirm/abc?x=1', '/login/confirm/[redacted]?x=1'],
    ['/login/set-new-password/abc', '/login/set-new-password/[redacted]'],
    ['/invite/tok_EN-1?x=1', '/invite/[redacted]?x=1'],
    ['/login/verify/ver1?code=123456&t=1', '/login/verify/[redacted]?code=[redacted]&t=1'],
    ['/api/auth/promotion/spring?t=5', '/api/auth/promotion/spring?t=5'],
    ['/api/health', '/api/health'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('masks login codes in subjects and redacts other values', () => {
    expect(redactSubject('Your Idea Studio login code: 123456')).toBe('Your Idea Studio login code: ******');
    expect(censor('Dein Idea-Studio-Anmeldecode: 654321', ['subject'])).toBe('Dein Idea-Studio-Anmeldecode: ******');
    expect(censor('Bearer abc', ['req', 'headers', 'authorization'])).toBe('[redacted]');
  });
});

describe('no secrets in the logs', () => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const config = testConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { logger: { ...loggerOptions(config), stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps passwords, codes, tokens, API keys and link ids out of a full register → login → reset run', async () => {
    const email = 'logged@example.com';
    const password = 'Log-Secret#2026';
    const newPassword = 'Log-Secret#2027';
    const secrets: string[] = [password, newPassword];
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const newestMail = async () => (await listOutboxMails(app.db, { to: email }))[0];

    expect((await post('/api/auth/register', { email, password })).statusCode).toBe(200);
    const confirmId = /\/login\/confirm\/([\w-]+)/.exec((await newestMail()).text)![1];
    secrets.push(confirmId);
    await app.inject({ method: 'GET', url: `/login/confirm/${confirmId}`, headers: { accept: 'text/html' } });
    expect((await post(`/api/auth/confirm/${confirmId}`, { confirmId })).statusCode).toBe(200);

    const { verifyId } = (await post('/api/auth/login', { email, password })).json();
    const code = /code=(\d{6})/.exec((await newestMail()).text)![1];
    secrets.push(code);
    await app.inject({
      method: 'GET',
      url: `/login/verify/${verifyId}?code=${code}`,
      headers: { accept: 'text/html' },
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/auth/verify', { verifyId, verifyCode: wrong })).statusCode).toBe(401);
    const verified = await post('/api/auth/verify', { verifyId, verifyCode: code });
    expect(verified.statusCode).toBe(200);
    const { token, apiKey, id } = verified.json().userdata;
    const xsrf = verified.cookies.find((c) => c.name === XSRF_COOKIE)!.value;
    secrets.push(token, apiKey, xsrf);

    expect((await post('/api/auth/checklogin', {}, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const auto = await post('/api/auth/autologin', { userId: id, apiKey });
    expect(auto.statusCode).toBe(200);
    secrets.push(auto.json().userdata.token);

    await post('/api/auth/pwforgotten', { email });
    const resetId = /set-new-password\/([\w-]+)/.exec((await newestMail()).text)![1];
    secrets.push(resetId);
    await app.inject({ method: 'GET', url: `/login/set-new-password/${resetId}`, headers: { accept: 'text/html' } });
    expect((await post('/api/auth/setnewpw', { resetId, password: 'short' })).statusCode).toBe(400);
    const reset = await post('/api/auth/setnewpw', { resetid: resetId, password: newPassword });
    expect(reset.statusCode).toBe(200);
    secrets.push(reset.json().userdata.token, reset.json().userdata.apiKey);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${reset.json().userdata.token}` },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of secrets) expect(log, 'a secret in the log').not.toContain(secret);
    // The run was logged, with the secrets masked.
    expect(log).toContain('/api/auth/confirm/[redacted]');
    expect(log).toContain('/login/verify/[redacted]?code=[redacted]');
    expect(log).toContain('/login/set-new-password/[redacted]');
    expect(log).toContain('Your Idea Studio login code: ******');
    expect(log).toContain('mail stored in the development outbox');
  });
});
