/**
 * Kysely table types: the one description of the database schema. Every migration that changes a table
 * updates this file in the same change.
 *
 * Conventions (identical on SQLite and PostgreSQL):
 * - ids are text, generated in code with `newId()` (time-ordered, 26 characters);
 * - timestamps are ISO 8601 UTC text with milliseconds (`2026-01-31T12:00:00.000Z`, see `nowIso()`),
 *   which sorts chronologically as text.
 */

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

export interface Database {
  mail_outbox: MailOutboxTable;
}
