// What a founder names survives the whole track, in Chromium against the real server and its offline assistant, in
// English and German: a fresh one-liner that names a setting, a partner and a price model is typed as the track's
// name, the Basic Idea is filled by "Autofill all" and saved in the browser, `run --autofill` works the rest of the
// track from the terminal, and then the shared project page shows the three details in the idea card, a main persona
// who belongs to the market, the canvas's Key partners and Revenue streams, and the published landing page says them.
import { DEFAULT_TRACK_ID, unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autofillRestAndShare,
  type FounderSession,
  publishedLandingLink,
  startFounderSession,
} from '../src/harness/founder.js';
import { STREAM_IDS, stepIdOfType } from '../src/harness/reference.js';

const JOURNEYS = {
  en: {
    idea: 'Kayak rental for holiday guests at the Mecklenburg lakes, with pick-up at partner campsites, paid per day',
    setting: /Mecklenburg/,
    partner: /campsite/i,
    price: /per day|daily|day price|a day/i,
    /** A main persona of this market: a guest on holiday, a paddler, a camper — not a stock character. */
    persona: /holiday|guest|paddl|kayak|camp|lake|tourist|visitor/i,
    filler: /at home or at work|mobile on-site|in one city or region|Comes to them/i,
    start: "Let's start",
    welcome: 'Welcome Ada',
    autofill: 'Autofill all',
    save: 'Save Result',
    saved: 'Step result generated',
    keyPartners: 'Key partners',
    revenue: 'Revenue streams',
  },
  de: {
    idea: 'Kanuverleih für Urlauber an der Mecklenburgischen Seenplatte, Abholung auf Partner-Campingplätzen, 30 € pro Tag',
    setting: /Seenplatte/,
    partner: /Campingpl/i,
    price: /pro Tag|Tagespreis|30 €|je Tag/i,
    persona: /Urlaub|Gäst|Gast|Paddl|Kanu|Camping|See|Tourist|Besucher/i,
    filler: /zu Hause oder bei der Arbeit|Vor-Ort-Service|in einer Stadt oder Region|kommt zu ihnen/i,
    start: "Los geht's",
    welcome: 'Willkommen Ada',
    autofill: 'Alles automatisch ausfüllen',
    save: 'Ergebnis speichern',
    saved: 'Schrittergebnis erstellt',
    keyPartners: 'Schlüsselpartner',
    revenue: 'Einnahmequellen',
  },
} as const;

const QUALIFY = STREAM_IDS[0]!;

/** Whether `text` repeats six or more words in a row of `sentence` (a pasted idea sentence, not a persona's own). */
function pastes(text: string, sentence: string): boolean {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}€]+/gu) ?? [];
  const own = words(sentence);
  const said = ` ${words(text).join(' ')} `;
  for (let i = 0; i + 6 <= own.length; i++) if (said.includes(` ${own.slice(i, i + 6).join(' ')} `)) return true;
  return false;
}

for (const lang of ['en', 'de'] as const) {
  const J = JOURNEYS[lang];
  describe(`named details carried through the track (${lang})`, () => {
    let session: FounderSession;
    let page: Page;
    let roundId: string;

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

    it('fills the Basic Idea from the one-liner in the browser, keeping setting, partner and price', async () => {
      const projectId = session.user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
      ({ roundId } = await unwrap(
        session.api.POST('/streams/starttrack', {
          body: { trackId: DEFAULT_TRACK_ID, streamId: QUALIFY, stepId: `initial-${QUALIFY}`, projectId, name: J.idea },
        }),
      ));
      await page.goto(
        `${session.server.url}/track/${DEFAULT_TRACK_ID}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=${roundId}`,
      );
      await page.getByRole('button', { name: J.start }).click();
      await page.waitForURL((url) => url.searchParams.get('stepId') === stepIdOfType('basicIdea'));
      const welcome = page.getByRole('dialog', { name: J.welcome });
      await welcome.waitFor();
      await page.keyboard.press('Escape');
      await welcome.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: J.autofill }).click();
      const save = page.getByRole('button', { name: J.save });
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle(), {
        timeout: 20_000,
      });
      await save.click();
      await page.getByText(J.saved).waitFor({ timeout: 20_000 });
    }, 90_000);

    it('works the rest of the track from the terminal', async () => {
      await autofillRestAndShare(session, roundId);
    }, 120_000);

    it('shows the details in the idea card, a fitting main persona and the canvas of the project page', async () => {
      // The visitor reads the page in the founder's language.
      const visitor = await session.browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-GB' });
      const guest = await visitor.newPage();
      await guest.goto(`${session.server.url}/projectpage?pid=${roundId}`);
      const card = guest.getByTestId('project-idea');
      await card.getByRole('heading').first().waitFor();
      const cardText = String(await card.textContent());
      expect(cardText).toMatch(J.setting);
      expect(cardText).toMatch(J.partner);
      expect(cardText).toMatch(J.price);

      // The main persona belongs to this market and this place, in their own words — not the one-liner pasted in.
      const persona = String(await guest.getByTestId('project-persona').textContent());
      expect(persona).toMatch(J.persona);
      expect(persona).toMatch(J.setting);
      expect(pastes(persona, J.idea)).toBe(false);

      const canvas = guest.getByTestId('project-canvas');
      const partners = String(await canvas.getByRole('region', { name: J.keyPartners }).textContent());
      expect(partners).toMatch(J.partner);
      const revenue = String(await canvas.getByRole('region', { name: J.revenue }).textContent());
      expect(revenue).toMatch(J.price);
      expect(String(await canvas.textContent())).not.toContain('…');
      await guest.screenshot({ path: `/tmp/named-details-project-${lang}.png`, fullPage: true });
      await visitor.close();
    }, 60_000);

    it('publishes a landing page that says where, with whom and at what price', async () => {
      const link = await publishedLandingLink(session, roundId);
      const visitor = await session.browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-GB' });
      const guest = await visitor.newPage();
      await guest.goto(link);
      const body = String(await guest.locator('body').textContent());
      expect(body).toMatch(J.setting);
      expect(body).toMatch(J.partner);
      expect(body).toMatch(J.price);
      // What the founder named replaces the general phrasing.
      expect(body).not.toMatch(J.filler);
      await guest.screenshot({ path: `/tmp/named-details-landing-${lang}.png`, fullPage: true });
      await visitor.close();
    }, 60_000);
  });
}
