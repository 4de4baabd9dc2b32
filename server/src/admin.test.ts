import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminIo, runAdmin, USAGE } from './admin.js';
import { buildApp } from './app.js';
import { createTestDatabase, describeEachDialect, type TestDatabase, testConfig } from './test/helpers.js';

function io(databaseUrl: string) {
  const out: string[] = [];
  const err: string[] = [];
  const value: AdminIo = {
    env: { DATABASE_URL: databaseUrl, NODE_ENV: 'test', APP_URL: 'https://ideas.example.com' },
    cwd: process.cwd(),
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
  };
  return { io: value, out, err };
}

describeEachDialect('admin command', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database?.drop());

  it('creates a promotion, prints its id, and the server answers it', async () => {
    const run = io(database.url);
    const code = await runAdmin(
      [
        'promotion',
        'create',
        '--target-type',
        'TRACK',
        '--target-id',
        'Clu-4-HBY',
        '--skip-registration',
        '--data',
        '{"campaign":"spring"}',
      ],
      run.io,
    );
    expect(code, run.err.join('\n')).toBe(0);
    expect(run.out).toHaveLength(1);
    const id = run.out[0];
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(run.err.join('\n')).toContain(`https://ideas.example.com/promotion/${id}`);
    expect(run.err.join('\n')).toMatch(
      dialect === 'sqlite' ? /Database: SQLite / : /Database: PostgreSQL 127\.0\.0\.1/,
    );
    expect(run.err.join('\n')).not.toContain('postgres://');

    const app = await buildApp(testConfig({ DATABASE_URL: database.url }), { logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: `/api/auth/promotion/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        skipRegistration: 1,
        targetType: 'TRACK',
        targetId: 'Clu-4-HBY',
        promotionData: { campaign: 'spring' },
      });
    } finally {
      await app.close();
    }
  });

  it('creates a promotion with a chosen id and lists promotions', async () => {
    const create = io(database.url);
    expect(await runAdmin(['promotion', 'create', '--id', 'fair-2026', '--json'], create.io)).toBe(0);
    expect(JSON.parse(create.out.join('\n'))).toMatchObject({
      id: 'fair-2026',
      skipRegistration: 0,
      targetType: null,
      targetId: null,
      promotionData: {},
    });

    const list = io(database.url);
    expect(await runAdmin(['promotion', 'list'], list.io)).toBe(0);
    expect(list.out).toHaveLength(2);
    expect(list.out[0]).toMatch(/^fair-2026 {2}\S+ {2}skip=0 {2}target=- {2}\{\}$/);
    expect(list.out[1]).toMatch(/skip=1 {2}target=TRACK Clu-4-HBY {2}\{"campaign":"spring"\}$/);

    const json = io(database.url);
    expect(await runAdmin(['promotion', 'list', '--json'], json.io)).toBe(0);
    expect(JSON.parse(json.out.join('\n')).map((p: { id: string }) => p.id)[0]).toBe('fair-2026');
  });

  it.each([
    [['promotion', 'create', '--data', '{nope'], /--data must be valid JSON/],
    [['promotion', 'create', '--data', '[1]'], /must be a JSON object/],
    [['promotion', 'create', '--target-type', 'TRACK', '--target-id', 'missing'], /Unknown track "missing"/],
    [['promotion', 'create', '--skip-registration'], /needs a target/],
    [['promotion', 'create', '--id', 'fair-2026'], /exists already/],
    [['promotion', 'create', '--colour', 'red'], /Unknown option '--colour'/],
    [['promotion', 'delete'], /Unknown command: promotion delete/],
  ])('refuses %j with a message and exit code 1', async (argv, message) => {
    const run = io(database.url);
    expect(await runAdmin(argv, run.io)).toBe(1);
    expect(run.err.join('\n')).toMatch(message);
    expect(run.out).toEqual([]);
  });
});

describe('admin command usage', () => {
  it('prints the usage', async () => {
    const run = io('sqlite::memory:');
    expect(await runAdmin(['help'], run.io)).toBe(0);
    expect(run.out).toEqual([USAGE]);
    expect(await runAdmin([], run.io)).toBe(1);
  });

  it('reports a bad configuration', async () => {
    const run = io('mysql://x');
    expect(await runAdmin(['promotion', 'list'], run.io)).toBe(1);
    expect(run.err.join('\n')).toMatch(/Error: DATABASE_URL must start with sqlite:/);
  });

  it('runs as a program', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const script = fileURLToPath(new URL('./admin.ts', import.meta.url));
      const env = { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'test' };
      const created = spawnSync(process.execPath, ['--import', 'tsx', script, 'promotion', 'create', '--id', 'cli-1'], {
        env,
        encoding: 'utf8',
      });
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toBe('cli-1\n');
      const list = io(database.url);
      expect(await runAdmin(['promotion', 'list'], list.io)).toBe(0);
      expect(list.out[0]).toMatch(/^cli-1 {2}/);
    } finally {
      await database.drop();
    }
  });
});
