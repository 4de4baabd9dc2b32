import type { Kysely } from 'kysely';

// The end of a track (part 2 §2.17, §2.18): whether a round's project page is public, the hosted landing page of a
// round (its publishing account, the published copy and its views) and the sign-ups its e-mail form collects.
// Everything references the round with ON DELETE CASCADE, as every round-owned table does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').addColumn('shared_at', 'text').execute();

  await db.schema
    .createTable('landing_pages')
    // The public address's id: random, so a page's address does not reveal its round.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('round_id', 'text', (col) => col.notNull().unique().references('rounds.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('step', 'integer', (col) => col.notNull())
    // JSON text: the landing page data as published (null until published).
    .addColumn('data', 'text')
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('landing_pages_user_id_idx')
    .on('landing_pages')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('landing_signups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('page_id', 'text', (col) => col.notNull().references('landing_pages.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('landing_signups_page_email_unique', ['page_id', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('landing_signups').execute();
  await db.schema.dropTable('landing_pages').execute();
  await db.schema.alterTable('rounds').dropColumn('shared_at').execute();
}
