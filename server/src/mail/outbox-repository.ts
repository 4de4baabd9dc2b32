import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

export interface NewOutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Stores one mail in the development outbox. Accepts a transaction as `db`. */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<OutboxMail> {
  const row = {
    id: newId(),
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    created_at: nowIso(),
  };
  await db.insertInto('mail_outbox').values(row).execute();
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  };
}

/** Mails in the outbox, newest first; optionally only those sent to one address (case-insensitive). */
export async function listOutboxMails(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 200);
  if (options.to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', options.to!.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  }));
}
