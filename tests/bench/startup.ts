// Start-up times: `npm start` on an already built checkout until /api/health answers 200 (the build check finds
// nothing to build; the server runs), and the built server process alone (`node server/dist/main.js`). Each run
// gets a new SQLite file in a temporary folder and a free port. Prints figures and records them against their
// goals (goals.ts); nothing is asserted. About 10 s on a quiet machine.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/harness/ports.js';
import { SERVER_MAIN } from '../src/harness/processes.js';
import { recordGoal } from './goals.js';
import { SHORT_MODE } from './measure.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** A start that takes longer than this is reported as failed rather than waited for. */
const START_TIMEOUT_MS = 60_000;
/** How often health is asked while the server starts: fine enough for a 1 s goal. */
const POLL_MS = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group (npm, its shell, the server), SIGKILL to whatever remains after 5 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 5000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Seconds from spawning `command args` (its own process group) until /api/health answers 200, and what it printed
 * by then.
 */
async function timeToHealthy(
  command: string,
  args: string[],
  label: string,
): Promise<{ seconds: number; printed: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'idea-startup-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `sqlite:${join(dir, 'idea-studio.db')}`,
    LOG_LEVEL: 'warn',
  };
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}:\n${printed}`);
      try {
        if ((await fetch(url)).status === 200) return { seconds: (performance.now() - started) / 1000, printed };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`${label} was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${printed}`);
  } finally {
    await stopGroup(child);
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure(label: string, runs: number, command: string, args: string[]): Promise<number | undefined> {
  const seconds: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const { seconds: value, printed } = await timeToHealthy(command, args, label);
      seconds.push(value);
      // A source changed while the benchmark ran (or the checkout was not built): that start built it first.
      const built = [...printed.matchAll(/^\[build\] (\S+): .*building$/gm)].map((match) => match[1]);
      if (built.length) console.log(`  run ${run + 1} built ${built.join(', ')} first`);
    }
  } catch (error) {
    console.log(`${label}: not measured (${error instanceof Error ? error.message : error})`);
    return undefined;
  }
  const value = median(seconds);
  console.log(`${label}: ${value.toFixed(2)} s (median of ${runs}: ${seconds.map((s) => s.toFixed(2)).join(', ')})`);
  return value;
}

export async function benchStartup(): Promise<void> {
  console.log('\nStart-up to a healthy server (new SQLite file each run)');
  // Brings the checkout up to date first, untimed, so the timed starts find everything built.
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-changed.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    console.log(`the build failed, start-up not measured:\n${build.stdout}${build.stderr}`);
    recordGoal('npm start on a built checkout: healthy', undefined, { atMost: 5, unit: 's', digits: 1 });
    recordGoal('server process: healthy', undefined, { atMost: 1, unit: 's', digits: 2 });
    return;
  }
  const npmStart = await measure('npm start on a built checkout', SHORT_MODE ? 1 : 3, NPM, ['start']);
  recordGoal('npm start on a built checkout: healthy', npmStart, { atMost: 5, unit: 's', digits: 1 });
  const server = await measure('node server/dist/main.js', SHORT_MODE ? 1 : 5, process.execPath, [SERVER_MAIN]);
  recordGoal('server process: healthy', server, { atMost: 1, unit: 's', digits: 2 });
}
