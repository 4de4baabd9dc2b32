// A step's result is checked against the contract's StepResultByType: every step type has its schema there, a result
// as the step really saves it (the SDK's rules, which the web and the CLI use, and results saved earlier) is taken,
// and a result that breaks a save rule is a 400 with the step's sentence and the rule that failed.
import { loadContractSync } from '@idea-studio/openapi';
import {
  addChatPins,
  addPin,
  answerForMe,
  CARD_INVALID,
  CHAT_INCOMPLETE,
  type ExpertChatEntry,
  empathyMap,
  expertChatResult,
  fillSituations,
  INSIGHTS_INCOMPLETE,
  NO_POSITIVE_PERSONA,
  normalizePersona,
  type Persona,
  SHADOWING_INCOMPLETE,
  type StepType,
  shadowingResult,
  startChat,
  startInsights,
  startShadowing,
  tinderResult,
  withAnswers,
  withEntry,
} from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../http/contract.js';
import { IDEA_CARD_INVALID } from '../steps/basic-idea.js';
import { stepManifest } from '../steps/index.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { QUALIFY, roundsApi, sampleResultOf, stepIdOfType, VALIDATE } from '../test/rounds-api.js';
import { NIGHT_NURSE } from '../test/step-fixtures.js';
import { createStepResultChecker, STEP_RESULT_SCHEMAS, stepResultSchemaTypes } from './step-schemas.js';

const contract = loadContractSync() as OpenApiDocument;
// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document
const schemas = (contract.components as any).schemas;
const STEP_TYPES = schemas.StepType.enum as StepType[];

describe('the contract’s StepResultByType', () => {
  it('has exactly one result schema for every StepType, and none for anything else', () => {
    const types = stepResultSchemaTypes(contract);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...STEP_TYPES].sort());
    expect([...schemas[STEP_RESULT_SCHEMAS].required].sort()).toEqual([...STEP_TYPES].sort());
    expect(schemas[STEP_RESULT_SCHEMAS].additionalProperties).toBe(false);
    for (const type of STEP_TYPES) expect(schemas[STEP_RESULT_SCHEMAS].properties[type].$ref, type).toBeTruthy();
  });

  it('compiles for every step type, and the server has the step’s sentence for each', () => {
    const checker = createStepResultChecker(contract);
    for (const type of STEP_TYPES) {
      expect(checker.problem(type, null), type).toContain(stepManifest(type).resultRejected);
    }
  });

  it('fails a step type the contract gives no schema', () => {
    const { userTinder: _dropped, ...rest } = schemas[STEP_RESULT_SCHEMAS].properties;
    const without = {
      components: {
        schemas: { ...schemas, [STEP_RESULT_SCHEMAS]: { ...schemas[STEP_RESULT_SCHEMAS], properties: rest } },
      },
    };
    const checker = createStepResultChecker(without);
    expect(() => checker.problem('userTinder', {})).toThrow(/no result schema for userTinder/);
    expect(checker.problem('basicIdea', { name: 'ShelfSense' })).toBeUndefined();
  });
});

// ── results as the steps save them (the SDK's rules, which the web and the CLI share) ──

const persona = NIGHT_NURSE;
const other = normalizePersona({ name: 'Tom Berg', short_summary: 'A pilot.', occupation: 'Pilot' }) as Persona;

const IDEA_CARD = {
  name: 'PawWalk',
  tagline: 'Walks while you work',
  key_features: ['Night walks', 'Vetted walkers', 'Live map'],
  target_group: 'Shift workers with dogs',
  value_proposition: 'Shift workers get reliable walks for their dog.',
  author: 'ai-accepted',
};

const TINDER = tinderResult({ queue: [], positive: [persona, other], negative: [], skipped: [] }, 1_700_000_000_000);

let map = startInsights(persona);
for (let question = 1; question <= 4; question++)
  map = withAnswers(map, question, [{ text: `Answer ${question}` }], 'ai');
const EMPATHY = empathyMap(map);

const SHADOWING = shadowingResult(
  fillSituations(
    startShadowing('Mia Roth', 'PawWalk', ['Mia starts her shift at 7 pm.'], [{ step: 'When I leave, I' }]),
    [{ step: 'When I leave, I', answer: 'worry about the dog' }],
  ),
  {
    target_user: 'Mia Roth',
    core_problem: 'No reliable walks during night shifts',
    persona_extension: { core_problem: 'No reliable walks', needs_and_barriers: ['A walker who shows up'] },
  },
);

const entry = (turn: number): ExpertChatEntry => ({
  speaker: 'Mira Skylark',
  text: `Round ${turn}.`,
  options: ['a) I would try it at once', 'b) I would ask my colleagues', 'c) I doubt a stranger can have my keys'],
  follow_up_question: 'What would you do?',
  turn,
});
let chat = startChat(persona);
for (let round = 1; round <= 4; round++) chat = answerForMe(withEntry(chat, entry(round)));
const CHAT = expertChatResult(chat, { summary: 'Mia wants it.', learned: ['Trust matters'], objections: ['Keys'] });

