// The share link of a round (part 2 §2.1, §2.17): {app}/projectpage?pid={roundId}. The project page is private
// until its owner shares it (the share action, or sending the link by mail); sending names the sender, goes
// through the mailer (the dev outbox by default) and is rate limited per user.
import { isValidEmail, parseEmailList, projectPageLink, SHARE_MAIL_MAX } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { ApiError, invalidInput } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { roundOfUser } from '../rounds/access.js';
import { updateRound } from '../tracks/repository.js';
import { findUserById } from '../users/repository.js';
import { shareLinkMail } from './mails.js';

export interface ShareState {
  shared: boolean;
  link: string;
}

const stateOf = (appUrl: string, round: { id: string; shared_at: string | null }): ShareState => ({
  shared: round.shared_at !== null,
  link: projectPageLink(appUrl, round.id),
});

export async function getShare(db: Db, appUrl: string, userId: string, roundId: string): Promise<ShareState> {
  return stateOf(appUrl, await roundOfUser(db, roundId, userId));
}

/** Makes the project page public (or private again). Only the round's user. */
export async function setShared(
  db: Db,
  appUrl: string,
  userId: string,
  roundId: string,
  shared: boolean,
  now: Date,
): Promise<ShareState> {
  const round = await roundOfUser(db, roundId, userId);
  const sharedAt = shared ? (round.shared_at ?? nowIso(now)) : null;
  if (sharedAt !== round.shared_at) await updateRound(db, round.id, { shared_at: sharedAt });
  return stateOf(appUrl, { id: round.id, shared_at: sharedAt });
}

/** The addresses of a send-link input: empty parts ignored, every address valid, at most SHARE_MAIL_MAX. */
export function shareRecipients(value: string): string[] {
  const addresses = parseEmailList(value);
  if (addresses.length === 0) throw invalidInput('Enter at least one email address.');
  const invalid = addresses.filter((address) => !isValidEmail(address));
  if (invalid.length > 0) throw invalidInput(`These are not valid email addresses: ${invalid.join(', ')}.`);
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))];
  if (unique.length > SHARE_MAIL_MAX)
    throw invalidInput(`Send the link to at most ${SHARE_MAIL_MAX} addresses at once.`);
  return unique;
}

/** The address of a sender line ("Idea Studio <hello@example.org>" → "hello@example.org"). */
export function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Share mails a user may send in a day, on top of the hourly limit of sends (the app is no spam relay). */
export const SHARE_MAIL_DAILY_MAX = 30;

/**
 * Counts the mails of a send against the user's daily cap, or refuses the send (429) when it would pass the cap.
 * The count rises before the mails go out, so parallel sends cannot pass it together.
 */
async function countShareMails(db: Db, userId: string, count: number, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db.deleteFrom('share_mail_days').where('user_id', '=', userId).where('day', '<', day).execute();
  await db
    .insertInto('share_mail_days')
    .values({ user_id: userId, day, sent: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  const raised = await db
    .updateTable('share_mail_days')
    .set((eb) => ({ sent: eb('sent', '+', count) }))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('sent', '<=', SHARE_MAIL_DAILY_MAX - count)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) === 0) {
    throw new ApiError(
      429,
      'tooManyRequests',
      'Too many mails',
      `You can send the link to at most ${SHARE_MAIL_DAILY_MAX} addresses a day. Please try again tomorrow.`,
    );
  }
}

/**
 * Mails the project page link to each address (the page becomes public: a link nobody can open helps no one).
 * The mail names the sender by name and address, so a recipient knows who shares it.
 */
export async function sendShareLink(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  /** Where a recipient reports misuse: the sender address of the app's mails (MAIL_FROM). */
  reportTo: string,
  userId: string,
  roundId: string,
  emails: string,
  now: Date,
): Promise<{ sent: string[]; link: string }> {
  const round = await roundOfUser(db, roundId, userId);
  const recipients = shareRecipients(emails);
  await countShareMails(db, userId, recipients.length, now);
  const user = await findUserById(db, userId);
  const state = await setShared(db, appUrl, userId, round.id, true, now);
  const sender = {
    name: [user?.prename, user?.lastname].filter(Boolean).join(' ').trim(),
    email: user?.email ?? '',
  };
  const lang = user?.lang === 'de' ? 'de' : 'en';
  const mail = shareLinkMail(lang, sender, round.name, state.link, reportTo);
  for (const to of recipients) await mailer.post({ to, ...mail });
  return { sent: recipients, link: state.link };
}
