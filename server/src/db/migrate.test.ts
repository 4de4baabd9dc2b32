import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestDatabase, describeEachDialect, type TestDatabase } from '../test/helpers.js';
import { createDatabase, type Db } from './database.js';
import { migrateDownAll, migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

it('names every migration YYYYMMDDHHMMSS_name, in order', () => {
  const names = Object.keys(migrations);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  expect([...names].sort()).toEqual(names);
});

describeEachDialect('migrations', (dialect) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('runs every migration up, is idempotent, and reverts every one down', async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await tableNames(db)).toContain('mail_outbox');
    expect(await migrateToLatest(db)).toEqual([]);

    await db
      .insertInto('mail_outbox')
      .values({
        id: 'm1',
        to_address: 'a@example.com',
        subject: 's',
        text_body: 't',
        html_body: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: 'm1',
      to_address: 'a@example.com',
      subject: 's',
      text_body: 't',
      html_body: null,
      created_at: '2026-01-01T00:00:00.000Z',
    });

    expect(await migrateDownAll(db)).toEqual(Object.keys(migrations).reverse());
    expect(await tableNames(db)).not.toContain('mail_outbox');

    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await tableNames(db)).toContain('mail_outbox');
  });

  if (dialect === 'sqlite') {
    it('opens SQLite with WAL and foreign keys on, creating the parent folder', async () => {
      const wal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(wal.rows[0].journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0].foreign_keys).toBe(1);
    });
  }
});