const mentor = { agentId: 'mentor_market', agentName: 'Mara', mainTag: 'Market Size', session: 'thread-1' };
const CARD = addChatPins(
  addPin(
    { pins: [], changedEvents: [] },
    { topic: 'Price', content: 'Night walks cost more.', agentId: 'mentor_market', source: 'MANUALLY-ADDED' },
  ),
  [{ topic: 'Market', content: 'Many shift workers own dogs.', origin: 'web', source: 'https://example.com' }],
  mentor,
);

const cardOf = (pin: object, events: unknown[] = [{ type: 'add', agentId: 'mentor_market' }]) => ({
  pins: [{ ...CARD.pins[0], ...pin }],
  changedEvents: events,
});
const transcriptOf = (rounds: number) => CHAT.transcript.slice(0, rounds);

interface Case {
  label: string;
  result: unknown;
  /** The rule the 400 names (after the step's sentence). */
  rule: string;
}

const TABLE: Record<StepType, { valid: Array<[string, unknown]>; invalid: Case[] }> = {
  basicIdea: {
    valid: [
      ['the idea card the closing prompt made', IDEA_CARD],
      ['a card saved earlier, with a name only', sampleResultOf(stepIdOfType('basicIdea'), 'ShelfSense')],
      [
        'a card saved earlier, with two key features',
        { ...IDEA_CARD, key_features: ['One', 'Two'], author: undefined },
      ],
    ],
    invalid: [
      ['a card without a name', { tagline: 'x' }, 'result/name is required'],
      ['a card with a blank name', { ...IDEA_CARD, name: ' \n' }, 'result/name must not be blank'],
      [
        'key features that are no list',
        { ...IDEA_CARD, key_features: 'Night walks' },
        'result/key_features must be array',
      ],
      [
        'an unknown author',
        { ...IDEA_CARD, author: 'robot' },
        'result/author must be one of "founder", "ai-accepted", "ai"',
      ],
      ['a list', [IDEA_CARD], 'result must be object'],
    ].map(([label, result, rule]) => ({ label, result, rule }) as Case),
  },
  userTinder: {
    valid: [
      ['the result of the sorting', TINDER],
      ['a result saved earlier with a partial persona', sampleResultOf(stepIdOfType('userTinder'), 'Mia Roth')],
    ],
    invalid: [
      ['no main persona', { accepted_users: [], rejected_users: ['Ole'] }, 'result/main_persona is required'],
      [
        'a main persona with a blank name',
        { ...TINDER, main_persona: { name: ' ' } },
        'result/main_persona/name must not be blank',
      ],
      [
        'a main persona that is a name only',
        { ...TINDER, main_persona: 'Mia Roth' },
        'result/main_persona must be object',
      ],
      ['no accepted users', { ...TINDER, accepted_users: undefined }, 'result/accepted_users is required'],
    ].map(([label, result, rule]) => ({ label, result, rule }) as Case),
  },
  insightMapping: {
    valid: [
      ['the empathy map', EMPATHY],
      ['a map with a blank answer next to a real one', { ...EMPATHY, sees: [' ', 'Other dogs'] }],
    ],
    invalid: [
      [
        'no frustrations',
        { ...EMPATHY, frustrations: [] },
        'result/frustrations: needs at least one answer that is not blank.',
      ],
      [
        'a blank answer only',
        { ...EMPATHY, sees: ['  '] },
        'result/sees: needs at least one answer that is not blank.',
      ],
      ['a question left out', { ...EMPATHY, hears: undefined }, 'result/hears is required'],
      ['a list', [], 'result must be object'],
    ].map(([label, result, rule]) => ({ label, result, rule }) as Case),
  },
  problemShadowing: {
    valid: [
      ['the shadowing with every situation answered', SHADOWING],
      ['a result saved earlier', sampleResultOf(stepIdOfType('problemShadowing'), 'Mia Roth')],
    ],
    invalid: [
      [
        'an open situation',
        { ...SHADOWING, situations: [...SHADOWING.situations, { step: 'When I come home, I', answer: ' ' }] },
        'result/situations/1/answer must not be blank',
      ],
      ['no situation', { ...SHADOWING, situations: [] }, 'result/situations must NOT have fewer than 1 items'],
      ['a blank core problem', { ...SHADOWING, core_problem: '' }, 'result/core_problem must not be blank'],
      ['no target user', { ...SHADOWING, target_user: undefined }, 'result/target_user is required'],
    ].map(([label, result, rule]) => ({ label, result, rule }) as Case),
  },
  expertChat: {
    valid: [
      ['the chat of four answered rounds', CHAT],
      ['a result saved earlier', sampleResultOf(stepIdOfType('expertChat'), 'Mia Roth')],
    ],
    invalid: [
      ['three rounds', { ...CHAT, transcript: transcriptOf(3) }, 'result/transcript: Round 4 needs an answer.'],
      [
        'a blank fourth answer',
        { ...CHAT, transcript: [...transcriptOf(3), { round: 4, question: 'Would Mia pay?', answer: ' ' }] },
        'result/transcript: Round 4 needs an answer.',
      ],
      [
        'no second round',
        { ...CHAT, transcript: CHAT.transcript.filter((r) => r.round !== 2) },
        'result/transcript: Round 2 needs an answer.',
      ],
      ['a blank persona', { ...CHAT, persona: ' ' }, 'result/persona must not be blank'],
      [
        'a fifth round',
        { ...CHAT, transcript: [...CHAT.transcript, { round: 5, question: 'q', answer: 'a' }] },
        'result/transcript/4/round must be <= 4',
      ],
    ].map(([label, result, rule]) => ({ label, result, rule }) as Case),
  },
  feedbackCard: {
    valid: [
      ['the card of a hand-made and a mentor’s pin', CARD],
      ['a card saved earlier', sampleResultOf(stepIdOfType('feedbackCard'), 'Mia Roth')],
      ['a card whose pins were all deleted', { pins: [], changedEvents: [] }],
    ],
    invalid: [
      ['a blank topic', cardOf({ topic: ' ' }), 'result/pins/0/topic must not be blank'],
      ['a pin of no mentor', cardOf({ agentId: '' }), 'result/pins/0/agentId must not be blank'],
      ['a pin without prio', cardOf({ prio: undefined }), 'result/pins/0/prio is required'],
      [
        'an unknown pin source',
        cardOf({ source: 'EMAIL' }),
        'result/pins/0/source must be one of "SIMPLE-CHAT", "MANUALLY-ADDED"',
      ],
      [
        'an unknown change',
        cardOf({}, [{ type: 'renamed', agentId: 'mentor_market' }]),
        'result/changedEvents/0/type must be one of "add", "edited", "priorised", "deleted"',
      ],
      [
        'a change of no mentor',
        cardOf({}, [{ type: 'add', agentId: ' ' }]),
        'result/changedEvents/0/agentId must not be blank',
      ],
      ['no changes', { pins: [] }, 'result/changedEvents is required'],
    ].map(([label, result, rule]) => ({ label, result, rule }) as Case),
  },
};

