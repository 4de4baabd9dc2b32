// The README's default start, as a person runs it on a server: no HOST, no NODE_ENV, no SMTP_URL. Whoever can read
// the development outbox can reset any password, so from another address of this machine (its network interface,
// as a neighbour on the network would come) the outbox must be out of reach — while the person at the machine
// still reads it on localhost.
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/harness/ports.js';
import { type RunningProcess, SERVER_MAIN, startProcess } from '../src/harness/processes.js';

/** This machine's address on its network (not loopback). */
function networkAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  if (!found) throw new Error('This machine has no network address besides loopback to test the default start from.');
  return found.address;
}

/** The status of a GET, or the connection error's code ("ECONNREFUSED"). */
async function statusOf(url: string): Promise<number | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return ((error as { cause?: { code?: string } }).cause?.code ?? String(error)) as string;
  }
}

let dir: string;
const servers: RunningProcess[] = [];

/** `node server/dist/main.js` with the defaults, as `npm start` runs it (HOST only when given). */
async function start(env: Record<string, string> = {}): Promise<RunningProcess> {
  const port = await freePort();
  const server = await startProcess(
    process.execPath,
    [SERVER_MAIN],
    { PATH: process.env.PATH, PORT: String(port), DATABASE_URL: `sqlite:${join(dir, `${port}.db`)}`, ...env },
    port,
    '/api/health',
  );
  servers.push(server);
  return server;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'idea-studio-default-start-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await rm(dir, { recursive: true, force: true });
});

describe('the default start', () => {
  it('listens on this machine only: the network address gets no connection, localhost reads the outbox', async () => {
    const server = await start();
    const outside = `http://${networkAddress()}:${server.port}`;
    expect(await statusOf(`${outside}/dev/mailbox.json`)).toBe('ECONNREFUSED');
    expect(await statusOf(`${outside}/api/health`)).toBe('ECONNREFUSED');
    expect(await statusOf(`${server.url}/dev/mailbox.json`)).toBe(200);
  });

  it('opened to the network with HOST=0.0.0.0, still keeps the outbox from every other address', async () => {
    const server = await start({ HOST: '0.0.0.0' });
    const outside = `http://${networkAddress()}:${server.port}`;
    expect(await statusOf(`${outside}/api/health`)).toBe(200);
    expect(await statusOf(`${outside}/dev/mailbox.json`)).toBe(404);
    expect(await statusOf(`${outside}/dev/mailbox`)).toBe(404);
    expect(await statusOf(`${server.url}/dev/mailbox.json`)).toBe(200);
  });
});
