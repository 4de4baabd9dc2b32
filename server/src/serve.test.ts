import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./serve.ts', import.meta.url));

const running = new Set<ReturnType<typeof spawn>>();

afterEach(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The port the server logged once it listens. */
function listeningPort(server: ReturnType<typeof start>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = server.output().match(/"port":(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
      if (server.child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited early:\n${server.output()}`));
      }
    }, 50);
  });
}

/** A login request whose body arrives in two parts; the second part is sent when `finish` is called. */
function halfSentLogin(port: number) {
  const body = JSON.stringify({ email: 'slow@example.com', password: 'Wrong-Passw0rd!' });
  let answer: (value: { status: number }) => void;
  const answered = new Promise<{ status: number }>((resolve) => {
    answer = resolve;
  });
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      res.resume();
      res.on('end', () => answer({ status: res.statusCode ?? 0 }));
    },
  );
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

describe('main', () => {
  it('listens, logs its URL and closes gracefully on SIGTERM', async () => {
    const server = start({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:' });
    const port = await listeningPort(server);
    expect(server.output()).toMatch(/Idea Studio listening on http:\/\/localhost:\d+/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('on SIGTERM answers health with 503 while draining, finishes the request in flight, then exits', async () => {
    const server = start({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:', SHUTDOWN_DRAIN_MS: '1500' });
    const port = await listeningPort(server);
    expect(server.output()).toContain('"limits":"memory"');
    const inFlight = halfSentLogin(port);
    await new Promise((resolve) => setTimeout(resolve, 100));

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      msg: { headline: 'Service unavailable', text: 'The server is shutting down.' },
      code: 'draining',
    });
    expect(server.child.exitCode).toBeNull();

    // After the drain the listener closes; the request that was already being received still gets its answer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    inFlight.finish();
    expect((await inFlight.answered).status).toBe(401);
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('does not start when REDIS_URL names a Redis that does not answer', async () => {
    const server = start({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Redis at redis://127.0.0.1:1 (REDIS_URL) is not reachable');
  });

  it('stops with a clear message on invalid configuration', async () => {
    const server = start({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Idea Studio cannot start: PORT must be a whole number');
  });
});
