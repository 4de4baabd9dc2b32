// Child processes the benchmark measures: the built Idea Studio server (`node server/dist/main.js`, as `npm start`
// runs it) and the bare Fastify ceiling. Each gets its own port; both are stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/harness/ports.js';

const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

export interface BenchProcess {
  url: string;
  /** Resident memory of the process in bytes (Linux /proc); undefined elsewhere. */
  rss(): number | undefined;
  stop(): Promise<void>;
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

async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer within 30 s:\n${output()}`);
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyPath: string, port: number) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, url + readyPath, () => output);
  return {
    url,
    rss: () => rssOf(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  } satisfies BenchProcess;
}

/** The built server on a database URL (SQLite file or PostgreSQL), with the offline AI and the dev outbox. */
export async function startAppServer(databaseUrl: string): Promise<BenchProcess> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    // Development: the dev outbox is on, so accounts are made as a person makes them. Request logs are off.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server under the load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startProcess([...nodeArgs, SERVER_MAIN], env, '/api/health', port);
}

export interface Capture {
  method: string;
  path: string;
  contentType: string;
  bodyBase64: string;
}

/** The bare Fastify ceiling serving the captured answers; `capturesFile` holds a JSON array of `Capture`. */
export async function startBareServer(capturesFile: string): Promise<BenchProcess> {
  const port = await freePort();
  return startProcess([BARE_SERVER, capturesFile, String(port)], { PATH: process.env.PATH }, '/bare/ready', port);
}
