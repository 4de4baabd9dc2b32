// The Validate stream's conversations in Chromium against the real server and its offline AI. Problem Shadowing:
// answer two situations by hand, autofill the rest, save → a PDF with the answers. The Solution Expert Chat: pick
// a partner, two rounds by click, one Refresh, a reload mid-chat that continues, Answer for me, save → a PDF of
// the transcript with the chosen answers.
import type { TinderResult, UserData } from '@idea-studio/sdk';
import { unwrap } from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, roundThroughSteps, startFounderSession } from '../src/harness/founder.js';
import { STREAM_IDS, stepIdOfType, stepOfType } from '../src/harness/reference.js';

const TRACK = 'Clu-4-HBY';
const VALIDATE = STREAM_IDS[1]!;
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
let mainPersona = '';

const stepUrl = (type: 'problemShadowing' | 'expertChat') =>
  `${server.url}/track/${TRACK}?streamId=${VALIDATE}&stepId=${stepOfType(type).id}&roundId=${roundId}`;

async function pdfOfStep(type: 'problemShadowing' | 'expertChat'): Promise<string> {
  const files = await unwrap(api.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
  const file = files.find((f) => f.stepId === stepIdOfType(type));
  expect(file, type).toBeDefined();
  const res = await fetch(
    `${server.apiUrl}/knowledgehub/trackresult/${roundId}/${file!.fileId}/${encodeURIComponent(file!.fileName)}`,
    { headers: { authorization: `Bearer ${user.token}`, accept: 'application/pdf' } },
  );
  expect(res.status).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
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
    prepare: async (founder) => {
      const round = await roundThroughSteps(founder, 'Night sitters', IDEA, [
        'basicIdea',
        'userTinder',
        'insightMapping',
      ]);
      roundId = round.roundId;
      mainPersona = (round.saved.userTinder!.result.result as TinderResult).main_persona.name;
    },
  });
  ({ server, page, user, api } = session);
});
afterAll(() => session?.close());

