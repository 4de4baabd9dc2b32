import type { Kysely } from 'kysely';

// Unique views of a published landing page: one per visitor and day. A visitor is known only by a hash of their
// address and browser with that day's random salt (landing_visit_salts), never by the address itself; salts and
// visits of past days are deleted, so no visitor can be followed from one day to the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('landing_visit_salts')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('landing_visits')
    .addColumn('page_id', 'text', (col) => col.notNull().references('landing_pages.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('landing_visits_pk', ['page_id', 'day', 'visitor'])
    .execute();
  await db.schema.createIndex('landing_visits_day_idx').on('landing_visits').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('landing_visits').execute();
  await db.schema.dropTable('landing_visit_salts').execute();
}
