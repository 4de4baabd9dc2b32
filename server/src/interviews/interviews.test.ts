import type { components } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { type FakeOpenAi, jsonCompletion, startFakeOpenAi } from '../test/ai-fakes.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { makeDocx, makePdf } from '../test/hub-files.js';
import { INSIGHT_MAPPING, PROBLEM_SHADOWING, QUALIFY, roundsApi, USER_TINDER, VALIDATE } from '../test/rounds-api.js';
import { heldOnOf, keepObserved } from './service.js';

// Interview records over HTTP: recorded from notes, a .docx or a .txt file, read against the round's pains (the
// empathy map's frustrations and the core problem), summed up as insights, re-read when the pains change, deleted;
// every bad input a 4xx in the envelope; only the round's user sees or changes them; gone with the round. With a
// model, what it invents (a quote not in the notes, a pain the round does not have) is dropped.

type InterviewRecord = components['schemas']['InterviewRecord'];
type InterviewList = components['schemas']['InterviewList'];

const PERSONA = {
  name: 'Mia Roth',
  short_summary: 'A nurse with a young dog.',
  occupation: 'Nurse on long night shifts',
  values: ['Reliability'],
  sinus_milieu: 'Adaptive-Pragmatic Middle',
  goals: ['Her dog is walked every day'],
  lifestyle: 'Busy, shift work',
  pain_points: ['Her dog waits alone during long shifts'],
};
const TINDER = { main_persona: PERSONA, accepted_users: ['Mia Roth — Nurse', 'Tom Berg — Pilot'], rejected_users: [] };
const PAINS = ['Dog walkers cancel at the last minute', 'Walks are too expensive for a daily routine'];
const CORE_PROBLEM = 'Busy dog owners cannot rely on dog walkers during long shifts';
const insightMap = (frustrations: string[]) => ({
  persona: { name: 'Mia Roth', occupation: 'Nurse' },
  hears: ['Colleagues talk about dog sitters'],
  sees: ['Other dogs in the park'],
  feels: ['Guilty when she comes home late'],
  frustrations,
});
const SHADOWING = {
  target_user: 'Mia Roth',
  day_in_life_story: ['Mia starts her shift at 7 pm.'],
  situations: [{ step: 'Situation 1: I', answer: 'call a walker' }],
  core_problem: CORE_PROBLEM,
  needs_and_barriers: ['A walker who shows up'],
};

const NOTES = [
  'Talked to Anna, ICU nurse, at the hospital canteen.',
  'Last week two walkers cancelled at the last minute, and she had to take the dog to work.',
  'During long shifts she cannot rely on her dog walker at all.',
  'The walks are not too expensive for her, she can afford them.',
  'Actually her biggest worry is the liability insurance when the dog bites someone.',
].join('\n');
const CONFIRMING = 'Last week two walkers cancelled at the last minute, and she had to take the dog to work.';
const SURPRISE = 'Actually her biggest worry is the liability insurance when the dog bites someone.';

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const today = () => new Date().toISOString().slice(0, 10);

