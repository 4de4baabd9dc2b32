// `npm run load`: the built server as its own process, and scripted founders working it at the same time for a
// while (journey.ts). Prints the request rate, the answers outside 2xx, the latency overall and per operation,
// the writes that did not read back afterwards and the server's memory; answers the same figures to a caller.
// LOAD_USERS (default 200), LOAD_SECONDS (60) and LOAD_DATABASE (postgres or sqlite) change the run; it exits
// non-zero on any 5xx answer or lost write. Needs the built server.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type DatabaseKind } from '../src/harness/databases.js';
import { RAISED_LIMITS, startAppProcess } from '../src/harness/processes.js';
import { runUser, type UserRun } from './journey.js';
import { type Latency, latencyOf, non2xxOf, Recorder, type Sample } from './recorder.js';
import { checkWrites } from './verify.js';

export interface LoadOptions {
  users: number;
  seconds: number;
  databaseUrl: string;
  /** Progress lines while the load runs (e.g. console.log); none by default. */
  log?: (line: string) => void;
}

export interface LoadFigures {
  users: number;
  seconds: number;
  database: DatabaseKind;
  /** From the first user's start until the last user finished its last track. */
  elapsedSeconds: number;
  requests: number;
  requestsPerSecond: number;
  serverErrors: number;
  /** Answers outside 2xx by status, 5xx included; `0` counts requests without an answer. */
  non2xx: Record<string, number>;
  latency: Latency;
  operations: Record<string, Latency & { non2xx: number }>;
  journeys: number;
  /** Users that did not finish a single journey. */
  usersWithoutJourney: number;
  /** Failed steps of the journeys, one line per kind with its count; `errorCount` counts them all. */
  errors: string[];
  errorCount: number;
  writesChecked: number;
  lostWrites: number;
  lost: string[];
  /** Server resident memory in bytes; undefined where /proc cannot be read. */
  memory: { before?: number; peak?: number; after?: number };
}

const MiB = 2 ** 20;

/** Users start spread over the first tenth of the run (at most 5 s), not all in the same millisecond. */
function rampMs(seconds: number): number {
  return Math.min(5000, seconds * 100);
}

const databaseOf = (url: string): DatabaseKind => (url.startsWith('sqlite:') ? 'sqlite' : 'postgres');

function operationFigures(samples: Sample[]): LoadFigures['operations'] {
  const byOperation = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = byOperation.get(sample.operation) ?? [];
    list.push(sample);
    byOperation.set(sample.operation, list);
  }
  const rows = [...byOperation].map(([operation, list]) => {
    const non2xx = Object.values(non2xxOf(list)).reduce((sum, n) => sum + n, 0);
    return [operation, { ...latencyOf(list), non2xx }] as const;
  });
  return Object.fromEntries(rows.sort((a, b) => b[1].count - a[1].count));
}

