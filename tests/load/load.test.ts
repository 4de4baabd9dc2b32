// The load run in small (`npm run load` runs it with 200 users for 60 s): 20 scripted founders for 10 s on the
// built server over PostgreSQL, the database of the several-servers deployment, where concurrent writes meet a
// connection pool and row locks rather than SQLite's single writer. Asserts what must hold under any load — no
// 5xx, no lost write, every user through a full journey — and prints the timing and memory figures without
// asserting them: speed targets belong to the benchmark, not to a timed test.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, type TestDatabaseUrl } from '../src/harness/databases.js';
import { formatFigures, runLoad } from './run.js';

const USERS = 20;
const SECONDS = 10;

let database: TestDatabaseUrl;

beforeAll(async () => {
  database = await createPostgresDatabase('idea_load');
});

afterAll(async () => {
  await database?.drop();
});

it(`${USERS} founders for ${SECONDS} s: no 5xx, no lost write, a journey each`, { timeout: 60_000 }, async () => {
  const figures = await runLoad({ users: USERS, seconds: SECONDS, databaseUrl: database.url });
  console.log(formatFigures(figures));

  expect(figures.serverErrors).toBe(0);
  expect(figures.non2xx, 'answers outside 2xx').toEqual({});
  expect(figures.lost).toEqual([]);
  expect(figures.writesChecked).toBeGreaterThan(0);
  expect(figures.usersWithoutJourney, figures.errors.join('\n')).toBe(0);
  expect(figures.errors).toEqual([]);
  expect(figures.journeys).toBeGreaterThanOrEqual(USERS);
  // Measured and printed, not judged.
  expect(figures.latency.p99).toBeGreaterThan(0);
  if (process.platform === 'linux') {
    for (const bytes of [figures.memory.before, figures.memory.peak, figures.memory.after]) {
      expect(bytes).toBeGreaterThan(0);
    }
  }
});
