// The main screens in German, in Chromium against the real server: a German user walks landing, login,
// registration, the dashboard with an idea, the new idea dialog, the track page, the Basic Idea step, Key Results
// with the result preview, the settings' three tabs and the profile's two tabs. On each screen every visible text
// and accessible name must read German — the spec's product names and the user's own data aside — and so must the
// result PDF.

import { readFile } from 'node:fs/promises';
import { createIdeaClient, defaultProject, type UserData, unwrap } from '@idea-studio/sdk';
import type { Browser, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, loginWithCode, PASSWORD, registerConfirmed, uniqueEmail } from '../src/harness/accounts.js';
import { launchBrowser } from '../src/harness/browser.js';
import { englishIn, englishOnPage } from '../src/harness/englishText.js';
import { stepIdOfType } from '../src/harness/reference.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const BASIC_IDEA = stepIdOfType('basicIdea');

/** A German idea card, as the Basic Idea step saves it. */
const CARD = {
  name: 'Sonnenkiosk',
  tagline: 'Strom, wo das Netz endet',
  key_features: ['Akkus mieten statt kaufen', 'Solarmodule auf dem Kioskdach'],
  target_group: 'Kioskbesitzer in Dörfern ohne Stromnetz',
  value_proposition: 'Günstiges Licht am Abend',
};

let server: RunningServer;
let browser: Browser;
let page: Page;
let user: UserData;
let email: string;
let roundId: string;
/** The user's own data, which may be in any language. */
let ownData: string[];

async function startRound(name: string): Promise<string> {
  const api = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  const { roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: {
        trackId: TRACK,
        streamId: QUALIFY,
        stepId: `initial-${QUALIFY}`,
        projectId: defaultProject(user)!.projectId,
        name,
      },
    }),
  );
  return roundId;
}

/** A Basic Idea result of the round: its PDF result file plus the step result pointing to it. */
async function saveCard(round: string): Promise<void> {
  const api = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  const file = await unwrap(
    api.POST('/knowledgehub/trackresult', {
      body: {
        roundId: round,
        name: CARD.name,
        data: CARD,
        type: 'Basic Idea',
        projectId: defaultProject(user)!.projectId,
        currentStepNr: 1,
        stepId: BASIC_IDEA,
      },
    }),
  );
  await unwrap(
    api.POST('/rounds/{roundId}/results', {
      params: { path: { roundId: round } },
      body: {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        name: 'basicIdea',
        result: CARD,
        stepIndex: 1,
        fileId: file.filedata.id,
      },
    }),
  );
}

/** Fails with every English text on the screen (waits a moment for late texts such as spinners to settle). */
async function expectGerman(screen: string) {
  await page.waitForLoadState('networkidle');
  const english = await englishOnPage(page, ownData);
  expect(english, `English on ${screen}:\n${english.join('\n')}`).toEqual([]);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  email = await registerConfirmed(server, uniqueEmail('deutsch'), 'de');
  user = await loginWithCode(server, email);
  const api = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  await unwrap(
    api.POST('/user/data', { body: { prename: 'Ada', lastname: 'Gründerin', intentionRoleId: 1, lang: 'de' } }),
  );
  roundId = await startRound('Sonnenkiosk');
  await saveCard(roundId);
  ownData = [email, 'Ada', 'Gründerin', 'AG', roundId, ...Object.values(CARD).flat()];
  // A German browser: the pages before the login speak German too.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the English detector', () => {
  it.each([
    ['Do you really want to delete the Stream?', true],
    ['Noch 30 Feedback bis Ship', false],
    ['0 Feedbacks', true],
    ['Owner', true],
    ['Alle Dateien und Memory-Daten werden gelöscht.', true],
    ['Stream löschen', true],
    ['Tagline', true],
    ['Möchtest du diese Idee wirklich löschen?', false],
    ['Key Results', false],
    ['Elevator Pitch', false],
    ['Was willst du als Nächstes tun?', false],
  ])('%j reads English: %s', (text, english) => {
    expect(englishIn(text) !== undefined).toBe(english);
  });
});

