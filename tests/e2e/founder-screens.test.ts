// The founder's screens in Chromium at 1366×850 against the real server and its offline AI: every chat keeps a late
// answer in view (the model is slowed down to 800 ms, as a real one is), the User Tinder verdicts are on screen
// without scrolling, the results panel opens in view with whole file names, the Feedback Board shows every mentor,
// the snackbar leaves the message box free and a dialog has one Close.
import {
  DEFAULT_TRACK_ID,
  defaultProject,
  type FeedbackPin,
  loadTrackStructure,
  saveStepResult,
  stepContext,
  storeFeedbackCard,
  unwrap,
} from '@idea-studio/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, roundThroughSteps, startFounderSession } from '../src/harness/founder.js';
import { STREAM_IDS, stepIdOfType, stepOfType } from '../src/harness/reference.js';

const QUALIFY = STREAM_IDS[0]!;
const VALIDATE = STREAM_IDS[1]!;
const VIEWPORT = { width: 1366, height: 850 };
const IDEA = {
  PROBLEM: 'Night-shift nurses cannot find a babysitter at short notice when the hospital changes their shift',
  'TARGET USER': 'Nurses and care workers with small children who work rotating night shifts',
  SOLUTION: 'An app that books a verified sitter from their own neighbourhood within one hour',
};
// A result file whose name is longer than the results panel is wide.
const LONG_TITLE = 'Basic Idea of Night Sitters for Nurses and Care Workers on Rotating Shifts in Hamburg Hospitals';

let session: FounderSession;
let page: Page;
/** Nothing typed yet: the Basic Idea chat (Johnny is there while the idea is not complete), the snackbar. */
let freshRound: string;
/** Basic Idea saved, its file with a long name: User Tinder, the results panel. */
let ideaRound: string;
/** Qualify and Problem Shadowing saved: the Expert Chat is next. */
let chatRound: string;
/** Saved up to the Expert Chat: the Feedback Card and the Feedback Board. */
let cardRound: string;

const stepUrl = (streamId: string, type: Parameters<typeof stepOfType>[0], roundId: string) =>
  `${session.server.url}/track/${DEFAULT_TRACK_ID}?streamId=${streamId}&stepId=${stepOfType(type).id}&roundId=${roundId}`;

beforeAll(async () => {
  session = await startFounderSession({
    permissions: ['clipboard-read', 'clipboard-write'],
    prepare: async (founder) => {
      const projectId = defaultProject(founder.user)!.projectId;
      const body = {
        trackId: DEFAULT_TRACK_ID,
        streamId: QUALIFY,
        stepId: `initial-${QUALIFY}`,
        projectId,
        name: 'Fresh',
      };
      freshRound = (await unwrap(founder.api.POST('/streams/starttrack', { body }))).roundId;
      const idea = await roundThroughSteps(founder, 'Night sitters', IDEA, ['basicIdea']);
      ideaRound = idea.roundId;
      const structure = await loadTrackStructure(founder.api, DEFAULT_TRACK_ID);
      const path = { path: { roundId: ideaRound } };
      const data = await unwrap(founder.api.GET('/rounds/{roundId}/track', { params: path }));
      const ctx = stepContext(founder.api, data, structure, stepIdOfType('basicIdea'));
      await saveStepResult(ctx, projectId, idea.saved.basicIdea!.result.result, LONG_TITLE);
      const qualified = ['basicIdea', 'userTinder', 'insightMapping', 'problemShadowing'] as const;
      chatRound = (await roundThroughSteps(founder, 'Sitters chat', IDEA, qualified)).roundId;
      cardRound = (await roundThroughSteps(founder, 'Sitters card', IDEA, [...qualified, 'expertChat'])).roundId;
    },
  });
  page = session.page;
  await page.setViewportSize(VIEWPORT);
}, 240_000);
afterAll(() => session?.close());

