// Details of the Basic Idea step and the settings in Chromium against the real server, where only a real browser
// shows them: the start dialog before Johnny's chat, typed text that survives an immediate reload, messages and
// Johnny's hint that leave the footer's buttons clickable, Save Result offered again after its file was deleted,
// and e-mail addresses in the team table that never break inside.
import { type UserData, unwrap } from '@idea-studio/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed } from '../src/harness/accounts.js';
import { loginInBrowser } from '../src/harness/browserLogin.js';
import { type FounderSession, startFounderSession } from '../src/harness/founder.js';
import { stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';
import { animationsSettled } from '../src/harness/settle.js';

const BASIC_IDEA = stepIdOfType('basicIdea');

let server: RunningServer;
let session: FounderSession;
let page: Page;
let user: UserData;
let api: FounderSession['api'];

beforeAll(async () => {
  session = await startFounderSession();
  ({ server, page, user, api } = session);
});
afterAll(() => session?.close());

/** Starts a round and opens its Basic Idea step. */
async function openBasicIdea(name: string): Promise<string> {
  const projectId = user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
  const { roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: { trackId: 'Clu-4-HBY', streamId: 'J1S-8At2nL', stepId: BASIC_IDEA, projectId, name },
    }),
  );
  await page.goto(`${server.url}/track/Clu-4-HBY?streamId=J1S-8At2nL&stepId=${BASIC_IDEA}&roundId=${roundId}`);
  return roundId;
}

/** Whether a click at the centre of the element reaches it (nothing lies on top of it). */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
}

const footerButtons = () => [
  page.getByRole('button', { name: 'Next Step' }),
  page.getByRole('button', { name: 'Save & Exit' }),
  page.getByRole('button', { name: /Show Result/ }),
];

describe('Basic Idea details', () => {
  it("shows the start dialog first and opens Johnny's chat with its opening only after it", async () => {
    const opening = page.waitForResponse((response) => response.url().includes('/api/aiservice/airesponse'));
    await openBasicIdea('Festival power');
    const start = page.getByRole('dialog', { name: 'Welcome Ada' });
    await start.waitFor();
    await opening;
    // The opening has arrived, but no chat opens under the dialog.
    await page.waitForTimeout(300);
    const chat = page.getByRole('dialog', { name: 'Chat with Johnny' });
    expect(await chat.count()).toBe(0);
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    await chat.waitFor();
    await start.waitFor({ state: 'detached' });
    expect((await chat.textContent())?.length).toBeGreaterThan(40);
  });

  it('keeps what was typed when the page is reloaded at once', async () => {
    const roundId = await openBasicIdea('Reload at once');
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    const typed = 'Festival visitors queue for an hour to charge their phones';
    await page.getByRole('textbox', { name: /The problem I solve/ }).fill(typed);
    await page.reload();

    await page.getByRole('button', { name: 'Edit: The problem I solve' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit: The problem I solve' }).textContent()).toContain(typed);
    const input = await unwrap(
      api.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId: BASIC_IDEA } } }),
    );
    // Typed by the founder, and saved so (issue 26: who wrote a text travels with it).
    expect(input.content).toEqual([
      { type: 'PROBLEM', content: typed, author: 'founder' },
      { type: 'TARGET USER', content: '' },
      { type: 'SOLUTION', content: '' },
    ]);
  });

  it("the save message and Johnny's hint leave the footer's buttons clickable; the hint goes with the result", async () => {
    await openBasicIdea('Not covered');
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('textbox', { name: /The problem I solve/ }).fill('Festival visitors cannot charge phones');
    const hint = page.getByRole('dialog', { name: 'Johnny' });
    await hint.waitFor();
    for (const button of footerButtons()) expect(await reachable(button)).toBe(true);

    await page.getByRole('button', { name: 'Autofill all' }).click();
    const save = page.getByRole('button', { name: 'Save Result' });
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle(), {
      timeout: 20_000,
    });
    await save.click();
    const message = page.getByTestId('snackbar');
    await message.getByText('Step result generated').waitFor({ timeout: 20_000 });
    await animationsSettled(message); // the message has slid in
    for (const button of footerButtons()) expect(await reachable(button)).toBe(true);
    expect(await reachable(page.getByRole('button', { name: 'Open the chat with Johnny' }))).toBe(true);
    // The hint is over once the step has its result.
    await hint.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open the chat with Johnny' }).getAttribute('data-hint')).toBeNull();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.waitForURL((url) => url.searchParams.get('stepId') !== BASIC_IDEA);
  });

  it('deleting the only result file in the results panel offers Save Result again without a reload', async () => {
    await openBasicIdea('Delete the result');
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    await page.getByRole('button', { name: 'Autofill all' }).click();
    const save = page.getByRole('button', { name: 'Save Result' });
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle(), {
      timeout: 20_000,
    });
    await save.click();
    await page.getByText('Step result generated').waitFor({ timeout: 20_000 });
    await page.waitForFunction((el) => (el as HTMLButtonElement).disabled, await save.elementHandle());

    await page.getByRole('button', { name: /Show Result/ }).click();
    await page
      .getByRole('button', { name: /^Delete .+\.pdf$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle());
    expect(await page.getByRole('button', { name: 'Next Step' }).isDisabled()).toBe(true);
  });
});

describe('team table', () => {
  it('keeps a long e-mail address on one line, ends it in an ellipsis and shows it whole as its title', async () => {
    const email = `maximiliane.mustermann-schmidt.${Date.now().toString(36)}@very-long-company-name.example.com`;
    await registerConfirmed(server, email);
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const own = await context.newPage();
    await loginInBrowser(own, server, email);
    await own.goto(`${server.url}/home?settings=true&page=3`);
    const address = own.getByRole('table', { name: 'Team Members' }).getByText(email, { exact: true });
    await address.waitFor();
    const layout = await address.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return {
        lines,
        cut: element.scrollWidth > element.clientWidth,
        overflow: getComputedStyle(element).textOverflow,
      };
    });
    expect(layout).toEqual({ lines: 1, cut: true, overflow: 'ellipsis' });
    expect(await address.getAttribute('title')).toBe(email);
    await context.close();
  });
});
