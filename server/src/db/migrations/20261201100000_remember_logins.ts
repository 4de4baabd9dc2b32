import type { Kysely } from 'kysely';

// Browser auto-login: a random token in an httpOnly cookie, stored here hashed. Each use replaces it with a new
// token (the old row stays, marked used, so that a stolen and replayed token is noticed); every token of a login
// ends at the same absolute expiry.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remember_logins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('remember_logins_user').on('remember_logins').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remember_logins').execute();
}
