// `npm run bench`: the server's hot reads next to the ceiling (a bare Fastify process serving the same bytes), on
// SQLite and PostgreSQL, the first-route JavaScript of the web app, PDF rendering and the AI's largest inputs beside
// health checks, and the server's memory. Prints figures only: the targets of the speed work are read by people,
// never asserted.
// Bounded: BENCH_SECONDS (default 3) per run, about two minutes in all. Needs the built server and web app.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  PG_ADMIN_URL,
  type TestDatabaseUrl,
} from '../src/harness/databases.js';
import { stepOfType } from '../src/harness/reference.js';
import { largestAiRequests } from './ai-inputs.js';
import { type BenchRequest, CONNECTIONS, type Figures, load, loadMixed } from './measure.js';
import { type BenchProcess, type Capture, startAppServer, startBareServer } from './processes.js';
import { type Seeded, seed, TRACK_COUNT } from './seed.js';

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

/** The app's answer to each route, to be served byte for byte by the ceiling. */
async function capture(app: BenchProcess, routes: Route[]): Promise<Capture[]> {
  const captures: Capture[] = [];
  for (const { request } of routes) {
    const res = await fetch(app.url + request.path, { method: request.method, headers: request.headers });
    if (!res.ok) throw new Error(`${request.method} ${request.path}: ${res.status} ${await res.text()}`);
    captures.push({
      method: request.method,
      path: request.path,
      contentType: res.headers.get('content-type') ?? 'application/json',
      bodyBase64: Buffer.from(await res.arrayBuffer()).toString('base64'),
    });
  }
  return captures;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printHeader(title: string): void {
  console.log(`\n${title}`);
  console.log(
    'route'.padEnd(30),
    pad('bytes', 9),
    pad('app req/s', 10),
    pad('bare req/s', 11),
    pad('ratio', 6),
    pad('app p50', 8),
    pad('app p99', 8),
    pad('bare p99', 9),
    pad('errors', 7),
  );
}

function printRow(name: string, bytes: number, app: Figures, bare: Figures): void {
  console.log(
    name.padEnd(30),
    pad(kb(bytes), 9),
    pad(app.rps.toFixed(0), 10),
    pad(bare.rps.toFixed(0), 11),
    pad(`${((100 * app.rps) / Math.max(bare.rps, 1)).toFixed(0)} %`, 6),
    pad(`${app.p50} ms`, 8),
    pad(`${app.p99} ms`, 8),
    pad(`${bare.p99} ms`, 9),
    pad(app.errors + bare.errors, 7),
  );
}

/** Every hot read against the app and against the ceiling, one after the other in this run. */
async function compareWithCeiling(title: string, app: BenchProcess, seeded: Seeded): Promise<void> {
  const routes = hotReads(seeded);
  const captures = await capture(app, routes);
  const dir = await mkdtemp(join(tmpdir(), 'idea-bench-'));
  const capturesFile = join(dir, 'captures.json');
  await writeFile(capturesFile, JSON.stringify(captures));
  const bare = await startBareServer(capturesFile);
  try {
    printHeader(`${title} — ${SECONDS} s per run, ${CONNECTIONS} connections, loopback`);
    for (const [index, route] of routes.entries()) {
      const appFigures = await load(app.url, route.request, SECONDS);
      const bareFigures = await load(bare.url, route.request, SECONDS);
      printRow(route.name, Buffer.from(captures[index]!.bodyBase64, 'base64').length, appFigures, bareFigures);
    }
  } finally {
    await bare.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** RSS after 100 mixed requests and after 10,000 more. */
async function memory(app: BenchProcess, seeded: Seeded): Promise<void> {
  const requests = hotReads(seeded).map((route) => route.request);
  await loadMixed(app.url, requests, 100);
  const before = app.rss();
  const figures = await loadMixed(app.url, requests, 10_000);
  const after = app.rss();
  if (before === undefined || after === undefined) {
    console.log('\nserver RSS: not readable on this system');
    return;
  }
  console.log(
    `\nserver RSS after 100 mixed requests: ${(before / MiB).toFixed(0)} MiB; after 10,000 more: ` +
      `${(after / MiB).toFixed(0)} MiB (${(((after - before) / before) * 100).toFixed(0)} %, ${figures.errors} errors)`,
  );
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
  const [health, ...answers] = await Promise.all([
    load(app.url, { method: 'GET', path: '/api/health' }, SECONDS, 10),
    ...largestAiRequests(seeded).map((request) => load(app.url, request, SECONDS, 1)),
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

async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  let database: TestDatabaseUrl;
  try {
    database = await createPostgresDatabase('idea_bench');
  } catch (error) {
    console.log(`\nPostgreSQL: not reachable at ${PG_ADMIN_URL} (${error instanceof Error ? error.message : error})`);
    return;
  }
  try {
    await run(database.url);
  } finally {
    await database.drop();
  }
}

async function onServer(databaseUrl: string, work: (app: BenchProcess, seeded: Seeded) => Promise<void>) {
  const app = await startAppServer(databaseUrl);
  try {
    await work(app, await seed(app));
  } finally {
    await app.stop();
  }
}

console.log(`Idea Studio benchmarks (node ${process.version}, ${SECONDS} s per run)`);
await withSqlite((url) =>
  onServer(url, async (app, seeded) => {
    await memory(app, seeded);
    await compareWithCeiling('SQLite', app, seeded);
    await pdfBesideHealth(app, seeded);
    await aiBesideHealth(app, seeded);
  }),
);
await withPostgres((url) => onServer(url, (app, seeded) => compareWithCeiling('PostgreSQL', app, seeded)));
await firstRouteJs();
