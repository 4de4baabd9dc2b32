import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

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

describe('main', () => {
  it('listens, logs its URL and closes gracefully on SIGTERM', async () => {
    const server = start({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:' });
    const port = await new Promise<number>((resolve, reject) => {
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
    expect(server.output()).toMatch(/Idea Studio listening on http:\/\/localhost:\d+/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('stops with a clear message on invalid configuration', async () => {
    const server = start({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Idea Studio cannot start: PORT must be a whole number');
  });
});
