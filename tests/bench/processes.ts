// Child processes the benchmark measures: the built Idea Studio server (`node server/dist/main.js`, as `npm start`
// runs it) and the bare Fastify ceiling. Each gets its own port; both are stopped with SIGTERM.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/harness/ports.js';
import { RAISED_LIMITS, type RunningProcess, startAppProcess, startProcess } from '../src/harness/processes.js';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

export type BenchProcess = RunningProcess;

/** The built server on a database URL (SQLite file or PostgreSQL), with the offline AI and the dev outbox. */
export function startAppServer(databaseUrl: string): Promise<BenchProcess> {
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server under the load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // Development: accounts are made as a person makes them (full password hashing). Request logs are off. The
  // account limits are raised so that the founders of the mixed workload can all register and log in.
  return startAppProcess({ databaseUrl, nodeArgs, env: { NODE_ENV: 'development', ...RAISED_LIMITS } });
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
  const env = { PATH: process.env.PATH };
  return startProcess(process.execPath, [BARE_SERVER, capturesFile, String(port)], env, port, '/bare/ready');
}

/**
 * CPU seconds (user and system) the process listening on `url` has used so far, from Linux /proc; undefined
 * elsewhere. On a machine shared with other work, CPU per request says more than requests per second.
 */
export function cpuSeconds(url: string): number | undefined {
  try {
    const port = new URL(url).port;
    const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(listing)?.[1];
    if (!pid) return undefined;
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
