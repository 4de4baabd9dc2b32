import type { FastifyBaseLogger } from 'fastify';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { UNVERSIONED_TABLES, VERSIONED_TABLES } from '../db/migrations/20261128100000_data_versions.js';
import { EVIDENCE_VERSIONED_TABLES } from '../db/migrations/20261129100000_evidence.js';
import { TEAM_VERSIONED_TABLES } from '../db/migrations/20261202100000_team_invitations.js';
import { ACCOUNT_TEST_ENV, createAccount } from '../test/accounts.js';
import {
  buildTestApp,
  createTestDatabase,
  describeEachDialect,
  eventually,
  postgresProblem,
  type TestApp,
  type TestDatabase,
} from '../test/helpers.js';
import { roundsApi } from '../test/rounds-api.js';
import { readVersion } from './read-version.js';
import { createDataVersions } from './versions.js';
import { createPostgresVersions } from './versions-postgres.js';

const silent = { warn: () => {} } as unknown as FastifyBaseLogger;

async function tablesOf(db: Db, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  // Kysely's migration bookkeeping, SQLite's own and full-text tables, and the versions themselves.
  return rows
    .map((row) => row.name)
    .filter((name) => !/^(kysely_|sqlite_|hub_passages_fts)/.test(name) && name !== 'data_versions')
    .sort();
}

describeEachDialect('data versions', (dialect) => {
  let t: TestApp;
  const { api, startRound, saveBasicIdea, addProjectMember } = roundsApi(() => t.app);
  const version = (userId: string) => readVersion(t.app.db, userId);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => t?.close());

  it('versions every table, or says why not', async () => {
    const listed = [
      ...Object.keys(VERSIONED_TABLES),
      ...UNVERSIONED_TABLES,
      ...Object.keys(EVIDENCE_VERSIONED_TABLES),
      ...Object.keys(TEAM_VERSIONED_TABLES),
      // Hashes of AI texts: no answer shows them.
      'ai_generated_texts',
      // Visitor hashes and their salts, and the daily count of share mails: no answer shows them (the view count
      // they raise is in landing_pages, which is versioned).
      'landing_visits',
      'landing_visit_salts',
      'share_mail_days',
      // Browser auto-login tokens: no answer shows them.
      'remember_logins',
      // The daily count of invitation mails: no answer shows it.
      'invitation_mail_days',
    ].sort();
    expect(await tablesOf(t.app.db, dialect)).toEqual(listed);
  });

  it('raises the versions of exactly the users who can see a change', async () => {
    const owner = await createAccount(t.app, 'owner');
    const member = await createAccount(t.app, 'member');
    const stranger = await createAccount(t.app, 'stranger');
    const roundId = await startRound(owner, 'Shared idea');
    await addProjectMember(owner, member);
    const before = await Promise.all([owner, member, stranger].map((account) => version(account.id)));

    await saveBasicIdea(owner, roundId, { name: 'Picnic baskets' });
    const after = await Promise.all([owner, member, stranger].map((account) => version(account.id)));
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBeGreaterThan(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it("raises licence members' versions when a member's name changes, and not for a session's last-seen time", async () => {
    const first = await createAccount(t.app, 'first');
    const second = await createAccount(t.app, 'second');
    const seat = await t.app.db
      .selectFrom('licenses')
      .selectAll()
      .where('user_id', '=', first.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('licenses')
      .values({ ...seat, id: `${seat.id}-2`, user_id: second.id })
      .execute();
    const before = await version(second.id);
    expect((await api(first, 'POST', '/user/data', { prename: 'Ada' })).statusCode).toBe(200);
    expect(await version(second.id)).toBeGreaterThan(before);

    const own = await version(first.id);
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date().toISOString() })
      .where('user_id', '=', first.id)
      .execute();
    expect(await version(first.id)).toBe(own);
    await t.app.db.deleteFrom('sessions').where('user_id', '=', first.id).execute();
    expect(await version(first.id)).toBeGreaterThan(own);
  });
});

describe('data versions on SQLite', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    db = createDatabase({ dialect: 'sqlite', filename: database.url.slice('sqlite:'.length) });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('never answers a version an open transaction raised', async () => {
    const versions = createDataVersions(db, { dialect: 'sqlite', filename: '' }, { writes: 0 }, silent);
    await db.insertInto('data_versions').values({ user_id: 'u1', version: 4 }).execute();
    expect(await versions.current('u1')).toBe(4);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const raised = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('data_versions').set({ version: 5 }).where('user_id', '=', 'u1').execute();
        inside();
        await held;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await raised;
    const during = versions.current('u1');
    release();
    expect(await transaction).toBe('rolled back');
    expect(await during).toBe(4);
  });
});

const pgProblem = await postgresProblem();

describe.skipIf(pgProblem && !process.env.CI)('data versions on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  let reads = 0;
  // Counts the queries a versions instance sends, to tell a known version from a read one.
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      reads += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  // Writes through `local` count as this process's own, as the app's pool counts them.
  const writes = { writes: 0 };
  let local: Db;
  const open = (options = {}) => createPostgresVersions(db.withPlugin(counting), database.url, writes, silent, options);
  const raise = (userId: string, through = db) =>
    through
      .insertInto('data_versions')
      .values({ user_id: userId, version: 1 })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ version: sql`data_versions.version + 1` }))
      .execute();
  const listening = async (versions: ReturnType<typeof open>, userId: string) => {
    // Known once a read is kept: ask twice and see whether the second one read.
    for (let i = 0; i < 100; i++) {
      await versions.current(userId);
      const before = reads;
      await versions.current(userId);
      if (reads === before) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the listener did not start');
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = createDatabase({ dialect: 'postgres', connectionString: database.url });
    local = createDatabase({ dialect: 'postgres', connectionString: database.url }, writes);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await local?.destroy();
    await db?.destroy();
    await database?.drop();
  });

  it('learns a version once, then hears raises from any connection without reading', async () => {
    const versions = open();
    try {
      await raise('a');
      await listening(versions, 'a');
      expect(await versions.current('a')).toBe(1);
      const before = reads;
      await raise('a');
      await eventually(async () => (await versions.current('a')) === 2);
      expect(reads).toBe(before);
    } finally {
      await versions.close();
    }
  });

  it("waits for its own process's writes to be heard before it answers a version", async () => {
    const versions = open();
    try {
      await raise('b');
      await listening(versions, 'b');
      const known = await versions.current('b');
      await raise('b', local);
      expect(await versions.current('b')).toBe(known + 1);
      // Heard: no further fence, no read.
      const before = reads;
      expect(await versions.current('b')).toBe(known + 1);
      expect(reads).toBe(before);
    } finally {
      await versions.close();
    }
  });

  it('reads every version while its listener is gone, and keeps them again once it is back', async () => {
    const versions = open({ reconnectMs: [500] });
    try {
      await raise('c');
      await listening(versions, 'c');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`.execute(db);
      // Until the listener is back every call reads: a raise is seen at once although nobody hears it.
      await eventually(async () => {
        const before = reads;
        await versions.current('c');
        return reads > before;
      });
      await raise('c');
      const before = reads;
      expect(await versions.current('c')).toBe(2);
      expect(reads).toBe(before + 1);
      await listening(versions, 'c');
      await raise('c', local);
      expect(await versions.current('c')).toBe(3);
    } finally {
      await versions.close();
    }
  });
});
