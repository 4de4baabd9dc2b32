// `npm run bench` keeps working: its short mode (1 s per run) starts the built server on SQLite and PostgreSQL,
// the bare Fastify ceiling, and prints every part of its table. Figures are printed, never asserted.
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

it('runs the benchmark in its short mode and prints every section', { timeout: 240_000 }, async () => {
  const { code, output } = await runBench();
  expect(code, output).toBe(0);
  for (const route of ['health', 'usertracks (50 tracks)', 'checklogin', 'round track data', 'hub files', 'agents']) {
    expect(output).toMatch(
      new RegExp(`^${route.replace(/[()]/g, '\\$&')}\\s+[\\d.]+ KB\\s+\\d+\\s+\\d+\\s+\\d+ %`, 'm'),
    );
  }
  expect(output).toMatch(/^SQLite — /m);
  expect(output).toMatch(/^PostgreSQL — |^PostgreSQL: not reachable/m);
  expect(output).toMatch(/^server RSS after 100 mixed requests: \d+ MiB; after 10,000 more: \d+ MiB/m);
  expect(output).toMatch(/^PDF rendering: [\d.]+ PDFs\/s .* health meanwhile: p50 \d+ ms, p99 \d+ ms/m);
  expect(output).toMatch(/^\/start\s+[\d.]+ KB in \d+ files/m);
  expect(output).toMatch(/^\/login\s+[\d.]+ KB in \d+ files/m);
  // Every load run answered without errors.
  for (const line of output.split('\n').filter((l) => / KB /.test(l) && / ms /.test(l))) {
    expect(line.trim().split(/\s+/).at(-1), line).toBe('0');
  }
});
