// A changed idea frame is a changed idea: every step result keeps the frame it was written from, and once the round's
// frame reads differently the API says so (StepResult.writtenFromEarlierFrame) — in the track data, the track lists
// and the report data. Only the slots' words count: confirming the reading changes nothing.
import { emptyFrame, frameToEntries, type IdeaFrame, sectionsToEntries } from '@idea-studio/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { BASIC_IDEA, QUALIFY, roundsApi, sampleResultOf, USER_TINDER } from '../test/rounds-api.js';

const SECTIONS = sectionsToEntries({
  PROBLEM: 'Busy dog owners in Hamburg have no time for the groomer',
  'TARGET USER': 'Busy dog owners',
  SOLUTION: 'We groom dogs at their door',
});
const READING: IdeaFrame = {
  ...emptyFrame(),
  offer: 'groom dogs at their door',
  people: 'Busy dog owners',
  setting: 'in Hamburg',
  shape: 'service_visit',
};
const authors = (author: 'ai' | 'ai-accepted' | 'founder') =>
  new Map(frameToEntries(READING).map((entry) => [entry.type, author] as const));

type Flagged = { stepId: string; writtenFromEarlierFrame: boolean };

describeEachDialect('the frame a step result was written from', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'frames');
  });
  afterAll(() => t?.close());

  const saveIdea = async (
    roundId: string,
    frame: IdeaFrame | null,
    author: 'ai' | 'ai-accepted' | 'founder' = 'ai',
  ) => {
    const content = frame ? [...SECTIONS, ...frameToEntries(frame, authors(author))] : SECTIONS;
    const res = await api(founder, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content });
    expectAnswer(res, 'saveUserInput', 200);
  };
  const saveResult = async (roundId: string, stepId: string): Promise<Flagged> => {
    const res = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId,
      name: stepId === BASIC_IDEA ? 'basicIdea' : 'userTinder',
      result: sampleResultOf(stepId, 'Groomer on wheels'),
      stepIndex: 1,
    });
    return expectAnswer(res, 'addStepResult', 200);
  };
  /** Each result's flag by step id, as the track data, the track list and the report data say it. */
  const flags = async (roundId: string) => {
    const byStep = (results: Flagged[]) =>
      Object.fromEntries(results.map((r) => [r.stepId, r.writtenFromEarlierFrame]));
    const data = expectAnswer(await api(founder, 'GET', `/rounds/${roundId}/track`), 'getTrackData', 200);
    const fromData = byStep(data.streams.flatMap((s: { results: Flagged[] }) => s.results));
    const list = expectAnswer(await api(founder, 'GET', '/streams/usertracks'), 'listUserTracks', 200);
    const track = list.find((tr: { roundId: string }) => tr.roundId === roundId);
    const fromList = byStep(track.results.flatMap((r: { stepResults: Flagged[] }) => r.stepResults));
    const report = expectAnswer(await api(founder, 'GET', `/rounds/${roundId}/report-data`), 'getReportData', 200);
    const fromReport = byStep(report.results);
    expect(fromList).toEqual(fromData);
    expect(fromReport).toEqual(fromData);
    return fromData;
  };

  it('flips once a slot’s words change, not when the reading is confirmed, and clears when written again', async () => {
    const roundId = await startRound(founder, 'Groomer on wheels');
    await saveIdea(roundId, READING);
    expect((await saveResult(roundId, BASIC_IDEA)).writtenFromEarlierFrame).toBe(false);
    await saveResult(roundId, USER_TINDER);
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: false, [USER_TINDER]: false });

    // "Looks right": the same words, now accepted by the founder.
    await saveIdea(roundId, READING, 'ai-accepted');
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: false, [USER_TINDER]: false });
    // Case and spacing are no new reading either.
    await saveIdea(roundId, { ...READING, offer: ' Groom dogs at their door ' }, 'ai-accepted');
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: false, [USER_TINDER]: false });

    // `step input --set offer=…`: the offer is the founder's now, in other words.
    await saveIdea(roundId, { ...READING, offer: 'groom dogs and cats at their door' }, 'founder');
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: true, [USER_TINDER]: true });

    // Writing the Basic Idea again writes it from the frame as it is now; the persona deck stays out of date.
    expect((await saveResult(roundId, BASIC_IDEA)).writtenFromEarlierFrame).toBe(false);
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: false, [USER_TINDER]: true });

    // Back to the words it was written from: nothing is out of date for that step.
    await saveIdea(roundId, READING, 'founder');
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: true, [USER_TINDER]: false });
  });

  it('says nothing of results written before the idea was read, nor once the frame is gone', async () => {
    const roundId = await startRound(founder, 'Groomer on wheels');
    await saveIdea(roundId, null);
    await saveResult(roundId, BASIC_IDEA);
    await saveIdea(roundId, READING);
    await saveResult(roundId, USER_TINDER);
    await saveIdea(roundId, { ...READING, people: 'cat owners' });
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: false, [USER_TINDER]: true });

    // Reset & Start Again: no frame to compare with.
    await saveIdea(roundId, null);
    expect(await flags(roundId)).toEqual({ [BASIC_IDEA]: false, [USER_TINDER]: false });
  });

  it('keeps the fingerprint with the stored result', async () => {
    const roundId = await startRound(founder, 'Groomer on wheels');
    await saveIdea(roundId, READING);
    await saveResult(roundId, BASIC_IDEA);
    const row = await t.app.db
      .selectFrom('step_results')
      .select('frame_fingerprint')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(row.frame_fingerprint).toMatch(/^[0-9a-f]{8}$/);
  });

  it('keeps the founder’s product name on the idea card and labels any other name as a proposal', async () => {
    const named = await startRound(founder, 'Pfotenmobil');
    await saveIdea(named, { ...READING, name: 'Pfotenmobil' });
    const post = (roundId: string, name: string, extra: Record<string, unknown> = {}) =>
      api(founder, 'POST', `/rounds/${roundId}/results`, {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        name: 'basicIdea',
        result: { ...(sampleResultOf(BASIC_IDEA, name) as object), name, ...extra },
        stepIndex: 1,
      });
    // A client that sends another name, and claims it is no proposal, gets the founder's name back.
    const kept = expectAnswer(await post(named, 'MobileNest', { nameProposed: false }), 'addStepResult', 200);
    expect(kept.result).toMatchObject({ name: 'Pfotenmobil', nameProposed: false });

    const unnamed = await startRound(founder, 'Dog grooming');
    await saveIdea(unnamed, READING);
    const proposed = expectAnswer(await post(unnamed, 'MobileNest', { nameProposed: false }), 'addStepResult', 200);
    expect(proposed.result).toMatchObject({ name: 'MobileNest', nameProposed: true });
  });
});
