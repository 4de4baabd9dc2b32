// `npm start` and `npm run build` build only what changed (scripts/build-changed.mjs). These checks hold its promise
// on a throwaway tree: a source whose content changed is built again even when its file time says otherwise (as
// after a git checkout), a missing output or an unfinished build counts as stale, and an unchanged tree builds
// nothing. The real list of steps covers every workspace that has a build script.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuildStep,
  buildChanged,
  ROOT,
  STAMP_NAME,
  STEPS,
  staleness,
  writeStamp,
} from '../../scripts/build-changed.mjs';

const lib: BuildStep = {
  name: 'lib',
  workspace: 'lib',
  inputs: ['lib/src', 'lib/config.json'],
  include: (path) => !path.endsWith('.test.ts'),
  outDir: 'lib/dist',
  outputs: ['lib/dist/index.js'],
};
const app: BuildStep = {
  name: 'app',
  workspace: 'app',
  inputs: ['app/src', 'lib/dist'],
  outDir: 'app/dist',
  outputs: ['app/dist/main.js'],
};

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
let builds = 0;
/** A build that writes new outputs each time it runs, as tsc or vite would from changed sources. */
const fakeBuild = (built: string[]) => (step: BuildStep) => {
  built.push(step.name);
  builds += 1;
  for (const output of step.outputs) write(output, `built ${step.name}, build ${builds}`);
};
/** Builds what is stale and answers the names built. */
const buildStale = (steps = [lib, app]) => {
  const built: string[] = [];
  buildChanged({ root, steps, log: () => {}, build: fakeBuild(built) });
  return built;
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-changed-'));
  write('lib/src/index.ts', 'export const answer = 42;\n');
  write('lib/src/index.test.ts', 'test\n');
  write('lib/config.json', '{}\n');
  write('app/src/main.ts', 'import "lib";\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what is stale', () => {
  it('a fresh clone (no output, no stamp) is stale, and is built once', () => {
    expect(staleness(lib, root)).toMatchObject({ stale: true, reason: 'lib/dist/index.js is missing' });
    expect(buildStale()).toEqual(['lib', 'app']);
    expect(staleness(lib, root).stale).toBe(false);
    expect(staleness(app, root).stale).toBe(false);
    expect(buildStale()).toEqual([]);
  });

  it('an output without a record of a finished build is stale', () => {
    write('lib/dist/index.js', 'old');
    expect(staleness(lib, root)).toMatchObject({ stale: true, reason: 'no record of a finished build' });
  });

  it('a changed source is stale even when its size and file time stay the same', () => {
    // As after a checkout that restores a file time: a whole second, set before the build and again after the edit.
    const file = join(root, 'lib/src/index.ts');
    const time = new Date('2026-01-02T03:04:05Z');
    utimesSync(file, time, time);
    buildStale();
    writeFileSync(file, readFileSync(file, 'utf8').replace('42', '43'));
    utimesSync(file, time, time);
    expect(statSync(file).mtimeMs).toBe(time.getTime());
    expect(staleness(lib, root)).toMatchObject({ stale: true, reason: 'its inputs changed' });
  });

  it('a source only touched (same content) stays fresh', () => {
    buildStale();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'lib/src/index.ts'), later, later);
    expect(staleness(lib, root).stale).toBe(false);
  });

  it('an added, removed or renamed source is stale; a unit test is not an input', () => {
    buildStale();
    write('lib/src/extra.ts', 'export {};\n');
    expect(staleness(lib, root).stale).toBe(true);
    buildStale();
    rmSync(join(root, 'lib/src/extra.ts'));
    expect(staleness(lib, root).stale).toBe(true);
    buildStale();
    write('lib/src/index.test.ts', 'another test\n');
    expect(staleness(lib, root).stale).toBe(false);
  });

  it('a deleted output or output folder is stale', () => {
    buildStale();
    rmSync(join(root, 'lib/dist/index.js'));
    expect(staleness(lib, root).stale).toBe(true);
    buildStale();
    rmSync(join(root, 'lib/dist'), { recursive: true });
    expect(staleness(lib, root).stale).toBe(true);
  });

  it('a changed dependency output makes its dependent stale, built after it', () => {
    buildStale();
    write('lib/config.json', '{ "changed": true }\n');
    // The lib's new output differs, so the app that reads it is built again too, in dependency order.
    expect(buildStale()).toEqual(['lib', 'app']);
    write('app/src/main.ts', 'import "lib"; // edited\n');
    expect(buildStale()).toEqual(['app']);
  });

  it('a build that fails leaves its step stale and stops the later steps', () => {
    buildStale();
    write('lib/src/index.ts', 'broken\n');
    const failing = () => {
      throw new Error('building lib failed');
    };
    expect(() => buildChanged({ root, steps: [lib, app], log: () => {}, build: failing })).toThrow(
      'building lib failed',
    );
    expect(staleness(lib, root)).toMatchObject({ stale: true, reason: 'no record of a finished build' });
    expect(buildStale()).toEqual(['lib', 'app']);
  });

  it('a stamp records the hash of the inputs the build started from', () => {
    buildStale();
    writeStamp(lib, 'not the hash', root);
    expect(staleness(lib, root).stale).toBe(true);
    expect(JSON.parse(readFileSync(join(root, 'lib/dist', STAMP_NAME), 'utf8'))).toEqual({ hash: 'not the hash' });
  });
});

describe('the steps of this repository', () => {
  it('build every workspace that has a build script, each after the SDK it compiles against', () => {
    const workspaces: string[] = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
    const withBuild = workspaces.filter(
      (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).scripts?.build,
    );
    expect(STEPS.map((step) => step.name).sort()).toEqual([...withBuild].sort());
    const order = STEPS.map((step) => step.name);
    for (const step of STEPS.filter((s) => s.inputs.includes('sdk/dist')))
      expect(order.indexOf(step.name)).toBeGreaterThan(order.indexOf('sdk'));
  });

  it('keep their stamps and build info out of git', () => {
    const paths = STEPS.flatMap((step) => [`${step.outDir}/${STAMP_NAME}`, `${step.outDir}/.tsbuildinfo`]);
    const run = spawnGitCheckIgnore(paths);
    expect(run.sort()).toEqual([...paths].sort());
  });
});

/** The paths that .gitignore excludes (`git check-ignore` prints them). */
function spawnGitCheckIgnore(paths: string[]): string[] {
  const run = spawnSync('git', ['check-ignore', '--no-index', ...paths], { cwd: ROOT, encoding: 'utf8' });
  return run.stdout.split('\n').filter(Boolean);
}
