// `npm run bench` keeps working: its short mode (1 s per run) starts the built server on SQLite and PostgreSQL,
// the bare Fastify ceiling, and prints every part of its table, the mixed workload and the goals. Figures are
// printed, never asserted; the mixed workload's reads after a write must all show it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const testsDir = fileURLToPath(new URL('..', import.meta.url));

function runBench(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
      cwd: testsDir,
      env: { ...process.env, BENCH_SECONDS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

it('runs the benchmark in its short mode and prints every section', { timeout: 600_000 }, async () => {
  const { code, output } = await runBench();
  expect(code, output).toBe(0);
  for (const route of ['health', 'usertracks (50 tracks)', 'checklogin', 'round track data', 'hub files', 'agents']) {
    expect(output).toMatch(
      new RegExp(`^${route.replace(/[()]/g, '\\$&')}\\s+[\\d.]+ KB\\s+\\d+\\s+\\d+\\s+\\d+ %`, 'm'),
    );
  }
  expect(output).toMatch(/^SQLite — /m);
  expect(output).toMatch(/^PostgreSQL — |^PostgreSQL: not reachable/m);
  // The mixed workload on SQLite, and on PostgreSQL unless it is not reachable: no errors, no stale read.
  const postgres = !/^PostgreSQL: not reachable/m.test(output);
  expect(output).toMatch(/^SQLite mixed — /m);
  if (postgres) expect(output).toMatch(/^PostgreSQL mixed — /m);
  const mixedRows = output.match(
    /^mixed 9:1, 20 users\s+\d+\s+\d+\s+\d+ %\s+\d+ ms\s+\d+ ms\s+\d+ ms\s+0\s+0\s+(\d+ µs|n\/a)\s+(\d+ µs|n\/a)$/gm,
  );
  expect(mixedRows?.length, output).toBe(postgres ? 2 : 1);
  // The closing goals table names every goal, each measured (or "not measured" without PostgreSQL).
  expect(output).toMatch(/^Goals$/m);
  for (const database of ['SQLite', 'PostgreSQL']) {
    expect(output).toMatch(new RegExp(`^mixed 9:1, 20 users, ${database}: share of bare\\s`, 'm'));
    expect(output).toMatch(new RegExp(`^mixed 9:1, 20 connections, ${database}: p99\\s`, 'm'));
    expect(output).toMatch(
      new RegExp(
        `^mixed 9:1, 20 users, ${database}: every read after a write shows it\\s+(0 stale reads\\s+yes\\s+yes|not measured)`,
        'm',
      ),
    );
  }
  expect(output).toMatch(/^RSS growth over 10,000 mixed requests\s+-?\d+ %/m);
  // The whole track from the terminal, Create all, and the two start-ups: each measured, with its stages.
  expect(output).toMatch(/^run --autofill, whole track offline\s+[\d.]+ s\s+≤ 5 s/m);
  expect(output).toMatch(/^closing view: Create all\s+[\d.]+ s\s+≤ 1.5 s/m);
  expect(output).toMatch(/^npm start on a built checkout: healthy\s+[\d.]+ s\s+≤ 5 s/m);
  expect(output).toMatch(/^server process: healthy\s+[\d.]+ s\s+≤ 1 s/m);
  expect(output).toMatch(/^\s+AI answers\s/m);
  expect(output).toMatch(/^server RSS after 100 mixed requests: \d+ MiB; after 10,000 more: \d+ MiB/m);
  expect(output).toMatch(/^PDF rendering: [\d.]+ PDFs\/s .* health meanwhile: p50 \d+ ms, p99 \d+ ms/m);
  expect(output).toMatch(/^\/start\s+[\d.]+ KB in \d+ files/m);
  expect(output).toMatch(/^\/login\s+[\d.]+ KB in \d+ files/m);
  // Every load run answered without errors.
  for (const line of output.split('\n').filter((l) => / KB /.test(l) && / ms /.test(l))) {
    expect(line.trim().split(/\s+/).at(-1), line).toBe('0');
  }
});
