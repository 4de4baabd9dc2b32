// The two-step login both front ends walk: e-mail + password → a code by mail → verify → userdata.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { ApiError } from '../errors.js';

export type UserData = Schemas['User'];

export async function startLogin(client: IdeaClient, email: string, password: string): Promise<{ verifyId: string }> {
  const data = await unwrap(client.POST('/auth/login', { body: { email, password } }));
  return { verifyId: data.verifyId };
}

export async function completeLogin(client: IdeaClient, verifyId: string, verifyCode: string): Promise<UserData> {
  const data = await unwrap(client.POST('/auth/verify', { body: { verifyId, verifyCode: verifyCode.trim() } }));
  return data.userdata;
}

/** Asks for a fresh login code; answers the server's message to show. */
export async function requestNewCode(
  client: IdeaClient,
  email: string,
  verifyId?: string,
): Promise<Schemas['Message']> {
  const data = await unwrap(client.POST('/auth/new2fa', { body: verifyId ? { email, verifyId } : { email } }));
  return data.msg;
}

/**
 * Mails the confirmation link again (an unconfirmed account only; the answer is the same for every address);
 * answers the server's message to show.
 */
export async function resendConfirmation(client: IdeaClient, email: string): Promise<Schemas['Message']> {
  const data = await unwrap(client.POST('/auth/resendconfirm', { body: { email } }));
  return data.msg;
}

/** The server's refusal of an account whose e-mail address is not confirmed yet (part 1 §6). */
export const CONFIRM_EMAIL_CODE = 'confirmEmail';

export function isConfirmEmailError(error: unknown): boolean {
  return error instanceof ApiError && error.code === CONFIRM_EMAIL_CODE;
}

/** Auto-login of a script: the user id and API key of an earlier login. */
export async function autoLogin(client: IdeaClient, userId: string, apiKey: string): Promise<UserData> {
  const data = await unwrap(client.POST('/auth/autologin', { body: { userId, apiKey } }));
  return data.userdata;
}

/**
 * Auto-login of a browser: no secret in the page, the browser sends its httpOnly remember cookie (set by the last
 * completed login, replaced by each use). A browser that is not remembered gets 401 `notRemembered`.
 */
export async function autoLoginRemembered(client: IdeaClient): Promise<UserData> {
  const data = await unwrap(client.POST('/auth/autologin', { body: {} }));
  return data.userdata;
}

export async function currentUser(client: IdeaClient): Promise<UserData> {
  const data = await unwrap(client.POST('/auth/checklogin', { body: {} }));
  return data.userdata;
}

/** The default project of a user: the own project with sysDefault 1 (part 1 §7). */
export function defaultProject(user: Pick<UserData, 'projectData'>): Schemas['Project'] | undefined {
  return user.projectData.own.find((p) => p.sysDefault === 1);
}

/** A display name: first and last name, or the e-mail. */
export function displayName(user: Pick<UserData, 'prename' | 'lastname' | 'email'>): string {
  const name = [user.prename, user.lastname].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** Initials from first and last name (the avatar fallback), or undefined when there are no names. */
export function initials(user: Pick<UserData, 'prename' | 'lastname'>): string | undefined {
  const letters = [user.prename, user.lastname].map((n) => n?.trim()?.[0]?.toUpperCase() ?? '').join('');
  return letters || undefined;
}