describe('Problem Shadowing', () => {
  it('answer two situations by hand, autofill the rest, save → a PDF with the answers', async () => {
    await page.goto(stepUrl('problemShadowing'));
    const instructions = page.getByRole('dialog', { name: 'Instructions' });
    await instructions.getByRole('button', { name: 'Go ahead' }).click();
    await instructions.waitFor({ state: 'detached' });

    await page
      .getByText('Please answer the following questions to gain deeper insight into the core problem...')
      .waitFor();
    // The persona shadowed is the main persona of User Tinder, shown on the right, with its milieu in plain words.
    await page.getByText(mainPersona).first().waitFor();
    expect(await page.getByTestId('shadowing-persona-milieu-about').textContent()).toMatch(/^Social milieu: \w+.{20,}/);
    const active = page.getByTestId('active-situation');
    await active.waitFor({ timeout: 20_000 });
    const box = active.getByPlaceholder('Complete the sentence... or ask the AI ->');
    const first = (await active.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(first).toMatch(/^When /);
    await page.screenshot({ path: '/tmp/validate-shadowing.png', fullPage: true });

    // The first situation by hand; the second with an AI suggestion.
    await box.fill('I text three neighbours and usually end up swapping my shift again.');
    expect(await page.getByRole('button', { name: 'Save Result' }).isDisabled()).toBe(true);
    await active.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: `Open: ${first}` }).waitFor();
    const second = (await active.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(second).not.toBe(first);
    await active.getByRole('button', { name: 'Get AI suggestions' }).click();
    const suggestion = active.getByRole('group', { name: 'Suggestions' }).getByRole('button').first();
    await suggestion.waitFor({ timeout: 20_000 });
    await suggestion.click();
    expect(
      (await active.getByPlaceholder('Complete the sentence... or ask the AI ->').inputValue()).length,
    ).toBeGreaterThan(10);
    await active.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: `Open: ${second}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Result' }).isDisabled()).toBe(true);

    // A draft typed into the third situation, not confirmed with Next, survives a reload.
    const draft = 'I ask the night porter whether anyone on the ward knows a sitter.';
    await active.getByPlaceholder('Complete the sentence... or ask the AI ->').fill(draft);
    await expect
      .poll(async () =>
        JSON.stringify(
          (
            await unwrap(
              api.GET('/rounds/{roundId}/inputs/{stepId}', {
                params: { path: { roundId, stepId: stepIdOfType('problemShadowing') } },
              }),
            )
          ).content,
        ),
      )
      .toContain(draft);
    await page.reload();
    await page.getByText(draft).waitFor();

    await page.getByRole('button', { name: 'Autofill all' }).click();
    await enabled('Save Result');
    await page.screenshot({ path: '/tmp/validate-shadowing-filled.png', fullPage: true });
    await page.getByRole('button', { name: 'Save Result' }).click();
    await page.getByText('Step result generated').waitFor({ timeout: 20_000 });
    await enabled('Next Step');

    const text = await pdfOfStep('problemShadowing');
    expect(text).toContain(mainPersona);
    expect(text).toContain('I text three neighbours and usually end up swapping my shift again.');
    for (const heading of ['Day in life story', 'Core problem', 'Needs and barriers']) expect(text).toContain(heading);

    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.waitForURL((url) => url.searchParams.get('stepId') === stepIdOfType('expertChat'));
  });
});

describe('Solution Expert Chat', () => {
  const roundCard = (n: number) => page.getByRole('region', { name: `ROUND ${n}/4` });
  const optionsOf = (n: number) => roundCard(n).getByRole('group').getByRole('button');
  const chosenOf = async (n: number) => ((await roundCard(n).getByTestId('chosen-answer').textContent()) ?? '').trim();
  const questionOf = async (n: number) =>
    ((await roundCard(n).getByTestId('chat-question').textContent()) ?? '').trim();

  it('pick a partner, two rounds by click, Refresh, reload mid-chat and go on, Answer for me, save → the transcript as a PDF', async () => {
    expect(page.url()).toContain(`stepId=${stepIdOfType('expertChat')}`);
    const partners = page.getByRole('radiogroup', { name: 'Interview partner' });
    await partners.waitFor({ timeout: 20_000 });
    // The accepted users are offered, the main persona first and chosen.
    const personas = page.getByRole('radiogroup', { name: 'Persona' });
    expect(await personas.getByRole('radio').first().getAttribute('aria-label')).toBe(mainPersona);
    await partners.getByRole('radio', { name: 'Juno Brightwell' }).click();
    await page.screenshot({ path: '/tmp/validate-chat-start.png', fullPage: true });
    await page.getByRole('button', { name: 'Start Chat' }).click();

    // Two rounds by click: b) and c).
    await optionsOf(1).first().waitFor({ timeout: 20_000 });
    expect(await roundCard(1).textContent()).toContain('Juno Brightwell');
    const labels = await optionsOf(1).allTextContents();
    expect(labels.slice(0, 3).map((l) => l.slice(0, 2))).toEqual(['a)', 'b)', 'c)']);
    const picked: string[] = [];
    picked.push((await optionsOf(1).nth(1).getAttribute('aria-label')) ?? '');
    await optionsOf(1).nth(1).click();
    await roundCard(2).waitFor({ timeout: 20_000 });
    expect(await chosenOf(1)).toBe(picked[0]);
    await optionsOf(2).first().waitFor({ timeout: 20_000 });
    picked.push((await optionsOf(2).nth(2).getAttribute('aria-label')) ?? '');
    await optionsOf(2).nth(2).click();
    await roundCard(3).waitFor({ timeout: 20_000 });
    expect(await chosenOf(2)).toBe(picked[1]);

    // Refresh asks round 3 again.
    await optionsOf(3).first().waitFor({ timeout: 20_000 });
    const before = await questionOf(3);
    const beforeOptions = await optionsOf(3).allTextContents();
    await roundCard(3).getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction(
      (old) => {
        const region = [...document.querySelectorAll('section')].find(
          (s) => s.getAttribute('aria-label') === 'ROUND 3/4',
        );
        const options = region ? [...region.querySelectorAll('[role="group"] button')].map((b) => b.textContent) : [];
        return options.length > 0 && options.join('|') !== old;
      },
      beforeOptions.join('|'),
      { timeout: 20_000 },
    );
    expect((await questionOf(3)).length).toBeGreaterThan(10);
    expect([await questionOf(3), ...(await optionsOf(3).allTextContents())].join('|')).not.toBe(
      [before, ...beforeOptions].join('|'),
    );
    await page.screenshot({ path: '/tmp/validate-chat-round3.png', fullPage: true });

    // A reload continues the chat where it was.
    const round3 = await questionOf(3);
    await page.reload();
    await optionsOf(3).first().waitFor({ timeout: 20_000 });
    expect(await questionOf(3)).toBe(round3);
    expect(await chosenOf(1)).toBe(picked[0]);
    expect(await chosenOf(2)).toBe(picked[1]);
    expect(await page.getByRole('button', { name: 'Save Result' }).isDisabled()).toBe(true);

    // Answer for me picks the reaction that fits the persona best (one of the round's three); then round 4 by click.
    const offered = await Promise.all(
      (await optionsOf(3).all()).map(async (o) => (await o.getAttribute('aria-label')) ?? ''),
    );
    await roundCard(3).getByRole('button', { name: 'Answer for me' }).click();
    await optionsOf(4).first().waitFor({ timeout: 20_000 });
    const likely = await chosenOf(3);
    expect(offered).toContain(likely);
    picked.push(likely);
    picked.push((await optionsOf(4).first().getAttribute('aria-label')) ?? '');
    await optionsOf(4).first().click();
    await enabled('Save Result');
    await page.screenshot({ path: '/tmp/validate-chat-done.png', fullPage: true });
    await page.getByRole('button', { name: 'Save Result' }).click();
    await page.getByText('Step result generated').waitFor({ timeout: 20_000 });
    await enabled('Next Step');
    expect(await page.getByRole('button', { name: 'Save Result' }).isDisabled()).toBe(true);

    const text = await pdfOfStep('expertChat');
    for (const part of ['Interview partner', 'Juno Brightwell', mainPersona, 'Chosen answer', 'Objections']) {
      expect(text).toContain(part);
    }
    for (const answer of picked) expect(text).toContain(answer.replace(/\s+/g, ' ').slice(0, 40));
  });
});
