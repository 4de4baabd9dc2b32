import type { Persona } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { repairAnswer } from '../steps/index.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { recordingLog, stubProvider, testCatalogue, testEntry } from '../test/ai-fakes.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { MAX_PERSONAS, repairChatEntries, repairInsightAnswers, repairPersonaList } from './repair.js';
import { AiService } from './service.js';

/** A persona as a model answers it: every field the contract requires, the rest as given. */
const persona = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  short_summary: `${name} runs a small shop. Sells bread every morning.`,
  values: ['Quality', 'Tradition'],
  occupation: 'Baker',
  demographics: { age: 44, gender: 'Female' },
  sinus_milieu: 'Nostalgic Middle Class',
  goals: ['Waste less bread'],
  lifestyle: 'Starts at four in the morning.',
  pain_points: ['Unpredictable demand'],
  ...extra,
});
const personas = (count: number) => Array.from({ length: count }, (_, i) => persona(`Person ${i + 1}`));

describe('the persona list repair', () => {
  it('drops items that are no persona and normalises the rest', () => {
    const repaired = repairPersonaList([
      persona('Anna Groß'),
      'a sentence',
      42,
      null,
      ['nested'],
      { short_summary: 'No name' },
      persona('Ben Ott', { sinus_milieus: 'Performers', sinus_milieuse: 'Traditionals', mood: 'calm' }),
    ]) as Persona[];
    expect(repaired.map((p) => p.name)).toEqual(['Anna Groß', 'Ben Ott']);
    expect(repaired[0]!.image).toMatch(/^persona-nostalgic-middle-class-female-[12]$/);
    // Of the three milieu spellings the last one is kept; free fields stay.
    expect(repaired[1]).toMatchObject({ sinus_milieu: 'Traditionals', mood: 'calm' });
    expect(repaired[1]).not.toHaveProperty('sinus_milieus');
    expect(repaired[1]!.image).toMatch(/^persona-traditional-female-[12]$/);
  });

  it('leaves what is no list, and a list of more than ten, for the schema to refuse', () => {
    expect(repairPersonaList(false)).toBe(false);
    expect(repairPersonaList({ personas: [] })).toEqual({ personas: [] });
    expect(repairPersonaList(personas(MAX_PERSONAS + 1))).toHaveLength(MAX_PERSONAS + 1);
  });

  it('turns empathy answers with ids or as bare strings into suggestions, dropping empty ones', () => {
    expect(
      repairInsightAnswers([{ id: 'hears-1', text: ' I hear a lot. ' }, 'I see more.', { id: 'x' }, '  ', 7]),
    ).toEqual([{ text: 'I hear a lot.' }, { text: 'I see more.' }]);
    expect(repairInsightAnswers([{ text: 'From the study.', origin: 'document', source: 'a.pdf' }])).toEqual([
      { text: 'From the study.', origin: 'document', source: 'a.pdf' },
    ]);
  });

  it('repairs only the entries it is meant for', () => {
    expect(repairAnswer({ id: 'basicIdea:STEP_PROMPT' }, ['x', 1])).toEqual(['x', 1]);
    expect(repairAnswer({ id: 'userTinder:STEP_PROMPT' }, ['x', 1])).toEqual([]);
    expect(repairAnswer({ id: 'toString' }, 'x')).toBe('x');
  });
});

/** An expert chat entry as a model answers it, with the given options. */
const entry = (options: unknown, extra: Record<string, unknown> = {}) => ({
  speaker: 'Mira Skylark',
  text: 'Lena drives to three clients a day.',
  options,
  follow_up_question: 'How would Lena react to booking in the app?',
  turn: 1,
  ...extra,
});
const THREE = ['a) I would book it after work.', 'b) Only if my salon is full.', 'c) Too expensive for my budget.'];

describe('the expert chat option repair (part 2 §5)', () => {
  it.each([
    ['keeps three options', THREE, THREE],
    [
      'merges 12 raw pieces into three',
      [
        'a)',
        'I would',
        'book it',
        'after work.',
        'b)',
        'Only if',
        'my salon',
        'is full.',
        'c)',
        'Too',
        'expensive',
        'for me.',
      ],
      ['a) I would book it after work.', 'b) Only if my salon is full.', 'c) Too expensive for me.'],
    ],
    [
      'merges 9 raw pieces into three',
      ['a)', 'I would book', 'it after work.', 'b)', 'Only if my', 'salon is full.', 'c)', 'Too expensive', 'for me.'],
      ['a) I would book it after work.', 'b) Only if my salon is full.', 'c) Too expensive for me.'],
    ],
    [
      'drops options of four characters or fewer',
      ['a) ok', 'Yes!', THREE[1], ' no ', THREE[2]],
      ['a) ok', THREE[1], THREE[2]],
    ],
    ['drops what is no text', [THREE[0], 7, null, THREE[2]], [THREE[0], THREE[2]]],
    ['keeps the first three of a list of another length', [...THREE, 'd) I would ask my neighbour first.'], THREE],
  ])('%s', (_label, options, expected) => {
    expect(repairChatEntries([entry(options)])).toEqual([entry(expected)]);
  });

  it('wraps a bare entry into a list and leaves an entry without usable options without the field', () => {
    expect(repairChatEntries(entry(THREE))).toEqual([entry(THREE)]);
    expect((repairChatEntries([entry(['ok', 'no'])]) as unknown[])[0]).not.toHaveProperty('options');
    expect(repairAnswer({ id: 'expertChat:STEP_PROMPT' }, false)).toBe(false);
  });
});

