// Team invitations in Chromium against the real server: the owner invites from the Team Members tab, the mail
// arrives in the dev outbox, a new user follows the link, registers, confirms, logs in, comes back to the
// invitation and joins; an existing user logs in from the link and joins. Both then see the owner's round on their
// dashboard and open it, to look at only. The owner revokes a pending invitation in the same tab.

import { AxeBuilder } from '@axe-core/playwright';
import {
  createIdeaClient,
  DEFAULT_STREAM_ID,
  DEFAULT_TRACK_ID,
  defaultProject,
  initialStepId,
  unwrap,
} from '@idea-studio/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, loginWithCode, PASSWORD, registerConfirmed, uniqueEmail } from '../src/harness/accounts.js';
import { loginInBrowser, submitLogin } from '../src/harness/browserLogin.js';
import type { RunningServer } from '../src/harness/server.js';
import { sharedBrowser, sharedServer } from '../src/harness/shared.js';

let server: RunningServer;
let browser: Browser;
let owner: Page;
let ownerClient: ReturnType<typeof createIdeaClient>;
const ROUND = 'Bakery waste radar';

beforeAll(async () => {
  server = await sharedServer();
  browser = await sharedBrowser();
  const ownerEmail = await registerConfirmed(server, uniqueEmail('team-owner'));
  const user = await loginWithCode(server, ownerEmail);
  const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  ownerClient = client;
  await unwrap(
    client.POST('/streams/starttrack', {
      body: {
        trackId: DEFAULT_TRACK_ID,
        streamId: DEFAULT_STREAM_ID,
        stepId: initialStepId(DEFAULT_STREAM_ID),
        projectId: defaultProject(user)!.projectId,
        name: ROUND,
      },
    }),
  );
  owner = await newPage();
  await loginInBrowser(owner, server, ownerEmail);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Serious and critical axe violations on the page now, one line per failing element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 200)}`),
    );
}

async function newPage(): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
}

/** The owner invites an address from the Team Members tab; answers the link mailed to it. */
async function inviteInBrowser(email: string): Promise<string> {
  await owner.goto(`${server.url}/home?settings=true&page=3`);
  const tab = owner.getByRole('dialog', { name: 'Settings' });
  await tab.getByTestId('team-member').first().waitFor();
  await tab.getByRole('button', { name: 'Invite' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText(`${email} gets an e-mail with the link.`).waitFor();
  await tab.getByTestId('team-invitation-email').filter({ hasText: email }).waitFor();
  const mail = await server.waitForMail(email, /invit/i);
  expect(mail.subject).toContain('invites you to the team');
  return linkFrom(mail.text, '/invite/');
}

/** Logs in on the login page the invitation led to, with the mailed code; /home then follows back to the invitation. */
async function logInFromInvitation(page: Page, email: string) {
  await page.waitForURL(`${server.url}/login`);
  await submitLogin(page, server, email);
  await page.waitForURL(/\/invite\/[^/?]+$/, { timeout: 15_000 });
}

/** Joins on the invitation page, then finds the owner's round on the dashboard and opens it. */
async function joinAndOpenRound(page: Page) {
  await page.getByRole('button', { name: 'Join the team' }).click();
  await page.waitForURL(`${server.url}/home`);
  await page.getByText('Welcome to the team').waitFor();
  const section = page.getByRole('region', { name: 'Team projects' });
  await section.getByText(ROUND).waitFor();
  await section.getByRole('link', { name: `Open: ${ROUND}` }).click();
  await page.waitForURL(/\/track\/[^?]+\?.*roundId=/);
  // The track page of the owner's round, which is theirs to change: its name shown, not editable, its start view.
  await page.locator(`header :text-is("${ROUND}")`).waitFor({ timeout: 15_000 });
  expect(await page.locator('header input').count()).toBe(0);
  await page.getByText("A teammate's round").waitFor();
  await page.getByText("Let's create your basic idea from scratch.").waitFor();
  // Let's start only moves through the round: the step shows what was saved on it, its controls are disabled,
  // nothing of the step runs (no input read, no assistant asked) and the owner's round stays put.
  const stepCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(aiservice\/|rounds\/[^/]+\/inputs\/)/.test(request.url())) stepCalls.push(request.url());
  });
  await page.getByRole('button', { name: "Let's start" }).click();
  await page.waitForURL(/stepId=(?!initial)/);
  await page.getByTestId('teammate-step').getByText('Nothing has been saved on this step yet.').waitFor();
  expect(await page.getByRole('button', { name: 'Instructions' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: /Open the chat/ }).count()).toBe(0);
  expect(stepCalls).toEqual([]);
  const roundId = new URL(page.url()).searchParams.get('roundId') ?? '';
  const round = await unwrap(ownerClient.GET('/rounds/{roundId}/track', { params: { path: { roundId }, query: {} } }));
  expect([round.editable, round.lastStepId]).toEqual([true, initialStepId(DEFAULT_STREAM_ID)]);
}

describe('team invitations', () => {
  it('a new user follows the mailed link, registers, logs in, joins and sees the round', async () => {
    const email = uniqueEmail('team-newcomer');
    const link = await inviteInBrowser(email);

    const page = await newPage();
    await page.goto(link);
    await page.getByText(`The invitation is for ${email}.`).waitFor();
    await page.getByText(/invites you to join the team/).waitFor();
    expect(await seriousViolations(page), 'axe on the invitation page').toEqual([]);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${server.url}/login/register`);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Registration succesfull').waitFor();
    const confirm = await server.waitForMail(email, /confirm/i);
    await page.goto(linkFrom(confirm.text, '/login/confirm/'));
    await logInFromInvitation(page, email);
    await joinAndOpenRound(page);

    // The owner's tab lists the newcomer as a member, no longer as invited.
    await owner.goto(`${server.url}/home?settings=true&page=3`);
    await owner.getByTestId('team-member-email').filter({ hasText: email }).waitFor();
    expect(await owner.getByTestId('team-invitation-email').filter({ hasText: email }).count()).toBe(0);
  });

  it('an existing user logs in from the link, joins and sees the round', async () => {
    const email = await registerConfirmed(server, uniqueEmail('team-existing'));
    const link = await inviteInBrowser(email);

    const page = await newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Log in' }).click();
    await logInFromInvitation(page, email);
    await joinAndOpenRound(page);

    // The link works once.
    await page.goto(link);
    await page.getByText('This invitation link was used already.').waitFor();
  });

  it('the owner revokes a pending invitation; its link stops working', async () => {
    const email = uniqueEmail('team-revoked');
    const link = await inviteInBrowser(email);
    expect(await seriousViolations(owner), 'axe on the Team Members tab with an invitation').toEqual([]);
    await owner.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
    const confirm = owner.getByRole('dialog', { name: 'Revoke invitation' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await owner.getByTestId('team-invitation-email').filter({ hasText: email }).waitFor({ state: 'detached' });

    const page = await newPage();
    await page.goto(link);
    await page
      .getByText('This invitation link is not valid (any more). Please ask the project owner for a new one.')
      .waitFor();
  });
});
