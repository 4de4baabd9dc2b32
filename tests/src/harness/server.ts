// Starts the real Idea Studio server (the built @idea-studio/server package) on a free port with its own
// SQLite file, the offline AI and the development outbox — what `npm start` runs, isolated per suite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type LoadedContract, loadConfig } from '@idea-studio/server';
import type { FastifyInstance } from 'fastify';
import { freePort } from './ports.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface RunningServer {
  url: string;
  apiUrl: string;
  app: FastifyInstance;
  /**
   * Mails of the development outbox, newest first: the newest 200, or every mail to `to` (a server shared by many
   * files holds more than 200, so a wait for one account's mail asks for that account's).
   */
  mailbox(to?: string): Promise<OutboxMail[]>;
  /** Waits for the newest mail to an address whose subject or text matches. */
  waitForMail(to: string, match?: RegExp): Promise<OutboxMail>;
  close(): Promise<void>;
}

/** The development outbox of a server at `url` (`/dev/mailbox.json`). */
export function devOutbox(url: string): Pick<RunningServer, 'mailbox' | 'waitForMail'> {
  const mailbox = async (to?: string): Promise<OutboxMail[]> => {
    const query = to ? `?${new URLSearchParams({ to, limit: '1000' })}` : '';
    const res = await fetch(`${url}/dev/mailbox.json${query}`);
    if (!res.ok) throw new Error(`mailbox: ${res.status}`);
    return (await res.json()) as OutboxMail[];
  };
  return {
    mailbox,
    async waitForMail(to, match) {
      for (let i = 0; i < 100; i++) {
        const mail = (await mailbox(to)).find((m) => !match || match.test(m.subject) || match.test(m.text));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to}${match ? ` matching ${match}` : ''}`);
    },
  };
}

/**
 * `contract`: another contract to serve than the packaged one (a step type added by a test); `parentDir`: where its
 * temporary data folder goes (default: the system's).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { contract?: LoadedContract; parentDir?: string } = {},
): Promise<RunningServer> {
  const dir = await mkdtemp(join(options.parentDir ?? tmpdir(), 'idea-studio-server-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATABASE_URL: `sqlite:${join(dir, 'idea-studio.db')}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { logger: false, contract: options.contract });
  await app.listen({ port, host: '127.0.0.1' });

  return {
    url,
    apiUrl: `${url}/api`,
    app,
    ...devOutbox(url),
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
