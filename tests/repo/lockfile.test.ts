// `npm ci` installs exactly the committed lockfile: a lockfile out of step with a package.json (or missing the
// optional packages of other platforms) makes a clean install fail for users and CI.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('npm ci accepts the committed lockfile', () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).not.toMatch(/npm error/);
  expect(run.status).toBe(0);
});
