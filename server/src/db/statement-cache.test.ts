import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, postgresProblem } from '../test/helpers.js';
import { pgPoolWithNamedStatements, sqliteWithStatementCache } from './statement-cache.js';

interface Items {
  items: { id: number; name: string };
}

/** A table `items` with the rows 1, 2 and 3. */
async function createItems(db: Kysely<Items>): Promise<void> {
  await db.schema.createTable('items').addColumn('id', 'integer').addColumn('name', 'text').execute();
  for (let id = 1; id <= 3; id++)
    await db
      .insertInto('items')
      .values({ id, name: `item ${id}` })
      .execute();
}

describe('sqliteWithStatementCache', () => {
  it('answers the statement compiled before for the same SQL, and a new one for other SQL', () => {
    const file = new SQLite(':memory:');
    const database = sqliteWithStatementCache(file);
    const first = database.prepare('select 1 as one');
    expect(database.prepare('select 1 as one')).toBe(first);
    expect(database.prepare('select 2 as two')).not.toBe(first);
    database.close();
    expect(file.open).toBe(false);
  });

  it('keeps at most max statements, evicting the least recently used', () => {
    const database = sqliteWithStatementCache(new SQLite(':memory:'), 2);
    const a = database.prepare('select 1');
    const b = database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(a); // 1 is now the most recent
    database.prepare('select 3'); // evicts 2
    expect(database.prepare('select 1')).toBe(a);
    expect(database.prepare('select 2')).not.toBe(b);
    database.close();
  });

  it('runs Kysely reads and writes through reused statements', async () => {
    const db = new Kysely<Items>({
      dialect: new SqliteDialect({ database: sqliteWithStatementCache(new SQLite(':memory:')) }),
    });
    await createItems(db);
    const names = async (min: number) =>
      (await db.selectFrom('items').select('name').where('id', '>=', min).orderBy('id').execute()).map((r) => r.name);
    expect(await names(2)).toEqual(['item 2', 'item 3']);
    expect(await names(3)).toEqual(['item 3']);
    await db.destroy();
  });
});

// PostgreSQL only; under CI an unreachable server fails the test (as in `describeEachDialect`).
const pgMissing = (await postgresProblem()) !== undefined && !process.env.CI;

describe.skipIf(pgMissing)('named prepared statements [postgres]', () => {
  it('prepares a parameterised query once per connection and reuses it', async () => {
    const database = await createTestDatabase('postgres');
    // One connection, so the session that prepared the statement is the one asked about it.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = new Kysely<Items>({ dialect: new PostgresDialect({ pool: pgPoolWithNamedStatements(pool) }) });
    try {
      await createItems(db);
      const read = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
      expect(await read(1)).toEqual({ name: 'item 1' });
      expect(await read(3)).toEqual({ name: 'item 3' });
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      const statements = prepared.rows.map((row) => row.statement);
      // The insert and the read, each prepared once although each ran several times.
      expect(statements.filter((text) => text.startsWith('insert into "items"'))).toHaveLength(1);
      expect(statements.filter((text) => text.startsWith('select "name" from "items"'))).toHaveLength(1);
      // Queries without parameters (DDL, transaction control) stay unnamed.
      expect(statements.some((text) => text.startsWith('create table'))).toBe(false);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('items').set({ name: 'renamed' }).where('id', '=', 2).execute();
      });
      expect(await read(2)).toEqual({ name: 'renamed' });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe('the write count of a pg pool', () => {
  /** A pool whose one client answers each query only when the test says so. */
  function heldPool() {
    const held: Array<() => void> = [];
    const client = {
      query: () =>
        new Promise((resolve) => {
          held.push(() => resolve({ rows: [] }));
        }),
      release: () => {},
    };
    return { pool: { connect: async () => client, end: async () => {} } as unknown as pg.Pool, held };
  }

  it('counts a write once it has finished, not when it is sent', async () => {
    // A fence sent between the two would be heard before the write's notification (cache/versions-postgres.ts).
    const { pool, held } = heldPool();
    const writes = { writes: 0 };
    const client = await pgPoolWithNamedStatements(pool, writes).connect();
    const update = client.query('update items set name = $1 where id = $2', ['x', 1]);
    const commit = client.query('commit', []);
    const read = client.query('select name from items where id = $1', [1]);
    expect(writes.writes).toBe(0);
    held[0]?.();
    await update;
    expect(writes.writes).toBe(1);
    held[1]?.();
    held[2]?.();
    await Promise.all([commit, read]);
    expect(writes.writes).toBe(2);
  });
});
