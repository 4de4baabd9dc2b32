// `idea-studio login | logout | whoami`. Login is the same two-step flow as the web (password, then the mailed
// code). Without a terminal it is scriptable: --email (or IDEA_EMAIL), IDEA_PASSWORD, and --code or
// IDEA_2FA_CODE; or in two calls — the first sends the code and keeps the pending verification, the second
// (`login --code 123456`) completes it. An account whose e-mail address is not confirmed gets the server's
// message and the command that mails the confirmation link again (`login --resend-confirmation`).

import {
  ApiError,
  completeLogin,
  currentUser,
  defaultProject,
  displayName,
  isConfirmEmailError,
  requestNewCode,
  resendConfirmation,
  startLogin,
  type UserData,
  unwrap,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { langOf } from '../lang.js';
import { print } from '../output.js';
import { prompts } from '../terminal.js';

export interface LoginOptions {
  email?: string;
  code?: string;
  newCode?: boolean;
  resendConfirmation?: boolean;
}

class UsageError extends Error {}

async function finish(ctx: Context, user: UserData): Promise<UserData> {
  if (!user.token) throw new UsageError('The server did not answer a session token.');
  await ctx.writeCredentials({
    apiUrl: ctx.apiUrl,
    userId: user.id,
    email: user.email,
    token: user.token,
    apiKey: user.apiKey,
  });
  print(ctx, { loggedIn: true, userId: user.id, email: user.email }, () => [`Logged in as ${user.email}.`]);
  return user;
}

export async function login(ctx: Context, options: LoginOptions): Promise<UserData | undefined> {
  const anonymous = ctx.anonymous();
  const code = options.code ?? ctx.env.IDEA_2FA_CODE;
  const stored = await ctx.readCredentials();
  const pending = stored?.apiUrl === ctx.apiUrl ? stored.pendingVerifyId : undefined;
  let email = options.email ?? ctx.env.IDEA_EMAIL;

  if (options.resendConfirmation) {
    let to = email ?? stored?.email;
    if (!to) {
      if (!ctx.interactive) throw new UsageError('No e-mail given: use --email <address> or IDEA_EMAIL.');
      to = await (await prompts()).input({ message: 'E-mail' });
    }
    const msg = await resendConfirmation(anonymous, to.trim());
    print(ctx, { msg, email: to }, () => [`${msg.headline}: ${msg.text}`]);
    return undefined;
  }

  if (options.newCode) {
    const to = email ?? stored?.email;
    if (!to || !pending) throw new UsageError('No pending login: run `idea-studio login --email <address>` first.');
    await requestNewCode(anonymous, to, pending);
    print(ctx, { codeSent: true, email: to }, () => [`A new login code was sent to ${to}.`]);
    return undefined;
  }

  // Second call of the two-step form: only the code is given and a verification is pending.
  if (code && pending && !options.email) {
    return finish(ctx, await completeLogin(anonymous, pending, code));
  }

  if (!email) {
    if (!ctx.interactive) throw new UsageError('No e-mail given: use --email <address> or IDEA_EMAIL.');
    email = await (await prompts()).input({ message: 'E-mail' });
  }
  let secret = ctx.env.IDEA_PASSWORD;
  if (!secret) {
    if (!ctx.interactive) throw new UsageError('No password given: set IDEA_PASSWORD.');
    secret = await (await prompts()).password({ message: 'Password', mask: '*' });
  }
  const { verifyId } = await startLogin(anonymous, email, secret).catch((error: unknown) => {
    throw isConfirmEmailError(error) ? withResendHint(error as ApiError, email as string) : error;
  });

  if (code) return finish(ctx, await completeLogin(anonymous, verifyId, code));
  if (ctx.interactive) {
    const typed = await (await prompts()).input({
      message: `Code sent to ${email}`,
      validate: (v) => /^\s*\d{6}\s*$/.test(v) || 'Six digits',
    });
    return finish(ctx, await completeLogin(anonymous, verifyId, typed));
  }
  await ctx.writeCredentials({ apiUrl: ctx.apiUrl, email, pendingVerifyId: verifyId });
  print(ctx, { codeSent: true, email, verifyId }, () => [
    `A login code was sent to ${email}.`,
    'Complete the login with: idea-studio login --code <code>',
  ]);
  return undefined;
}

/** The server's `confirmEmail` refusal plus the command that sends the confirmation link again. */
function withResendHint(error: ApiError, email: string): ApiError {
  const hint = `Send the link again with: idea-studio login --resend-confirmation --email ${email}`;
  return new ApiError(error.status, error.headline, `${error.text}\n${hint}`, error.code, error.body);
}

/** Ends the session; with `revokeKeys` every API key of the account is revoked first (logout alone keeps them). */
export async function logout(ctx: Context, options: { revokeKeys?: boolean } = {}): Promise<void> {
  const stored = await ctx.readCredentials();
  let revoked: number | undefined;
  if (options.revokeKeys) {
    const client = await ctx.client();
    revoked = (await unwrap(client.POST('/auth/apikeys/revoke', {}))).revoked;
  }
  if (stored?.token) {
    const client = await ctx.client();
    await unwrap(client.POST('/auth/logout', {})).catch(() => undefined);
  }
  await ctx.clearCredentials();
  print(ctx, { loggedOut: true, ...(revoked === undefined ? {} : { revokedKeys: revoked }) }, () => [
    ...(revoked === undefined ? [] : [`Revoked ${revoked} API key${revoked === 1 ? '' : 's'}.`]),
    'Logged out.',
  ]);
}

/** What `whoami` says about the user, in both languages. */
export const WHOAMI_LABELS = {
  en: {
    id: '  user id          ',
    status: '  status           ',
    language: '  language         ',
    project: '  default project  ',
    company: '  company          ',
    none: '(none)',
    notSet: '(not set)',
  },
  de: {
    id: '  Nutzer-ID        ',
    status: '  Status           ',
    language: '  Sprache          ',
    project: '  Standardprojekt  ',
    company: '  Firma            ',
    none: '(keines)',
    notSet: '(nicht angegeben)',
  },
} as const;

export async function whoami(ctx: Context): Promise<UserData> {
  const client = await ctx.client();
  const user = await currentUser(client);
  const project = defaultProject(user);
  const t = WHOAMI_LABELS[langOf(user)];
  print(ctx, user, () => [
    `${displayName(user)} <${user.email}>`,
    `${t.id}${user.id}`,
    `${t.status}${user.status}`,
    `${t.language}${user.lang}`,
    `${t.project}${project ? project.projectId : t.none}`,
    `${t.company}${user.companyData.name ?? t.notSet}`,
  ]);
  return user;
}
