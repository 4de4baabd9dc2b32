// Builds the workspaces whose inputs changed since their last successful build, in dependency order; `--all`
// builds every one. A build's inputs are hashed by content (sources, configs, the lockfile, the built SDK it
// compiles against), so a `git pull`, a checkout or a copied tree rebuilds exactly what differs, whatever the file
// times say. The hash is stamped inside the build's output folder after the build succeeds: a deleted output
// folder, a missing entry file or an interrupted build counts as stale.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The name of the stamp file in a build's output folder (a dotfile: the web server does not serve it). */
export const STAMP_NAME = '.build-inputs.json';

/** Unit tests are neither compiled nor copied by a build: editing one rebuilds nothing. */
const notATest = (path) => !/\.test\.[cm]?[jt]sx?$/.test(path);
/** What every build depends on: the installed dependency versions and the shared compiler options. */
const SHARED = ['package-lock.json', 'tsconfig.base.json'];

/**
 * @typedef {object} BuildStep
 * @property {string} name what is built (the workspace folder)
 * @property {string} workspace the npm workspace whose `build` script runs
 * @property {string[]} inputs files and folders, relative to the repository, whose content decides the output
 * @property {(path: string) => boolean} [include] which files of the input folders count (default: all)
 * @property {string} outDir the output folder, relative to the repository; the stamp is kept in it
 * @property {string[]} outputs files that a finished build has made (relative to the repository)
 * @property {RegExp} [env] environment variables the build reads (their names and values count as inputs)
 */

/** @type {BuildStep[]} In dependency order: the SDK before what imports its built output. */
export const STEPS = [
  {
    name: 'openapi',
    workspace: '@idea-studio/openapi',
    inputs: [
      'openapi/idea-studio.yaml',
      'openapi/index.js',
      'openapi/validate.mjs',
      'openapi/build.mjs',
      'openapi/package.json',
      'package-lock.json',
    ],
    outDir: 'openapi/dist',
    outputs: ['openapi/dist/idea-studio.json'],
  },
  {
    name: 'sdk',
    workspace: '@idea-studio/sdk',
    inputs: ['sdk/src', 'sdk/package.json', 'sdk/tsconfig.build.json', ...SHARED],
    include: notATest,
    outDir: 'sdk/dist',
    outputs: ['sdk/dist/index.js', 'sdk/dist/index.d.ts'],
  },
  {
    name: 'assistant',
    workspace: '@idea-studio/assistant',
    inputs: [
      'assistant/src',
      'assistant/package.json',
      'assistant/tsconfig.build.json',
      'assistant/scripts/copy-assets.mjs',
      'sdk/dist',
      ...SHARED,
    ],
    include: notATest,
    outDir: 'assistant/dist',
    outputs: ['assistant/dist/index.js', 'assistant/dist/index.d.ts'],
  },
  {
    name: 'server',
    workspace: '@idea-studio/server',
    inputs: [
      'server/src',
      'server/package.json',
      'server/tsconfig.build.json',
      'server/scripts/copy-assets.mjs',
      'server/scripts/check-catalogue.mjs',
      'server/scripts/bundle.mjs',
      'scripts/bundle-program.mjs',
      'sdk/dist',
      // dist/main.js bundles the assistant (its data files are read from assistant/dist).
      'assistant/dist',
      // dist/main.js bundles the contract package's loader (scripts/bundle.mjs).
      'openapi/index.js',
      'openapi/index.d.ts',
      ...SHARED,
    ],
    include: notATest,
    outDir: 'server/dist',
    outputs: ['server/dist/main.js', 'server/dist/app.js'],
  },
  {
    name: 'web',
    workspace: '@idea-studio/web',
    inputs: [
      'web/src',
      'web/index.html',
      'web/public',
      'web/vite.config.ts',
      'web/tsconfig.json',
      'web/package.json',
      'web/.env',
      'web/.env.production',
      'web/.env.local',
      'web/.env.production.local',
      'sdk/dist',
      ...SHARED,
    ],
    include: notATest,
    // Vite puts VITE_* variables into the bundle.
    env: /^VITE_/,
    outDir: 'web/dist',
    outputs: ['web/dist/index.html'],
  },
  {
    name: 'cli',
    workspace: '@idea-studio/cli',
    inputs: [
      'cli/src',
      'cli/package.json',
      'cli/tsconfig.build.json',
      'cli/scripts/bundle.mjs',
      'scripts/bundle-program.mjs',
      'sdk/dist',
      ...SHARED,
    ],
    include: notATest,
    outDir: 'cli/dist',
    outputs: ['cli/dist/main.js', 'cli/dist/idea-studio.js'],
  },
];

