// `npm test`: builds every package, then type-checks, lints and runs the test suite of every workspace in a few lanes
// side by side, and prints one closing line "N passed, N failed" over all of them. Exits non-zero if any stage fails.
//
// The lanes share no state: every suite makes its own temporary folders, servers on free ports, randomly named
// PostgreSQL databases and unique accounts (the scale suite alone uses Redis database 9, the server's limit tests
// random keys in database 0).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'idea-studio-tests-'));
const failures = [];
const durations = [];
let passed = 0;
let failed = 0;
let skipped = 0;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const coverage = join(root, '..', 'shared', 'tools', 'openapi-coverage');

/** Adds a Vitest JSON report to the totals. */
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

/** A command; `report` names the Vitest JSON report it writes, if it is a test suite. */
const step = (label, command, args, cwd = root, report = undefined) => ({ label, command, args, cwd, report });

/** A Vitest run in `workspace` with its JSON report for the totals; `args` select files or projects. */
function suite(label, workspace, args = []) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return step(label, vitest, ['run', ...reporters, ...args], join(root, workspace), report);
}

/**
 * Runs one step. Alone (`live`) its output goes straight to the terminal; beside other lanes it is kept and
 * printed as one block when the step ends, so that a CI log reads step by step.
 */
function runStep({ label, command, args, cwd, report }, live = false) {
  const started = Date.now();
  if (live) console.log(`\n▶ ${label}`);
  const child = spawn(command, args, { cwd, env: process.env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    const end = (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      if (!live) process.stdout.write(`\n▶ ${label}\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
      console.log(`${ok ? '✓' : '✗'} ${label}${ok ? '' : ' failed'} (${seconds.toFixed(1)}s)`);
      durations.push([label, seconds]);
      if (!ok) failures.push(label);
      if (report) count(report, ok);
      resolve(ok);
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      end(1);
    });
    child.on('close', end);
  });
}

/** Runs each lane's steps in order and the lanes side by side. */
async function runLanes(lanes) {
  await Promise.all(
    lanes.map(async (steps) => {
      for (const s of steps) await runStep(s);
    }),
  );
}

const started = Date.now();
const built = await runStep(step('build every package', npm, ['run', 'build']), true);

if (built) {
  // Four lanes of about equal length. The checks and the unit suites are CPU-bound; the Chromium journeys and the
  // process-starting suites wait on servers, browsers and CLI processes for much of their time, which the other
  // lanes fill. The quality corpus and the benchmark's short run need only the build.
  await runLanes([
    [
      step('type-check every package', npm, ['run', 'check']),
      step('lint (biome)', npm, ['run', 'lint']),
      ...(existsSync(coverage)
        ? [step('contract covers every call of the spec (openapi-coverage)', 'python3', [coverage])]
        : []),
      suite('tests: openapi', 'openapi'),
      suite('tests: sdk', 'sdk'),
      suite('tests: assistant', 'assistant'),
      suite('tests: cli', 'cli'),
      suite('tests: web', 'web'),
      suite('tests: server', 'server'),
    ],
    [suite('tests: tests, e2e in Chromium', 'tests', ['--project', 'e2e'])],
    [suite('tests: tests, CLI, contract, scale and repo', 'tests', ['--project', 'processes'])],
    [
      suite('tests: quality/quality.test.ts', 'tests', ['--project', 'quality']),
      suite('tests: repo/bench.test.ts', 'tests', ['--project', 'bench']),
    ],
  ]);
}

console.log('\nDurations:');
for (const [label, seconds] of durations) console.log(`  ${seconds.toFixed(1).padStart(7)}s  ${label}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}s  in all`);
console.log('');
if (failures.length) console.log(`Failed stages: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// The bench's goals table reads the last whole run's duration from here (tests/bench/suite-time.ts).
const record = join(root, 'node_modules', '.cache', 'idea-studio', 'last-test-run.json');
mkdirSync(dirname(record), { recursive: true });
writeFileSync(
  record,
  JSON.stringify({ seconds: (Date.now() - started) / 1000, passed, failed, finishedAt: new Date().toISOString() }),
);
process.exit(failures.length || failed ? 1 : 0);
