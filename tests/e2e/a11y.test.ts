// Accessibility of the main screens, in Chromium against the real server: axe checks the landing page, login,
// registration, the dashboard, the track page, Key Results, the settings and the profile, and every serious or
// critical violation fails. Keyboard behaviour of the dialogs is checked too: Esc closes only the top dialog and
// the focus goes back to the control that opened it.
import { AxeBuilder } from '@axe-core/playwright';
import { createIdeaClient, defaultProject, type UserData, unwrap } from '@idea-studio/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { loginInBrowser } from '../src/harness/browserLogin.js';
import { stepIdOfType } from '../src/harness/reference.js';
import { saveSampleBasicIdea } from '../src/harness/rounds.js';
import type { RunningServer } from '../src/harness/server.js';
import { animationsSettled } from '../src/harness/settle.js';
import { sharedBrowser, sharedServer } from '../src/harness/shared.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';

let server: RunningServer;
let browser: Browser;
let page: Page;
let user: UserData;
let roundId: string;
let email: string;

/** Serious and critical axe violations on the page now, one line per failing element. */
async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}

/** The names in Chromium's accessibility tree, what a screen reader can reach. */
async function accessibleNames(): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ''));
  } finally {
    await cdp.detach();
  }
}

async function expectAccessible(screen: string) {
  // Dialogs and rotating texts settle first (transitions of 150 ms).
  await animationsSettled(page);
  const violations = await seriousViolations();
  expect(violations, `axe on ${screen}:\n${violations.join('\n')}`).toEqual([]);
}

beforeAll(async () => {
  server = await sharedServer();
  browser = await sharedBrowser();
  email = await registerConfirmed(server);
  user = await loginWithCode(server, email);
  const api = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  await unwrap(
    api.POST('/user/data', { body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: 1, lang: 'en' } }),
  );
  ({ roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: {
        trackId: TRACK,
        streamId: QUALIFY,
        stepId: `initial-${QUALIFY}`,
        projectId: defaultProject(user)!.projectId,
        name: 'Solar kiosks',
      },
    }),
  ));
  await saveSampleBasicIdea(server, user, roundId);
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('axe finds no serious or critical violation', () => {
  it('on the landing page', async () => {
    await page.goto(`${server.url}/start`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible('the landing page');
  });

  it('on the registration page', async () => {
    await page.goto(`${server.url}/login/register`);
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    await expectAccessible('the registration page');
  });

  it('on the login page', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await animationsSettled(page);
    const violations = await seriousViolations();
    // Logged in either way, so the screens behind the login are checked too.
    await loginInBrowser(page, server, email);
    expect(violations, `axe on the login page:\n${violations.join('\n')}`).toEqual([]);
  });

  it('on the dashboard', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('article', { name: 'Solar kiosks' }).waitFor();
    await expectAccessible('the dashboard');
  });

  it('on the track page', async () => {
    await page.goto(`${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=${roundId}`);
    await page.getByRole('button', { name: "Let's start" }).waitFor();
    await expectAccessible('the track page');
    await page.goto(
      `${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${stepIdOfType('basicIdea')}&roundId=${roundId}`,
    );
    await page.getByRole('button', { name: 'Save Result' }).waitFor();
    await expectAccessible('the Basic Idea step');
  });

  it('on a new Basic Idea step: the start dialog, the chat and the instructions', async () => {
    const api = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
    const fresh = await unwrap(
      api.POST('/streams/starttrack', {
        body: {
          trackId: TRACK,
          streamId: QUALIFY,
          stepId: `initial-${QUALIFY}`,
          projectId: defaultProject(user)!.projectId,
          name: 'Cargo bikes',
        },
      }),
    );
    await page.goto(
      `${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${stepIdOfType('basicIdea')}&roundId=${fresh.roundId}`,
    );
    await page.getByRole('dialog', { name: 'Welcome Ada' }).waitFor();
    await expectAccessible('the start dialog');
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    await page.getByRole('dialog', { name: 'Chat with Johnny' }).getByText('Johnny', { exact: true }).first().waitFor();
    await expectAccessible('the Basic Idea step with the chat');
    await page.getByRole('button', { name: 'Instructions' }).click();
    await page.getByRole('dialog', { name: 'Instructions' }).waitFor();
    await expectAccessible('the instructions');
  });

  it('on Key Results and the result preview', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('article', { name: 'Solar kiosks' }).getByRole('button', { name: 'Key Results' }).click();
    await page.getByRole('dialog', { name: 'Key Results' }).waitFor();
    await expectAccessible('Key Results');
    await page.getByTestId('key-result-elevatorPitch').getByRole('button', { name: 'Show' }).click();
    await page.getByRole('dialog', { name: 'Elevator Pitch' }).waitFor();
    await expectAccessible('the result preview');
  });

  it('on the settings, all three tabs', async () => {
    for (const [pageNr, tab] of [
      [1, 'Basic Info'],
      [2, 'Project Knowledge'],
      [3, 'Team Members'],
    ] as const) {
      await page.goto(`${server.url}/home?settings=true&page=${pageNr}`);
      await page.getByRole('dialog', { name: 'Settings' }).getByRole('tab', { name: tab, selected: true }).waitFor();
      await expectAccessible(`the settings tab ${tab}`);
    }
  });

  it('on the profile, both tabs', async () => {
    await page.goto(`${server.url}/home/account`);
    await page.getByLabel('First name').waitFor();
    await expectAccessible('the profile');
    await page.getByRole('tab', { name: 'License & Seats' }).click();
    await page.getByRole('tab', { name: 'License & Seats', selected: true }).waitFor();
    await expectAccessible('the profile’s licence tab');
  });
});

