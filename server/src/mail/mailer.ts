import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { insertOutboxMail } from './outbox-repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox` (mails are stored and readable at /dev/mailbox). */
  readonly transport: 'smtp' | 'outbox';
  /** Delivers the mail and resolves once the mail server took it (or the outbox stored it). */
  send(message: MailMessage): Promise<void>;
  /**
   * Hands the mail over and resolves at once: a request never waits for a mail server, so its answer's timing
   * cannot tell whether a mail went out (whether an account exists). SMTP delivery runs behind it, retried on
   * failure and logged; the outbox stores the mail before resolving.
   */
  post(message: MailMessage): Promise<void>;
  /** Waits for the mails still being delivered (at most SHUTDOWN_MAIL_WAIT_MS), then closes the transport. */
  close(): Promise<void>;
}

/** Delays before the retries of a failed SMTP delivery. */
export const MAIL_RETRY_DELAYS_MS = [2_000, 15_000];
/** How long closing waits for deliveries under way. */
const SHUTDOWN_MAIL_WAIT_MS = 10_000;

/**
 * Sends mail over SMTP when `SMTP_URL` is configured. Without it, every mail goes to the development outbox:
 * it is stored in `mail_outbox` and logged with its recipient and subject (never its body, which may hold
 * codes and links).
 */
export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    // nodemailer loads with the first mail, not with the server (and never for the outbox).
    let transport: Promise<Transporter> | undefined;
    const transporter = () => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      return transport;
    };

    const underway = new Set<Promise<void>>();
    const send = async (message: MailMessage) => {
      const info = await (await transporter()).sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    };
    const deliver = async (message: MailMessage) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await send(message);
          return;
        } catch (error) {
          const delay = MAIL_RETRY_DELAYS_MS[attempt];
          log.error({ err: error, to: message.to, subject: message.subject, attempt }, 'mail delivery failed');
          if (delay === undefined) return;
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
        }
      }
    };
    return {
      transport: 'smtp',
      send,
      async post(message) {
        const delivery = deliver(message).finally(() => underway.delete(delivery));
        underway.add(delivery);
      },
      async close() {
        const waited = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_MAIL_WAIT_MS).unref());
        await Promise.race([Promise.allSettled([...underway]), waited]);
        if (transport) (await transport).close();
      },
    };
  }
  const store = async (message: MailMessage) => {
    await insertOutboxMail(db, { to: message.to, subject: message.subject, text: message.text, html: message.html });
    log.info({ to: message.to, subject: message.subject }, 'mail stored in the development outbox');
  };
  return { transport: 'outbox', send: store, post: store, async close() {} };
}