/**
 * Every file under `path` (a file, or a folder whose files `include` takes), sorted, as paths relative to `root`;
 * none for a missing path.
 */
function filesOf(root, path, include) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  const files = [];
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    // The stamp of a dependency's output (sdk/dist) changes with nothing the build reads.
    if (entry.name === STAMP_NAME || entry.name.endsWith('.tsbuildinfo')) continue;
    if (!include || include(file)) files.push(file);
  }
  return files.sort();
}

const contentHash = (path) => createHash('sha256').update(readFileSync(path)).digest();

/** One hash of the names and contents of a step's inputs; a missing input counts too (adding it changes the hash). */
export function inputsHash(step, root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  if (step.env) {
    const names = Object.keys(env).filter((key) => step.env.test(key));
    for (const name of names.sort()) hash.update(`env\0${name}=${env[name]}\0`);
  }
  for (const input of step.inputs) {
    const files = filesOf(root, input, step.include);
    if (files.length === 0) hash.update(`missing\0${input}\0`);
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(contentHash(join(root, file)));
    }
  }
  return hash.digest('hex');
}

/**
 * Whether a step must be built: `{ stale, reason, hash }`. Stale when an output is missing, when there is no stamp
 * (never built, or a build that did not finish), or when the inputs' hash differs from the stamped one.
 */
export function staleness(step, root = ROOT) {
  const hash = inputsHash(step, root);
  const missing = step.outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return { stale: true, reason: `${missing} is missing`, hash };
  let stamped;
  try {
    stamped = JSON.parse(readFileSync(join(root, step.outDir, STAMP_NAME), 'utf8')).hash;
  } catch {
    return { stale: true, reason: 'no record of a finished build', hash };
  }
  if (stamped !== hash) return { stale: true, reason: 'its inputs changed', hash };
  return { stale: false, reason: 'unchanged', hash };
}

/** Records that the step's output was built from the inputs with this hash. */
export function writeStamp(step, hash, root = ROOT) {
  mkdirSync(join(root, step.outDir), { recursive: true });
  writeFileSync(join(root, step.outDir, STAMP_NAME), `${JSON.stringify({ hash })}\n`);
}

/** Forgets the stamp before a build, so a build that fails or is interrupted is built again next time. */
export function clearStamp(step, root = ROOT) {
  rmSync(join(root, step.outDir, STAMP_NAME), { force: true });
}

function runBuild(step, root) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'build', '--silent', '-w', step.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`building ${step.name} failed (exit ${run.status ?? run.signal})`);
}

/**
 * Builds the stale steps (every step with `all`), each after the ones it depends on, and stamps each success.
 * Answers the names of the steps built. Throws on the first build that fails.
 */
export function buildChanged({ all = false, root = ROOT, steps = STEPS, log = console.log, build = runBuild } = {}) {
  const built = [];
  for (const step of steps) {
    const { stale, reason, hash } = staleness(step, root);
    if (!all && !stale) continue;
    log(`[build] ${step.name}: ${all ? 'building' : `${reason}, building`}`);
    clearStamp(step, root);
    build(step, root);
    // The hash from before the build: a source edited while it ran is built again next time.
    writeStamp(step, hash, root);
    built.push(step.name);
  }
  if (built.length === 0) log('[build] everything is up to date');
  return built;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    buildChanged({ all: process.argv.includes('--all') });
  } catch (error) {
    console.error(`[build] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