describe('dialogs by keyboard', () => {
  it('Esc closes only the result preview, then Key Results; the focus goes back to what opened each', async () => {
    await page.goto(`${server.url}/home`);
    const keyResultsButton = page
      .getByRole('article', { name: 'Solar kiosks' })
      .getByRole('button', { name: 'Key Results' });
    await keyResultsButton.focus();
    await page.keyboard.press('Enter');
    const keyResults = page.getByRole('dialog', { name: 'Key Results' });
    await keyResults.waitFor();
    const show = keyResults.getByTestId('key-result-elevatorPitch').getByRole('button', { name: 'Show' });
    await show.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: 'Elevator Pitch' });
    await preview.waitFor();
    // Every dialog's close button has a name.
    await preview.getByRole('button', { name: 'Close' }).first().waitFor();

    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    expect(await keyResults.isVisible()).toBe(true);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Show');

    await page.keyboard.press('Escape');
    await keyResults.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Key Results'));

    // Opened again, Key Results come without the old preview.
    await page.keyboard.press('Enter');
    await keyResults.waitFor();
    await page.waitForTimeout(300);
    expect(await preview.count()).toBe(0);
  });

  it('the "Use mobile?" notice makes the page behind it unreachable', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('article', { name: 'Solar kiosks' }).waitFor();
    await page.setViewportSize({ width: 600, height: 900 });
    const notice = page.getByRole('dialog', { name: 'Use mobile?' });
    await notice.waitFor();
    // Tab finds nothing behind the notice, and the page's controls are gone for assistive technology.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('#root')?.contains(document.activeElement))).toBe(false);
    const rootInert = () => page.locator('#root').evaluate((root) => (root as HTMLElement).inert);
    expect(await rootInert()).toBe(true);
    // What assistive technology finds on the page (Chromium's accessibility tree): the notice only.
    expect(await accessibleNames()).toContain('Use mobile?');
    expect(await accessibleNames()).not.toContain('New Business Idea');
    await expectAccessible('the mobile notice');
    await page.setViewportSize({ width: 1440, height: 900 });
    await notice.waitFor({ state: 'detached' });
    expect(await rootInert()).toBe(false);
    expect(await accessibleNames()).toContain('New Business Idea');
  });
});
