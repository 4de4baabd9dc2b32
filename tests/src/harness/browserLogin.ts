// Logging a confirmed account in through the web app's two screens, with the code from the dev outbox.
import type { Page } from 'playwright-core';
import { newCode, PASSWORD } from './accounts.js';
import type { RunningServer } from './server.js';

export async function loginInBrowser(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, server, email);
  await page.waitForURL(`${server.url}/home`);
}

/** Fills the login page the browser is on and the code screen after it (where the app goes next is the caller's). */
export async function submitLogin(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const before = (await server.mailbox(email)).length;
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/login\/verify\/[^/?]+$/);
  await page.getByLabel('2FA code').fill(await newCode(server, email, before));
  await page.getByRole('button', { name: 'Verify code' }).click();
}