/** The model answers after 800 ms, as a real one does (the one deliberate wait of this suite). */
const slowModel = () =>
  page.route('**/api/aiservice/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
afterEach(async () => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.setViewportSize(VIEWPORT);
});

/** Closes a step's instructions or start dialog when it opens by itself (the chat panel is no modal). */
async function dismissOpeningDialog(): Promise<void> {
  const modal = page.locator('[role="dialog"][aria-modal="true"]');
  const go = modal.getByRole('button', { name: 'Go ahead' });
  if (await go.isVisible().catch(() => false)) await go.click();
  else if (await modal.count()) await page.keyboard.press('Escape');
  await modal.first().waitFor({ state: 'detached' });
}

/**
 * Johnny's chat panel, opened unless it is open already. A step that opens with the assistant opens the panel itself
 * when the answer arrives, which hides the launcher: so the launcher is clicked only while the panel is still closed.
 */
async function openJohnny(): Promise<Locator> {
  const chat = page.getByRole('dialog', { name: 'Chat with Johnny' });
  const launcher = page.getByRole('button', { name: 'Open the chat with Johnny' });
  await expect
    .poll(
      async () => {
        if (await chat.isVisible()) return true;
        await launcher.click({ timeout: 1000 }).catch(() => {});
        return chat.isVisible();
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  return chat;
}

/** A step's page once its screen is there and any opening dialog is closed. */
async function openStep(url: string, ready: Locator): Promise<void> {
  await page.goto(url);
  await ready.waitFor({ timeout: 20_000 });
  await dismissOpeningDialog();
}

type Box = { x: number; y: number; width: number; height: number };
const bottomOf = (box: Box) => box.y + box.height;

/** The band of the window between the sticky header and footer of the track page. */
async function visibleBand(): Promise<{ top: number; bottom: number }> {
  const header = await page.locator('header').first().boundingBox();
  const footer = await page.locator('footer').last().boundingBox();
  return { top: header ? bottomOf(header) : 0, bottom: footer?.y ?? VIEWPORT.height };
}

/**
 * Whether `item` can be read inside the scrolling `container` and the window: entirely, or — when it is taller than
 * the visible part — its end.
 */
async function readable(item: Locator, container: Locator): Promise<boolean> {
  const [box, frame, band] = await Promise.all([item.boundingBox(), container.boundingBox(), visibleBand()]);
  if (!box || !frame) return false;
  const top = Math.max(frame.y, band.top);
  const bottom = Math.min(bottomOf(frame), band.bottom);
  if (bottomOf(box) > bottom + 1) return false;
  return box.height <= bottom - top ? box.y >= top - 1 : bottomOf(box) > top;
}

/** Waits for the chat's answers to reach `count`, then expects the newest to be in view. */
async function expectNewestInView(answers: Locator, count: number, container: Locator): Promise<void> {
  await expect.poll(() => answers.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await expect.poll(() => readable(answers.last(), container), { timeout: 2_000 }).toBe(true);
}

async function send(box: Locator, text: string): Promise<void> {
  await expect.poll(() => box.isDisabled()).toBe(false);
  await box.fill(text);
  await box.press('Enter');
}

/**
 * A reader who asks and then scrolls up stays where they are while the answer (the `count`+1st) arrives, is shown
 * "New answer ↓", and the pill brings the answer into view.
 */
async function scrolledUpReaderIsToldOfTheAnswer(
  chat: Locator,
  container: Locator,
  answers: Locator,
  count: number,
  ask: () => Promise<void>,
): Promise<void> {
  const questions = container.getByTestId('chat-turn-user');
  const asked = await questions.count();
  await ask();
  // Sending brings the end into view; while the model thinks, the reader scrolls back up.
  await expect.poll(() => questions.count()).toBe(asked + 1);
  expect(await readable(questions.last(), container)).toBe(true);
  await container.evaluate((element) => element.scrollTo({ top: 0 }));
  const pill = chat.getByRole('button', { name: 'New answer ↓' });
  await pill.waitFor({ timeout: 20_000 });
  await expect.poll(() => answers.count(), { timeout: 20_000 }).toBe(count + 1);
  expect(await container.evaluate((element) => element.scrollTop)).toBe(0);
  expect(await readable(answers.last(), container)).toBe(false);
  await pill.click();
  await expect.poll(() => readable(answers.last(), container), { timeout: 2_000 }).toBe(true);
  await pill.waitFor({ state: 'detached' });
}

async function fullyInside(item: Locator, band: { top: number; bottom: number }): Promise<boolean> {
  const box = await item.boundingBox();
  return !!box && box.y >= band.top - 1 && bottomOf(box) <= band.bottom + 1;
}

describe('every chat keeps a late answer in view', () => {
  it('the Basic Idea chat with Support me', async () => {
    await openStep(stepUrl(QUALIFY, 'basicIdea', freshRound), page.getByRole('button', { name: 'Autofill all' }));
    await slowModel();
    const chat = await openJohnny();
    const conversation = chat.getByTestId('chat-conversation');
    const answers = chat.getByTestId('chat-turn-agent');
    const box = chat.getByRole('textbox', { name: 'Your message' });
    let count = await answers.count();
    for (const question of [
      'Who would pay for the sitter, the nurse or the hospital?',
      'How do we check that a sitter is trustworthy?',
      'What would a first test with one ward look like?',
    ]) {
      await box.fill(question);
      await box.press('Enter');
      count += 1;
      await expectNewestInView(answers, count, conversation);
    }
    expect(await chat.getByRole('button', { name: 'New answer ↓' }).count()).toBe(0);

    // Support me on the open section answers in the same chat, in view as well.
    await page.getByRole('textbox', { name: /The problem I solve/ }).fill(IDEA.PROBLEM);
    await page.getByRole('button', { name: 'Support me' }).click();
    count += 1;
    await expectNewestInView(answers, count, conversation);
    await page.screenshot({ path: '/tmp/founder-screens-basic-idea-chat.png' });

    await scrolledUpReaderIsToldOfTheAnswer(chat, conversation, answers, count, () => send(box, 'And weekends?'));
  });

  it('the Expert Chat', async () => {
    await page.goto(stepUrl(VALIDATE, 'expertChat', chatRound));
    const start = page.getByRole('button', { name: 'Start Chat' });
    await start.waitFor({ timeout: 20_000 });
    await dismissOpeningDialog();
    await slowModel();
    await start.click();
    const conversation = page.getByTestId('expert-conversation');
    const questions = conversation.getByTestId('chat-question');
    await expectNewestInView(questions, 1, conversation);
    for (const round of [1, 2, 3]) {
      const card = page.getByRole('region', { name: `ROUND ${round}/4` });
      await card.getByRole('group').getByRole('button').first().click();
      await expectNewestInView(questions, round + 1, conversation);
      // The options to answer with are in view too.
      const next = page
        .getByRole('region', { name: `ROUND ${round + 1}/4` })
        .getByRole('group')
        .getByRole('button');
      await next.first().waitFor();
      expect(await readable(next.last(), conversation)).toBe(true);
    }
    await page.screenshot({ path: '/tmp/founder-screens-expert-chat.png' });
  });

  it('the Feedback Card chat', async () => {
    await page.goto(stepUrl(VALIDATE, 'feedbackCard', cardRound));
    const select = page.getByRole('button', { name: 'Select Mentor' });
    await select.waitFor({ timeout: 20_000 });
    await dismissOpeningDialog();
    await slowModel();
    await select.click();
    await page
      .getByRole('dialog', { name: 'Information shared with your mentors' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await page.getByRole('dialog', { name: 'Select Mentor' }).getByText('Mara', { exact: true }).click();
    const conversation = page.getByTestId('card-conversation');
    const answers = conversation.getByTestId('chat-turn-agent');
    await expectNewestInView(answers, 1, conversation);
    const box = page.getByRole('textbox', { name: 'Your message' });
    for (const [index, text] of [
      'Hospitals in Hamburg employ about 20,000 nurses.',
      'Each ward changes shifts at short notice twice a month.',
      'Sitters would earn 18 euros an hour.',
    ].entries()) {
      await send(box, text);
      await expectNewestInView(answers, index + 2, conversation);
    }
    const chat = page.getByRole('region', { name: 'Chat with your mentor' });
    await scrolledUpReaderIsToldOfTheAnswer(chat, conversation, answers, 4, () => send(box, 'Would hospitals pay?'));
    await page.screenshot({ path: '/tmp/founder-screens-feedback-card.png' });
  });
});

describe('the screens fit at 1366×850', () => {
  it('User Tinder: Match and No match are on screen without scrolling, also on a lower window', async () => {
    await page.goto(stepUrl(QUALIFY, 'userTinder', ideaRound));
    const card = page.getByTestId('persona-card');
    await card.waitFor({ timeout: 20_000 });
    await dismissOpeningDialog();
    const verdicts = [
      card.getByRole('button', { name: 'Match', exact: true }),
      card.getByRole('button', { name: 'No match', exact: true }),
    ];
    for (const height of [850, 700, 600]) {
      await page.setViewportSize({ width: VIEWPORT.width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      const band = await visibleBand();
      for (const button of verdicts) expect(await fullyInside(button, band)).toBe(true);
      if (height === 850) await page.screenshot({ path: '/tmp/founder-screens-tinder.png' });
    }
  });

  it('Show Result opens in view from the bottom of the page, with whole file names', async () => {
    await page.setViewportSize({ width: VIEWPORT.width, height: 600 });
    await openStep(stepUrl(QUALIFY, 'basicIdea', ideaRound), page.getByRole('button', { name: 'Autofill all' }));
    // The open section makes the page longer than the window; the founder scrolls down to Save Result.
    await page
      .getByRole('button', { name: /^Edit: / })
      .first()
      .click();
    await page.getByTestId('active-section').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Show Result/ }).click();
    const panel = page.getByRole('complementary', { name: 'Results' });
    const band = await visibleBand();
    expect(await fullyInside(panel.getByRole('heading', { name: 'Results' }), band)).toBe(true);
    const file = panel.getByTestId('result-file').first();
    await file.waitFor({ timeout: 20_000 });
    expect(await fullyInside(file, band)).toBe(true);
    const name = file.locator('p').first();
    expect(await name.textContent()).toContain('Night Sitters for Nurses');
    // Not cut: the whole name fits its box, which stays inside the panel.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const [nameBox, panelBox] = [await name.boundingBox(), await panel.boundingBox()];
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
    await page.screenshot({ path: '/tmp/founder-screens-results.png' });
  });

  it('the snackbar does not cover the chat’s message box', async () => {
    await openStep(stepUrl(QUALIFY, 'basicIdea', freshRound), page.getByRole('button', { name: 'Autofill all' }));
    const chat = await openJohnny();
    await page.route('**/api/aiservice/default', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ msg: { headline: 'Model unavailable', text: 'The model did not answer.' } }),
      }),
    );
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await box.fill('Are you there?');
    await box.press('Enter');
    const snackbar = page.getByTestId('snackbar');
    await snackbar.waitFor();
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const coversTheMessageBox = async () => {
      const note = (await snackbar.boundingBox())!;
      const covered = [box, chat.getByRole('button', { name: 'Send' })];
      const boxes = await Promise.all(covered.map((control) => control.boundingBox()));
      return boxes.some((control) => overlaps(note, control!));
    };
    // Once it has slid in, it sits clear of the message box.
    const moving = () => snackbar.evaluate((element) => getComputedStyle(element).transform.replace('none', ''));
    await expect.poll(moving, { timeout: 2_000 }).toMatch(/^(|matrix\(1, 0, 0, 1, 0, 0\))$/);
    expect(await coversTheMessageBox()).toBe(false);
    await page.screenshot({ path: '/tmp/founder-screens-snackbar.png' });
  });

  it('the Feedback Board shows every mentor, and each column’s Report in its header', async () => {
    // Pins from four mentors, so more columns have something to show than fit in one row.
    const { api } = session;
    const structure = await loadTrackStructure(api, DEFAULT_TRACK_ID);
    const data = await unwrap(api.GET('/rounds/{roundId}/track', { params: { path: { roundId: cardRound } } }));
    const mentors = [
      ['mentor_market', 'Mara'],
      ['mentor_competition', 'Kenji'],
      ['mentor_tech', 'Priya'],
      ['mentor_launch', 'Tom'],
    ] as const;
    const pins: FeedbackPin[] = mentors.flatMap(([agentId, agentName]) =>
      [1, 2, 3].map((n) => ({
        topic: `${agentName}'s point ${n}`,
        content: `What ${agentName} noticed about night sitters, number ${n}.`,
        agentId,
        agentName,
        prio: false,
        source: 'SIMPLE-CHAT',
        origin: 'ai' as const,
      })),
    );
    await storeFeedbackCard(stepContext(api, data, structure, stepIdOfType('feedbackCard')), {
      pins,
      changedEvents: [],
    });

    await page.goto(`${session.server.url}/home`);
    await page.getByRole('article', { name: 'Sitters card' }).getByRole('button', { name: 'Feedback Board' }).click();
    const board = page.getByRole('dialog', { name: 'Feedback Board' });
    const columns = board.getByTestId('board-column');
    await columns.first().waitFor({ timeout: 20_000 });
    expect(await columns.count()).toBeGreaterThanOrEqual(7);

    // No column hides to the right: the board wraps instead of scrolling sideways.
    const grid = board.locator('[data-testid="board-column"] >> xpath=..').first();
    expect(await grid.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const dialogBox = (await board.boundingBox())!;
    for (const column of await columns.all()) {
      const box = (await column.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width + 1);
    }

    // Every mentor is named at the top, and a click brings their column, Report included, into view.
    const nav = board.getByRole('navigation', { name: 'Mentors on the board' });
    const band = { top: 0, bottom: VIEWPORT.height };
    for (const [, name] of mentors) {
      const jump = nav.getByRole('button', { name: `Show ${name}'s column (3 pins)` });
      expect(await fullyInside(jump, band)).toBe(true);
    }
    await page.screenshot({ path: '/tmp/founder-screens-board.png' });
    for (const [, name] of [...mentors].reverse()) {
      await nav.getByRole('button', { name: `Show ${name}'s column (3 pins)` }).click();
      const column = board.getByRole('region', { name, exact: true });
      const title = column.getByRole('heading', { name, exact: true });
      await expect.poll(() => fullyInside(title, band), { timeout: 3_000 }).toBe(true);
      const report = column.getByRole('button', { name: 'Report' });
      if (await report.count()) {
        expect(await fullyInside(report, band)).toBe(true);
        // In the header, on the row of the mentor's name. Both are measured in one frame: the jump scrolls smoothly.
        const offset = await column.evaluate((element) => {
          const heading = element.querySelector('h3')!.getBoundingClientRect();
          const button = [...element.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Report')!;
          return Math.abs(button.getBoundingClientRect().top - heading.top) - heading.height;
        });
        expect(offset).toBeLessThan(12);
      }
    }
  });

  it('a dialog has one Close', async () => {
    await page.goto(`${session.server.url}/home?settings=true&page=1`);
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.waitFor({ timeout: 20_000 });
    expect(await settings.getByRole('button', { name: 'Close' }).count()).toBe(1);
    await settings.getByRole('button', { name: 'Close' }).click();
    await settings.waitFor({ state: 'detached' });
  });
});
