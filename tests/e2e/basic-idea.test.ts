// The Basic Idea step in Chromium against the real server and its offline AI: the start dialog, Johnny's chat,
// AI suggestions, autofill, Save Result (a real PDF result file, the track renamed), and the idea-from-paper flow
// with a generated PDF.
import { defaultIdeaTitle, type UserData, unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../src/fixtures/files.js';
import { type FounderSession, startFounderSession } from '../src/harness/founder.js';
import { stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

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

async function openBasicIdea(name: string): Promise<string> {
  const projectId = user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
  const { roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: { trackId: 'Clu-4-HBY', streamId: 'J1S-8At2nL', stepId: 'initial-J1S-8At2nL', projectId, name },
    }),
  );
  await page.goto(`${server.url}/track/Clu-4-HBY?streamId=J1S-8At2nL&stepId=initial-J1S-8At2nL&roundId=${roundId}`);
  await page.getByRole('button', { name: "Let's start" }).click();
  await page.waitForURL((url) => url.searchParams.get('stepId') === stepIdOfType('basicIdea'));
  return roundId;
}

describe('Basic Idea with Johnny', () => {
  it('chat, suggestions, autofill and Save Result leave a result PDF and rename the track', async () => {
    // The default title: Save Result replaces only that with the file's name, never a title the user typed.
    const roundId = await openBasicIdea(defaultIdeaTitle());

    // Nothing saved yet: the start dialog is offered; Johnny's opening arrives in the chat once it was answered.
    await page.getByRole('dialog', { name: 'Welcome Ada' }).waitFor();
    const chat = page.getByRole('dialog', { name: 'Chat with Johnny' });
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    await chat.waitFor();
    await chat.getByText('Offline assistant').waitFor();

    // A chat turn: Enter sends; ME and Johnny label the turns.
    const turnsBefore = await chat.getByText('Johnny', { exact: true }).count();
    await chat.getByRole('textbox', { name: 'Your message' }).fill('Festival visitors cannot charge their phones');
    await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await chat.getByText('ME', { exact: true }).first().waitFor();
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('[role="dialog"] *')].filter((e) => e.textContent === 'Johnny').length > n,
      turnsBefore,
    );

    // The AI text control: suggestions from the user's words.
    const problem = page.getByRole('textbox', { name: /The problem I solve/ });
    await problem.fill('Festival visitors queue for an hour to charge their phones');
    await page.getByRole('button', { name: 'Get AI suggestions' }).click();
    // The section's own suggestions (Johnny's chat shows a group of its own).
    const suggestions = page.getByTestId('active-section').getByRole('group', { name: 'Suggestions' });
    await suggestions.waitFor();
    expect((await suggestions.textContent())?.toLowerCase()).toMatch(/phone|festival/);

    await page.getByRole('button', { name: 'Autofill all' }).click();
    const save = page.getByRole('button', { name: 'Save Result' });
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle(), {
      timeout: 20_000,
    });
    await save.click();
    await page.getByText('Step result generated').waitFor({ timeout: 20_000 });
    // The notice can come a render before the footer: wait for Next Step to be enabled rather than read it once.
    const next = page.getByRole('button', { name: 'Next Step' });
    await expect.poll(() => next.isDisabled(), { timeout: 10_000 }).toBe(false);

    // The result file exists, is a real PDF with the idea card, and the track took its name.
    const files = await unwrap(api.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
    expect(files).toHaveLength(1);
    expect(files[0]!.fileType).toBe('basic_idea');
    const res = await fetch(
      `${server.apiUrl}/knowledgehub/trackresult/${roundId}/${files[0]!.fileId}/${encodeURIComponent(files[0]!.fileName)}`,
      {
        headers: { authorization: `Bearer ${user.token}`, accept: 'application/pdf' },
      },
    );
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
    const cardName = files[0]!.fileName.replace(/\.pdf$/, '');
    expect(text).toContain(cardName);
    expect(text.toLowerCase()).toContain('festival');
    await page.waitForFunction(
      (name) => (document.querySelector('input[aria-label="Track name"]') as HTMLInputElement | null)?.value === name,
      cardName,
    );
    // The rename is not silent: the save's message says what the idea is called now.
    await page.getByTestId('snackbar').getByText(`Your idea is now called “${cardName}”`).waitFor();
  });
});

describe('idea from a scientific paper', () => {
  it('PDF → summary → product ideas → the chosen idea seeds the Basic Idea', async () => {
    const roundId = await openBasicIdea('From a paper');
    await page.getByRole('button', { name: 'Upload a Scientific Paper as idea basis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a Scientific Paper' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Generate Ideas' }).isDisabled()).toBe(true);

    const pdf = await makePdf('Low-cost capacitive soil moisture sensing for smallholder irrigation', [
      'M. Okafor, L. Berg',
      'Abstract. We present a capacitive soil moisture sensor that costs under five euros and reports readings over LoRa to a phone app. In field trials on twelve smallholder farms the sensors reduced irrigation water use by 23 percent while yields stayed stable.',
      'Farmers used the app recommendations to decide when to water their fields.',
    ]);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Add File' }).click(),
    ]);
    await chooser.setFiles({ name: 'soil-sensing.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText('Upload successful').waitFor();
    await dialog.getByText('Summary successful').waitFor({ timeout: 20_000 });
    expect((await dialog.textContent())?.toLowerCase()).toContain('soil moisture');

    await dialog.getByRole('button', { name: 'Generate Ideas' }).click();
    const ideas = page.getByRole('dialog', { name: 'Product Ideas' });
    await ideas.getByText('We analyzed your paper an build concrete suggestions.').waitFor();
    expect(await ideas.getByRole('button', { name: 'Select Idea' }).isDisabled()).toBe(true);
    await ideas.getByRole('radio').first().click();
    await ideas.getByRole('button', { name: 'Select Idea' }).click();
    await ideas.waitFor({ state: 'detached' });

    // The chosen idea is the step's saved input: all three sections filled from the paper.
    const savedInput = async () => {
      const { content } = await unwrap(
        api.GET('/rounds/{roundId}/inputs/{stepId}', {
          params: { path: { roundId, stepId: stepIdOfType('basicIdea') } },
        }),
      );
      if (!Array.isArray(content)) throw new Error('the chosen idea is not saved yet');
      return content as Array<{ type: string; content: string }>;
    };
    const entries = await vi.waitFor(savedInput, { timeout: 5_000, interval: 100 });
    expect(entries.map((e) => e.type)).toEqual(['PROBLEM', 'TARGET USER', 'SOLUTION']);
    expect(entries.every((e) => e.content.length > 10)).toBe(true);
    expect(
      entries
        .map((e) => e.content)
        .join(' ')
        .toLowerCase(),
    ).toMatch(/soil|moisture|irrigation|farm/);
  });
});
