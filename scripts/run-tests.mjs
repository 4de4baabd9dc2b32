// `npm test`: builds every package, type-checks, lints, then runs the test suite of every workspace and
// prints one closing line "N passed, N failed" over all of them. Exits non-zero if any stage fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['openapi', 'sdk', 'server', 'web', 'cli', 'tests'];
const reports = mkdtempSync(join(tmpdir(), 'idea-studio-tests-'));
const failures = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, command, args, cwd = root) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    failures.push(label);
    console.log(`✗ ${label} failed (${seconds}s)`);
    return false;
  }
  console.log(`✓ ${label} (${seconds}s)`);
  return true;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const coverage = join(root, '..', 'shared', 'tools', 'openapi-coverage');

/** Adds a workspace's Vitest JSON report to the totals. */
function count(out, ok) {
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (!ok && (report.numFailedTests ?? 0) === 0) failed += 1; // a suite that failed to load
  } else if (!ok) {
    failed += 1;
  }
}

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const vitestArgs = (out) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];

// Two suites of the tests workspace need only the build and run beside the type-check and lint stages (which keep
// one core busy) instead of adding minutes to the end: the benchmark's short run, which mostly waits on its child
// servers, and the quality corpus, which runs every corpus idea through the whole track in two processes of its own.
// Their output is printed when they end.
const BENCH_TEST = 'repo/bench.test.ts';
const QUALITY_TEST = 'quality/quality.test.ts';
const BACKGROUND_TESTS = [BENCH_TEST, QUALITY_TEST];
const built = run('build every package', npm, ['run', 'build']);

function background(test) {
  const out = join(reports, `${test.replace(/\W+/g, '-')}.json`);
  console.log(`\n▶ tests: ${test} (in the background)`);
  const started = Date.now();
  const child = spawn(vitest, [...vitestArgs(out), test], {
    cwd: join(root, 'tests'),
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ test, out, ok: code === 0, output, seconds: (Date.now() - started) / 1000 })),
  );
}

const backgroundRuns = built ? BACKGROUND_TESTS.map(background) : [];
run('type-check every package', npm, ['run', 'check']);
run('lint (biome)', npm, ['run', 'lint']);
if (existsSync(coverage)) run('contract covers every call of the spec (openapi-coverage)', 'python3', [coverage]);

for (const { test, out, ok, output, seconds } of await Promise.all(backgroundRuns)) {
  process.stdout.write(output);
  const label = `tests: ${test}`;
  if (!ok) failures.push(label);
  console.log(`${ok ? '✓' : '✗'} ${label}${ok ? '' : ' failed'} (${seconds.toFixed(1)}s)`);
  count(out, ok);
}

if (built) {
  for (const ws of workspaces) {
    const out = join(reports, `${ws}.json`);
    const args =
      ws === 'tests'
        ? [...vitestArgs(out), ...BACKGROUND_TESTS.flatMap((test) => ['--exclude', test])]
        : vitestArgs(out);
    count(out, run(`tests: ${ws}`, vitest, args, join(root, ws)));
  }
}

console.log('');
if (failures.length) console.log(`Failed stages: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