describeEachDialect('interview records', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let member: TestAccount;
  let roundId: string;
  const { api, expectAnswer, startRound, addProjectMember } = roundsApi(() => t.app);
  const save = async (account: TestAccount, round: string, streamId: string, stepId: string, result: object) => {
    const res = await api(account, 'POST', `/rounds/${round}/results`, {
      streamId,
      stepId,
      name: stepId,
      result,
      stepIndex: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const create = (account: TestAccount | undefined, round: string, body: object) =>
    api(account, 'POST', `/rounds/${round}/interviews`, body);
  const list = async (round = roundId): Promise<InterviewList> =>
    expectAnswer(await api(owner, 'GET', `/rounds/${round}/interviews`), 'listInterviews', 200);
  const expectError = (res: { statusCode: number; json(): unknown; body: string }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code: expect.any(String), msg: { headline: expect.any(String) } });
    return res.json() as { code: string; msg: { headline: string; text: string } };
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'founder');
    other = await createAccount(t.app, 'stranger');
    member = await createAccount(t.app, 'member');
    await addProjectMember(owner, member);
    roundId = await startRound(owner, 'Dog walks');
    await save(owner, roundId, QUALIFY, USER_TINDER, TINDER);
    await save(owner, roundId, QUALIFY, INSIGHT_MAPPING, insightMap(PAINS));
    await save(owner, roundId, VALIDATE, PROBLEM_SHADOWING, SHADOWING);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records pasted notes and reads them against the round’s pains', async () => {
    const res = await create(owner, roundId, {
      notes: NOTES,
      role: 'ICU nurse',
      persona: 'Mia Roth',
      heldOn: '2026-01-15',
    });
    const record = expectAnswer(res, 'createInterview', 201) as InterviewRecord;
    expect(record).toMatchObject({
      roundId,
      role: 'ICU nurse',
      persona: 'Mia Roth',
      heldOn: '2026-01-15',
      notes: NOTES,
      fileName: null,
      provider: 'offline',
    });
    expect(record.analysis.confirmedPains).toEqual([PAINS[0], CORE_PROBLEM]);
    expect(record.analysis.contradictedPains).toEqual([PAINS[1]]);
    expect(record.analysis.quotes).toContain(CONFIRMING);
    expect(record.analysis.surprises).toEqual([SURPRISE]);
    for (const quote of [...record.analysis.quotes, ...record.analysis.surprises]) expect(NOTES).toContain(quote);
  });

  it('records a Word document with its text and file name', async () => {
    const docx = makeDocx([
      'Interview with Jonas, paramedic.',
      'He says dog walkers cancel at the last minute almost every month.',
      'Walks are far too expensive for a daily routine on his salary.',
    ]);
    const res = await create(owner, roundId, {
      document: { fileName: 'jonas.docx', data: b64(docx) },
      role: 'Paramedic',
    });
    const record = expectAnswer(res, 'createInterview', 201) as InterviewRecord;
    expect(record.fileName).toBe('jonas.docx');
    expect(record.notes).toContain('He says dog walkers cancel at the last minute almost every month.');
    expect(record.heldOn).toBe(today());
    expect(record.persona).toBeNull();
    expect(record.analysis.confirmedPains).toEqual(PAINS);
  });

  it('records a text file', async () => {
    const res = await create(owner, roundId, {
      document: { fileName: 'notes.txt', data: b64('Kira, nurse: our walkers never cancel at the last minute.') },
      role: 'Nurse',
    });
    const record = expectAnswer(res, 'createInterview', 201) as InterviewRecord;
    expect(record.analysis.contradictedPains).toEqual([PAINS[0]]);
  });

  it('sums the records up per pain, with quotes and surprises', async () => {
    const { interviews, insights } = await list();
    expect(interviews).toHaveLength(3);
    // The latest conversation first: the two recorded today, then the one of January.
    expect(interviews[2]!.heldOn).toBe('2026-01-15');
    expect(insights.interviewCount).toBe(3);
    expect(insights.coreProblem).toBe(CORE_PROBLEM);
    const confirmed = Object.fromEntries(insights.confirmed.map((p) => [p.pain, p]));
    const contradicted = Object.fromEntries(insights.contradicted.map((p) => [p.pain, p]));
    expect(confirmed[PAINS[0]!]!.interviewIds).toHaveLength(2);
    expect(contradicted[PAINS[0]!]!.interviewIds).toHaveLength(1);
    expect(confirmed[PAINS[1]!]!.interviewIds).toHaveLength(1);
    expect(contradicted[PAINS[1]!]!.interviewIds).toHaveLength(1);
    expect(confirmed[CORE_PROBLEM]!.interviewIds).toHaveLength(1);
    const nurse = interviews.find((r) => r.role === 'ICU nurse')!;
    expect(confirmed[PAINS[0]!]!.quotes).toContainEqual({ text: CONFIRMING, interviewId: nurse.id });
    expect(insights.surprises).toEqual([{ text: SURPRISE, interviewId: nurse.id }]);
  });

  it('reads the notes again when the round’s pains changed', async () => {
    const round = await startRound(owner, 'Changing pains');
    await save(owner, round, QUALIFY, INSIGHT_MAPPING, insightMap(['Dog walkers cancel at the last minute']));
    const res = await create(owner, round, { notes: NOTES, role: 'ICU nurse' });
    expectAnswer(res, 'createInterview', 201);
    expect((await list(round)).insights.contradicted).toEqual([]);

    await save(owner, round, QUALIFY, INSIGHT_MAPPING, insightMap(['Walks are too expensive for a daily routine']));
    const { interviews, insights } = await list(round);
    expect(insights.confirmed).toEqual([]);
    expect(insights.contradicted.map((p) => p.pain)).toEqual(['Walks are too expensive for a daily routine']);
    expect(interviews[0]!.analysis.contradictedPains).toEqual(['Walks are too expensive for a daily routine']);
    expect(interviews[0]!.provider).toBe('offline');
  });

  it('deletes a record; a second delete is 404', async () => {
    const created = expectAnswer(
      await create(owner, roundId, { notes: 'Short talk: dog walkers cancel at the last minute.', role: 'Pilot' }),
      'createInterview',
      201,
    ) as InterviewRecord;
    const before = (await list()).interviews.length;
    const res = await api(owner, 'DELETE', `/rounds/${roundId}/interviews/${created.id}`);
    expect(expectAnswer(res, 'deleteInterview', 200)).toEqual({ success: true });
    expect((await list()).interviews).toHaveLength(before - 1);
    expectError(await api(owner, 'DELETE', `/rounds/${roundId}/interviews/${created.id}`), 404);
  });

  describe('refuses bad input with a 4xx in the envelope', () => {
    const big = Buffer.alloc(1_000_001, 'a');
    it.each([
      ['neither notes nor a document', { role: 'Nurse' }, 400],
      [
        'both notes and a document',
        { notes: 'x y z', document: { fileName: 'a.txt', data: b64('a b') }, role: 'N' },
        400,
      ],
      ['no role', { notes: 'Walkers cancel.' }, 400],
      ['a blank role', { notes: 'Walkers cancel.', role: '   ' }, 400],
      ['blank notes', { notes: '   ', role: 'Nurse' }, 400],
      ['a date in the future', { notes: 'Walkers cancel.', role: 'Nurse', heldOn: '2999-01-01' }, 400],
      ['a date that does not exist', { notes: 'Walkers cancel.', role: 'Nurse', heldOn: '2026-02-30' }, 400],
      ['notes above 50,000 characters', { notes: 'a'.repeat(50_001), role: 'Nurse' }, 400],
      ['a PDF', { document: { fileName: 'talk.pdf', data: b64('%PDF-1.4') }, role: 'Nurse' }, 415],
      [
        'binary bytes named .txt',
        { document: { fileName: 'talk.txt', data: b64(Buffer.from([0, 1, 2, 3])) }, role: 'N' },
        415,
      ],
      ['text named .docx', { document: { fileName: 'talk.docx', data: b64('plain words') }, role: 'Nurse' }, 415],
      ['a file above 1 MB', { document: { fileName: 'talk.txt', data: b64(big) }, role: 'Nurse' }, 413],
      ['data that is not base64', { document: { fileName: 'talk.txt', data: '***' }, role: 'Nurse' }, 400],
      [
        'a broken docx',
        { document: { fileName: 'talk.docx', data: b64(Buffer.from('PK\u0003\u0004broken')) }, role: 'N' },
        415,
      ],
    ])('%s', async (_case, body, status) => {
      expectError(await create(owner, roundId, body), status);
    });

    it('names the limit when a file’s text has more than 50,000 characters', async () => {
      const text = 'Dog walkers cancel at the last minute. '.repeat(1400);
      const res = await create(owner, roundId, { document: { fileName: 'long.txt', data: b64(text) }, role: 'Nurse' });
      expect(expectError(res, 400).msg.text).toContain('50,000');
    });

    it('refuses a PDF even when named .docx', async () => {
      const pdf = await makePdf([['Walkers cancel at the last minute.']]);
      expectError(await create(owner, roundId, { document: { fileName: 'x.docx', data: b64(pdf) }, role: 'N' }), 415);
    });
  });

  it('lets nobody but the round’s user see or change its records', async () => {
    const [record] = (await list()).interviews;
    for (const stranger of [other, member]) {
      expectError(await api(stranger, 'GET', `/rounds/${roundId}/interviews`), 404);
      expectError(await create(stranger, roundId, { notes: 'Planted.', role: 'Nurse' }), 404);
      expectError(await api(stranger, 'DELETE', `/rounds/${roundId}/interviews/${record!.id}`), 404);
    }
    // The stranger's own round cannot reach the owner's record either.
    const own = await startRound(other, 'Mine');
    expectError(await api(other, 'DELETE', `/rounds/${own}/interviews/${record!.id}`), 404);
    expectError(await api(undefined, 'GET', `/rounds/${roundId}/interviews`), 401);
    expectError(await create(undefined, roundId, { notes: 'Planted.', role: 'Nurse' }), 401);
    expectError(await api(undefined, 'DELETE', `/rounds/${roundId}/interviews/${record!.id}`), 401);
    expect((await list()).interviews.map((r) => r.id)).toContain(record!.id);
  });

  it('deletes the records with their round', async () => {
    const round = await startRound(owner, 'Short-lived');
    expectAnswer(await create(owner, round, { notes: 'Walkers cancel a lot.', role: 'Nurse' }), 'createInterview', 201);
    const count = async () =>
      (await t.app.db.selectFrom('interview_records').select('id').where('round_id', '=', round).execute()).length;
    expect(await count()).toBe(1);
    const res = await api(owner, 'POST', '/streams/deletetrack', { roundId: round });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(0);
  });
});

