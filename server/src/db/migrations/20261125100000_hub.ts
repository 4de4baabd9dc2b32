import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Avatars and the knowledge hub. Avatar images (normalised PNGs) sit in their own table; hub files keep their
// metadata in `hub_files` and their bytes and extracted text in `hub_file_contents`, so listings never read them.
// The extracted text is cut into passages (`hub_passages`) for full-text search: on PostgreSQL a generated
// `tsvector` column (configuration 'simple', so German and English text both work) with a GIN index; on SQLite
// an external-content FTS5 table kept in step by triggers (they also fire on cascading deletes). Deleting a
// project removes its files, contents and passages.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const binary = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('user_avatars')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('content', binary, (col) => col.notNull())
    .addColumn('etag', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('hub_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('hub_files_project_name_unique', ['project_id', 'name'])
    .execute();
  await db.schema
    .createIndex('hub_files_project_id_idx')
    .on('hub_files')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema.createIndex('hub_files_user_id_idx').on('hub_files').column('user_id').execute();
  // One pitch deck per project.
  await sql`create unique index hub_files_pitchdeck_unique on hub_files (project_id) where file_type = 'PITCHDECK'`.execute(
    db,
  );

  await db.schema
    .createTable('hub_file_contents')
    .addColumn('file_id', 'text', (col) => col.primaryKey().references('hub_files.id').onDelete('cascade'))
    .addColumn('content', binary, (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('hub_passages')
    .addColumn('id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey(),
    )
    .addColumn('file_id', 'text', (col) => col.notNull().references('hub_files.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('hub_passages_file_id_idx').on('hub_passages').column('file_id').execute();
  await db.schema.createIndex('hub_passages_project_id_idx').on('hub_passages').column('project_id').execute();

  if (postgres) {
    await sql`alter table hub_passages add column search tsvector generated always as (to_tsvector('simple', text)) stored`.execute(
      db,
    );
    await sql`create index hub_passages_search_idx on hub_passages using gin (search)`.execute(db);
  } else {
    await sql`create virtual table hub_passages_fts using fts5(text, content='hub_passages', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger hub_passages_ai after insert on hub_passages begin
      insert into hub_passages_fts(rowid, text) values (new.id, new.text);
    end`.execute(db);
    await sql`create trigger hub_passages_ad after delete on hub_passages begin
      insert into hub_passages_fts(hub_passages_fts, rowid, text) values ('delete', old.id, old.text);
    end`.execute(db);
    await sql`create trigger hub_passages_au after update on hub_passages begin
      insert into hub_passages_fts(hub_passages_fts, rowid, text) values ('delete', old.id, old.text);
      insert into hub_passages_fts(rowid, text) values (new.id, new.text);
    end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) {
    for (const trigger of ['hub_passages_au', 'hub_passages_ad', 'hub_passages_ai']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists hub_passages_fts`.execute(db);
  }
  for (const table of ['hub_passages', 'hub_file_contents', 'hub_files', 'user_avatars']) {
    await db.schema.dropTable(table).execute();
  }
}
