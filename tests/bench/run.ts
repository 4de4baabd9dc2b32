// `npm run bench`: the server's hot reads next to the ceiling (a bare Fastify process serving the same bytes), on
// SQLite and PostgreSQL; a mixed workload of reads and writes by many founders at once, next to the ceiling too,
// checking that every read after a write shows it; the first-route JavaScript of the web app, PDF rendering and the
// AI's largest inputs beside health checks, and the server's memory. Prints figures and, at the end, the speed goals
// they meet or miss (goals.ts); nothing is asserted.
// Bounded: BENCH_SECONDS (default 3) per run, about two minutes in all. Needs the built server and web app.
import {
  createPostgresDatabase,
  createSqliteDatabase,
  PG_ADMIN_URL,
  type TestDatabaseUrl,
} from '../src/harness/databases.js';
import { stepOfType } from '../src/harness/reference.js';
import { largestAiRequests } from './ai-inputs.js';
import { benchAutofill } from './autofill.js';
import { capture, withCeiling } from './ceiling.js';
import { printGoals, recordCheck, recordGoal } from './goals.js';
import { type BenchRequest, CONNECTIONS, type Figures, load, loadConnections } from './measure.js';
import {
  MIXED_TRACKS,
  MIXED_USERS,
  mixedCycle,
  noViolations,
  READS_PER_WRITE,
  RENAME_PATH,
  USERTRACKS_PATH,
} from './mixed.js';
import { type BenchProcess, cpuSeconds, startAppServer } from './processes.js';
import { type Seeded, type SeededUser, seed, seedUsers, TRACK_COUNT } from './seed.js';
import { benchStartup } from './startup.js';
import { lastTestRun } from './suite-time.js';
import { kb, loadCells, loadHeadings, pad, shareOf } from './table.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const MiB = 2 ** 20;

interface Route {
  name: string;
  request: BenchRequest;
}

function hotReads(seeded: Seeded): Route[] {
  const auth = { authorization: seeded.authorization };
  const get = (name: string, path: string): Route => ({ name, request: { method: 'GET', path, headers: auth } });
  return [
    { name: 'health', request: { method: 'GET', path: '/api/health' } },
    get(`usertracks (${TRACK_COUNT} tracks)`, '/api/streams/usertracks'),
    { name: 'checklogin', request: { method: 'POST', path: '/api/auth/checklogin', headers: auth } },
    get('round track data', `/api/rounds/${seeded.roundId}/track`),
    get('round result files', `/api/knowledgehub/trackresult/${seeded.roundId}`),
    get('hub files', `/api/knowledgehub/${seeded.projectId}`),
    get('agents', '/api/aiservice/agents'),
  ];
}

function printHeader(title: string): void {
  console.log(`\n${title}`);
  console.log('route'.padEnd(30), pad('bytes', 9), ...loadHeadings());
}

function printRow(name: string, bytes: number, app: Figures, bare: Figures): void {
  console.log(name.padEnd(30), pad(kb(bytes), 9), ...loadCells(app, bare));
}

/** Every hot read against the app and against the ceiling, one after the other in this run. */
async function compareWithCeiling(title: string, app: BenchProcess, seeded: Seeded): Promise<void> {
  const routes = hotReads(seeded);
  const captures = await capture(
    app,
    routes.map((route) => route.request),
  );
  await withCeiling(captures, async (bare) => {
    printHeader(`${title} — ${SECONDS} s per run, ${CONNECTIONS} connections, loopback`);
    for (const [index, route] of routes.entries()) {
      const appFigures = await load(app.url, route.request, SECONDS);
      const bareFigures = await load(bare.url, route.request, SECONDS);
      printRow(route.name, Buffer.from(captures[index]!.bodyBase64, 'base64').length, appFigures, bareFigures);
    }
  });
}

/** A run's figures with the CPU time the server process spent per answer (undefined where /proc is not). */
async function withCpu(
  url: string,
  run: () => Promise<Figures>,
): Promise<Figures & { cpuPerRequest: number | undefined }> {
  const before = cpuSeconds(url);
  const figures = await run();
  const after = cpuSeconds(url);
  const answers = figures.rps * SECONDS;
  const cpuPerRequest =
    before === undefined || after === undefined || !answers ? undefined : (after - before) / answers;
  return { ...figures, cpuPerRequest };
}

const microseconds = (seconds: number | undefined) =>
  seconds === undefined ? 'n/a' : `${(seconds * 1e6).toFixed(0)} µs`;

const MIXED_NAME = `mixed ${READS_PER_WRITE}:1, ${MIXED_USERS} users`;
/** The goals of the mixed workload, by database. */
const MIXED_GOALS = {
  SQLite: { share: 30, p99: 30 },
  PostgreSQL: { share: 20, p99: 30 },
} as const;
type DatabaseName = keyof typeof MIXED_GOALS;