describe('interview records with a model (fake OpenAI-compatible endpoint)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let owner: TestAccount;
  let roundId: string;
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({
      env: {
        ...ACCOUNT_TEST_ENV,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'test-model',
        AI_RATE_LIMIT: '3/1m',
      },
    });
    owner = await createAccount(t.app, 'modelled');
    roundId = await startRound(owner, 'Dog walks');
    const res = await api(owner, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId: INSIGHT_MAPPING,
      name: 'insights',
      result: insightMap(PAINS),
      stepIndex: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('drops what the model invented: quotes not in the notes, pains the round does not have', async () => {
    fake.enqueue(
      jsonCompletion({
        quotes: [CONFIRMING, 'All my colleagues would pay 30 euros a walk.'],
        confirmedPains: [PAINS[0], 'Dogs are lonely'],
        contradictedPains: [],
        surprises: ['She would invest in the startup.', SURPRISE],
      }),
    );
    const res = await api(owner, 'POST', `/rounds/${roundId}/interviews`, { notes: NOTES, role: 'ICU nurse' });
    const record = expectAnswer(res, 'createInterview', 201) as InterviewRecord;
    expect(record.provider).toBe('openai');
    expect(record.analysis).toEqual({
      quotes: [CONFIRMING],
      confirmedPains: [PAINS[0]],
      contradictedPains: [],
      surprises: [SURPRISE],
    });
    const prompt = JSON.parse(fake.requests.at(-1)!.body.messages.at(-1).content);
    expect(prompt).toMatchObject({ notes: NOTES, pains: PAINS });
  });

  it('limits the reading of notes like the other AI calls', async () => {
    fake.fallback = jsonCompletion({ quotes: [], confirmedPains: [], contradictedPains: [], surprises: [] });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await api(owner, 'POST', `/rounds/${roundId}/interviews`, { notes: 'Hi.', role: 'N' })).statusCode,
      );
    }
    // One call was made by the test before: the limit of three is reached on the third call here.
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});

