// Real processes for the tests that need them: the built server (`node server/dist/main.js`, as `npm start` runs
// it) on a database the test names, and any other program (the bare benchmark server, HAProxy). Each can be
// stopped with SIGTERM, or killed with SIGKILL as a crash would.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { raisedRateLimits } from '@idea-studio/server/testing';
import { freePort } from './ports.js';

export const SERVER_MAIN = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));

export interface RunningProcess {
  url: string;
  port: number;
  /** The last 8,000 characters the process printed. */
  output(): string;
  /** Resident memory of the process in bytes (Linux /proc); undefined elsewhere or once it ended. */
  rss(): number | undefined;
  /** SIGTERM, then SIGKILL after `graceMs`; answers the exit code (null when killed). */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL at once: a crash, with no chance to finish anything. */
  kill(): Promise<void>;
  readonly exited: Promise<number | null>;
}

function rssOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function waitUntilReady(child: ChildProcess, readyUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${readyUrl}: the process exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer within 30 s:\n${output()}`);
}

/** Starts `command args` and waits until `http://127.0.0.1:{port}{readyPath}` answers 2xx. */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<RunningProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, url + readyPath, () => printed);
  return {
    url,
    port,
    output: () => printed,
    rss: () => rssOf(child.pid),
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Every rate limit raised far above what a run sends, for runs that measure or probe something else: the requests
 * reach the handlers instead of the limiters (the limits have tests of their own).
 */
export const RAISED_LIMITS = raisedRateLimits(1_000_000);

export interface AppProcessOptions {
  databaseUrl: string;
  /** A fixed port (a restart on the same address); default: a free one. */
  port?: number;
  /** More environment: REDIS_URL, TRUST_PROXY, AUTH_RATE_LIMITS, … */
  env?: Record<string, string>;
  nodeArgs?: string[];
}

/**
 * The built server on a database URL (SQLite file or PostgreSQL) with the offline AI and the dev outbox. NODE_ENV
 * is `test` (cheap password hashes, so tests can make many accounts) unless `env` says otherwise.
 */
export async function startAppProcess(options: AppProcessOptions): Promise<RunningProcess> {
  const port = options.port ?? (await freePort());
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  return startProcess(process.execPath, [...(options.nodeArgs ?? []), SERVER_MAIN], env, port, '/api/health');
}