function recordMixedGoals(database: DatabaseName, app?: Figures, bare?: Figures, violations?: number): void {
  const goals = MIXED_GOALS[database];
  const share = app && bare ? shareOf(app.rps, bare.rps) : undefined;
  recordGoal(`${MIXED_NAME}, ${database}: share of bare`, share, { atLeast: goals.share, unit: '%' });
  recordGoal(`mixed ${READS_PER_WRITE}:1, ${MIXED_USERS} connections, ${database}: p99`, app?.p99, {
    atMost: goals.p99,
    unit: 'ms',
  });
  recordCheck(
    `${MIXED_NAME}, ${database}: every read after a write shows it`,
    violations === undefined ? undefined : violations === 0,
    violations === undefined ? 'not measured' : `${violations} stale reads`,
  );
}

/**
 * The mixed workload (mixed.ts) against the app and against the ceiling, which answers with the app's read bytes
 * and the app's rename answer from memory.
 */
async function compareMixed(database: DatabaseName, app: BenchProcess, users: SeededUser[]): Promise<void> {
  const [first] = users;
  if (!first) throw new Error('no founders for the mixed workload');
  const captures = await capture(app, [
    { method: 'GET', path: USERTRACKS_PATH, headers: { authorization: first.authorization } },
    {
      method: 'PUT',
      path: RENAME_PATH,
      headers: { authorization: first.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ roundId: first.roundIds[0], name: 'Solar kiosks for village markets' }),
    },
  ]);
  const violations = noViolations();
  const [appFigures, bareFigures] = await withCeiling(captures, async (bare) => {
    // A second of it first on each side, unmeasured: the first requests of a process run cold code.
    for (const url of [app.url, bare.url]) {
      await loadConnections(
        url,
        users.map((user, index) => mixedCycle(user, index)),
        { seconds: 1 },
      );
    }
    return [
      await withCpu(app.url, () =>
        loadConnections(
          app.url,
          users.map((user, index) => mixedCycle(user, index, violations)),
          { seconds: SECONDS },
        ),
      ),
      await withCpu(bare.url, () =>
        loadConnections(
          bare.url,
          users.map((user, index) => mixedCycle(user, index)),
          { seconds: SECONDS },
        ),
      ),
    ];
  });
  console.log(
    `\n${database} mixed — ${READS_PER_WRITE} track-list reads, then 1 rename, per founder; ${users.length} founders ` +
      `with ${MIXED_TRACKS} tracks, one connection each; ${SECONDS} s per run`,
  );
  console.log(
    'workload'.padEnd(30),
    ...loadHeadings(),
    pad('stale reads', 12),
    pad('app CPU/req', 12),
    pad('bare CPU/req', 13),
  );
  console.log(
    MIXED_NAME.padEnd(30),
    ...loadCells(appFigures, bareFigures),
    pad(violations.count, 12),
    pad(microseconds(appFigures.cpuPerRequest), 12),
    pad(microseconds(bareFigures.cpuPerRequest), 13),
  );
  for (const example of violations.examples) console.log(`  stale: ${example}`);
  recordMixedGoals(database, appFigures, bareFigures, violations.count);
}

/** RSS after 100 requests of the mixed workload and after 10,000 more (reads and renames of every founder). */
async function memory(app: BenchProcess, users: SeededUser[]): Promise<void> {
  const cycles = () => users.map((user, index) => mixedCycle(user, index));
  await loadConnections(app.url, cycles(), { amount: Math.ceil(100 / users.length) });
  const before = app.rss();
  const figures = await loadConnections(app.url, cycles(), { amount: Math.ceil(10_000 / users.length) });
  const after = app.rss();
  if (before === undefined || after === undefined) {
    console.log('\nserver RSS: not readable on this system');
    recordGoal('RSS growth over 10,000 mixed requests', undefined, { atMost: 20, unit: '%' });
    return;
  }
  const growth = ((after - before) / before) * 100;
  console.log(
    `\nserver RSS after 100 mixed requests: ${(before / MiB).toFixed(0)} MiB; after 10,000 more: ` +
      `${(after / MiB).toFixed(0)} MiB (${growth.toFixed(0)} %, ${figures.errors} errors)`,
  );
  recordGoal('RSS growth over 10,000 mixed requests', growth, { atMost: 20, unit: '%' });
}

