import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Data versions: one counter per user that the database itself raises whenever anything that user can see changes
// (their account, sessions, company, licence, projects, rounds, results, files, threads, pages). The server keeps
// answers and sessions in memory under that counter (see cache/), so a write through any app server, or by hand,
// ends every copy made before it. Triggers do it, so no code path can forget to.
//
// Who can see a row: its user, the users of its round, the owner and members of its project; a user row is also
// seen by the members of the same licence (their names are in each other's account data).
//
// Later schema changes add their tables in a new migration; `data-versions.test.ts` fails for a table that is
// neither versioned nor exempt.

/** SQL that selects the ids of the users who can see the row `r` (NEW or OLD): one column, named by its first part. */
export type Viewers = (r: string) => string;

const user =
  (column: string): Viewers =>
  (r) =>
    `select ${r}.${column} as user_id`;
const projectViewers = (projectId: string) =>
  `select owner_id from projects where id = ${projectId} union select user_id from project_members where project_id = ${projectId}`;
export const roundViewers = (roundId: string) =>
  `select user_id from rounds where id = ${roundId} union ${projectViewers(`(select project_id from rounds where id = ${roundId})`)}`;
const either =
  (...parts: Viewers[]): Viewers =>
  (r) =>
    parts.map((part) => part(r)).join(' union ');

/** Every versioned table, with who sees its rows. */
export const VERSIONED_TABLES: Record<string, Viewers> = {
  users: either(
    user('id'),
    (r) => `select user_id from licenses where license_id in (select license_id from licenses where user_id = ${r}.id)`,
  ),
  sessions: user('user_id'),
  api_keys: user('user_id'),
  companies: user('user_id'),
  licenses: either(user('user_id'), (r) => `select user_id from licenses where license_id = ${r}.license_id`),
  projects: either(user('owner_id'), (r) => projectViewers(`${r}.id`)),
  project_members: either(user('user_id'), (r) => projectViewers(`${r}.project_id`)),
  rounds: either(user('user_id'), (r) => projectViewers(`${r}.project_id`)),
  user_inputs: (r) => roundViewers(`${r}.round_id`),
  step_results: (r) => roundViewers(`${r}.round_id`),
  result_files: either(user('user_id'), (r) => roundViewers(`${r}.round_id`)),
  report_actions: either(user('user_id'), (r) => roundViewers(`${r}.round_id`)),
  user_avatars: user('user_id'),
  hub_files: either(user('user_id'), (r) => projectViewers(`${r}.project_id`)),
  ai_threads: user('user_id'),
  ai_messages: (r) => `select user_id from ai_threads where id = ${r}.thread_id`,
  landing_pages: either(user('user_id'), (r) => roundViewers(`${r}.round_id`)),
  landing_signups: (r) => `select user_id from landing_pages where id = ${r}.page_id`,
};

/**
 * Tables no answer shows as they are: mail, one-time codes and links, promotion codes, and file contents and search
 * passages (their file rows are versioned).
 */
export const UNVERSIONED_TABLES = [
  'mail_outbox',
  'login_verifications',
  'email_confirmations',
  'password_resets',
  'promotions',
  'result_file_contents',
  'hub_file_contents',
  'hub_passages',
];

/** Session rows change on every request's "last seen" time; only these columns matter to a session's holder. */
const SESSION_COLUMNS = ['user_id', 'token_hash', 'xsrf_token_hash', 'api_key_id', 'expires_at'];

/** The PostgreSQL channel that carries `userId:version` on every raise (see cache/versions-postgres.ts). */
export const DATA_VERSIONS_CHANNEL = 'idea_data_versions';

// Distinct ids in a stable order: PostgreSQL refuses to update one row twice in a statement, and taking row locks
// in one order keeps two writers from waiting on each other.
const raise = (viewers: string) =>
  `insert into data_versions (user_id, version)
   select distinct user_id, 1 from (${viewers}) as viewers where user_id is not null order by user_id
   on conflict (user_id) do update set version = data_versions.version + 1;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [table, viewers] of Object.entries(VERSIONED_TABLES)) await versionTable(db, table, viewers);
    await sql
      .raw(
        `create function data_versions_notify() returns trigger language plpgsql as $$
         begin
           perform pg_notify('${DATA_VERSIONS_CHANNEL}', new.user_id || ':' || new.version);
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger data_versions_notify after insert or update on data_versions
         for each row execute function data_versions_notify()`,
      )
      .execute(db);
    return;
  }

  for (const [table, viewers] of Object.entries(VERSIONED_TABLES)) await versionTable(db, table, viewers);
}

/** Installs the triggers that raise the data versions of a table's viewers (also for tables of later migrations). */
export async function versionTable(db: Kysely<unknown>, table: string, viewers: Viewers): Promise<void> {
  const update = table === 'sessions' ? `update of ${SESSION_COLUMNS.join(', ')}` : 'update';
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function data_versions_${table}() returns trigger language plpgsql as $$
         begin
           if tg_op <> 'DELETE' then ${raise(viewers('new'))} end if;
           if tg_op <> 'INSERT' then ${raise(viewers('old'))} end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger data_versions_${table} after insert or ${update} or delete on ${table}
         for each row execute function data_versions_${table}()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger data_versions_${table}_insert after insert on ${table} begin ${raise(viewers('new'))} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger data_versions_${table}_update after ${update} on ${table} begin ${raise(viewers('new'))} ${raise(viewers('old'))} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger data_versions_${table}_delete after delete on ${table} begin ${raise(viewers('old'))} end`)
    .execute(db);
}

/** Drops what versionTable installed. */
export async function unversionTable(db: Kysely<unknown>, table: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`drop trigger data_versions_${table} on ${table}`).execute(db);
    await sql.raw(`drop function data_versions_${table}()`).execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger data_versions_${table}_${event}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of Object.keys(VERSIONED_TABLES)) {
      await sql.raw(`drop trigger data_versions_${table} on ${table}`).execute(db);
      await sql.raw(`drop function data_versions_${table}()`).execute(db);
    }
    await db.schema.dropTable('data_versions').execute();
    await sql.raw('drop function data_versions_notify()').execute(db);
    return;
  }
  for (const table of Object.keys(VERSIONED_TABLES)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger data_versions_${table}_${event}`).execute(db);
    }
  }
  await db.schema.dropTable('data_versions').execute();
}