describe('keepObserved', () => {
  const notes = 'She said walkers\ncancel at the last minute. It costs too much.';
  it.each([
    [
      'a verbatim quote across a line break',
      { quotes: ['walkers cancel at the last minute.'] },
      ['walkers cancel at the last minute.'],
    ],
    ['a paraphrase', { quotes: ['Walkers often cancel late.'] }, []],
    ['another case', { quotes: ['she said walkers cancel'] }, []],
    ['a repeated quote', { quotes: ['It costs too much.', 'It costs too much.'] }, ['It costs too much.']],
    ['no list', { quotes: 'It costs too much.' }, []],
  ])('%s', (_case, output, quotes) => {
    expect(keepObserved(output, notes, PAINS).quotes).toEqual(quotes);
  });

  it('keeps a pain in both lists as contradicted only', () => {
    const kept = keepObserved({ confirmedPains: PAINS, contradictedPains: [PAINS[0]] }, notes, PAINS);
    expect(kept.confirmedPains).toEqual([PAINS[1]]);
    expect(kept.contradictedPains).toEqual([PAINS[0]]);
  });
});

describe('heldOnOf', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    [undefined, '2026-03-10'],
    [null, '2026-03-10'],
    ['2026-03-09', '2026-03-09'],
    // Already tomorrow somewhere on Earth (UTC+14).
    ['2026-03-11', '2026-03-11'],
  ])('%s -> %s', (value, expected) => {
    expect(heldOnOf(value, now)).toBe(expected);
  });
  it.each(['2026-03-12', '2026-13-01', '10.03.2026', '1899-12-31'])('refuses %s', (value) => {
    expect(() => heldOnOf(value, now)).toThrow();
  });
});
