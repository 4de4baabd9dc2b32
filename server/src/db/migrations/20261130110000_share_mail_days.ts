import type { Kysely } from 'kysely';

// How many share mails a user sent on a day: the daily cap on mails to addresses the user types (the app is no
// spam relay). Past days are deleted when a new day's count starts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_mail_days')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('sent', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('share_mail_days_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_mail_days').execute();
}