const SENTENCES: Record<StepType, string> = {
  basicIdea: IDEA_CARD_INVALID,
  userTinder: NO_POSITIVE_PERSONA,
  insightMapping: INSIGHTS_INCOMPLETE,
  problemShadowing: SHADOWING_INCOMPLETE,
  expertChat: CHAT_INCOMPLETE,
  feedbackCard: CARD_INVALID,
};

describe('the checker without the app', () => {
  const checker = createStepResultChecker(contract);
  it('has a table row for every step type', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...STEP_TYPES].sort());
  });
  for (const type of STEP_TYPES) {
    it.each(TABLE[type].valid)(`${type}: takes %s`, (_label, result) => {
      expect(checker.problem(type, JSON.parse(JSON.stringify(result)))).toBeUndefined();
    });
    it.each(TABLE[type].invalid.map((c) => [c.label, c] as const))(`${type}: refuses %s`, (_label, c) => {
      expect(checker.problem(type, JSON.parse(JSON.stringify(c.result)))).toBe(`${SENTENCES[type]} (${c.rule})`);
    });
  }
});

describeEachDialect('POST /rounds/{roundId}/results checks the result against its step type’s schema', (dialect) => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    owner = await createAccount(t.app, 'owner');
  });
  afterAll(() => t?.close());

  const { api, expectAnswer, startRound } = roundsApi(() => t.app);
  let roundId: string;

  const post = (type: StepType, result: unknown) => {
    const stepId = stepIdOfType(type);
    const streamId = ['basicIdea', 'userTinder', 'insightMapping'].includes(type) ? QUALIFY : VALIDATE;
    return api(owner, 'POST', `/rounds/${roundId}/results`, { streamId, stepId, name: type, result, stepIndex: 1 });
  };

  describe.each(STEP_TYPES)('%s', (type) => {
    beforeAll(async () => {
      roundId = await startRound(owner, `Results of ${type}`);
    });

    it('takes a result as the step saves it', async () => {
      const [, result] = TABLE[type].valid[0];
      const stored = expectAnswer(await post(type, result), 'addStepResult', 200);
      expect(stored.stepId).toBe(stepIdOfType(type));
    });

    it.each(TABLE[type].invalid.map((c) => [c.label, c] as const))(
      'refuses %s with 400 naming the rule',
      async (_l, c) => {
        const body = expectAnswer(await post(type, c.result), 'addStepResult', 400);
        expect(body.code).toBe('validation');
        expect(body.msg.text).toBe(`${SENTENCES[type]} (${c.rule})`);
      },
    );
  });
});