describeEachDialect('Validate answers through the AI service', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'founder');
  });
  afterAll(() => t?.close());

  async function run(id: string, answers: unknown[]) {
    const provider = stubProvider((request) => answers[Math.min(request.attempt, answers.length - 1)]);
    const service = new AiService({ db: t.app.db, catalogue: testCatalogue(), provider, log: recordingLog() });
    const result = await service
      .run(testEntry(id), 'The chat', { userId: founder.id, lang: 'en' })
      .catch((error: unknown) => error);
    return { result, asked: provider.requests.length };
  }

  // Chat data lacking options, follow_up_question or turn is asked again (part 2 §8).
  it.each([
    ['an entry with three options', [[entry(THREE)]], 1],
    [
      '12 raw pieces merged',
      [[entry(['a)', 'I', 'would', 'go.', 'b)', 'Not', 'for', 'me.', 'c)', 'Too', 'far', 'away.'])]],
      1,
    ],
    ['an entry lacking options', [[entry(undefined)], [entry(THREE)]], 2],
    ['an entry with only short options', [[entry(['ok', 'no', 'hm'])], [entry(THREE)]], 2],
    ['an entry lacking follow_up_question', [[entry(THREE, { follow_up_question: undefined })], [entry(THREE)]], 2],
    ['an entry lacking turn', [[entry(THREE, { turn: undefined })], [entry(THREE)]], 2],
    ['a bare entry', [entry(THREE)], 1],
  ] as Array<[string, unknown[], number]>)('expert chat: %s → asked %i time(s)', async (_label, answers, asked) => {
    const { result, asked: requests } = await run('expertChat:STEP_PROMPT', answers);
    expect(result).not.toBeInstanceOf(Error);
    const [answered] = (result as { output: Array<{ options: string[] }> }).output;
    expect(answered!.options).toHaveLength(3);
    expect(requests).toBe(asked);
  });

  const closing = (target_user: string) => ({
    target_user,
    persona_extension: { core_problem: 'Lena loses evenings.', needs_and_barriers: ['Need: evening slots'] },
    core_problem: 'Lena loses evenings.',
  });

  it('retries the shadowing closing once when it lacks target_user, then gives up (part 2 §8)', async () => {
    const once = await run('problemShadowing:CLOSING_STEP_PROMPT', [[closing(' ')], [closing('Lena Weber')]]);
    expect((once.result as { output: unknown }).output).toEqual([closing('Lena Weber')]);
    expect(once.asked).toBe(2);
    const never = await run('problemShadowing:CLOSING_STEP_PROMPT', [[closing('  ')]]);
    expect(never.result).toBeInstanceOf(ApiError);
    expect(never.asked).toBe(2);
  });
});

describeEachDialect('persona list answers through the AI service', (dialect) => {
  let t: TestApp;
  let founder: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    founder = await createAccount(t.app, 'founder');
  });
  afterAll(() => t?.close());

  /** Runs userTinder:STEP_PROMPT against a provider that answers `answers[attempt]` (the last one after that). */
  async function run(answers: unknown[]) {
    const provider = stubProvider((request) => answers[Math.min(request.attempt, answers.length - 1)]);
    const service = new AiService({ db: t.app.db, catalogue: testCatalogue(), provider, log: recordingLog() });
    const result = await service
      .run(testEntry('userTinder:STEP_PROMPT'), 'An idea', { userId: founder.id, lang: 'en' })
      .catch((error: unknown) => error);
    return { result, asked: provider.requests.length };
  }

  // One row per rule of part 2 §5 and §8: what is accepted, what is dropped, what is asked again.
  it.each([
    ['accepts a list of personas', [personas(3)], 3, 1],
    ['accepts ten personas', [personas(10)], 10, 1],
    ['drops non-object items and keeps the personas', [[persona('A'), 'text', 3, null, persona('B')]], 2, 1],
    ['retries false', [false, personas(2)], 2, 2],
    ['retries an empty list', [[], personas(2)], 2, 2],
    ['retries a list of nothing but non-objects', [['one', 2, true], personas(4)], 4, 2],
    ['retries more than ten personas rather than cutting them', [personas(11), personas(6)], 6, 2],
    ['retries a persona the contract refuses (no summary)', [[persona('A', { short_summary: '' })], personas(1)], 1, 2],
    ['retries up to three times', [false, [], personas(12), personas(7)], 7, 4],
  ] as Array<[string, unknown[], number, number]>)('%s', async (_label, answers, count, asked) => {
    const { result, asked: requests } = await run(answers);
    expect(result).not.toBeInstanceOf(Error);
    const output = (result as { output: Persona[] }).output;
    expect(output).toHaveLength(count);
    for (const item of output) expect(item.image).toMatch(/^persona-[a-z-]+-(male|female|diverse)-[12]$/);
    expect(requests).toBe(asked);
  });

  it('fails with "AI response failed" when the answer stays false, empty or too long after 3 retries', async () => {
    const { result, asked } = await run([false, [], personas(11), ['x']]);
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).toEnvelope()).toEqual({
      msg: { headline: 'Error', text: 'AI response failed' },
      code: 'aiFailed',
    });
    expect(asked).toBe(4);
  });
});
