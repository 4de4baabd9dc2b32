// The Qualify stream after Basic Idea in Chromium against the real server and its offline AI: User Tinder (sort
// all, skip one and resolve it in the Skipped Users dialog, prioritise between two, save, reload, Next) and User
// Insight Mapping (add, edit and delete an answer, Save → a PDF naming the persona), then Finish Stream, the
// dashboard at 100 % and Key Results → Qualify.
import { type UserData, unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, roundThroughSteps, startFounderSession } from '../src/harness/founder.js';
import { STREAM_IDS, stepIdOfType, stepOfType } from '../src/harness/reference.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = STREAM_IDS[0]!;
const IDEA = {
  PROBLEM: 'Night-shift nurses cannot find a babysitter at short notice when the hospital changes their shift',
  'TARGET USER': 'Nurses and care workers with small children who work rotating night shifts',
  SOLUTION: 'An app that books a verified sitter from their own neighbourhood within one hour',
};

let session: FounderSession;
let server: FounderSession['server'];
let page: Page;
let user: UserData;
let api: FounderSession['api'];
let roundId: string;

const stepUrl = (type: 'userTinder' | 'insightMapping') =>
  `${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${stepOfType(type).id}&roundId=${roundId}`;

async function pdfText(fileId: string, fileName: string): Promise<string> {
  const res = await fetch(
    `${server.apiUrl}/knowledgehub/trackresult/${roundId}/${fileId}/${encodeURIComponent(fileName)}`,
    { headers: { authorization: `Bearer ${user.token}`, accept: 'application/pdf' } },
  );
  expect(res.status).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
  // Lines wrap where the PDF's columns end.
  return text.replace(/\s+/g, ' ');
}

const enabled = (name: string) =>
  page.waitForFunction(
    (label) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === label && !b.disabled),
    name,
    { timeout: 20_000 },
  );

beforeAll(async () => {
  session = await startFounderSession({
    // A round whose Basic Idea is saved from the founder's words (its result made by the offline AI).
    prepare: async (founder) => {
      roundId = (await roundThroughSteps(founder, 'Night sitters', IDEA, ['basicIdea'])).roundId;
    },
  });
  ({ server, page, user, api } = session);
});
afterAll(() => session?.close());

let mainPersona = '';

