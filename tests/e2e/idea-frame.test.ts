// "How we read your idea" in the Basic Idea step, in Chromium against the real server and its offline reader, in
// English and in German: a round whose title is a brand word, the idea typed, the reading shown slot by slot (the
// title never becomes the offer or the people), one slot corrected by the founder, and the correction still there,
// as the founder's, after a reload and in the step's saved input.
import { authorLabel, defaultProject, unwrap } from '@idea-studio/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, startFounderSession } from '../src/harness/founder.js';
import { stepIdOfType } from '../src/harness/reference.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const BASIC_IDEA = stepIdOfType('basicIdea');
const BRAND = 'Pfotenmobil';

let session: FounderSession;
let page: Page;

beforeAll(async () => {
  session = await startFounderSession();
  ({ page } = session);
});
afterAll(() => session?.close());

interface Journey {
  lang: 'en' | 'de';
  idea: string;
  correction: string;
  texts: {
    guideMe: string;
    closeChat: string;
    problem: RegExp;
    panel: string;
    correct: string;
    people: string;
    save: string;
    notSaid: string;
  };
}

const JOURNEYS: Journey[] = [
  {
    lang: 'en',
    idea: 'Busy dog owners in Hamburg have no time to take their dogs to the groomer, so we groom dogs at their door',
    correction: 'dog owners who work long hours',
    texts: {
      guideMe: 'Guide me step by step',
      closeChat: 'Close chat',
      problem: /The problem I solve/,
      panel: 'How we read your idea',
      correct: 'Correct: Who it is for',
      people: 'Who it is for',
      save: 'Save',
      notSaid: 'not said',
    },
  },
  {
    lang: 'de',
    idea: 'Berufstätige Hundebesitzer in Hamburg haben keine Zeit für den Hundesalon, darum pflegen wir Hunde vor ihrer Haustür',
    correction: 'Hundebesitzer mit langen Arbeitstagen',
    texts: {
      guideMe: 'Führe mich Schritt für Schritt',
      closeChat: 'Chat schließen',
      problem: /Das Problem, das ich löse/,
      panel: 'So lesen wir deine Idee',
      correct: 'Korrigieren: Für wen',
      people: 'Für wen',
      save: 'Speichern',
      notSaid: 'nicht genannt',
    },
  },
];

/** A slot's shown value ("not said" when empty). */
const slotValue = (panel: Locator, slot: string) =>
  panel.locator(`[data-slot="${slot}"]`).getByTestId('frame-value').textContent();

/** Starts a round named `name` in `lang` and opens its Basic Idea step with the start dialog answered. */
async function openBasicIdea(journey: Journey, name: string): Promise<string> {
  const { api, user, server } = session;
  await unwrap(
    api.POST('/user/data', {
      body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: null, lang: journey.lang },
    }),
  );
  const { roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: { trackId: TRACK, streamId: QUALIFY, stepId: BASIC_IDEA, projectId: defaultProject(user)!.projectId, name },
    }),
  );
  // The web's language is the browser's choice, stored under idea_lang.
  await page.goto(server.url);
  await page.evaluate((lang) => localStorage.setItem('idea_lang', lang), journey.lang);
  await page.goto(`${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${BASIC_IDEA}&roundId=${roundId}`);
  await page.getByRole('button', { name: journey.texts.guideMe }).click();
  const close = page.getByRole('button', { name: journey.texts.closeChat });
  await close.click();
  return roundId;
}

describe.each(JOURNEYS)('How we read your idea ($lang)', (journey) => {
  it('reads the typed idea without taking the title for it, and keeps the founder’s correction', async () => {
    const { api } = session;
    const roundId = await openBasicIdea(journey, BRAND);
    const { texts } = journey;

    const reading = page.waitForResponse(
      (response) => response.url().endsWith('/api/aiservice/ideaframe') && response.ok(),
      { timeout: 20_000 },
    );
    await page.getByRole('textbox', { name: texts.problem }).fill(journey.idea);
    const panel = page.getByRole('region', { name: texts.panel });
    await panel.waitFor({ timeout: 10_000 });
    const answered = await reading;
    // The title is sent as the title, never inside the idea's words.
    expect(answered.request().postDataJSON()).toEqual({ text: journey.idea, title: BRAND, lang: journey.lang });
    await panel.locator('[data-slot="offer"]').waitFor({ timeout: 10_000 });

    // The brand word names the product at most: it is neither the offer nor the people.
    for (const slot of ['offer', 'people', 'setting']) expect(await slotValue(panel, slot)).not.toContain(BRAND);
    // Every slot shows something: the founder's words, or "not said".
    for (const slot of ['offer', 'people', 'setting', 'price', 'priceKind', 'partners', 'channels', 'shape', 'name'])
      expect((await slotValue(panel, slot))?.trim()).not.toBe('');
    expect(await panel.getByText(texts.notSaid, { exact: true }).count()).toBeGreaterThan(0);

    // Desktop: the panel fits the window.
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);

    // One slot corrected: saved at once with the step's input, as the founder's.
    await panel.getByRole('button', { name: texts.correct }).click();
    await panel.getByRole('textbox', { name: texts.people }).fill(journey.correction);
    const saved = page.waitForResponse(
      (response) => response.url().includes(`/api/rounds/${roundId}/inputs/`) && response.request().method() === 'PUT',
    );
    await panel.getByRole('button', { name: texts.save, exact: true }).click();
    await saved;

    await page.reload();
    const reloaded = page.getByRole('region', { name: texts.panel });
    const people = reloaded.locator('[data-slot="people"]');
    await people.getByText(journey.correction).waitFor({ timeout: 10_000 });
    expect(await people.getByTestId('author-label').textContent()).toBe(authorLabel('founder', journey.lang));

    const input = await unwrap(
      api.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId: BASIC_IDEA } } }),
    );
    const entries = input.content as Array<{ type: string; content: string; author?: string }>;
    expect(entries.find((e) => e.type === 'PEOPLE')).toEqual({
      type: 'PEOPLE',
      content: journey.correction,
      author: 'founder',
    });
    expect(entries.find((e) => e.type === 'PROBLEM')).toEqual({
      type: 'PROBLEM',
      content: journey.idea,
      author: 'founder',
    });
    // The slots the founder did not touch stay the assistant's reading.
    expect(entries.find((e) => e.type === 'OFFER')?.author).toBe('ai');
  });
});
