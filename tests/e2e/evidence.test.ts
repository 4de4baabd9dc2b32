// Evidence a founder can trust, in Chromium against the real server and its offline AI, in English and German: a
// round filled by the AI through every step reads as the AI's (no "entered by you"); the founder records a real
// interview in User Insight Mapping and sees the empathy map corrected by it; the closing verdict names its
// evidence classes and counts the interview as observed; and the published landing page names no persona and shows
// no testimonial the founder did not give.
import {
  createLandingAccount,
  DEFAULT_TRACK_ID,
  generateLandingPage,
  loadLandingConfig,
  publishLandingPage,
  unwrap,
} from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, roundThroughSteps, startFounderSession } from '../src/harness/founder.js';
import { STREAM_IDS, stepOfType } from '../src/harness/reference.js';

const TEXTS = {
  en: {
    idea: {
      PROBLEM: 'Owners of small bike repair shops lose whole afternoons chasing spare parts from five suppliers',
      'TARGET USER': 'Owners of independent bike repair shops in mid-sized towns',
      SOLUTION: 'One order list that finds each part at the supplier who can deliver it tomorrow',
    },
    name: 'Parts in one list',
    panel: 'Real interviews',
    add: 'Add interview',
    notes: 'Notes',
    role: 'Who was it with?',
    who: 'owner of a bike repair shop',
    heard: (pain: string) => `She said it plainly: ${pain}. That is her week, every week.`,
    corrected: 'Corrected by 1 real interview',
    confirmed: 'Confirmed by 1 real interview',
    entered: 'entered by you',
    verdict: 'Verdict',
  },
  de: {
    idea: {
      PROBLEM: 'Inhaber kleiner Fahrradwerkstätten verlieren ganze Nachmittage mit der Suche nach Ersatzteilen',
      'TARGET USER': 'Inhaber unabhängiger Fahrradwerkstätten in mittelgroßen Städten',
      SOLUTION: 'Eine Bestellliste, die jedes Teil beim Lieferanten findet, der es morgen liefern kann',
    },
    name: 'Teile in einer Liste',
    panel: 'Echte Interviews',
    add: 'Interview hinzufügen',
    notes: 'Notizen',
    role: 'Mit wem war das Gespräch?',
    who: 'Inhaberin einer Fahrradwerkstatt',
    heard: (pain: string) => `Sie hat es klar gesagt: ${pain}. So sieht ihre Woche aus, jede Woche.`,
    corrected: 'Korrigiert durch 1 echtes Interview',
    confirmed: 'Bestätigt durch 1 echtes Interview',
    entered: 'von dir eingegeben',
    verdict: 'Urteil',
  },
} as const;

const VALIDATE = STREAM_IDS[1]!;

for (const lang of ['en', 'de'] as const) {
  const T = TEXTS[lang];
  describe(`evidence a founder can trust (${lang})`, () => {
    let session: FounderSession;
    let page: Page;
    let roundId: string;

    const stepUrl = (streamId: string, stepId: string) =>
      `${session.server.url}/track/${DEFAULT_TRACK_ID}?streamId=${streamId}&stepId=${stepId}&roundId=${roundId}`;
    const results = async () =>
      (await unwrap(session.api.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }))).streams.flatMap(
        (stream) => stream.results,
      );
    const resultOf = async (type: Parameters<typeof stepOfType>[0]) =>
      (await results()).find((r) => r.stepId === stepOfType(type).id)?.result as Record<string, unknown> | undefined;

    beforeAll(async () => {
      session = await startFounderSession({
        prepare: async (founder) => {
          await unwrap(
            founder.api.POST('/user/data', {
              body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: null, lang },
            }),
          );
          const round = await roundThroughSteps(founder, T.name, T.idea, [
            'basicIdea',
            'userTinder',
            'insightMapping',
            'problemShadowing',
            'expertChat',
            'feedbackCard',
          ]);
          roundId = round.roundId;
          await unwrap(founder.api.PUT('/streams/usertracks/finished', { body: { roundId } }));
        },
      });
      page = session.page;
    }, 300_000);
    afterAll(() => session?.close());

    it('records a real interview and shows the empathy map corrected by it', async () => {
      const map = await resultOf('insightMapping');
      const pain = String((map?.frustrations as string[] | undefined)?.[0]);
      const insight = stepOfType('insightMapping');
      await page.goto(stepUrl(insight.streamId, insight.id));
      const panel = page.getByRole('region', { name: T.panel });
      await panel.getByRole('button', { name: T.add }).click();
      const dialog = page.getByRole('dialog', { name: T.add });
      await dialog.getByRole('textbox', { name: T.notes }).fill(T.heard(pain.replace(/[.!?]+$/, '')));
      await dialog.getByRole('textbox', { name: T.role }).fill(T.who);
      await dialog.getByRole('button', { name: T.add }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByTestId('corrected-by-interviews').getByText(T.corrected).waitFor();
      await page.getByTestId('pain-evidence').getByText(T.confirmed).first().waitFor();
      expect(await panel.textContent()).toContain(T.who);
      // Everything the AI filled in this step reads as the AI's.
      expect(await page.locator('main').textContent()).not.toContain(T.entered);
      await page.screenshot({ path: `/tmp/evidence-interview-${lang}.png`, fullPage: true });
    }, 90_000);

    it('shows the verdict with its evidence classes, the interview counted as observed', async () => {
      await page.goto(stepUrl(VALIDATE, 'closing-stream'));
      const verdict = page.getByRole('region', { name: T.verdict });
      await verdict.getByTestId('verdict-classes').waitFor();
      const verdictData = await unwrap(
        session.api.GET('/rounds/{roundId}/verdict', { params: { path: { roundId }, query: {} } }),
      );
      expect(verdictData.verdict).not.toBe('GO');
      expect(verdictData.observedCount).toBeGreaterThan(0);
      const observed = verdictData.reasons.flatMap((r) => r.evidence).filter((e) => e.class === 'observed');
      expect(observed.some((e) => e.where === 'interviews' && e.text.includes(T.who))).toBe(true);
      const said = String(await verdict.textContent());
      expect(said).toContain(String(verdictData.observedCount));
      await page.screenshot({ path: `/tmp/evidence-verdict-${lang}.png`, fullPage: true });
    }, 90_000);

    it('publishes a landing page that names no persona and shows no invented testimonial', async () => {
      const page0 = await generateLandingPage(session.api, roundId);
      await createLandingAccount(session.api, { roundId, email: session.email, firstname: 'Ada' });
      await publishLandingPage(session.api, roundId);
      const config = await loadLandingConfig(session.api, roundId);
      const tinder = await resultOf('userTinder');
      const names = [
        String((tinder?.main_persona as { name: string } | undefined)?.name),
        ...[...((tinder?.accepted_users as string[]) ?? []), ...((tinder?.rejected_users as string[]) ?? [])].map(
          (line) => line.split(',')[0]!.trim(),
        ),
      ].filter(Boolean);
      expect(names.length).toBeGreaterThan(1);

      const visitor = await session.browser.newContext();
      const guest = await visitor.newPage();
      await guest.goto(String(config.link));
      const body = String(await guest.locator('body').textContent());
      for (const name of names) expect(body).not.toContain(name);
      for (const slot of [page0.testimonial1, page0.testimonial2, page0.testimonial3]) expect(body).not.toContain(slot);
      expect(await guest.locator('[data-section="testimonials"], #testimonials').count()).toBe(0);
      await guest.screenshot({ path: `/tmp/evidence-hosted-${lang}.png`, fullPage: true });
      await visitor.close();
    }, 90_000);
  });
}