describe('User Tinder', () => {
  it('sort all, resolve a skipped one, prioritise between two, save, reload and go on', async () => {
    await page.goto(stepUrl('userTinder'));
    const instructions = page.getByRole('dialog', { name: 'Instructions' });
    await instructions.getByRole('button', { name: 'Go ahead' }).click();
    await instructions.waitFor({ state: 'detached' });

    const card = page.getByTestId('persona-card');
    await card.waitFor({ timeout: 20_000 });
    await page.getByText('Please classify ALL potential target users by clicking the green or red buttons.').waitFor();
    const count = Number((await card.getByText(/potential users? left/).textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(6);
    expect(count).toBeLessThanOrEqual(10);
    await page.screenshot({ path: '/tmp/qualify-tinder-card.png', fullPage: true });

    // The personas are drafted from the founder's own words.
    const names: string[] = [];
    const texts: string[] = [];
    const nextName = async () => (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    const sort = async (verdict: 'Match' | 'No match' | 'Skip') => {
      const name = await nextName();
      names.push(name);
      texts.push((await card.textContent()) ?? '');
      await card.getByRole('button', { name: verdict, exact: true }).click();
      if (names.length < count)
        await page.waitForFunction(
          (previous) => document.querySelector('[data-testid="persona-card"] h2')?.textContent?.trim() !== previous,
          name,
        );
    };
    await sort('Skip');
    await sort('Match');
    await sort('Match');
    while (names.length < count) await sort('No match');
    expect(new Set(names).size).toBe(count);
    expect(texts.join(' ').toLowerCase()).toMatch(/nurse|shift|sitter|child|care/);
    await page.screenshot({ path: '/tmp/qualify-tinder-sorted.png', fullPage: true });

    const users = page.getByRole('region', { name: 'My Users' });
    await users.getByText('Match (2)').waitFor();
    await page.getByText('All potential users sorted. move on with next step').waitFor();

    // The skipped one is rejected in the Skipped Users dialog.
    await users.getByRole('button', { name: 'Show Skipped (1)' }).click();
    const skipped = page.getByRole('dialog', { name: 'Skipped Users' });
    await skipped.getByRole('button', { name: `No match: ${names[0]}` }).click();
    await skipped.getByRole('button', { name: 'Done' }).click();
    await skipped.waitFor({ state: 'detached' });
    await users.getByText(`No match (${count - 2})`).waitFor();
    expect(await users.getByRole('button', { name: /Show Skipped/ }).count()).toBe(0);

    // Two accepted: Prioritize-user asks which one is the main persona.
    expect(await page.getByRole('button', { name: 'Next Step' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save result' }).click();
    const prioritize = page.getByRole('dialog', { name: 'Prioritize users' });
    await prioritize.getByText('We need to prioritize your results before moving on.').waitFor();
    expect(await prioritize.getByRole('button', { name: 'Go ahead' }).isDisabled()).toBe(true);
    mainPersona = names[2]!;
    await prioritize.getByRole('radio', { name: mainPersona }).click();
    await prioritize.getByRole('button', { name: 'Go ahead' }).click();
    await page.getByText('Step result generated').waitFor({ timeout: 20_000 });
    await enabled('Next Step');
    expect(await page.getByTestId('main-persona-name').textContent()).toBe(mainPersona);

    // A reload restores the sorting: the main persona shows and Next is enabled.
    await page.reload();
    await page.getByTestId('main-persona-name').waitFor();
    expect(await page.getByTestId('main-persona-name').textContent()).toBe(mainPersona);
    await enabled('Next Step');
    await page.getByRole('region', { name: 'Main Persona' }).getByRole('button', { name: 'Show full persona' }).click();
    const full = page.getByRole('dialog', { name: 'PERSONA' });
    await full.getByRole('heading', { name: 'Short summary' }).waitFor();
    await full.getByRole('heading', { name: 'Pain points' }).waitFor();
    await page.screenshot({ path: '/tmp/qualify-tinder-persona.png', fullPage: true });
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });

    const files = await unwrap(api.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
    const tinderFile = files.find((f) => f.stepId === stepIdOfType('userTinder'))!;
    const text = await pdfText(tinderFile.fileId, tinderFile.fileName);
    expect(text).toContain(mainPersona);

    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.waitForURL((url) => url.searchParams.get('stepId') === stepIdOfType('insightMapping'));
  });
});

describe('User Insight Mapping', () => {
  it('add, edit and delete an answer, Save → a PDF naming the persona, then Finish Stream', async () => {
    expect(mainPersona).not.toBe('');
    expect(await page.getByTestId('insight-persona-name').textContent()).toBe(mainPersona);
    const question = page.getByTestId('active-question');
    await question.getByRole('heading', { name: `What does ${mainPersona} hear?` }).waitFor();
    const answers = question.getByRole('list', { name: 'Answers' }).getByRole('listitem');
    await answers.first().waitFor({ timeout: 20_000 });
    // Each answer's own text (its first paragraph), without the label of who wrote it.
    const suggested = await answers.evaluateAll((items) =>
      items.map((item) => item.querySelector('p')?.textContent ?? ''),
    );
    expect(suggested.length).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: '/tmp/qualify-insights.png', fullPage: true });

    await question.getByRole('textbox', { name: 'Add your own answer' }).fill('The night shift chat of her ward');
    await question.getByRole('button', { name: 'Add', exact: true }).click();
    await question.getByText('The night shift chat of her ward').waitFor();

    const first = suggested[0]!.trim();
    await question.getByRole('button', { name: `Edit answer: ${first}` }).click();
    await question
      .getByRole('textbox', { name: 'Answer', exact: true })
      .fill('Colleagues recommending sitters in the break room');
    await question.getByRole('textbox', { name: 'Answer', exact: true }).press('Enter');
    await question.getByText('Colleagues recommending sitters in the break room').waitFor();

    const second = suggested[1]!.trim();
    await question.getByRole('button', { name: `Delete answer: ${second}` }).click();
    expect(await question.getByText(second, { exact: true }).count()).toBe(0);

    // Questions 2–4 get the AI's suggestions as they are opened; then Save Result.
    for (const ask of ['see?', 'feel?', 'most?']) {
      await question.getByRole('button', { name: 'Next', exact: true }).click();
      await question.getByRole('heading', { name: new RegExp(`${ask.replace('?', '\\?')}$`) }).waitFor();
      await answers.first().waitFor({ timeout: 20_000 });
    }
    await question.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByTestId('active-question').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Result' }).click();
    await page.getByText('Step result generated').waitFor({ timeout: 20_000 });
    await enabled('Finish Stream');

    // The PDF is in the results list and names the persona.
    await page.getByRole('button', { name: /Show Result/ }).click();
    await page
      .getByText(/Empathy Map/)
      .first()
      .waitFor();
    const files = await unwrap(api.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
    const mapFile = files.find((f) => f.stepId === stepIdOfType('insightMapping'))!;
    const text = await pdfText(mapFile.fileId, mapFile.fileName);
    expect(text).toContain(mainPersona);
    expect(text).toContain('Colleagues recommending sitters in the break room');

    await page.getByRole('button', { name: 'Finish Stream' }).click();
    await page.waitForURL((url) => url.searchParams.get('stepId') === 'closing-stream');
    await page.getByRole('heading', { level: 1, name: 'Your outputs' }).waitFor();

    // The landing page needs Problem Shadowing, which comes in Validate: Generate waits, and the view says where the
    // step is and that the way there is "Continue with Validate" — which nothing covers.
    const landing = page.getByRole('group', { name: 'Your landing page' });
    await landing.getByText('Needs a result of: Problem Shadowing').waitFor();
    await landing
      .getByText(
        'Problem Shadowing comes in Validate: continue with Validate below to work on it, then come back here.',
      )
      .waitFor();
    expect(await landing.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    const onward = page.getByRole('link', { name: 'Continue with Validate' });
    await onward.scrollIntoViewIfNeeded();
    expect(
      await onward.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!top && link.contains(top);
      }),
    ).toBe(true);
  });

  it('the dashboard shows Qualify at 100 % and Key Results → Qualify opens both results', async () => {
    await page.goto(`${server.url}/home`);
    const row = page.getByRole('article', { name: 'Night sitters' });
    await row.waitFor();
    const qualify = row.locator(`[data-stream="${QUALIFY}"]`);
    await qualify.waitFor();
    expect(await qualify.getAttribute('data-status')).toBe('ready');
    expect(await qualify.getByTestId('stream-progress').textContent()).toBe('100 %');

    await row.getByRole('button', { name: 'Key Results' }).click();
    const dialog = page.getByRole('dialog', { name: 'Key Results' });
    for (const [entry, title] of [
      ['mainPersona', 'Main Persona'],
      ['userEmpathyMap', 'User Empathy Map'],
    ] as const) {
      const show = dialog.getByTestId(`key-result-${entry}`).getByRole('button', { name: 'Show' });
      expect(await show.isDisabled()).toBe(false);
      await show.click();
      const preview = page.getByRole('dialog', { name: title });
      await preview.getByText(mainPersona).first().waitFor();
      await preview.getByRole('button', { name: 'Close' }).first().click();
      await preview.waitFor({ state: 'detached' });
    }
  });
});
