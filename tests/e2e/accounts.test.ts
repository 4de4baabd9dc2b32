// A founder's account journey in Chromium against the real server, reading mails from the dev outbox:
// register → confirm → log in with the mailed code → home → Switch to German → logout; the redirect-after-login
// path with the code taken from the verify link's `code` parameter; and an account that is not confirmed yet.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, newCode, PASSWORD, registerConfirmed, uniqueEmail } from '../src/harness/accounts.js';
import type { RunningServer } from '../src/harness/server.js';
import { sharedBrowser, sharedServer } from '../src/harness/shared.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await sharedServer();
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const before = (await server.mailbox(email)).length;
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/login\/verify\/[^/?]+$/);
  return newCode(server, email, before);
}

describe('account journey in the browser', () => {
  it('register → confirm → login with the mailed code → home → Switch to German → logout', async () => {
    const page = await newPage();
    const email = uniqueEmail('browser');

    await page.goto(`${server.url}/login/register`);
    await page.getByText('Sign up free').waitFor();
    await page.getByText('No credit card required').waitFor();
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Registration succesfull').waitFor();

    const mail = await server.waitForMail(email, /confirm/i);
    await page.goto(linkFrom(mail.text, '/login/confirm/'));
    // Confirmed: on to home, where the guard asks for a login.
    await page.waitForURL(`${server.url}/login`, { timeout: 15_000 });

    const code = await logIn(page, email);
    await page.getByLabel('2FA code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByText('A great day to disrupt the world with your innovation!').waitFor();
    // No id or key where a script of the page could read it: only the flag that this browser is remembered.
    expect(
      await page.evaluate(() => [
        localStorage.getItem('idea_autologin'),
        localStorage.getItem('idea_userId'),
        localStorage.getItem('idea_apiKey'),
      ]),
    ).toEqual(['1', null, null]);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'idea_usersession')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBe(false);
    const remember = cookies.find((c) => c.name === 'idea_remember');
    expect(remember).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('idea_remember');

    // The session cookie is gone (a closed browser, an ended session): the guard sends the founder to /login,
    // which logs in by the remember cookie without the mailed code, and the cookie is a new one.
    await page.context().clearCookies({ name: 'idea_usersession' });
    await page.goto(`${server.url}/home`);
    await page.getByText('A great day to disrupt the world with your innovation!').waitFor();
    expect(page.url()).toBe(`${server.url}/home`);
    const rotated = (await page.context().cookies()).find((c) => c.name === 'idea_remember');
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(remember?.value);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByText('Switch to German').click();
    await page.getByText('Ein großartiger Tag, um die Welt mit deiner Innovation aufzumischen!').waitFor();
    // The choice is saved on the server (mails follow it): the session's user data now says German.
    const lang = await page.evaluate(async () => {
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const res = await fetch('/api/auth/checklogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: '{}',
      });
      return ((await res.json()) as { userdata: { lang: string } }).userdata.lang;
    });
    expect(lang).toBe('de');

    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByText('Abmelden').click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('idea_autologin'))).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('idea_remember');
    // The session ended on the server too: home sends us back to login, and this browser no longer logs in by
    // itself, even if the flag comes back.
    await page.evaluate(() => localStorage.setItem('idea_autologin', '1'));
    await page.goto(`${server.url}/home`);
    await page.waitForURL(`${server.url}/login`);
    await page.waitForFunction(() => localStorage.getItem('idea_autologin') === null);
    expect(page.url()).toBe(`${server.url}/login`);
  });

  it('a guarded address is followed after login (code taken from the verify link)', async () => {
    const email = await registerConfirmed(server, uniqueEmail('redirect'));
    const page = await newPage();
    await page.goto(`${server.url}/home/account`);
    await page.waitForURL(`${server.url}/login`);

    const code = await logIn(page, email);
    // The verify page prefills and submits a code from the address.
    await page.goto(`${page.url()}?code=${code}`);
    await page.waitForURL(`${server.url}/home/account`, { timeout: 15_000 });
  });

  it('unconfirmed: the login says so once, sends the link again, and the new link lets the founder in', async () => {
    const page = await newPage();
    const email = uniqueEmail('unconfirmed');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) apiCalls.push(new URL(request.url()).pathname);
    });

    await page.goto(`${server.url}/login/register`);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Registration succesfull' }).waitFor();
    expect(await page.getByText(/Registration succes/i).count()).toBe(1);
    const firstLink = linkFrom((await server.waitForMail(email, /confirm/i)).text, '/login/confirm/');

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    const notice = page.getByTestId('unconfirmed-notice');
    await notice.getByText('E-mail not confirmed').waitFor();
    // It stays on the login page, without a code mailed and without going round between /home and /login.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${server.url}/login`);
    expect(apiCalls.filter((path) => path !== '/api/auth/resendconfirm')).toEqual([
      '/api/auth/register',
      '/api/auth/login',
    ]);
    expect(await server.mailbox(email)).toHaveLength(1);

    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice.getByText(/a new link is on its way/).waitFor();
    let newLink: string | undefined;
    const confirmLinks = async () =>
      (await server.mailbox(email))
        .filter((m) => m.text.includes('/login/confirm/'))
        .map((m) => linkFrom(m.text, '/login/confirm/'));
    await expect
      .poll(async () => (newLink = (await confirmLinks()).find((link) => link !== firstLink)), { timeout: 5_000 })
      .toBeDefined();

    await page.goto(newLink!);
    await page.waitForURL(`${server.url}/login`, { timeout: 15_000 });
    const code = await logIn(page, email);
    await page.getByLabel('2FA code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByText('A great day to disrupt the world with your innovation!').waitFor();
    expect(await page.getByTestId('unconfirmed-notice').count()).toBe(0);
  });

  it('a wrong code, then the right one: the error does not follow to the dashboard', async () => {
    const email = await registerConfirmed(server, uniqueEmail('wrongcode'));
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    const code = await logIn(page, email);
    await page.getByLabel('2FA code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Wrong code').waitFor();
    await page.getByLabel('2FA code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByText('A great day to disrupt the world with your innovation!').waitFor();
    await page.getByText('Wrong code').waitFor({ state: 'detached', timeout: 1000 });
  });

  it('a wrong password shows the server message and stays on the login page', async () => {
    const email = await registerConfirmed(server, uniqueEmail('wrong'));
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The snackbar shows the server's headline and text (spec part 1 §8).
    await page.getByText('The e-mail address or the password is wrong.').waitFor();
    await page.getByText('Login failed').waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
  });
});
