import type { components } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepsOfStream } from '../data/reference.js';
import { nowIso } from '../db/ids.js';
import { addProjectMember } from '../projects/repository.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import {
  BASIC_IDEA,
  PROBLEM_SHADOWING,
  QUALIFY,
  roundsApi,
  sampleResultOf,
  TRACK,
  USER_TINDER,
  VALIDATE,
} from '../test/rounds-api.js';

type TrackData = components['schemas']['TrackData'];

const ROUND_NOT_FOUND = {
  msg: { headline: 'Round not found', text: 'There is no such round in your account.' },
  code: 'notFound',
};

describeEachDialect('rounds: track data, inputs, step results, actions', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  let outsider: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
    member = await createAccount(t.app, 'member');
    outsider = await createAccount(t.app, 'outsider');
    // There is no invitation call yet: the member joins the owner's project in the database.
    await addProjectMember(t.app.db, { projectId: owner.projectId, userId: member.id, role: 'Member', now: nowIso() });
  });
  afterAll(() => t?.close());

  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  async function createFile(account: TestAccount, roundId: string, stepId = BASIC_IDEA): Promise<string> {
    const res = await api(account, 'POST', '/knowledgehub/trackresult', {
      roundId,
      name: 'Idea card',
      data: { name: 'ShelfSense' },
      type: 'Basic Idea',
      projectId: account.projectId,
      currentStepNr: 1,
      stepId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filedata.id;
  }

  const result = (overrides: Record<string, unknown> = {}) => ({
    streamId: QUALIFY,
    stepId: BASIC_IDEA,
    name: 'basicIdea',
    result: { name: 'ShelfSense', key_features: ['forecasts', 'alerts'] },
    stepIndex: 1,
    ...overrides,
  });

  describe('getTrackData', () => {
    it('answers every stream with the steps of the track definition, the round’s results and its files', async () => {
      const roundId = await startRound(owner, 'Track data');
      const fileId = await createFile(owner, roundId);
      expectAnswer(await api(owner, 'POST', `/rounds/${roundId}/results`, result({ fileId })), 'addStepResult', 200);
      expectAnswer(
        await api(
          owner,
          'POST',
          `/rounds/${roundId}/results`,
          result({
            streamId: VALIDATE,
            stepId: PROBLEM_SHADOWING,
            name: 'problemShadowing',
            result: sampleResultOf(PROBLEM_SHADOWING, 'Mia Roth'),
          }),
        ),
        'addStepResult',
        200,
      );

      const data: TrackData = expectAnswer(
        await api(owner, 'GET', `/rounds/${roundId}/track?t=9`),
        'getTrackData',
        200,
      );
      expect(data).toMatchObject({
        id: TRACK,
        roundId,
        name: 'Track data',
        finished: 0,
        lastStreamId: QUALIFY,
        lastStepId: `initial-${QUALIFY}`,
      });
      expect(data.streams.map((stream) => stream.id)).toEqual([QUALIFY, VALIDATE]);
      expect(data.streams[0].steps).toEqual(stepsOfStream(QUALIFY));
      expect(data.streams[1].steps).toEqual(stepsOfStream(VALIDATE));
      expect(data.streams[0].results).toEqual([
        expect.objectContaining({ stepId: BASIC_IDEA, streamId: QUALIFY, fileId, finished: 1 }),
      ]);
      expect(data.streams[1].results.map((r) => r.stepId)).toEqual([PROBLEM_SHADOWING]);
      expect(data.files).toEqual([
        expect.objectContaining({ id: fileId, fileId, roundId, userId: owner.id, projectOwnerId: owner.id }),
      ]);
    });

    it('shows the round to members of its project, not to anyone else', async () => {
      const roundId = await startRound(owner);
      expect(expectAnswer(await api(member, 'GET', `/rounds/${roundId}/track`), 'getTrackData', 200).roundId).toBe(
        roundId,
      );
      expect(expectAnswer(await api(outsider, 'GET', `/rounds/${roundId}/track`), 'getTrackData', 404)).toEqual(
        ROUND_NOT_FOUND,
      );
      expect((await api(owner, 'GET', '/rounds/01NOSUCHROUND0000000000000/track')).statusCode).toBe(404);
      expect((await api(owner, 'GET', `/rounds/${encodeURIComponent('a b%00')}/track`)).statusCode).toBe(404);
      expect((await api(undefined, 'GET', `/rounds/${roundId}/track`)).statusCode).toBe(401);
    });
  });

  describe('user inputs', () => {
    it('answers null for a step without input, then the saved input, overwritten by the next save', async () => {
      const roundId = await startRound(owner);
      const empty = expectAnswer(
        await api(owner, 'GET', `/rounds/${roundId}/inputs/${BASIC_IDEA}`),
        'getUserInput',
        200,
      );
      expect(empty).toEqual({ roundId, stepId: BASIC_IDEA, content: null, dateUpdated: null });

      const history = [
        { type: 'PROBLEM', content: 'Kleine Läden können die Nachfrage nicht abschätzen.' },
        { type: 'TARGET USER', content: 'Inhaber' },
      ];
      const saved = expectAnswer(
        await api(owner, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content: history }),
        'saveUserInput',
        200,
      );
      expect(saved).toMatchObject({ roundId, stepId: BASIC_IDEA, content: history });
      expect(saved.dateUpdated).toEqual(expect.any(String));
      const loaded = expectAnswer(
        await api(owner, 'GET', `/rounds/${roundId}/inputs/${BASIC_IDEA}`),
        'getUserInput',
        200,
      );
      expect(loaded).toEqual(saved);

      // Content of another shape than the step keeps is refused and the kept input stays (step-inputs.test.ts).
      for (const content of ['plain text', 42, true, { positivePersonas: [], negativePersonas: [{ name: 'X' }] }]) {
        const refused = await api(owner, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content });
        expect(expectAnswer(refused, 'saveUserInput', 400).code).toBe('validation');
        const again = (await api(owner, 'GET', `/rounds/${roundId}/inputs/${BASIC_IDEA}`)).json();
        expect(again.content).toEqual(saved.content);
      }
      // Inputs are per step: another step is still empty; the closing view keeps inputs too.
      expect((await api(owner, 'GET', `/rounds/${roundId}/inputs/${USER_TINDER}`)).json().content).toBeNull();
      const closing = await api(owner, 'PUT', `/rounds/${roundId}/inputs/closing-stream`, { content: { emails: '' } });
      expect(expectAnswer(closing, 'saveUserInput', 200).content).toEqual({ emails: '' });
    });

    it('answers 404 for a step outside the round’s track and for start views', async () => {
      const roundId = await startRound(owner);
      for (const stepId of ['nope', `initial-${QUALIFY}`]) {
        const get = await api(owner, 'GET', `/rounds/${roundId}/inputs/${stepId}`);
        expect(expectAnswer(get, 'getUserInput', 404).code, stepId).toBe('notFound');
        const put = await api(owner, 'PUT', `/rounds/${roundId}/inputs/${stepId}`, { content: 'x' });
        expect(expectAnswer(put, 'saveUserInput', 404).code, stepId).toBe('notFound');
      }
    });

    const MINE = [{ type: 'PROBLEM', content: 'mine' }];
    const THEIRS = [{ type: 'PROBLEM', content: 'theirs' }];

    it('keeps inputs to the round’s user: members and outsiders get 404', async () => {
      const roundId = await startRound(owner);
      await api(owner, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content: MINE });
      for (const account of [member, outsider]) {
        const get = await api(account, 'GET', `/rounds/${roundId}/inputs/${BASIC_IDEA}`);
        expect(expectAnswer(get, 'getUserInput', 404)).toEqual(ROUND_NOT_FOUND);
        const put = await api(account, 'PUT', `/rounds/${roundId}/inputs/${BASIC_IDEA}`, { content: THEIRS });
        expect(expectAnswer(put, 'saveUserInput', 404)).toEqual(ROUND_NOT_FOUND);
      }
      expect((await api(owner, 'GET', `/rounds/${roundId}/inputs/${BASIC_IDEA}`)).json().content).toMatchObject(MINE);
    });

    it('accepts bodies up to 2 MB, refuses larger ones with 413, and refuses bad bodies with 400', async () => {
      const roundId = await startRound(owner);
      const url = `/rounds/${roundId}/inputs/${BASIC_IDEA}`;
      const big = [{ type: 'PROBLEM', content: 'ä'.repeat(800_000) }]; // 1.6 MB as UTF-8
      const ok = await api(owner, 'PUT', url, { content: big });
      expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);
      expect((await api(owner, 'GET', url)).json().content).toMatchObject(big);

      const tooBig = await api(owner, 'PUT', url, {
        content: [{ type: 'PROBLEM', content: 'x'.repeat(2 * 1024 * 1024 + 10) }],
      });
      expect(expectAnswer(tooBig, 'saveUserInput', 413).code).toBe('payloadTooLarge');

      expect(expectAnswer(await api(owner, 'PUT', url, {}), 'saveUserInput', 400).code).toBe('validation');
      expect((await api(owner, 'PUT', url, { content: 1, extra: 2 })).statusCode).toBe(400);
      const deep = JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`);
      const tooDeep = await api(owner, 'PUT', url, { content: deep });
      expect(expectAnswer(tooDeep, 'saveUserInput', 400).msg.text).toContain('nested too deeply');
    });
  });

  describe('addStepResult', () => {
    it('stores one result per step and round: a second result of the step replaces the first', async () => {
      const roundId = await startRound(owner);
      const first = expectAnswer(
        await api(owner, 'POST', `/rounds/${roundId}/results`, result()),
        'addStepResult',
        200,
      );
      expect(first).toMatchObject({
        stepId: BASIC_IDEA,
        streamId: QUALIFY,
        stepIndex: 1,
        prevStepIndex: null,
        name: 'basicIdea',
        result: { name: 'ShelfSense', key_features: ['forecasts', 'alerts'] },
        finished: 1,
        fileId: null,
      });

      const fileId = await createFile(owner, roundId);
      const second = expectAnswer(
        await api(
          owner,
          'POST',
          `/rounds/${roundId}/results`,
          result({ result: { name: 'ShelfSense 2' }, stepIndex: 3, fileId }),
        ),
        'addStepResult',
        200,
      );
      expect(second).toMatchObject({ stepIndex: 3, prevStepIndex: 1, result: { name: 'ShelfSense 2' }, fileId });

      const rows = await t.app.db.selectFrom('step_results').selectAll().where('round_id', '=', roundId).execute();
      expect(rows).toHaveLength(1);
      const data: TrackData = (await api(owner, 'GET', `/rounds/${roundId}/track`)).json();
      // The round's idea names no product: the server labels the card's name as the AI's proposal.
      expect(data.streams[0].results).toEqual([
        expect.objectContaining({ result: { name: 'ShelfSense 2', nameProposed: true }, fileId }),
      ]);

      // Another step is another result.
      await api(
        owner,
        'POST',
        `/rounds/${roundId}/results`,
        result({ stepId: USER_TINDER, stepIndex: 2, result: sampleResultOf(USER_TINDER, 'Mia Roth') }),
      );
      const after: TrackData = (await api(owner, 'GET', `/rounds/${roundId}/track`)).json();
      expect(after.streams[0].results.map((r) => r.stepId)).toEqual([BASIC_IDEA, USER_TINDER]);
    });

    it('keeps a result moved to a new file when its old file is deleted (the preview’s Save)', async () => {
      const roundId = await startRound(owner);
      const oldFile = await createFile(owner, roundId);
      await api(owner, 'POST', `/rounds/${roundId}/results`, result({ fileId: oldFile }));
      const newFile = await createFile(owner, roundId);
      await api(owner, 'POST', `/rounds/${roundId}/results`, result({ result: { name: 'Edited' }, fileId: newFile }));
      const files = (await api(owner, 'GET', `/knowledgehub/trackresult/${roundId}`)).json();
      const old = files.find((f: { fileId: string }) => f.fileId === oldFile);
      const deleted = await api(owner, 'DELETE', `/knowledgehub/trackresult/${roundId}/${oldFile}/${old.fileName}`);
      expect(deleted.statusCode).toBe(200);
      const data: TrackData = (await api(owner, 'GET', `/rounds/${roundId}/track`)).json();
      expect(data.streams[0].results).toEqual([
        expect.objectContaining({ result: { name: 'Edited', nameProposed: true }, fileId: newFile }),
      ]);
      expect(data.files.map((f) => f.fileId)).toEqual([newFile]);
    });

    it('keeps a single result when the same step is saved concurrently', async () => {
      const roundId = await startRound(owner);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          api(
            owner,
            'POST',
            `/rounds/${roundId}/results`,
            result({ result: { name: `ShelfSense ${n}` }, stepIndex: n }),
          ),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const rows = await t.app.db.selectFrom('step_results').selectAll().where('round_id', '=', roundId).execute();
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['an unknown stream', { streamId: 'nope' }, 'streamId'],
      ['a step of another stream', { stepId: PROBLEM_SHADOWING }, 'stepId'],
      ['a start view', { stepId: `initial-${QUALIFY}` }, 'stepId'],
      ['the closing view', { stepId: 'closing-stream' }, 'stepId'],
      ['an unknown file', { fileId: '01NOSUCHFILE00000000000000' }, 'fileId'],
      ['a malformed file id', { fileId: '' }, 'fileId'],
      ['a blank name', { name: '  ' }, 'name'],
    ])('refuses %s with 400', async (_label, overrides, text) => {
      const roundId = await startRound(owner);
      const res = await api(owner, 'POST', `/rounds/${roundId}/results`, result(overrides));
      const body = expectAnswer(res, 'addStepResult', 400);
      expect(body.msg.text).toContain(text);
    });

    // The save rules of each step type (the contract's StepResultByType): step-schemas.test.ts.

    it('refuses a file of another round with 400', async () => {
      const roundId = await startRound(owner);
      const otherRound = await startRound(owner);
      const fileId = await createFile(owner, otherRound);
      const res = await api(owner, 'POST', `/rounds/${roundId}/results`, result({ fileId }));
      expect(expectAnswer(res, 'addStepResult', 400).msg.text).toBe('fileId is not a result file of this round.');
    });

    it('refuses bodies that break the contract', async () => {
      const roundId = await startRound(owner);
      for (const body of [
        { ...result(), extra: true },
        { streamId: QUALIFY, stepId: BASIC_IDEA, name: 'x', stepIndex: 1 },
        result({ stepIndex: -1 }),
        result({ stepIndex: 1.5 }),
      ]) {
        expect((await api(owner, 'POST', `/rounds/${roundId}/results`, body)).statusCode).toBe(400);
      }
    });

    it('lets only the round’s user add results', async () => {
      const roundId = await startRound(owner);
      for (const account of [member, outsider]) {
        const res = await api(account, 'POST', `/rounds/${roundId}/results`, result());
        expect(expectAnswer(res, 'addStepResult', 404)).toEqual(ROUND_NOT_FOUND);
      }
    });
  });

  describe('deleteResultData', () => {
    it('deletes the step result that points to the file, and keeps the file', async () => {
      const roundId = await startRound(owner);
      const fileId = await createFile(owner, roundId);
      await api(owner, 'POST', `/rounds/${roundId}/results`, result({ fileId }));
      await api(
        owner,
        'POST',
        `/rounds/${roundId}/results`,
        result({ stepId: USER_TINDER, result: sampleResultOf(USER_TINDER, 'Mia Roth') }),
      );

      for (const account of [member, outsider]) {
        const res = await api(account, 'DELETE', `/rounds/${roundId}/results/by-file/${fileId}`);
        expect(expectAnswer(res, 'deleteResultData', 404)).toEqual(ROUND_NOT_FOUND);
      }
      const res = await api(owner, 'DELETE', `/rounds/${roundId}/results/by-file/${fileId}`);
      expect(expectAnswer(res, 'deleteResultData', 200)).toEqual({ success: true });
      const data: TrackData = (await api(owner, 'GET', `/rounds/${roundId}/track`)).json();
      expect(data.streams[0].results.map((r) => r.stepId)).toEqual([USER_TINDER]);
      expect(data.files.map((f) => f.id)).toEqual([fileId]);

      // Nothing left that points to the file.
      const again = await api(owner, 'DELETE', `/rounds/${roundId}/results/by-file/${fileId}`);
      expect(expectAnswer(again, 'deleteResultData', 200)).toEqual({ success: false });
    });
  });

  describe('recordReportAction', () => {
    it('stores the action with stream, step and time', async () => {
      const roundId = await startRound(owner);
      for (const body of [
        { action: 'Start Track' },
        { action: 'Next', streamId: QUALIFY, stepId: BASIC_IDEA },
        { action: ' Save & Exit ', streamId: '', stepId: 'closing-stream' },
      ]) {
        const res = await api(owner, 'POST', `/rounds/${roundId}/actions`, body);
        expect(expectAnswer(res, 'recordReportAction', 200)).toEqual({ success: true });
      }
      const rows = await t.app.db
        .selectFrom('report_actions')
        .select(['action', 'stream_id', 'step_id', 'user_id', 'created_at'])
        .where('round_id', '=', roundId)
        .orderBy('id')
        .execute();
      expect(rows.map(({ created_at, ...rest }) => rest)).toEqual([
        { action: 'Start Track', stream_id: null, step_id: null, user_id: owner.id },
        { action: 'Next', stream_id: QUALIFY, step_id: BASIC_IDEA, user_id: owner.id },
        { action: 'Save & Exit', stream_id: null, step_id: 'closing-stream', user_id: owner.id },
      ]);
      expect(rows.every((row) => !Number.isNaN(Date.parse(row.created_at)))).toBe(true);
    });

    it('refuses an empty action, other users’ rounds and bad bodies', async () => {
      const roundId = await startRound(owner);
      expect((await api(owner, 'POST', `/rounds/${roundId}/actions`, { action: '' })).statusCode).toBe(400);
      expect((await api(owner, 'POST', `/rounds/${roundId}/actions`, { action: ' \n ' })).statusCode).toBe(400);
      expect((await api(owner, 'POST', `/rounds/${roundId}/actions`, { label: 'Next' })).statusCode).toBe(400);
      for (const account of [member, outsider]) {
        const res = await api(account, 'POST', `/rounds/${roundId}/actions`, { action: 'Next' });
        expect(expectAnswer(res, 'recordReportAction', 404)).toEqual(ROUND_NOT_FOUND);
      }
    });
  });
});
