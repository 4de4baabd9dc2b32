// A changed idea frame is a changed idea, in Chromium against the real server: the founder types the idea and never
// touches "How we read your idea", yet the reading is stored with the Basic Idea's input (every slot the AI's); the
// step's result is saved from it; once the founder corrects a slot, the saved step says it was written from an
// earlier reading, and "Write again" (behind the replace confirmation) writes it anew, which ends the notice.
import {
  defaultProject,
  isFrameEntryType,
  loadTrackStructure,
  sectionsToEntries,
  stepContext,
  stepWorker,
  unwrap,
} from '@idea-studio/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FounderSession, startFounderSession } from '../src/harness/founder.js';
import { stepIdOfType } from '../src/harness/reference.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const BASIC_IDEA = stepIdOfType('basicIdea');
const IDEA = {
  PROBLEM: 'Busy dog owners in Hamburg have no time to take their dogs to the groomer, so we groom dogs at their door',
  'TARGET USER': 'Busy dog owners in Hamburg who work long hours',
  SOLUTION: 'A van with a grooming table that comes to the owner’s door',
};
const NOTICE = 'Written from an earlier reading of your idea — your idea has changed since.';

let session: FounderSession;
let page: Page;

beforeAll(async () => {
  session = await startFounderSession();
  ({ page } = session);
});
afterAll(() => session?.close());

type Entry = { type: string; content: string; author?: string };

async function savedInput(roundId: string): Promise<Entry[]> {
  const input = await unwrap(
    session.api.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId: BASIC_IDEA } } }),
  );
  return (input.content as Entry[] | null) ?? [];
}

async function basicIdeaResult(roundId: string) {
  const data = await unwrap(session.api.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
  return data.streams.flatMap((s) => s.results).find((r) => r.stepId === BASIC_IDEA);
}

describe('a step written from an earlier reading of the idea', () => {
  it('stores the untouched reading, then says so on the saved step once a slot changes, until written again', async () => {
    const { api, user, server } = session;
    const { roundId } = await unwrap(
      api.POST('/streams/starttrack', {
        body: {
          trackId: TRACK,
          streamId: QUALIFY,
          stepId: BASIC_IDEA,
          projectId: defaultProject(user)!.projectId,
          name: 'Pfotenmobil',
        },
      }),
    );
    const url = `${server.url}/track/${TRACK}?streamId=${QUALIFY}&stepId=${BASIC_IDEA}&roundId=${roundId}`;
    await page.goto(url);
    await page.getByRole('button', { name: 'Guide me step by step' }).click();
    await page.getByRole('button', { name: 'Close chat' }).click();

    // The idea typed; the panel is never touched, and its reading is stored with the input all the same.
    await page.getByRole('textbox', { name: /The problem I solve/ }).fill(IDEA.PROBLEM);
    await page.getByRole('region', { name: 'How we read your idea' }).locator('[data-slot="offer"]').waitFor();
    await expect
      .poll(async () => (await savedInput(roundId)).some((e) => e.type === 'OFFER'), { timeout: 15_000 })
      .toBe(true);
    const read = (await savedInput(roundId)).filter((e) => isFrameEntryType(e.type));
    expect(read.map((e) => e.author)).toEqual(read.map(() => 'ai'));
    expect(read.find((e) => e.type === 'OFFER')?.content).not.toBe('');

    // The other sections and the step's result, saved the way the CLI saves them, from that frame.
    await page.goto('about:blank');
    await unwrap(
      api.PUT('/rounds/{roundId}/inputs/{stepId}', {
        params: { path: { roundId, stepId: BASIC_IDEA } },
        body: { content: [...sectionsToEntries(IDEA), ...read] },
      }),
    );
    const structure = await loadTrackStructure(api, TRACK);
    const data = await unwrap(api.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    await stepWorker('basicIdea')!.save(stepContext(api, data, structure, BASIC_IDEA), defaultProject(user)!.projectId);
    expect((await basicIdeaResult(roundId))?.writtenFromEarlierFrame).toBe(false);

    await page.goto(url);
    const panel = page.getByRole('region', { name: 'How we read your idea' });
    await panel.locator('[data-slot="people"]').waitFor();
    expect(await page.getByTestId('earlier-reading').count()).toBe(0);

    // One slot corrected: the idea has changed, and the saved step says so.
    await panel.getByRole('button', { name: 'Correct: Who it is for' }).click();
    await panel.getByRole('textbox', { name: 'Who it is for' }).fill('dog owners who work night shifts');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    const notice = page.getByTestId('earlier-reading');
    await notice.getByText(NOTICE).waitFor({ timeout: 15_000 });
    expect((await basicIdeaResult(roundId))?.writtenFromEarlierFrame).toBe(true);

    // Nothing is written until the founder asks, and confirms the replacement.
    await notice.getByRole('button', { name: 'Write again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace result' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    expect((await basicIdeaResult(roundId))?.writtenFromEarlierFrame).toBe(false);

    // After a reload the step is in step with the idea.
    await page.reload();
    await panel.locator('[data-slot="people"]').getByText('dog owners who work night shifts').waitFor();
    expect(await page.getByTestId('earlier-reading').count()).toBe(0);
  });
});