/** One line per kind of error (ids and numbers blanked), with how often it happened. */
function distinctErrors(runs: UserRun[]): string[] {
  const counts = new Map<string, number>();
  for (const message of runs.flatMap((r) => r.errors)) {
    const kind = message.replace(/[0-9a-f]{8,}|\d+/gi, '…');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${n}× ${kind}`);
}

/** Samples the server's RSS every second; `stop()` answers the peak. */
function sampleMemory(rss: () => number | undefined) {
  let peak = rss();
  const timer = setInterval(() => {
    const now = rss();
    if (now !== undefined) peak = Math.max(peak ?? 0, now);
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export async function runLoad({ users, seconds, databaseUrl, log }: LoadOptions): Promise<LoadFigures> {
  // Development: passwords are hashed at full cost, as for a person signing up. Request logs are off.
  const app = await startAppProcess({ databaseUrl, env: { NODE_ENV: 'development', ...RAISED_LIMITS } });
  let ended = false;
  void app.exited.then(() => {
    ended = true;
  });
  try {
    const recorder = new Recorder();
    const before = app.rss();
    const memory = sampleMemory(app.rss);
    const started = Date.now();
    const deadline = started + seconds * 1000;
    const progress = setInterval(() => {
      const mib = (app.rss() ?? 0) / MiB;
      log?.(
        `  ${Math.round((Date.now() - started) / 1000)} s: ${recorder.samples.length} requests, RSS ${mib.toFixed(0)} MiB`,
      );
    }, 10_000);
    const spread = rampMs(seconds) / users;
    const runs = await Promise.all(
      Array.from({ length: users }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * spread));
        return runUser(app.url, recorder, deadline);
      }),
    ).finally(() => clearInterval(progress));
    const elapsedSeconds = (Date.now() - started) / 1000;
    const peak = memory.stop();
    const after = app.rss();
    if (ended) throw new Error(`the server ended during the load:\n${app.output()}`);

    const writes = await checkWrites(`${app.url}/api`, runs);
    const { samples } = recorder;
    const non2xx = non2xxOf(samples);
    const errors = distinctErrors(runs);
    return {
      users,
      seconds,
      database: databaseOf(databaseUrl),
      elapsedSeconds,
      requests: samples.length,
      requestsPerSecond: samples.length / elapsedSeconds,
      serverErrors: Object.entries(non2xx)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0),
      non2xx,
      latency: latencyOf(samples),
      operations: operationFigures(samples),
      journeys: runs.reduce((sum, r) => sum + r.journeys, 0),
      usersWithoutJourney: runs.filter((r) => r.journeys === 0).length,
      errors,
      errorCount: runs.reduce((sum, r) => sum + r.errors.length, 0),
      writesChecked: writes.checked,
      lostWrites: writes.lost.length,
      lost: writes.lost.slice(0, 20),
      memory: { before, peak: Math.max(peak ?? 0, after ?? 0) || undefined, after },
    };
  } finally {
    await app.stop();
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const mib = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / MiB).toFixed(0)} MiB`);
const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`)
    .join(', ') || 'none';

/** The figures as a compact table. */
export function formatFigures(f: LoadFigures): string {
  const row = (name: string, l: Latency, non2xx: number | string) =>
    [name.padEnd(24), pad(l.count, 7), pad(l.p50, 7), pad(l.p95, 7), pad(l.p99, 7), pad(l.max, 7), pad(non2xx, 7)].join(
      ' ',
    );
  const other = Object.fromEntries(Object.entries(f.non2xx).filter(([status]) => Number(status) < 500));
  const lines = [
    `Load: ${f.users} users for ${f.seconds} s on ${f.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} ` +
      `(node ${process.version}, ${availableParallelism()} cores; last journey ended at ${f.elapsedSeconds.toFixed(1)} s)`,
    `requests ${f.requests} (${f.requestsPerSecond.toFixed(1)}/s); 5xx: ${f.serverErrors}; ` +
      `other non-2xx: ${statuses(other)}`,
    `journeys ${f.journeys} (users without one: ${f.usersWithoutJourney}); journey errors: ${f.errorCount}`,
    ...f.errors.slice(0, 10).map((e) => `  ${e}`),
    `writes read back: ${f.writesChecked}; lost: ${f.lostWrites}`,
    ...f.lost.map((l) => `  lost: ${l}`),
    `server RSS: before ${mib(f.memory.before)}, peak ${mib(f.memory.peak)}, after ${mib(f.memory.after)}`,
    '',
    [
      'operation'.padEnd(24),
      ...['count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx'].map((h) => pad(h, 7)),
    ].join(' '),
    row(
      'all',
      f.latency,
      Object.values(f.non2xx).reduce((sum, n) => sum + n, 0),
    ),
    ...Object.entries(f.operations).map(([name, o]) => row(name, o, o.non2xx)),
  ];
  return lines.join('\n');
}

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

async function main(): Promise<void> {
  const users = envNumber('LOAD_USERS', 200);
  const seconds = envNumber('LOAD_SECONDS', 60);
  const kind = process.env.LOAD_DATABASE ?? 'postgres';
  if (kind !== 'postgres' && kind !== 'sqlite') throw new Error('LOAD_DATABASE must be postgres or sqlite');
  const database = await createDatabase(kind, 'idea_load');
  try {
    console.log(`Idea Studio load: ${users} users for ${seconds} s on ${kind}…`);
    const figures = await runLoad({ users, seconds, databaseUrl: database.url, log: console.log });
    console.log(`\n${formatFigures(figures)}`);
    if (figures.serverErrors || figures.lostWrites) {
      console.log(`\nFAILED: ${figures.serverErrors} 5xx answers, ${figures.lostWrites} lost writes`);
      process.exitCode = 1;
    }
  } finally {
    await database.drop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
