// Two app servers on one PostgreSQL database and one Redis, behind HAProxy with the shipped deploy/haproxy.cfg:
// what the README's deployment section describes, run as an operator would run it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIdeaClient, DEFAULT_TRACK_ID, defaultProject, initialStepId, unwrap } from '@idea-studio/sdk';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, PASSWORD, registerConfirmed, uniqueEmail } from '../src/harness/accounts.js';
import { createPostgresDatabase, type TestDatabaseUrl } from '../src/harness/databases.js';
import { freePort } from '../src/harness/ports.js';
import { type RunningProcess, startAppProcess, startProcess } from '../src/harness/processes.js';
import { STREAM_IDS } from '../src/harness/reference.js';
import { devOutbox } from '../src/harness/server.js';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const HAPROXY_CFG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));
// A Redis database of its own, emptied first: limit counts of an earlier run must not count in this one.
const REDIS_URL = process.env.TEST_REDIS_SCALE_URL ?? 'redis://127.0.0.1:6379/9';
const LOGIN_LIMIT = 5;

let database: TestDatabaseUrl;
let a: RunningProcess;
let b: RunningProcess;
let proxy: RunningProcess;
let proxyUrl: string;

async function startApp(port: number): Promise<RunningProcess> {
  return startAppProcess({
    databaseUrl: database.url,
    port,
    env: {
      APP_URL: proxyUrl,
      REDIS_URL,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMITS: `login=${LOGIN_LIMIT}/1m`,
      SHUTDOWN_DRAIN_MS: '5000',
    },
  });
}

beforeAll(async () => {
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy not found at ${HAPROXY}: install it with \`apt-get install -y haproxy\` (.ci/run does).`);
  }
  await forgetLimits();
  database = await createPostgresDatabase('idea_two_servers');
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  // The first start migrates the database; the second finds it migrated.
  a = await startApp(portA);
  b = await startApp(portB);
  proxy = await startProcess(
    HAPROXY,
    ['-db', '-f', HAPROXY_CFG],
    {
      PATH: process.env.PATH,
      IDEA_LISTEN: `127.0.0.1:${proxyPort}`,
      IDEA_APP1: `127.0.0.1:${portA}`,
      IDEA_APP2: `127.0.0.1:${portB}`,
    },
    proxyPort,
    '/api/health',
  );
});

afterAll(async () => {
  await Promise.all([proxy?.stop(), a?.stop(), b?.stop()]);
  await database?.drop();
});

// The API through the given address; the outbox (in the shared database) straight from app server A: the development
// outbox answers no request that came through a proxy.
const mailing = (url: string) => ({ apiUrl: `${url}/api`, ...devOutbox(a.url) });
const client = (url: string, token?: string) => createIdeaClient({ baseUrl: `${url}/api`, token });

/** Empties the shared limit counts, so each test starts with the whole login limit. */
async function forgetLimits(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();
}

describe('two app servers behind HAProxy', () => {
  it('both report the shared limits and the same database', async () => {
    for (const server of [a, b]) {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'postgres', limits: 'redis' });
    }
  });

  it('a user logs in through one server and works through the other', async () => {
    const email = await registerConfirmed(mailing(proxyUrl));
    const user = await loginWithCode(mailing(a.url), email);
    const streamId = STREAM_IDS[0]!;
    const started = await unwrap(
      client(b.url, user.token).POST('/streams/starttrack', {
        body: {
          trackId: DEFAULT_TRACK_ID,
          streamId,
          stepId: initialStepId(streamId),
          projectId: defaultProject(user)!.projectId,
          name: 'Solar kiosks for village markets',
        },
      }),
    );
    const tracksOnA = await unwrap(client(a.url, user.token).GET('/streams/usertracks'));
    expect(JSON.stringify(tracksOnA)).toContain(started.roundId);
    // Through the proxy, which sends the requests to both in turn, every one succeeds.
    const viaProxy = client(proxyUrl, user.token);
    for (let i = 0; i < 6; i++) expect((await viaProxy.GET('/streams/usertracks')).response.status).toBe(200);
  });

  it('the login limit trips after the same number of tries, whichever server answers', async () => {
    await forgetLimits();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      const res = await fetch(`${proxyUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('limit'), password: PASSWORD }),
      });
      statuses.push(res.status);
    }
    // Each server counted alone would allow 2 × LOGIN_LIMIT tries.
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
    await forgetLimits();
  });

  it('logout through one server ends the session on both', async () => {
    const email = await registerConfirmed(mailing(a.url));
    const { token } = await loginWithCode(mailing(b.url), email);
    for (const server of [a, b])
      expect((await client(server.url, token).GET('/streams/usertracks')).response.status).toBe(200);
    await client(a.url, token).POST('/auth/logout', {});
    expect((await client(a.url, token).GET('/streams/usertracks')).response.status).toBe(401);
    // The other server hears of the change through PostgreSQL's notification, within milliseconds.
    await expect
      .poll(async () => (await client(b.url, token).GET('/streams/usertracks')).response.status, { timeout: 2000 })
      .toBe(401);
  });

  it('a server that is stopped drains: the proxy moves its traffic to the other, and no request fails', async () => {
    const email = await registerConfirmed(mailing(proxyUrl));
    const { token } = await loginWithCode(mailing(proxyUrl), email);
    const viaProxy = client(proxyUrl, token);
    const statuses = new Map<number, number>();
    let running = true;
    const traffic = (async () => {
      while (running) {
        const { response } = await viaProxy.GET('/streams/usertracks');
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = a.stop(15_000);
    await expect.poll(async () => (await fetch(`${a.url}/api/health`)).status, { timeout: 2000 }).toBe(503);
    expect(await stopped).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await traffic;
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(20);
  });
});
