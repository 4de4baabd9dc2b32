import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';

const PASSWORD = 'Str0ng-Passw0rd!';
const TOO_MANY = {
  msg: { headline: 'Too many requests', text: 'Too many requests, please try again later.' },
  code: 'tooManyRequests',
};

describe('rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        AUTH_RATE_LIMITS:
          'login=3/1m,register=2/1m,verify=3/1m,newCode=3/1m,passwordReset=3/1m,resendConfirmation=3/1m,account=2/1m',
      },
    });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, remoteAddress: string, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress, ...extra });

  it('limits login per IP with the 429 envelope; other addresses are not affected', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 3; i++) {
      const res = await post('/auth/login', { email: `ip${i}@example.com`, password: PASSWORD }, ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await post('/auth/login', { email: 'ip9@example.com', password: PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
    const elsewhere = await post('/auth/login', { email: 'ip9@example.com', password: PASSWORD }, '10.1.0.2');
    expect(elsewhere.statusCode).toBe(401);
  });

  it.each([
    ['/auth/register', (i: number) => ({ email: `reg${i}@example.com`, password: PASSWORD }), 2],
    ['/auth/verify', (i: number) => ({ verifyId: `ip-verify-${i}`, verifyCode: '123456' }), 3],
    ['/auth/new2fa', (i: number) => ({ email: `new${i}@example.com` }), 3],
    ['/auth/pwforgotten', (i: number) => ({ email: `pw${i}@example.com` }), 3],
    ['/auth/resendconfirm', (i: number) => ({ email: `resend${i}@example.com` }), 3],
  ])('limits %s per IP', async (url, body, max) => {
    const ip = `10.2.${url.length}.1`;
    for (let i = 0; i < max; i++) expect((await post(url, body(i), ip)).statusCode).not.toBe(429);
    const limited = await post(url, body(max), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
  });

  it('limits attempts per account across addresses', async () => {
    const email = 'target@example.com';
    expect((await post('/auth/login', { email, password: 'Guess-1!aA' }, '10.3.0.1')).statusCode).toBe(401);
    expect(
      (await post('/auth/login', { email: email.toUpperCase(), password: 'Guess-2!aA' }, '10.3.0.2')).statusCode,
    ).toBe(401);
    const limited = await post('/auth/login', { email, password: 'Guess-3!aA' }, '10.3.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    // Another account from the same address is fine.
    expect((await post('/auth/login', { email: 'else@example.com', password: 'x' }, '10.3.0.3')).statusCode).toBe(401);
  });

  it('frees an account after its window', async () => {
    const short = await buildTestApp({ env: { AUTH_RATE_LIMITS: 'account=1/1s' } });
    try {
      const login = (ip: string) =>
        short.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'window@example.com', password: 'Guess-1!aA' },
          remoteAddress: ip,
        });
      // The limiter's window is read from Date: a fake clock moves past it at once.
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await login('10.3.1.1')).statusCode).toBe(401);
      expect((await login('10.3.1.2')).statusCode).toBe(429);
      vi.advanceTimersByTime(1_100);
      expect((await login('10.3.1.3')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('limits codes per verifyId and new codes, resets and registrations per address', async () => {
    const cases: [string, object][] = [
      ['/auth/verify', { verifyId: 'one-verify-id', verifyCode: '123456' }],
      ['/auth/new2fa', { email: 'per-account@example.com' }],
      ['/auth/pwforgotten', { email: 'per-account@example.com' }],
      ['/auth/resendconfirm', { email: 'per-account@example.com' }],
      ['/auth/register', { email: 'per-account@example.com', password: PASSWORD }],
    ];
    for (const [url, body] of cases) {
      let n = 0;
      const ip = () => `10.4.${url.length}.${++n}`;
      expect((await post(url, body, ip())).statusCode, url).not.toBe(429);
      expect((await post(url, body, ip())).statusCode, url).not.toBe(429);
      const limited = await post(url, body, ip());
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
    }
  });
});

describe('TRUST_PROXY', () => {
  const login = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${forwardedFor}@example.com`.replace(/[^a-z0-9@.]/g, ''), password: PASSWORD },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts per forwarded client address behind a trusted proxy', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: 'loopback', AUTH_RATE_LIMITS: 'login=1/1m' } });
    try {
      expect((await login(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await login(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await login(t, '203.0.113.2')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For without it', async () => {
    const t = await buildTestApp({ env: { AUTH_RATE_LIMITS: 'login=1/1m' } });
    try {
      expect((await login(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await login(t, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('trusts a hop count', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMITS: 'login=1/1m' } });
    try {
      expect((await login(t, '198.51.100.7, 203.0.113.1')).statusCode).toBe(401);
      // One hop trusted: the client is the last forwarded address.
      expect((await login(t, '198.51.100.8, 203.0.113.1')).statusCode).toBe(429);
      expect((await login(t, '198.51.100.7, 203.0.113.2')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
