// A corrected reading writes the track, in Chromium against the real server and its offline assistant, in English
// and in German: a round titled with a brand word, the idea typed in the Basic Idea, the reading shown, the people
// corrected by the founder, the Basic Idea filled and saved in the browser. The correction is then visible in the
// persona deck of User Tinder (in the browser), and, after `run --autofill` has worked the rest of the track from
// the terminal, in the canvas's Customer segments of the shared project page and in the published landing page —
// never the people the assistant first read.
import { authorLabel, DEFAULT_TRACK_ID, defaultProject, unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autofillRestAndShare,
  type FounderSession,
  publishedLandingLink,
  startFounderSession,
} from '../src/harness/founder.js';
import { STREAM_IDS, stepIdOfType } from '../src/harness/reference.js';

const QUALIFY = STREAM_IDS[0]!;
const BASIC_IDEA = stepIdOfType('basicIdea');
const BRAND = 'Pfotenmobil';

const JOURNEYS = {
  en: {
    idea: 'Busy dog owners in Hamburg have no time to take their dogs to the groomer, so we groom dogs at their door',
    read: 'Busy dog owners',
    correction: 'senior dog owners',
    /** The corrected people as the assistant writes about them: seniors, retired. */
    corrected: /senior|retire/i,
    /** The people first read, which the correction replaced. */
    first: /busy dog owner/i,
    guideMe: 'Guide me step by step',
    closeChat: 'Close chat',
    problem: /The problem I solve/,
    panel: 'How we read your idea',
    correct: 'Correct: Who it is for',
    people: 'Who it is for',
    save: 'Save',
    autofill: 'Autofill all',
    saveResult: 'Save Result',
    saved: 'Step result generated',
    segments: 'Customer segments',
  },
  de: {
    idea: 'Berufstätige Hundebesitzer in Hamburg haben keine Zeit für den Hundesalon, darum pflegen wir Hunde vor ihrer Haustür',
    read: 'Berufstätige Hundebesitzer',
    correction: 'ältere Hundebesitzer',
    corrected: /ältere|Rente|Rentner|Ruhestand|pensioniert|Senior/i,
    first: /berufstätige Hundebesitzer/i,
    guideMe: 'Führe mich Schritt für Schritt',
    closeChat: 'Chat schließen',
    problem: /Das Problem, das ich löse/,
    panel: 'So lesen wir deine Idee',
    correct: 'Korrigieren: Für wen',
    people: 'Für wen',
    save: 'Speichern',
    autofill: 'Alles automatisch ausfüllen',
    saveResult: 'Ergebnis speichern',
    saved: 'Schrittergebnis erstellt',
    segments: 'Kundensegmente',
  },
} as const;

for (const lang of ['en', 'de'] as const) {
  const J = JOURNEYS[lang];
  describe(`a corrected reading writes the track (${lang})`, () => {
    let session: FounderSession;
    let page: Page;
    let roundId: string;
    const stepUrl = (stepId: string) =>
      `${session.server.url}/track/${DEFAULT_TRACK_ID}?streamId=${QUALIFY}&stepId=${stepId}&roundId=${roundId}`;

    beforeAll(async () => {
      session = await startFounderSession({
        prepare: async (founder) => {
          await unwrap(
            founder.api.POST('/user/data', {
              body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: null, lang },
            }),
          );
        },
      });
      page = session.page;
    }, 120_000);
    afterAll(() => session?.close());

    it('shows the reading of the typed idea, takes the founder’s correction of the people, and saves the step', async () => {
      ({ roundId } = await unwrap(
        session.api.POST('/streams/starttrack', {
          body: {
            trackId: DEFAULT_TRACK_ID,
            streamId: QUALIFY,
            stepId: BASIC_IDEA,
            projectId: defaultProject(session.user)!.projectId,
            name: BRAND,
          },
        }),
      ));
      await page.goto(session.server.url);
      await page.evaluate((l) => localStorage.setItem('idea_lang', l), lang);
      await page.goto(stepUrl(BASIC_IDEA));
      await page.getByRole('button', { name: J.guideMe }).click();
      await page.getByRole('button', { name: J.closeChat }).click();

      await page.getByRole('textbox', { name: J.problem }).fill(J.idea);
      const panel = page.getByRole('region', { name: J.panel });
      const people = panel.locator('[data-slot="people"]');
      await people.getByText(J.read).waitFor({ timeout: 20_000 });

      await panel.getByRole('button', { name: J.correct }).click();
      await panel.getByRole('textbox', { name: J.people }).fill(J.correction);
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes(`/api/rounds/${roundId}/inputs/`) && response.request().method() === 'PUT',
      );
      await panel.getByRole('button', { name: J.save, exact: true }).click();
      await saved;
      await people.getByText(J.correction).waitFor();
      expect(await people.getByTestId('author-label').textContent()).toBe(authorLabel('founder', lang));

      await page.getByRole('button', { name: J.autofill }).click();
      const save = page.getByRole('button', { name: J.saveResult });
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle(), {
        timeout: 30_000,
      });
      await save.click();
      await page.getByText(J.saved).waitFor({ timeout: 30_000 });
    }, 120_000);

    it('meets the corrected people in the persona deck', async () => {
      await page.goto(stepUrl(stepIdOfType('userTinder')));
      const card = page.getByTestId('persona-card').first();
      await card.waitFor({ timeout: 30_000 });
      const deck = String(await card.textContent());
      expect(deck).toMatch(J.corrected);
      expect(deck).not.toMatch(J.first);
    }, 60_000);

    it('works the rest of the track from the terminal', async () => {
      await autofillRestAndShare(session, roundId);
    }, 180_000);

    it('shows the corrected people in the canvas’s customer segments and on the landing page', async () => {
      const visitor = await session.browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-GB' });
      const guest = await visitor.newPage();
      await guest.goto(`${session.server.url}/projectpage?pid=${roundId}`);
      const canvas = guest.getByTestId('project-canvas');
      const segments = canvas.getByRole('region', { name: J.segments });
      await segments.waitFor({ timeout: 20_000 });
      const segmentText = String(await segments.textContent());
      expect(segmentText).toMatch(J.corrected);
      expect(segmentText).not.toMatch(J.first);

      const link = await publishedLandingLink(session, roundId);
      await guest.goto(link);
      // The page speaks to the corrected people from its first heading on; the founder's problem sentence, quoted
      // as they wrote it, may still name whom they first thought of.
      const hero = await guest.getByRole('heading', { level: 1 }).first().textContent();
      expect(String(hero)).toMatch(J.corrected);
      expect(String(hero)).not.toMatch(J.first);
      const body = String(await guest.locator('body').textContent());
      expect(body.split(J.correction).length - 1).toBeGreaterThanOrEqual(2);
      await visitor.close();
    }, 90_000);
  });
}
