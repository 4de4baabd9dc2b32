import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDialect, openMigratedDatabase } from '../test/helpers.js';
import type { Db } from './database.js';
import { preparedQuery } from './prepared-query.js';

const NOW = '2026-11-27T10:00:00.000Z';

/** Two users with a project each; the first has rounds named "a", "b" and "c". */
async function seed(db: Db): Promise<void> {
  for (const id of ['u1', 'u2']) {
    await db
      .insertInto('users')
      .values({ id, email: `${id}@example.com`, password_hash: 'x', created_at: NOW, updated_at: NOW } as never)
      .execute();
    await db
      .insertInto('projects')
      .values({ id: `p-${id}`, name: id, owner_id: id, sys_default: 1, created_at: NOW, updated_at: NOW } as never)
      .execute();
  }
  for (const name of ['a', 'b', 'c']) {
    await db
      .insertInto('rounds')
      .values({
        id: `r-${name}`,
        track_id: 't',
        project_id: 'p-u1',
        user_id: 'u1',
        name,
        created_at: NOW,
        updated_at: NOW,
      } as never)
      .execute();
  }
}

describeEachDialect('preparedQuery', (dialect) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>> | undefined;
  let db: Db;

  beforeAll(async () => {
    opened = await openMigratedDatabase(dialect);
    db = opened.db;
    await seed(db);
  });

  afterAll(() => opened?.close());

  it('builds and compiles once, then runs each call with its own values', async () => {
    const build = vi.fn((handle: Db, userId: string, name: string) =>
      handle.selectFrom('rounds').select('id').where('user_id', '=', userId).where('name', '=', name),
    );
    const roundNamed = preparedQuery(build);
    expect(await roundNamed(db, 'u1', 'b')).toEqual([{ id: 'r-b' }]);
    expect(await roundNamed(db, 'u1', 'c')).toEqual([{ id: 'r-c' }]);
    expect(await roundNamed(db, 'u2', 'c')).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps one template per list length, and the constants the builder wrote', async () => {
    const build = vi.fn((handle: Db, ids: readonly string[]) =>
      handle.selectFrom('rounds').select('name').where('id', 'in', ids).where('track_id', '=', 't').orderBy('name'),
    );
    const namesOf = preparedQuery(build);
    expect(await namesOf(db, ['r-a', 'r-c'])).toEqual([{ name: 'a' }, { name: 'c' }]);
    expect(await namesOf(db, ['r-b'])).toEqual([{ name: 'b' }]);
    expect(await namesOf(db, ['r-c', 'r-b'])).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('writes with its values and answers the returned rows', async () => {
    const rename = preparedQuery((handle: Db, id: string, name: string) =>
      handle.updateTable('rounds').set({ name }).where('id', '=', id).returning(['id', 'name']),
    );
    expect(await rename(db, 'r-a', 'renamed')).toEqual([{ id: 'r-a', name: 'renamed' }]);
    expect(await rename(db, 'r-missing', 'x')).toEqual([]);
    const row = await db.selectFrom('rounds').select('name').where('id', '=', 'r-a').executeTakeFirstOrThrow();
    expect(row.name).toBe('renamed');
  });

  it('runs inside a transaction, on the transaction', async () => {
    const rename = preparedQuery((handle: Db, id: string, name: string) =>
      handle.updateTable('rounds').set({ name }).where('id', '=', id).returning('name'),
    );
    await db
      .transaction()
      .execute(async (trx) => {
        expect(await rename(trx, 'r-b', 'inside')).toEqual([{ name: 'inside' }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    const row = await db.selectFrom('rounds').select('name').where('id', '=', 'r-b').executeTakeFirstOrThrow();
    expect(row.name).toBe('b');
  });

  it('refuses a builder that changes a value instead of passing it on', async () => {
    const changed = preparedQuery((handle: Db, name: string) =>
      handle.selectFrom('rounds').select('id').where('name', '=', `${name}%`),
    );
    await expect(changed(db, 'a')).rejects.toThrow(/must pass its values unchanged/);
  });
});
