// Child processes the benchmark measures: the built Idea Studio server (`node server/dist/main.js`, as `npm start`
// runs it) and the bare Fastify ceiling. Each gets its own port; both are stopped with SIGTERM.
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/harness/ports.js';
import { type RunningProcess, startAppProcess, startProcess } from '../src/harness/processes.js';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

export type BenchProcess = RunningProcess;

/** The built server on a database URL (SQLite file or PostgreSQL), with the offline AI and the dev outbox. */
export function startAppServer(databaseUrl: string): Promise<BenchProcess> {
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server under the load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // Development: accounts are made as a person makes them (full password hashing). Request logs are off.
  return startAppProcess({ databaseUrl, nodeArgs, env: { NODE_ENV: 'development' } });
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
