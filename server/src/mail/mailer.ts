import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is configured. Without it, every mail goes to the development outbox:
 * it is stored in `mail_outbox` and logged with its recipient and subject (never its body, which may hold
 * codes and links).
 */
export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        const info = await transporter.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
      async close() {
        transporter.close();
      },
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      await insertOutboxMail(db, { to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, 'mail stored in the development outbox');
    },
    async close() {},
  };
}
