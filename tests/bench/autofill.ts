// The whole track from the terminal: a new round walked by the built CLI's `run <roundId> --autofill` as a founder
// runs it (a child process, logged in with the API key), timed from start to exit, with the CLI's own stage table
// (`--timings`): the AI's answers, the result saves that render PDFs, the PDF renders the server reports, the other
// calls, waits and the CLI's own time. The second of two runs is the figure (the first starts the server's threads).
// Then the closing view's Create all on that round, stream by stream, through the SDK function the web's Create all
// uses.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ClosingContext,
  createAllOutputs,
  createClosingOutputs,
  createIdeaClient,
  DEFAULT_TRACK_ID,
  defaultProject,
  initialStepId,
  loadClosingOptions,
  loadTrackStructure,
  type RunStages,
  stageLines,
  unwrap,
} from '@idea-studio/sdk';
import { CLI_BIN } from '../src/harness/cli.js';
import { recordGoal } from './goals.js';
import { SHORT_MODE } from './measure.js';
import type { BenchProcess } from './processes.js';
import type { Seeded } from './seed.js';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - start) / 1000 }));
  });
}

async function startRound(app: BenchProcess, seeded: Seeded): Promise<string> {
  const client = createIdeaClient({ baseUrl: `${app.url}/api`, token: seeded.authorization.replace(/^Bearer /, '') });
  const streamId = (await loadTrackStructure(client)).streams[0]?.id ?? '';
  const started = await unwrap(
    client.POST('/streams/starttrack', {
      body: {
        trackId: DEFAULT_TRACK_ID,
        streamId,
        stepId: initialStepId(streamId),
        projectId: seeded.projectId,
        name: 'Solar kiosks for village markets',
      },
    }),
  );
  return started.roundId;
}

/** Create all of each stream's closing view on the finished round; answers the seconds of each, by stream name. */
async function createAll(app: BenchProcess, seeded: Seeded, roundId: string): Promise<Array<[string, number]>> {
  const client = createIdeaClient({ baseUrl: `${app.url}/api`, token: seeded.authorization.replace(/^Bearer /, '') });
  const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
  const structure = await loadTrackStructure(client, data.id);
  const defaultProjectId = defaultProject(seeded.user)?.projectId ?? seeded.projectId;
  const rounds = await unwrap(client.GET('/streams/usertracks'));
  const ctx: ClosingContext = {
    client,
    data,
    structure,
    projectId: rounds.find((round) => round.roundId === roundId)?.projectId || defaultProjectId,
    defaultProjectId,
  };
  const times: Array<[string, number]> = [];
  for (const stream of structure.streams) {
    const { ready } = createAllOutputs(await loadClosingOptions(client, stream.id), data, structure);
    const start = performance.now();
    await createClosingOutputs(ctx, ready);
    times.push([`${stream.name_en} (${ready.length} PDFs)`, (performance.now() - start) / 1000]);
  }
  return times;
}

/** One `run <roundId> --autofill --timings` of a new round, as a founder runs it; undefined when it failed. */
async function runAutofill(
  app: BenchProcess,
  seeded: Seeded,
): Promise<{ roundId: string; run: CliRun; timings: RunStages; stopped?: string } | undefined> {
  const roundId = await startRound(app, seeded);
  const configDir = await mkdtemp(join(tmpdir(), 'idea-bench-cli-'));
  try {
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: configDir,
      IDEA_CONFIG_DIR: configDir,
      IDEA_API_URL: `${app.url}/api`,
      IDEA_USER_ID: seeded.user.id,
      IDEA_API_KEY: seeded.user.apiKey ?? '',
    };
    const run = await runCli(['--json', 'run', roundId, '--autofill', '--timings'], env);
    if (run.code !== 0) {
      console.log(`  failed (exit ${run.code}): ${run.stderr.trim().slice(0, 500)}`);
      return undefined;
    }
    const { timings, stopped } = JSON.parse(run.stdout) as { timings: RunStages; stopped?: string };
    return { roundId, run, timings, stopped };
  } finally {
    await rm(configDir, { recursive: true, force: true });
  }
}

const seconds = (value: number) => `${value.toFixed(2)} s`.padStart(8);

export async function benchAutofill(app: BenchProcess, seeded: Seeded): Promise<void> {
  console.log('\nrun --autofill: a new round through the whole track and every closing output (offline AI)');
  // The server's first run starts its AI and PDF threads; a server in use has them, so the second run is the figure.
  // The short mode measures one run only.
  const first = SHORT_MODE ? undefined : await runAutofill(app, seeded);
  if (first)
    console.log(`  ${'first run on this server'.padEnd(28)} ${seconds(first.run.seconds)}  (threads starting)`);
  const measured = SHORT_MODE || first ? await runAutofill(app, seeded) : undefined;
  if (measured) {
    for (const line of stageLines(measured.timings)) console.log(`  ${line}`);
    console.log(
      `  ${'whole run (the process)'.padEnd(28)} ${seconds(measured.run.seconds)}  ${measured.stopped ?? ''}`,
    );
  }
  recordGoal('run --autofill, whole track offline', measured?.run.seconds, { atMost: 5, unit: 's', digits: 1 });

  let slowest: number | undefined;
  if (measured) {
    console.log("\nclosing view: Create all (each stream's ready PDF outputs, the SDK's createClosingOutputs)");
    for (const [stream, time] of await createAll(app, seeded, measured.roundId)) {
      console.log(`  ${stream.padEnd(28)} ${seconds(time)}`);
      slowest = Math.max(slowest ?? 0, time);
    }
  }
  recordGoal('closing view: Create all', slowest, { atMost: 1.5, unit: 's', digits: 2 });
}
