// `npm test`: builds every package, type-checks, lints, then runs the test suite of every workspace and
// prints one closing line "N passed, N failed" over all of them. Exits non-zero if any stage fails.
import { spawnSync } from 'node:child_process';
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

const built = run('build every package', npm, ['run', 'build']);
run('type-check every package', npm, ['run', 'check']);
run('lint (biome)', npm, ['run', 'lint']);
if (existsSync(coverage)) run('contract covers every call of the spec (openapi-coverage)', 'python3', [coverage]);

if (built) {
  for (const ws of workspaces) {
    const out = join(reports, `${ws}.json`);
    const ok = run(
      `tests: ${ws}`,
      join(root, 'node_modules', '.bin', 'vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      join(root, ws),
    );
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
}

console.log('');
if (failures.length) console.log(`Failed stages: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
