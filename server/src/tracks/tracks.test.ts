import type { components } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import {
  BASIC_IDEA,
  EXPERT_CHAT,
  FEEDBACK_CARD,
  INSIGHT_MAPPING,
  PROBLEM_SHADOWING,
  QUALIFY,
  roundsApi,
  sampleResultOf,
  TRACK,
  USER_TINDER,
  VALIDATE,
} from '../test/rounds-api.js';

type UserTrack = components['schemas']['UserTrack'];

const NO_PROJECT = {
  msg: { headline: 'No Project found', text: 'Please contact the support team. There is no project in your accouunt.' },
  code: 'noProject',
};

describeEachDialect('user tracks', (dialect) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  // The server's clock; moved forward where the order of updates matters.
  let offset = 0;
  const tick = () => {
    offset += 1000;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV, auth: { now: () => new Date(Date.now() + offset) } });
    alice = await createAccount(t.app, 'alice');
    bob = await createAccount(t.app, 'bob');
  });
  afterAll(() => t?.close());

  const { api, expectAnswer } = roundsApi(() => t.app);

  const startBody = (account: TestAccount, overrides: Record<string, unknown> = {}) => ({
    trackId: TRACK,
    streamId: QUALIFY,
    stepId: `initial-${QUALIFY}`,
    projectId: account.projectId,
    name: 'My Business Model Canvas 2026-11-21',
    ...overrides,
  });

  async function startRound(account: TestAccount, name = 'An idea'): Promise<string> {
    const res = await api(account, 'POST', '/streams/starttrack', startBody(account, { name }));
    return expectAnswer(res, 'startTrack', 200).roundId;
  }

  async function addResult(account: TestAccount, roundId: string, streamId: string, stepId: string, stepIndex = 1) {
    const res = await api(account, 'POST', `/rounds/${roundId}/results`, {
      streamId,
      stepId,
      name: 'basicIdea',
      result: sampleResultOf(stepId, `result of ${stepId}`),
      stepIndex,
    });
    return expectAnswer(res, 'addStepResult', 200);
  }

  describe('startTrack', () => {
    it('starts a round in the user’s own project at the start view', async () => {
      const res = await api(alice, 'POST', '/streams/starttrack', startBody(alice, { name: '  Solar kiosks  ' }));
      const body = expectAnswer(res, 'startTrack', 200);
      expect(body.roundId).toEqual(expect.any(String));
      expect(body.track).toMatchObject({
        trackId: TRACK,
        roundId: body.roundId,
        projectId: alice.projectId,
        userId: alice.id,
        name: 'Solar kiosks',
        finished: 0,
        lastStreamId: QUALIFY,
        lastStepId: `initial-${QUALIFY}`,
        isVariant: 0,
        protected: 0,
        fileCount: 0,
        results: [
          { streamId: QUALIFY, stepResults: [] },
          { streamId: VALIDATE, stepResults: [] },
        ],
      });
      expect(body.track.dateCreated).toBe(body.track.dateUpdated);
    });

    it('accepts a step of the stream as the first position', async () => {
      const res = await api(alice, 'POST', '/streams/starttrack', startBody(alice, { stepId: USER_TINDER }));
      expect(expectAnswer(res, 'startTrack', 200).track.lastStepId).toBe(USER_TINDER);
    });

    it.each([
      ['an unknown track', { trackId: 'no-such-track' }, 'There is no track with this trackId.'],
      ['a stream of no track', { streamId: 'no-such-stream', stepId: 'initial-no-such-stream' }, 'streamId'],
      ['the start view of another stream', { stepId: `initial-${VALIDATE}` }, 'stepId'],
      ['a step of another stream', { stepId: PROBLEM_SHADOWING }, 'stepId'],
      ['an unknown step', { stepId: 'nope' }, 'stepId'],
      ['the closing view', { stepId: 'closing-stream' }, 'stepId'],
      ['a blank name', { name: '   ' }, 'name must not be empty.'],
    ])('refuses %s with 400', async (_label, overrides, text) => {
      const res = await api(alice, 'POST', '/streams/starttrack', startBody(alice, overrides));
      const body = expectAnswer(res, 'startTrack', 400);
      expect(body.code).toBe('validation');
      expect(body.msg.text).toContain(text);
    });

    it('refuses a project the user does not own with No Project found', async () => {
      for (const projectId of [bob.projectId, 'no-such-project', 'bad\u0000id']) {
        const res = await api(alice, 'POST', '/streams/starttrack', startBody(alice, { projectId }));
        expect(res.statusCode, projectId).toBe(404);
        expect(res.json()).toEqual(NO_PROJECT);
      }
    });

    it('refuses bodies that break the contract and requests without a session', async () => {
      const missing = await api(alice, 'POST', '/streams/starttrack', { trackId: TRACK });
      expect(expectAnswer(missing, 'startTrack', 400).code).toBe('validation');
      const extra = await api(alice, 'POST', '/streams/starttrack', { ...startBody(alice), extra: 1 });
      expect(extra.statusCode).toBe(400);
      const wrongType = await api(alice, 'POST', '/streams/starttrack', { ...startBody(alice), name: 42 });
      expect(wrongType.statusCode).toBe(400);
      const anonymous = await api(undefined, 'POST', '/streams/starttrack', startBody(alice));
      expect(expectAnswer(anonymous, 'startTrack', 401).code).toBe('notLoggedIn');
    });
  });

  describe('listUserTracks', () => {
    it('lists only the user’s rounds, the latest updated first, with results by stream and file counts', async () => {
      const carol = await createAccount(t.app, 'carol');
      const first = await startRound(carol, 'First');
      const second = await startRound(carol, 'Second');
      await startRound(bob, 'Not carol’s');
      tick();

      await addResult(carol, first, QUALIFY, USER_TINDER, 2);
      await addResult(carol, first, QUALIFY, BASIC_IDEA, 1);
      await addResult(carol, first, VALIDATE, PROBLEM_SHADOWING, 1);
      const file = await api(carol, 'POST', '/knowledgehub/trackresult', {
        roundId: first,
        name: 'Idea card',
        data: { name: 'ShelfSense' },
        type: 'Basic Idea',
        projectId: carol.projectId,
        currentStepNr: 1,
        stepId: BASIC_IDEA,
      });
      expect(file.statusCode, file.body).toBe(200);

      const list: UserTrack[] = expectAnswer(await api(carol, 'GET', '/streams/usertracks?t=1'), 'listUserTracks', 200);
      expect(list.map((track) => track.roundId)).toEqual([first, second]);
      expect(list.every((track) => track.userId === carol.id)).toBe(true);
      const [withResults, empty] = list;
      expect(withResults.fileCount).toBe(1);
      expect(empty.fileCount).toBe(0);
      // Grouped by the track's streams, steps in the track's order.
      expect(withResults.results.map((entry) => entry.streamId)).toEqual([QUALIFY, VALIDATE]);
      expect(withResults.results[0].stepResults.map((r) => r.stepId)).toEqual([BASIC_IDEA, USER_TINDER]);
      expect(withResults.results[1].stepResults.map((r) => r.stepId)).toEqual([PROBLEM_SHADOWING]);
      expect(withResults.results[0].stepResults[0]).toMatchObject({
        stepId: BASIC_IDEA,
        streamId: QUALIFY,
        stepIndex: 1,
        name: 'basicIdea',
        result: { name: `result of ${BASIC_IDEA}` },
        finished: 1,
        fileId: null,
      });

      // Renaming the older round makes it the latest updated.
      tick();
      await api(carol, 'PUT', '/streams/trackname', { roundId: second, name: 'Renamed' });
      const again: UserTrack[] = (await api(carol, 'GET', '/streams/usertracks')).json();
      expect(again.map((track) => track.roundId)).toEqual([second, first]);
    });

    it('answers an empty list for a user without rounds, and 401 without a session', async () => {
      const dave = await createAccount(t.app, 'dave');
      expect(expectAnswer(await api(dave, 'GET', '/streams/usertracks'), 'listUserTracks', 200)).toEqual([]);
      expect((await api(undefined, 'GET', '/streams/usertracks')).statusCode).toBe(401);
    });
  });

  describe('saveTrackProgress, finishUserTrack, renameTrack', () => {
    it('records stream, step, finished flag, step index and the progress payload', async () => {
      const roundId = await startRound(alice);
      await addResult(alice, roundId, QUALIFY, BASIC_IDEA);
      const res = await api(alice, 'PUT', '/streams/usertracks', {
        roundId,
        streamId: QUALIFY,
        stepId: USER_TINDER,
        finished: 0,
        stepIndex: 2,
        result: { note: 'halfway' },
      });
      expect(expectAnswer(res, 'saveTrackProgress', 200)).toMatchObject({
        roundId,
        lastStreamId: QUALIFY,
        lastStepId: USER_TINDER,
        finished: 0,
      });
      const row = await t.app.db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
      expect(row.step_index).toBe(2);
      expect(JSON.parse(row.progress!)).toEqual({ note: 'halfway' });

      for (const [streamId, stepId] of [
        [QUALIFY, USER_TINDER],
        [QUALIFY, INSIGHT_MAPPING],
        [VALIDATE, PROBLEM_SHADOWING],
        [VALIDATE, EXPERT_CHAT],
        [VALIDATE, FEEDBACK_CARD],
      ]) {
        await addResult(alice, roundId, streamId, stepId);
      }
      const closing = await api(alice, 'PUT', '/streams/usertracks', {
        roundId,
        streamId: VALIDATE,
        stepId: 'closing-stream',
        finished: 1,
      });
      expect(expectAnswer(closing, 'saveTrackProgress', 200)).toMatchObject({
        lastStreamId: VALIDATE,
        lastStepId: 'closing-stream',
        finished: 1,
      });
      const start = await api(alice, 'PUT', '/streams/usertracks', {
        roundId,
        streamId: VALIDATE,
        stepId: `initial-${VALIDATE}`,
        finished: 0,
      });
      expect(expectAnswer(start, 'saveTrackProgress', 200).lastStepId).toBe(`initial-${VALIDATE}`);
    });

    describe('the Next rule (part 2 §4.1, §5)', () => {
      const NO_RESULT = { msg: { headline: 'Error', text: 'You have no Result saved!' }, code: 'noResultSaved' };
      const move = (roundId: string, streamId: string, stepId: string, finished: 0 | 1 = 0) =>
        api(alice, 'PUT', '/streams/usertracks', { roundId, streamId, stepId, finished });
      const position = async (roundId: string) => {
        const row = await t.app.db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
        return [row.last_stream_id, row.last_step_id, row.finished];
      };
      const expectRefused = async (res: Awaited<ReturnType<typeof move>>) =>
        expect(expectAnswer(res, 'saveTrackProgress', 400)).toEqual(NO_RESULT);

      it('refuses to move on from a step without a result, and keeps the position', async () => {
        const roundId = await startRound(alice);
        // The start view needs no result.
        expectAnswer(await move(roundId, QUALIFY, BASIC_IDEA), 'saveTrackProgress', 200);
        await expectRefused(await move(roundId, QUALIFY, USER_TINDER));
        expect(await position(roundId)).toEqual([QUALIFY, BASIC_IDEA, 0]);

        await addResult(alice, roundId, QUALIFY, BASIC_IDEA);
        expect(expectAnswer(await move(roundId, QUALIFY, USER_TINDER), 'saveTrackProgress', 200).lastStepId).toBe(
          USER_TINDER,
        );
      });

      it('refuses a jump over steps without a result, up to the end of the track', async () => {
        const roundId = await startRound(alice);
        await addResult(alice, roundId, QUALIFY, BASIC_IDEA);
        await expectRefused(await move(roundId, QUALIFY, INSIGHT_MAPPING));
        await expectRefused(await move(roundId, VALIDATE, PROBLEM_SHADOWING));
        await expectRefused(await move(roundId, VALIDATE, 'closing-stream', 1));
        expect(await position(roundId)).toEqual([QUALIFY, `initial-${QUALIFY}`, 0]);
      });

      it('refuses a move on while an earlier step has no result (one deleted with its file)', async () => {
        const roundId = await startRound(alice);
        await addResult(alice, roundId, QUALIFY, BASIC_IDEA);
        expectAnswer(await move(roundId, QUALIFY, USER_TINDER), 'saveTrackProgress', 200);
        await addResult(alice, roundId, QUALIFY, USER_TINDER);
        await t.app.db
          .deleteFrom('step_results')
          .where('round_id', '=', roundId)
          .where('step_id', '=', BASIC_IDEA)
          .execute();
        await expectRefused(await move(roundId, QUALIFY, INSIGHT_MAPPING));
      });

      it('always allows moves back and to earlier positions', async () => {
        // A round that starts on its second step, where no step has a result.
        const res = await api(alice, 'POST', '/streams/starttrack', startBody(alice, { stepId: USER_TINDER }));
        const roundId = expectAnswer(res, 'startTrack', 200).roundId;
        expectAnswer(await move(roundId, QUALIFY, BASIC_IDEA), 'saveTrackProgress', 200);
        expectAnswer(await move(roundId, QUALIFY, `initial-${QUALIFY}`), 'saveTrackProgress', 200);
        expect(await position(roundId)).toEqual([QUALIFY, `initial-${QUALIFY}`, 0]);
        await expectRefused(await move(roundId, QUALIFY, USER_TINDER));
      });

      it('walks the whole track the way Next does, each step with its result', async () => {
        const roundId = await startRound(alice);
        const walk: Array<[string, string, 0 | 1, string | null]> = [
          [QUALIFY, BASIC_IDEA, 0, BASIC_IDEA],
          [QUALIFY, USER_TINDER, 0, USER_TINDER],
          [QUALIFY, INSIGHT_MAPPING, 0, INSIGHT_MAPPING],
          // Finish Stream: the next stream, on its closing view; then its first step.
          [VALIDATE, 'closing-stream', 0, null],
          [VALIDATE, PROBLEM_SHADOWING, 0, PROBLEM_SHADOWING],
          [VALIDATE, EXPERT_CHAT, 0, EXPERT_CHAT],
          [VALIDATE, FEEDBACK_CARD, 0, null],
        ];
        for (const [streamId, stepId, finished, saves] of walk) {
          expectAnswer(await move(roundId, streamId, stepId, finished), 'saveTrackProgress', 200);
          if (saves) await addResult(alice, roundId, streamId, saves);
        }
        // The end of the track needs the Feedback Card's result too.
        await expectRefused(await move(roundId, VALIDATE, 'closing-stream', 1));
        await addResult(alice, roundId, VALIDATE, FEEDBACK_CARD);
        const end = await move(roundId, VALIDATE, 'closing-stream', 1);
        expect(expectAnswer(end, 'saveTrackProgress', 200)).toMatchObject({
          lastStepId: 'closing-stream',
          finished: 1,
        });
        // Back from the end: the closing view between the streams lies before the second stream's steps.
        expectAnswer(await move(roundId, VALIDATE, 'closing-stream', 0), 'saveTrackProgress', 200);
      });
    });

    it.each([
      ['an unknown stream', { streamId: 'nope', stepId: BASIC_IDEA }],
      ['a step of another stream', { streamId: QUALIFY, stepId: PROBLEM_SHADOWING }],
      ['an unknown step', { streamId: QUALIFY, stepId: 'nope' }],
      ['the start view of another stream', { streamId: QUALIFY, stepId: `initial-${VALIDATE}` }],
    ])('refuses %s with 400', async (_label, position) => {
      const roundId = await startRound(alice);
      const res = await api(alice, 'PUT', '/streams/usertracks', { roundId, finished: 0, ...position });
      expect(expectAnswer(res, 'saveTrackProgress', 400).code).toBe('validation');
    });

    it('refuses a finished flag other than 0 or 1, and a negative step index', async () => {
      const roundId = await startRound(alice);
      const base = { roundId, streamId: QUALIFY, stepId: BASIC_IDEA };
      expect((await api(alice, 'PUT', '/streams/usertracks', { ...base, finished: 2 })).statusCode).toBe(400);
      expect((await api(alice, 'PUT', '/streams/usertracks', { ...base, finished: 0, stepIndex: -1 })).statusCode).toBe(
        400,
      );
    });

    it('finishes a round only once every step has its result, and renames it (trimmed, control characters removed)', async () => {
      const roundId = await startRound(alice);
      const early = await api(alice, 'PUT', '/streams/usertracks/finished', { roundId });
      expect(expectAnswer(early, 'finishUserTrack', 400)).toMatchObject({ code: 'noResultSaved' });
      for (const [streamId, stepId] of [
        [QUALIFY, BASIC_IDEA],
        [QUALIFY, USER_TINDER],
        [QUALIFY, INSIGHT_MAPPING],
        [VALIDATE, PROBLEM_SHADOWING],
        [VALIDATE, EXPERT_CHAT],
        [VALIDATE, FEEDBACK_CARD],
      ]) {
        await addResult(alice, roundId, streamId, stepId);
      }
      const finished = await api(alice, 'PUT', '/streams/usertracks/finished', { roundId });
      expect(expectAnswer(finished, 'finishUserTrack', 200).finished).toBe(1);
      const renamed = await api(alice, 'PUT', '/streams/trackname', { roundId, name: '  Solar\u0000 kiosks\n' });
      expect(expectAnswer(renamed, 'renameTrack', 200).name).toBe('Solar kiosks');
      const blank = await api(alice, 'PUT', '/streams/trackname', { roundId, name: ' \t ' });
      expect(expectAnswer(blank, 'renameTrack', 400).code).toBe('validation');
    });

    it('keeps track names within 120 characters when starting and renaming', async () => {
      const longest = 'x'.repeat(120);
      const roundId = await startRound(alice, longest);
      const tooLong = 'x'.repeat(121);
      const refusals = [
        await api(alice, 'POST', '/streams/starttrack', startBody(alice, { name: tooLong })),
        await api(alice, 'PUT', '/streams/trackname', { roundId, name: tooLong }),
      ];
      for (const [index, res] of refusals.entries()) {
        const body = expectAnswer(res, index === 0 ? 'startTrack' : 'renameTrack', 400);
        expect(body).toMatchObject({ code: 'validation', msg: { headline: 'Invalid input' } });
        expect(body.msg.text).toContain('120 characters');
      }
      // Characters, not UTF-16 units: 120 emoji are a valid name.
      const sunny = await api(alice, 'PUT', '/streams/trackname', { roundId, name: '🌞'.repeat(120) });
      expect(expectAnswer(sunny, 'renameTrack', 200).name).toBe('🌞'.repeat(120));
    });
  });

  describe('another user’s round', () => {
    it('is not found for every call that changes or lists it', async () => {
      const roundId = await startRound(alice, 'Alice’s secret');
      const calls: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown]> = [
        [
          'saveTrackProgress',
          'PUT',
          '/streams/usertracks',
          { roundId, streamId: QUALIFY, stepId: BASIC_IDEA, finished: 0 },
        ],
        ['finishUserTrack', 'PUT', '/streams/usertracks/finished', { roundId }],
        ['renameTrack', 'PUT', '/streams/trackname', { roundId, name: 'Taken' }],
        ['deleteTrack', 'POST', '/streams/deletetrack', { roundId }],
      ];
      for (const [operationId, method, url, payload] of calls) {
        const res = await api(bob, method, url, payload);
        expect(expectAnswer(res, operationId, 404), operationId).toEqual({
          msg: { headline: 'Round not found', text: 'There is no such round in your account.' },
          code: 'notFound',
        });
      }
      const list: UserTrack[] = (await api(bob, 'GET', '/streams/usertracks')).json();
      expect(list.some((track) => track.roundId === roundId)).toBe(false);
      // Nothing changed.
      const mine: UserTrack[] = (await api(alice, 'GET', '/streams/usertracks')).json();
      expect(mine.find((track) => track.roundId === roundId)).toMatchObject({ name: 'Alice’s secret', finished: 0 });
    });

    it('answers 404 for unknown and malformed round ids', async () => {
      for (const roundId of ['01NOSUCHROUND0000000000000', 'x\u0000y']) {
        const res = await api(alice, 'PUT', '/streams/usertracks/finished', { roundId });
        expect(res.statusCode, roundId).toBe(404);
      }
    });
  });

  describe('deleteTrack', () => {
    it('deletes the round with its inputs, step results, result files and actions, and nothing else', async () => {
      const doomed = await startRound(alice, 'Doomed');
      const kept = await startRound(alice, 'Kept');
      for (const roundId of [doomed, kept]) {
        const input = await api(alice, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, {
          content: [{ type: 'PROBLEM', content: 'p' }],
        });
        expect(input.statusCode, input.body).toBe(200);
        const file = await api(alice, 'POST', '/knowledgehub/trackresult', {
          roundId,
          name: 'Idea card',
          data: { name: 'ShelfSense' },
          type: 'Basic Idea',
          projectId: alice.projectId,
          currentStepNr: 1,
          stepId: BASIC_IDEA,
        });
        expect(file.statusCode, file.body).toBe(200);
        const fileId = file.json().filedata.id;
        const result = await api(alice, 'POST', `/rounds/${roundId}/results`, {
          streamId: QUALIFY,
          stepId: BASIC_IDEA,
          name: 'basicIdea',
          result: { name: 'ShelfSense' },
          stepIndex: 1,
          fileId,
        });
        expect(result.statusCode, result.body).toBe(200);
        const action = await api(alice, 'POST', `/rounds/${roundId}/actions`, { action: 'Save Result' });
        expect(action.statusCode, action.body).toBe(200);
      }

      const counts = async (roundId: string) => {
        const db = t.app.db;
        const count = async (table: 'user_inputs' | 'step_results' | 'result_files' | 'report_actions') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('round_id', '=', roundId)
                .executeTakeFirstOrThrow()
            ).n,
          );
        const contents = await db
          .selectFrom('result_file_contents')
          .innerJoin('result_files', 'result_files.id', 'result_file_contents.file_id')
          .select('result_file_contents.file_id')
          .where('result_files.round_id', '=', roundId)
          .execute();
        return {
          inputs: await count('user_inputs'),
          results: await count('step_results'),
          files: await count('result_files'),
          actions: await count('report_actions'),
          contents: contents.length,
        };
      };
      const allContents = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('result_file_contents')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const one = { inputs: 1, results: 1, files: 1, actions: 1, contents: 1 };
      expect(await counts(doomed)).toEqual(one);
      const contentsBefore = await allContents();

      const res = await api(alice, 'POST', '/streams/deletetrack', { roundId: doomed });
      expect(expectAnswer(res, 'deleteTrack', 200)).toBe(true);

      expect(await counts(doomed)).toEqual({ inputs: 0, results: 0, files: 0, actions: 0, contents: 0 });
      expect(await allContents()).toBe(contentsBefore - 1);
      expect(await counts(kept)).toEqual(one);
      const rounds = await t.app.db.selectFrom('rounds').select('id').where('id', '=', doomed).execute();
      expect(rounds).toEqual([]);
      // Gone for good: a second delete and every read answer 404.
      expect((await api(alice, 'POST', '/streams/deletetrack', { roundId: doomed })).statusCode).toBe(404);
      expect((await api(alice, 'GET', `/rounds/${doomed}/track`)).statusCode).toBe(404);
    });
  });
});
