import type { Lang } from '@idea-studio/sdk';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { listOutboxMails } from '../mail/outbox-repository.js';
import { raisedRateLimits } from '../testing.js';

/**
 * Ready accounts for API tests, made the way a person makes them: register, confirm from the mailed link, log
 * in with the mailed code. Build the app with generous auth rate limits (`ACCOUNT_TEST_ENV`).
 */

export const ACCOUNT_TEST_ENV = {
  AUTH_RATE_LIMITS: raisedRateLimits(1000).AUTH_RATE_LIMITS,
};

export const TEST_PASSWORD = 'Str0ng-Passw0rd!';

export interface TestAccount {
  id: string;
  email: string;
  token: string;
  /** The user's default project. */
  projectId: string;
  /** Bearer headers for `app.inject`. */
  headers: Record<string, string>;
}

let counter = 0;

async function lastMailText(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await listOutboxMails(app.db, { to: email, limit: 1 });
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.text;
}

async function postOk(app: FastifyInstance, url: string, payload: object): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'POST', url: `/api${url}`, payload });
  if (res.statusCode !== 200) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}

/** Registers, confirms and logs in a new account; answers its id, bearer token and default project. */
export async function createAccount(app: FastifyInstance, label = 'user', lang: Lang = 'en'): Promise<TestAccount> {
  counter += 1;
  const email = `${label}.${counter}.${Date.now()}@example.com`;
  await postOk(app, '/auth/register', { email, password: TEST_PASSWORD, lang });
  const confirmId = /\/login\/confirm\/([A-Za-z0-9_-]+)/.exec(await lastMailText(app, email))?.[1];
  if (!confirmId) throw new Error('no confirmation link mailed');
  await postOk(app, `/auth/confirm/${confirmId}`, { confirmId });
  const { verifyId } = (await postOk(app, '/auth/login', { email, password: TEST_PASSWORD })).json();
  const code = /\b(\d{6})\b/.exec(await lastMailText(app, email))?.[1];
  if (!code) throw new Error('no login code mailed');
  const { userdata } = (await postOk(app, '/auth/verify', { verifyId, verifyCode: code })).json();
  const project = userdata.projectData.own.find((p: { sysDefault: number }) => p.sysDefault === 1);
  return {
    id: userdata.id,
    email,
    token: userdata.token,
    projectId: project.projectId,
    headers: { authorization: `Bearer ${userdata.token}` },
  };
}

/** `app.inject` as the account (bearer token). */
export function injectAs(app: FastifyInstance, account: TestAccount | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(account ? account.headers : {}), ...(options.headers ?? {}) } });
}
