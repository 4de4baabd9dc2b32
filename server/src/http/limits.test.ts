import { randomInt } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { LIMIT_KEY_PREFIX, redactRedisUrl } from './limits.js';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMITS = 'login=4/1m,account=3/1m';
const PASSWORD = 'Wrong-Passw0rd!';

/** A client address no earlier run used, so counts left in Redis by other runs cannot interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const freshEmail = () => `shared-${randomInt(1e9)}@example.com`;

const login = (t: TestApp, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress: ip });

/** A TCP relay in front of Redis that the test can cut and restore, as a network fault would. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const open = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
  let server = open();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    close,
    async reopen() {
      server = open();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

describe('limits shared through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS, AUTH_RATE_LIMITS: LIMITS };
    [a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('health reports the shared store', async () => {
    expect((await a.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ limits: 'redis' });
  });

  it('counts one per-IP limit over both servers', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await login(i % 2 ? b : a, freshEmail(), ip)).statusCode);
    // Four tries in all, however they were spread; each server alone would have allowed four.
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts one per-account limit over both servers and addresses', async () => {
    const email = freshEmail();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await login(i % 2 ? b : a, email, freshIp())).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429]);
  });

  it('keeps the counts in Redis under names that say what they count', async () => {
    const ip = freshIp();
    const email = freshEmail();
    await login(a, email, ip);
    const redis = new Redis(REDIS);
    try {
      expect(await redis.get(`${LIMIT_KEY_PREFIX}POST/api/auth/login-${ip}`)).toBe('1');
      expect(await redis.get(`${LIMIT_KEY_PREFIX}keyed-account:login:${email}`)).toBe('1');
    } finally {
      await redis.quit();
    }
  });
});

describe('limits when Redis stops answering', () => {
  let cut: Awaited<ReturnType<typeof relay>>;
  let t: TestApp;

  beforeAll(async () => {
    cut = await relay(new URL(REDIS));
    t = await buildTestApp({ env: { REDIS_URL: cut.url, AUTH_RATE_LIMITS: LIMITS } });
  });
  afterAll(async () => {
    await t?.close();
    await cut?.close();
  });

  it('answers 503 in the envelope (never unlimited, never 500) and recovers when Redis is back', async () => {
    expect((await login(t, freshEmail(), freshIp())).statusCode).toBe(401);
    await cut.close();
    const refused = await login(t, freshEmail(), freshIp());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      msg: {
        headline: 'Service unavailable',
        text: 'The server cannot check its request limits right now. Please try again in a moment.',
      },
      code: 'limitsUnavailable',
    });
    // Routes without a limit keep working.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await cut.reopen();
    await expect
      .poll(async () => (await login(t, freshEmail(), freshIp())).statusCode, { timeout: 10_000, interval: 200 })
      .toBe(401);
  });
});

describe('redactRedisUrl', () => {
  it('hides the password', () => {
    expect(redactRedisUrl('redis://user:secret@cache:6379/2')).toBe('redis://user:***@cache:6379/2');
    expect(redactRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});