/** Result PDFs rendered on 2 connections while 10 more connections ask for health. */
async function pdfBesideHealth(app: BenchProcess, seeded: Seeded): Promise<void> {
  const step = stepOfType('basicIdea');
  const pdf: BenchRequest = {
    method: 'POST',
    path: '/api/knowledgehub/trackresult',
    headers: { authorization: seeded.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      roundId: seeded.roundId,
      name: 'Sunbox',
      type: 'Basic Idea',
      projectId: seeded.projectId,
      currentStepNr: 1,
      stepId: step.id,
      data: {
        name: 'Sunbox',
        tagline: 'Power where the grid ends',
        key_features: ['Pay as you go', 'Solar panels on the kiosk roof'],
        target_group: 'Kiosk owners',
        value_proposition: 'Cheap light at night',
      },
    }),
  };
  const [pdfs, health] = await Promise.all([
    load(app.url, pdf, SECONDS, 2),
    load(app.url, { method: 'GET', path: '/api/health' }, SECONDS, 10),
  ]);
  console.log(
    `\nPDF rendering: ${pdfs.rps.toFixed(1)} PDFs/s (p50 ${pdfs.p50} ms, ${pdfs.errors} errors); ` +
      `health meanwhile: p50 ${health.p50} ms, p99 ${health.p99} ms (${health.errors} errors)`,
  );
}

/**
 * The largest input of each AI route, one connection each, while 10 more connections ask for health: the offline
 * engine works on its threads, so health's p99 should stay under 50 ms. Answers past the AI rate limit (429) count
 * as errors; the figure that matters is health's.
 */
async function aiBesideHealth(app: BenchProcess, seeded: Seeded): Promise<void> {
  // One untimed answer each first: the AI threads start, and load what they need, with their first task.
  const requests = largestAiRequests(seeded);
  await Promise.all(
    requests.map(({ method, path, headers, body }) =>
      fetch(app.url + path, { method, headers, body }).then((res) => res.text()),
    ),
  );
  const [health, ...answers] = await Promise.all([
    load(app.url, { method: 'GET', path: '/api/health' }, SECONDS, 10),
    ...requests.map((request) => load(app.url, request, SECONDS, 1)),
  ]);
  const calls = answers.map((figures) => `${(figures.rps * SECONDS).toFixed(0)}`).join('/');
  console.log(
    `\nAI on its largest inputs (step/paper/ideas/chat calls: ${calls}); health meanwhile: p50 ${health.p50} ms, ` +
      `p99 ${health.p99} ms (${health.errors} errors)`,
  );
}

async function firstRouteJs(): Promise<void> {
  const dist = new URL('../../web/dist', import.meta.url).pathname;
  try {
    const { routeJsBytes } = (await import(new URL('../../web/scripts/route-js-size.mjs', import.meta.url).href)) as {
      routeJsBytes(dist: string): Array<{ route: string; gzipBytes: number; files: string[] }>;
    };
    console.log('\nfirst-route JavaScript (gzip)');
    for (const entry of routeJsBytes(dist)) {
      console.log(`${entry.route.padEnd(30)} ${pad(kb(entry.gzipBytes), 9)} in ${entry.files.length} files`);
    }
  } catch (error) {
    console.log(`\nfirst-route JavaScript: not measured (${error instanceof Error ? error.message : error})`);
  }
}

async function withSqlite(run: (url: string) => Promise<void>): Promise<void> {
  const database = await createSqliteDatabase();
  try {
    await run(database.url);
  } finally {
    await database.drop();
  }
}

/** Runs `run` on a new PostgreSQL database; false when PostgreSQL does not answer. */
async function withPostgres(run: (url: string) => Promise<void>): Promise<boolean> {
  let database: TestDatabaseUrl;
  try {
    database = await createPostgresDatabase('idea_bench');
  } catch (error) {
    console.log(`\nPostgreSQL: not reachable at ${PG_ADMIN_URL} (${error instanceof Error ? error.message : error})`);
    return false;
  }
  try {
    await run(database.url);
  } finally {
    await database.drop();
  }
  return true;
}

interface Seeds {
  seeded: Seeded;
  /** The founders of the mixed workload. */
  users: SeededUser[];
}

async function onServer(databaseUrl: string, work: (app: BenchProcess, seeds: Seeds) => Promise<void>) {
  const app = await startAppServer(databaseUrl);
  try {
    const [seeded, users] = await Promise.all([seed(app), seedUsers(app, MIXED_USERS, MIXED_TRACKS)]);
    await work(app, { seeded, users });
  } finally {
    await app.stop();
  }
}

console.log(`Idea Studio benchmarks (node ${process.version}, ${SECONDS} s per run)`);
await withSqlite((url) =>
  onServer(url, async (app, { seeded, users }) => {
    await memory(app, users);
    await compareWithCeiling('SQLite', app, seeded);
    await compareMixed('SQLite', app, users);
    await pdfBesideHealth(app, seeded);
    await aiBesideHealth(app, seeded);
    await benchAutofill(app, seeded);
  }),
);
const postgres = await withPostgres((url) =>
  onServer(url, async (app, { seeded, users }) => {
    await compareWithCeiling('PostgreSQL', app, seeded);
    await compareMixed('PostgreSQL', app, users);
  }),
);
if (!postgres) recordMixedGoals('PostgreSQL');
await firstRouteJs();
await benchStartup();
await lastTestRun();
printGoals();
