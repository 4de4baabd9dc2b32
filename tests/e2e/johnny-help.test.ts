// Johnny helps with the idea in front of the user, in Chromium against the real server and its offline AI:
// Support me answers for the section it was pressed in and its suggestion lands there, a direct question gets an
// answer whose follow-ups go to the message box, and a scanned PDF says why it cannot be summarised.
import { type UserData, unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScanPdf } from '../src/fixtures/scan.js';
import { type FounderSession, startFounderSession } from '../src/harness/founder.js';
import { stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let session: FounderSession;
let page: Page;
let user: UserData;
let api: FounderSession['api'];

const PROBLEM = 'Busy dog owners have no time to take their dogs to a grooming salon';
const USERS = 'Working dog owners with long-haired breeds in Hamburg';

beforeAll(async () => {
  session = await startFounderSession();
  ({ server, page, user, api } = session);
});
afterAll(() => session?.close());

async function openBasicIdea(name: string): Promise<void> {
  const projectId = user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
  const { roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: { trackId: 'Clu-4-HBY', streamId: 'J1S-8At2nL', stepId: 'initial-J1S-8At2nL', projectId, name },
    }),
  );
  await page.goto(`${server.url}/track/Clu-4-HBY?streamId=J1S-8At2nL&stepId=initial-J1S-8At2nL&roundId=${roundId}`);
  await page.getByRole('button', { name: "Let's start" }).click();
  await page.waitForURL((url) => url.searchParams.get('stepId') === stepIdOfType('basicIdea'));
  await page.getByRole('dialog', { name: 'Welcome Ada' }).waitFor();
}

/** Johnny's newest answer: its text once it has arrived. */
async function newestAnswer(chat: ReturnType<Page['getByRole']>, before: number): Promise<string> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="chat-turn-agent"]').length > n, before, {
    timeout: 20_000,
  });
  return (await chat.getByTestId('chat-turn-agent').last().textContent()) ?? '';
}

describe('Johnny helps with the section in front of the user', () => {
  it('Support me on the first users answers for them, and its suggestion goes into that section only', async () => {
    await openBasicIdea('Dog grooming');
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with Johnny' });
    await chat.waitFor();
    await chat.getByTestId('chat-turn-agent').first().waitFor({ timeout: 20_000 });

    await page.getByRole('textbox', { name: /The problem I solve/ }).fill(PROBLEM);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const users = page.getByRole('textbox', { name: /The first people who will use my product/ });
    await users.fill(USERS);
    const before = await chat.getByTestId('chat-turn-agent').count();
    await page.getByRole('button', { name: 'Support me' }).click();
    const answer = await newestAnswer(chat, before);
    expect(answer).toMatch(/first[- ]users?\b/i);
    expect(answer).not.toMatch(/solution in a nutshell/i);

    const suggestion = chat.getByTestId('chat-turn-agent').last().getByRole('group', { name: 'Suggestions' });
    const first = suggestion.getByRole('button').first();
    const text = ((await first.textContent()) ?? '').trim();
    expect(text).not.toMatch(/^(A|An) /);
    await first.click();
    expect(await users.inputValue()).toBe(text);
    expect(await page.getByRole('button', { name: /Edit: The problem I solve/ }).textContent()).toContain(PROBLEM);
  });

  it('answers a direct question honestly; its follow-ups go to the message box', async () => {
    const chat = page.getByRole('dialog', { name: 'Chat with Johnny' });
    const users = page.getByRole('textbox', { name: /The first people who will use my product/ });
    const typed = await users.inputValue();
    const before = await chat.getByTestId('chat-turn-agent').count();
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await box.fill('How much would busy dog owners pay per grooming visit?');
    await box.press('Enter');
    const answer = await newestAnswer(chat, before);
    expect(answer).toMatch(/can't know|nobody can/i);
    expect(answer).toMatch(/dog/i);
    await chat
      .getByTestId('chat-turn-agent')
      .last()
      .getByRole('group', { name: 'Suggestions' })
      .getByRole('button')
      .first()
      .click();
    expect(await box.inputValue()).toMatch(/\?$/);
    expect(await users.inputValue()).toBe(typed);
  });
});

describe('a scanned paper', () => {
  it('says Summary failed with the reason and offers no ideas', async () => {
    await openBasicIdea('From a scan');
    await page.getByRole('button', { name: 'Upload a Scientific Paper as idea basis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a Scientific Paper' });
    await dialog.waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Add File' }).click(),
    ]);
    await chooser.setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await makeScanPdf() });
    await dialog.getByText('Summary failed').waitFor({ timeout: 20_000 });
    await dialog
      .getByText('This PDF has no text layer (a scan?). Please upload a PDF with selectable text or a .txt file.')
      .waitFor();
    expect(await dialog.getByText('Summary successful').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Generate Ideas' }).isDisabled()).toBe(true);
  });
});
