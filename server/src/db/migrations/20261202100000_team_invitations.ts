import type { Kysely } from 'kysely';
import { unversionTable, versionTable } from './20261128100000_data_versions.js';

// Team invitations: an owner invites an address into a project with a role; the mailed link carries a random
// token, stored here only as its SHA-256. A row stays after it is accepted, revoked or expired (the list shows only
// pending ones), so a link cannot be used twice. invitation_mail_days counts the invitation mails a user sent on a
// day (the daily cap, like share_mail_days).

/** Versioned tables of this migration, with who sees their rows: the project's owner and members. */
export const TEAM_VERSIONED_TABLES = {
  project_invitations: (r: string) =>
    `select owner_id as user_id from projects where id = ${r}.project_id union select user_id from project_members where project_id = ${r}.project_id`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_lower', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('project_invitations_project')
    .on('project_invitations')
    .columns(['project_id', 'email_lower'])
    .execute();
  for (const [table, viewers] of Object.entries(TEAM_VERSIONED_TABLES)) await versionTable(db, table, viewers);

  await db.schema
    .createTable('invitation_mail_days')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('sent', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('invitation_mail_days_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitation_mail_days').execute();
  for (const table of Object.keys(TEAM_VERSIONED_TABLES)) await unversionTable(db, table);
  await db.schema.dropTable('project_invitations').execute();
}