describe('German screens', () => {
  it('landing page', async () => {
    await page.goto(`${server.url}/start`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectGerman('the landing page');
  });

  it('login', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Passwort', { exact: true }).waitFor();
    await expectGerman('the login page');
  });

  it('registration', async () => {
    await page.goto(`${server.url}/login/register`);
    await page.getByLabel('Passwort', { exact: true }).waitFor();
    await expectGerman('the registration page');
  });

  it('logs in and shows the dashboard with the idea', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    const before = (await server.mailbox()).length;
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/login\/verify\/[^/?]+$/);
    await expectGerman('the 2FA page');
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      const mails = await server.mailbox();
      const mail = mails.length > before ? mails.find((m) => m.to === email && /\b\d{6}\b/.test(m.text)) : undefined;
      if (mail) code = codeFrom(mail.text);
      else await new Promise((r) => setTimeout(r, 100));
    }
    await page.getByLabel('2FA-Code').fill(code!);
    await page.getByRole('button', { name: 'Code bestätigen' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('article', { name: 'Sonnenkiosk' }).waitFor();
    await expectGerman('the dashboard');
  });

  it('new idea dialog', async () => {
    await page.goto(`${server.url}/home?new-stream=true`);
    await page.getByRole('dialog', { name: 'Neue Geschäftsidee' }).waitFor();
    await expectGerman('the new idea dialog');
  });

  it('track page, start view', async () => {
    await page.goto(`${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=${roundId}`);
    await page.getByRole('button', { name: "Los geht's" }).waitFor();
    await expectGerman('the track page’s start view');
  });

  it('Basic Idea step, its start dialog and Johnny’s opening', async () => {
    const fresh = await startRound('Lastenrad-Verleih');
    ownData.push('Lastenrad-Verleih');
    await page.goto(`${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${BASIC_IDEA}&roundId=${fresh}`);
    const start = page.getByRole('dialog', { name: 'Willkommen Ada' });
    await start.waitFor();
    await expectGerman('the start dialog');
    await page.getByRole('button', { name: 'Führe mich Schritt für Schritt' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat mit Johnny' });
    await chat.waitFor();
    await chat.getByText('Johnny', { exact: true }).first().waitFor();
    await expectGerman('the Basic Idea step with the chat');
  });

  it('Key Results and the result preview', async () => {
    await page.goto(`${server.url}/home`);
    const row = page.getByRole('article', { name: 'Sonnenkiosk' });
    await row.getByRole('button', { name: 'Kernergebnisse' }).click();
    const keyResults = page.getByRole('dialog', { name: 'Kernergebnisse' });
    await keyResults.waitFor();
    await expectGerman('Key Results');
    await keyResults.getByTestId('key-result-elevatorPitch').getByRole('button', { name: 'Anzeigen' }).click();
    const preview = page.getByRole('dialog', { name: 'Elevator Pitch' });
    await preview.getByRole('heading', { name: 'Zielgruppe' }).waitFor();
    await expectGerman('the result preview');

    // The result's PDF, as the preview's PDF button downloads it, heads the same fields in German.
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'PDF' }).click();
    const path = await (await download).path();
    const { text } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true });
    for (const heading of ['Slogan', 'Kernfunktionen', 'Zielgruppe', 'Nutzenversprechen'])
      expect(text).toContain(heading);
    expect(englishIn(text.replace(/\s+/g, ' '), ownData)).toBeUndefined();
  });

  it('User Tinder and User Insight Mapping, with the offline personas and answers', async () => {
    const step = (type: 'userTinder' | 'insightMapping') =>
      `${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${stepIdOfType(type)}&roundId=${roundId}`;
    await page.goto(step('userTinder'));
    const instructions = page.getByRole('dialog');
    await instructions.getByRole('button', { name: "Los geht's" }).click();
    await instructions.waitFor({ state: 'detached' });
    const card = page.getByTestId('persona-card');
    await card.waitFor({ timeout: 20_000 });
    await expectGerman('User Tinder with a persona card');
    await card.getByRole('button', { name: 'Ganze Persona zeigen' }).click();
    const persona = page.getByRole('dialog', { name: 'PERSONA' });
    await persona.waitFor();
    await expectGerman('the PERSONA dialog');
    await page.keyboard.press('Escape');
    await persona.waitFor({ state: 'detached' });

    // One match, the rest no match: saved without the prioritising dialog.
    await card.getByRole('button', { name: 'Passt', exact: true }).click();
    const done = page.getByText('Alle potenziellen Nutzer eingeordnet. Weiter zum nächsten Schritt');
    while (!(await done.isVisible())) {
      const name = await card.getByRole('heading', { level: 2 }).textContent();
      await card.getByRole('button', { name: 'Passt nicht', exact: true }).click();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('[data-testid="persona-card"] h2')?.textContent !== previous ||
          !document.querySelector('[data-testid="persona-card"]'),
        name,
      );
    }
    await expectGerman('User Tinder with every persona sorted');
    await page.getByRole('button', { name: 'Ergebnis speichern' }).click();
    await page.getByRole('button', { name: 'Nächster Schritt' }).and(page.locator(':not([disabled])')).waitFor();

    await page.goto(step('insightMapping'));
    const question = page.getByTestId('active-question');
    await question.getByRole('heading', { name: /^Was hört / }).waitFor();
    await question.getByRole('list', { name: 'Antworten' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
    await expectGerman('User Insight Mapping with Johnny’s answers');
  });

  it('Problem Shadowing and the expert chat, with the offline situations and interview', async () => {
    const VALIDATE = 'Vq7-3Lm9Xa';
    const step = (type: 'problemShadowing' | 'expertChat') =>
      `${server.url}/track/${TRACK}?streamId=${VALIDATE}&stepId=${stepIdOfType(type)}&roundId=${roundId}`;
    await page.goto(step('problemShadowing'));
    const instructions = page.getByRole('dialog');
    await instructions.getByRole('button', { name: "Los geht's" }).click();
    await instructions.waitFor({ state: 'detached' });
    const situation = page.getByTestId('active-situation');
    await situation.waitFor({ timeout: 20_000 });
    expect(await situation.getByRole('heading').first().textContent()).toMatch(/^Wenn /);
    await expectGerman('Problem Shadowing with the persona’s day and situations');

    await page.goto(step('expertChat'));
    await page.getByRole('radiogroup', { name: 'Interviewpartner' }).waitFor({ timeout: 20_000 });
    await expectGerman('the expert chat’s persona and partner choice');
    await page.getByRole('button', { name: 'Chat starten' }).click();
    const round = page.getByRole('region', { name: 'RUNDE 1/4' });
    await round.getByRole('group').getByRole('button').first().waitFor({ timeout: 20_000 });
    await expectGerman('the expert chat’s first round');
  });

  it('the Feedback Card with a mentor’s talk, and the Feedback Board', async () => {
    const VALIDATE = 'Vq7-3Lm9Xa';
    await page.goto(
      `${server.url}/track/${TRACK}?streamId=${VALIDATE}&stepId=${stepIdOfType('feedbackCard')}&roundId=${roundId}`,
    );
    const instructions = page.getByRole('dialog');
    if (
      await instructions
        .getByRole('button', { name: "Los geht's" })
        .isVisible()
        .catch(() => false)
    ) {
      await instructions.getByRole('button', { name: "Los geht's" }).click();
      await instructions.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Mentor auswählen' }).click();
    const info = page.getByRole('dialog', { name: 'Informationen, die deine Mentoren sehen' });
    await info.waitFor();
    await expectGerman('the information-shared popup');
    await info.getByRole('button', { name: 'Weiter' }).click();
    const mentors = page.getByRole('dialog', { name: 'Mentor auswählen' });
    await mentors.getByText('Mara', { exact: true }).waitFor();
    await expectGerman('the mentor select dialog');
    await mentors.getByText('Mara', { exact: true }).click();
    await page.getByTestId('pin').first().waitFor({ timeout: 20_000 });
    await expectGerman('the Feedback Card with Mara’s opening and pins');

    await page.goto(`${server.url}/home`);
    await page.getByRole('button', { name: 'Feedback Board' }).first().click();
    const board = page.getByRole('dialog', { name: 'Feedback Board' });
    await board.getByTestId('board-column').first().waitFor();
    await expectGerman('the Feedback Board');
  });

  it('settings, all three tabs', async () => {
    for (const [pageNr, tab] of [
      [1, 'Basisdaten'],
      [2, 'Projektwissen'],
      [3, 'Teammitglieder'],
    ] as const) {
      await page.goto(`${server.url}/home?settings=true&page=${pageNr}`);
      const dialog = page.getByRole('dialog', { name: 'Einstellungen' });
      await dialog.getByRole('tab', { name: tab, selected: true }).waitFor();
      await expectGerman(`the settings tab ${tab}`);
    }
  });

  it('profile, both tabs', async () => {
    await page.goto(`${server.url}/home/account`);
    await page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }).waitFor();
    await page.getByLabel('Vorname').waitFor();
    await expectGerman('the profile’s basic settings');
    await page.getByRole('tab', { name: 'Lizenz & Plätze' }).click();
    await page.getByRole('tab', { name: 'Lizenz & Plätze', selected: true }).waitFor();
    await expectGerman('the profile’s licence tab');
  });
});
