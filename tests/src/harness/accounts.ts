// Creates ready accounts on a running server the way a person does: register, confirm from the mailed link,
// log in with the mailed code. Used by suites that need a logged-in user.
import { completeLogin, createIdeaClient, type Lang, startLogin, type UserData, unwrap } from '@idea-studio/sdk';
import type { RunningServer } from './server.js';

export const PASSWORD = 'Founder-2026!';
let counter = 0;

/** What account helpers need of a server: its API and its development outbox. */
export type MailingServer = Pick<RunningServer, 'apiUrl' | 'mailbox' | 'waitForMail'>;

export function uniqueEmail(prefix = 'founder'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function linkFrom(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}[^\\s)>"]+`));
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[0];
}

export function codeFrom(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no 6-digit code in mail:\n${text}`);
  return match[1]!;
}

/** Registers and confirms an account; answers its e-mail. */
export async function registerConfirmed(
  server: MailingServer,
  email = uniqueEmail(),
  lang: Lang = 'en',
): Promise<string> {
  const client = createIdeaClient({ baseUrl: server.apiUrl });
  await unwrap(client.POST('/auth/register', { body: { email, password: PASSWORD, lang } }));
  const mail = await server.waitForMail(email, /confirm/i);
  const confirmId = linkFrom(mail.text, '/login/confirm/').split('/').pop()!;
  await unwrap(client.POST('/auth/confirm/{confirmId}', { params: { path: { confirmId } }, body: { confirmId } }));
  return email;
}

/** Logs in through both steps with the code from the outbox; answers the user data (with its bearer token). */
export async function loginWithCode(server: MailingServer, email: string): Promise<UserData> {
  const client = createIdeaClient({ baseUrl: server.apiUrl });
  const before = (await server.mailbox(email)).length;
  const { verifyId } = await startLogin(client, email, PASSWORD);
  return completeLogin(client, verifyId, await newCode(server, email, before));
}

/** The 6-digit code of the newest mail to `email` once more than `before` mails went to it (up to 10 s). */
export async function newCode(server: Pick<MailingServer, 'mailbox'>, email: string, before: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mails = await server.mailbox(email);
    const mail = mails.length > before ? mails.find((m) => /\b\d{6}\b/.test(m.text)) : undefined;
    if (mail) return codeFrom(mail.text);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}
