// The end of the track in Chromium against the real server and its offline AI: a round worked through every step
// reaches the closing view of its last stream, which shows the verdict with three next experiments, creates every
// output as a PDF, generates and previews the internal landing page, shares the project page (which an anonymous
// visitor then reads), and publishes the hosted landing page, where a visitor signs up and the founder sees it
// without reloading.
import { DEFAULT_TRACK_ID, unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, roundThroughSteps, startFounderSession } from '../src/harness/founder.js';
import { STREAM_IDS } from '../src/harness/reference.js';

const VALIDATE = STREAM_IDS[1]!;
const IDEA = {
  PROBLEM: 'Small bakeries in Berlin throw away unsold bread every evening',
  'TARGET USER': 'Owners of small bakeries in Berlin',
  SOLUTION: 'An app that sells the leftover bread of the day as surprise bags before closing',
};

let session: FounderSession;
let page: Page;
let roundId: string;

const closingUrl = () =>
  `${session.server.url}/track/${DEFAULT_TRACK_ID}?streamId=${VALIDATE}&stepId=closing-stream&roundId=${roundId}`;

const files = () =>
  unwrap(session.api.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId }, query: {} } }));

beforeAll(async () => {
  session = await startFounderSession({
    permissions: ['clipboard-read', 'clipboard-write'],
    prepare: async (founder) => {
      const round = await roundThroughSteps(founder, 'Bread bags', IDEA, [
        'basicIdea',
        'userTinder',
        'insightMapping',
        'problemShadowing',
        'expertChat',
        'feedbackCard',
      ]);
      roundId = round.roundId;
      // Finish Stream on the last step (part 2 §4.1): the track is finished.
      await unwrap(founder.api.PUT('/streams/usertracks/finished', { body: { roundId } }));
    },
  });
  page = session.page;
}, 240_000);
afterAll(() => session?.close());

describe('the end of the track', () => {
  it('shows the verdict and creates every output of the last stream', async () => {
    await page.goto(closingUrl());
    const verdict = page.getByRole('region', { name: 'Verdict' });
    await verdict.getByText('Your next three steps').waitFor();
    const said = String(await verdict.textContent());
    expect(said).toMatch(/\b(GO|PIVOT|NO-GO)\b/);
    // The evidence by class: the observed share and the three counts.
    expect(said).toMatch(/\d+ % observed in the real world/);
    expect(said).toMatch(/Observed: \d+.*Your claims: \d+.*Inferred by the AI: \d+/);
    expect(said).not.toMatch(/build it/i);

    const outputs = page.getByRole('region', { name: 'Downloadable outputs' });
    await outputs.getByRole('button', { name: 'Create all' }).click();
    await page.getByText('All files of this stream are ready to download.').waitFor({ timeout: 120_000 });
    const options = await unwrap(
      session.api.GET('/aiservice/closingoptions/{streamId}', { params: { path: { streamId: VALIDATE }, query: {} } }),
    );
    const made = (await files()).filter((f) => f.stepId === 'closing-stream').map((f) => f.fileType);
    for (const option of options.filter((o) => o.outputType === 'PDF')) {
      expect(made).toContain(`output_${option.type.toLowerCase()}`);
    }
    await page.screenshot({ path: '/tmp/closing-view.png', fullPage: true });
  }, 180_000);

  it('previews the landing page and shares the project page with an anonymous visitor', async () => {
    // Create all made the landing page copy, so the internal landing page exists and opens.
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const stored = await unwrap(
      session.api.GET('/userlp_easy2/internlp/{projectId}', { params: { path: { projectId: roundId }, query: {} } }),
    );
    const preview = page.getByRole('dialog');
    await preview.getByText(stored.heroHeadline).first().waitFor();
    const nav = preview.getByRole('navigation');
    for (const item of ['Home', 'About', 'Services', 'Contact'])
      await nav.getByRole('button', { name: item }).waitFor();
    await page.screenshot({ path: '/tmp/landing-preview.png' });
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    const visitor = await session.browser.newContext();
    const anonymous = await visitor.newPage();
    const projectUrl = `${session.server.url}/projectpage?pid=${roundId}`;
    await anonymous.goto(projectUrl);
    await anonymous.getByText('This project page is not public or does not exist.').waitFor();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('You can now paste it anywhere!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(projectUrl);

    await anonymous.reload();
    await anonymous.getByText('Bread bags').first().waitFor();
    const card = await unwrap(session.api.GET('/projectpage/{roundId}', { params: { path: { roundId }, query: {} } }));
    await anonymous.getByText(String(card.ideaCard?.name)).first().waitFor();
    await anonymous.screenshot({ path: '/tmp/project-page.png', fullPage: true });
    expect(anonymous.url()).toBe(projectUrl);
    await visitor.close();
  }, 60_000);

  it('publishes the hosted landing page, where a visitor signs up', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const consent = page.getByRole('dialog', { name: 'Publish your landing page' });
    await consent.getByText('There are no automatic charges', { exact: false }).waitFor();
    await consent.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Information shared' }).getByRole('button', { name: 'Continue' }).click();
    const link = page.locator('a[href*="/lp/"]').first();
    await link.waitFor({ timeout: 30_000 });
    const hosted = String(await link.getAttribute('href'));

    const visitor = await session.browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(hosted);
    expect(await guest.evaluate(() => document.scripts.length)).toBe(0);
    await guest.getByRole('textbox').first().fill('early.bird@example.com');
    await guest.locator('form button[type="submit"], form input[type="submit"]').first().click();
    await guest.waitForURL(/signed=1/);
    await guest.screenshot({ path: '/tmp/hosted-page.png', fullPage: true });
    await visitor.close();

    // The founder's view stays open: the new sign-up shows without a reload (the view asks again every 10 s).
    await page.getByText('early.bird@example.com').waitFor({ timeout: 15_000 });
    await page.getByText('1 sign-up').first().waitFor();
    // The page's address wraps inside its card instead of running over its edge.
    const address = page.getByTestId('hosted-link');
    const card = page.getByRole('group', { name: 'Publish your landing page' });
    const [inner, outer] = await Promise.all([address.boundingBox(), card.boundingBox()]);
    expect(inner && outer && inner.x + inner.width <= outer.x + outer.width + 1).toBe(true);
  }, 60_000);
});
