// An idea's life in Chromium against the real server: new idea → track page → result list → dashboard
// progress → a result edited in the preview (a new PDF) → rename → delete.
import { readFile } from 'node:fs/promises';
import { createIdeaClient, unwrap } from '@idea-studio/sdk';
import type { Browser, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { loginInBrowser } from '../src/harness/browserLogin.js';
import { stepIdOfType } from '../src/harness/reference.js';
import { saveSampleBasicIdea } from '../src/harness/rounds.js';
import type { RunningServer } from '../src/harness/server.js';
import { sharedBrowser, sharedServer } from '../src/harness/shared.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  server = await sharedServer();
  browser = await sharedBrowser();
  email = await registerConfirmed(server);
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true })).newPage();
  await loginInBrowser(page, server, email);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an idea from the dashboard to deletion', () => {
  let roundId: string;

  it('New Business Idea opens the title dialog with the default title and starts the round', async () => {
    await page.getByText('You did not create any Ideas yet...').waitFor();
    await page.getByRole('button', { name: 'New Business Idea' }).click();
    await page.waitForURL(/new-stream=true/);
    const title = page.getByLabel('Idea title');
    expect(await title.inputValue()).toMatch(/^My Business Model Canvas \d{4}-\d{2}-\d{2}$/);
    await title.fill('Solar kiosks');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/track\/Clu-4-HBY\?streamId=J1S-8At2nL&stepId=initial-J1S-8At2nL&roundId=/);
    roundId = new URL(page.url()).searchParams.get('roundId')!;
    await page.getByText("Let's create your basic idea from scratch.").waitFor();
    expect(await page.getByLabel('Track name').inputValue()).toBe('Solar kiosks');
  });

  it('the result list shows a saved result by step, and downloads it', async () => {
    // A Basic Idea result saved the way the step saves one (its screen arrives with the AI assistant).
    const user = await loginWithCode(server, email);
    await saveSampleBasicIdea(server, user, roundId);

    await page.reload();
    await page.getByRole('button', { name: /Show Result/ }).click();
    await page.getByText('STEP 1 - Basic Idea').waitFor();
    await page.getByText('Sunbox.pdf').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Sunbox.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Sunbox.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('Save & Exit goes home, where the stream shows its progress', async () => {
    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await page.waitForURL(`${server.url}/home`);
    const row = page.getByRole('article', { name: 'Solar kiosks' });
    await row.waitFor();
    await row.getByText(`Round ID: ${roundId}`).waitFor();
    const dot = row.locator('[data-stream="J1S-8At2nL"]');
    expect(await dot.getAttribute('aria-label')).toMatch(/33 %/);
  });

  it('a result edited in the preview gets a new PDF with the edited values', async () => {
    const row = page.getByRole('article', { name: 'Solar kiosks' });
    await row.getByRole('button', { name: 'Key Results' }).click();
    await page.getByTestId('key-result-elevatorPitch').getByRole('button', { name: 'Show' }).click();
    const preview = page.getByRole('dialog', { name: 'Elevator Pitch' });
    await preview.getByRole('button', { name: 'Edit' }).click();
    await preview.getByLabel('Tagline').fill('Sunlight for night markets');
    await preview.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes are saved and the PDF is updated.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Sunbox.pdf');
    const bytes = await readFile((await download.path())!);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Sunlight for night markets');
    expect(text).not.toContain('Power where the grid ends');

    // The round keeps one Basic Idea file: the new one, which the server gives out too.
    const user = await loginWithCode(server, email);
    const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
    const files = await unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
    expect(files.map((f) => f.fileName)).toEqual(['Sunbox.pdf']);
    const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    const result = data.streams.flatMap((s) => s.results).find((r) => r.stepId === stepIdOfType('basicIdea'));
    expect(result).toMatchObject({ fileId: files[0]!.fileId, result: { tagline: 'Sunlight for night markets' } });
    await preview.getByRole('button', { name: 'Close' }).last().click(); // the footer's, after the X
    await page.keyboard.press('Escape');
  });

  it('rename from the dropdown', async () => {
    await page.getByRole('button', { name: 'Actions for Solar kiosks' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename idea' });
    await dialog.getByLabel('Name', { exact: true }).fill('Sunbox');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('article', { name: 'Sunbox' }).waitFor();
  });

  it('delete asks first, then the idea is gone', async () => {
    await page.getByRole('button', { name: 'Actions for Sunbox' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('Do you really want to delete the Stream?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You did not create any Ideas yet...').waitFor();
    const user = await loginWithCode(server, email);
    const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
    expect(await unwrap(client.GET('/streams/usertracks'))).toEqual([]);
  });
});
