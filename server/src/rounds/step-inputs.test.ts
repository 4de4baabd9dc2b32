// A step's saved input is checked against the contract's StepInputByType: every step type has its schema there, an
// input as the step really keeps it (the SDK's rules, which the web and the CLI use; drafts with empty sections
// included) is taken, and content of another shape is a 400 naming the rule that failed. The closing view's input
// is free.
import { loadContractSync } from '@idea-studio/openapi';
import {
  chatToInput,
  emptyFrame,
  frameToEntries,
  insightsToInput,
  type StepType,
  sectionsToEntries,
  shadowingToInput,
  startChat,
  startInsights,
  startShadowing,
  startTinder,
  tinderToInput,
  withAnswers,
} from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../http/contract.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { roundsApi, stepIdOfType } from '../test/rounds-api.js';
import { NIGHT_NURSE } from '../test/step-fixtures.js';
import { CLOSING_STEP } from '../tracks/definition.js';
import { createStepResultChecker, STEP_INPUT_INVALID, STEP_INPUT_SCHEMAS, stepSchemaTypes } from './step-schemas.js';

const contract = loadContractSync() as OpenApiDocument;
// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document
const schemas = (contract.components as any).schemas;
const STEP_TYPES = schemas.StepType.enum as StepType[];

const persona = NIGHT_NURSE;

const insights = withAnswers(startInsights(persona), 1, [{ text: 'Her colleagues talk about dog sitters' }], 'ai');

type Case = [label: string, content: unknown, rule?: string];

const IDEA_SECTIONS = { PROBLEM: 'No walks at night', 'TARGET USER': 'Nurses', SOLUTION: '' };
const READ_FRAME = { ...emptyFrame(), offer: 'walks at night', people: 'Nurses', priceKind: 'per_use' as const };

/** Per step type: inputs as the step keeps them, and content it never keeps with the rule that refuses it. */
const TABLE: Record<StepType, { valid: Case[]; invalid: Case[] }> = {
  basicIdea: {
    valid: [
      ['three sections', sectionsToEntries({ PROBLEM: 'No walks at night', 'TARGET USER': 'Nurses', SOLUTION: '' })],
      ['a draft with empty sections', sectionsToEntries({ PROBLEM: '', 'TARGET USER': '', SOLUTION: '' })],
      ['sections and a read idea frame', [...sectionsToEntries(IDEA_SECTIONS), ...frameToEntries(READ_FRAME)]],
    ],
    invalid: [
      ['an object instead of sections', { PROBLEM: 'x' }, 'content must be array'],
      ['a section without its text', [{ type: 'PROBLEM' }], 'content/0/content is required'],
    ],
  },
  userTinder: {
    valid: [
      ['personas to sort', tinderToInput(startTinder([persona]))],
      ['a sorted deck', tinderToInput({ queue: [], positive: [persona], negative: [], skipped: [] })],
    ],
    invalid: [
      ['no lists', {}, 'content/positivePersonas is required'],
      [
        'a persona list that is a text',
        { ...tinderToInput(startTinder([persona])), positivePersonas: 'Mia' },
        'content/positivePersonas must be array',
      ],
    ],
  },
  insightMapping: {
    valid: [
      ['a fresh map', insightsToInput(startInsights(persona))],
      ['one question answered', insightsToInput(insights)],
    ],
    invalid: [
      ['no persona', { suggestionStorage: [[], [], [], []] }, 'content/persona is required'],
      [
        'three questions',
        { ...insightsToInput(insights), suggestionStorage: [[], [], []] },
        'content/suggestionStorage must NOT have fewer than 4 items',
      ],
    ],
  },
  problemShadowing: {
    valid: [
      [
        'the opened situations',
        shadowingToInput(
          startShadowing('Mia Roth', 'PawWalk', ['Mia starts her shift.'], [{ step: 'When I leave, I' }]),
        ),
      ],
    ],
    invalid: [['a text', 'worried', 'content must be array']],
  },
  expertChat: {
    valid: [['a chat not started', chatToInput(startChat(persona))]],
    invalid: [
      [
        'no partner',
        { activeStep: 0, controls: [], selectedPersona: null },
        'content/selectedInterViewPartner is required',
      ],
      ['round 9', { ...chatToInput(startChat(persona)), activeStep: 9 }, 'content/activeStep must be <= 4'],
    ],
  },
  feedbackCard: {
    valid: [['an empty card', { pins: [], changedEvents: [] }]],
    invalid: [['no pins', { changedEvents: [] }, 'content/pins is required']],
  },
};

describe('the contract’s StepInputByType', () => {
  it('has exactly one input schema for every StepType, and none for anything else', () => {
    expect([...stepSchemaTypes(contract, STEP_INPUT_SCHEMAS)].sort()).toEqual([...STEP_TYPES].sort());
    expect([...schemas[STEP_INPUT_SCHEMAS].required].sort()).toEqual([...STEP_TYPES].sort());
    expect(schemas[STEP_INPUT_SCHEMAS].additionalProperties).toBe(false);
  });

  it('has a table row for every step type', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...STEP_TYPES].sort());
  });

  const checker = createStepResultChecker(contract, 'input');
  for (const type of STEP_TYPES) {
    it.each(TABLE[type].valid)(`${type}: takes %s`, (_label, content) => {
      expect(checker.problem(type, JSON.parse(JSON.stringify(content)))).toBeUndefined();
    });
    it.each(TABLE[type].invalid)(`${type}: refuses %s`, (_label, content, rule) => {
      expect(checker.problem(type, JSON.parse(JSON.stringify(content)))).toBe(`${STEP_INPUT_INVALID} (${rule})`);
    });
  }
});

describeEachDialect(
  'PUT /rounds/{roundId}/inputs/{stepId} checks the input against its step type’s schema',
  (dialect) => {
    let t: TestApp;
    let owner: TestAccount;
    let roundId: string;

    beforeAll(async () => {
      t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
      owner = await createAccount(t.app, 'owner');
      roundId = await roundsApi(() => t.app).startRound(owner, 'Inputs');
    });
    afterAll(() => t?.close());

    const { api, expectAnswer } = roundsApi(() => t.app);
    const put = (stepId: string, content: unknown) =>
      api(owner, 'PUT', `/rounds/${roundId}/inputs/${stepId}`, { content });

    it.each(STEP_TYPES)('%s: keeps an input as the step keeps it, refuses another shape with 400', async (type) => {
      const [, content] = TABLE[type].valid[0]!;
      const saved = expectAnswer(await put(stepIdOfType(type), content), 'saveUserInput', 200);
      // The server settles who wrote each text (author), so the kept input holds what was sent and more.
      expect(saved.content).toMatchObject(JSON.parse(JSON.stringify(content)));
      for (const [, bad, rule] of TABLE[type].invalid) {
        const body = expectAnswer(await put(stepIdOfType(type), bad), 'saveUserInput', 400);
        expect(body.msg.text).toBe(`${STEP_INPUT_INVALID} (${rule})`);
      }
      // The refused saves left the kept input as it was.
      const kept = expectAnswer(
        await api(owner, 'GET', `/rounds/${roundId}/inputs/${stepIdOfType(type)}`),
        'getUserInput',
        200,
      );
      expect(kept.content).toEqual(saved.content);
    });

    it('re-checks the idea frame’s slots of a Basic Idea input: 400 naming the rule, and nothing kept', async () => {
      const stepId = stepIdOfType('basicIdea');
      const sections = sectionsToEntries(IDEA_SECTIONS);
      const good = [...sections, ...frameToEntries(READ_FRAME)];
      const saved = expectAnswer(await put(stepId, good), 'saveUserInput', 200);
      const kind = good.findIndex((e) => e.type === 'PRICE KIND');
      const shape = good.findIndex((e) => e.type === 'SHAPE');
      const offer = good.findIndex((e) => e.type === 'OFFER');
      const refused: Array<[content: unknown, rule: RegExp]> = [
        [
          good.map((e, i) => (i === kind ? { ...e, content: 'bogus' } : e)),
          new RegExp(`^content/${kind}/content: PRICE KIND must be empty or one of subscription, per_use, `),
        ],
        [
          good.map((e, i) => (i === shape ? { ...e, content: 'bakery' } : e)),
          new RegExp(`^content/${shape}/content: SHAPE must be one of service_visit, `),
        ],
        [
          good.map((e, i) => (i === offer ? { ...e, content: 'x'.repeat(301) } : e)),
          new RegExp(`^content/${offer}/content: OFFER is longer than 300 characters\\.$`),
        ],
      ];
      for (const [content, rule] of refused) {
        const body = expectAnswer(await put(stepId, content), 'saveUserInput', 400);
        expect(body.code).toBe('validation');
        expect(body.msg.headline).toBeTruthy();
        expect(body.msg.text.startsWith(`${STEP_INPUT_INVALID} (`)).toBe(true);
        expect(body.msg.text.slice(STEP_INPUT_INVALID.length + 2, -1)).toMatch(rule);
      }
      const kept = expectAnswer(await api(owner, 'GET', `/rounds/${roundId}/inputs/${stepId}`), 'getUserInput', 200);
      expect(kept.content).toEqual(saved.content);
    });

    it('keeps any input of the closing view', async () => {
      expectAnswer(await put(CLOSING_STEP, { outputs: ['anything'], free: true }), 'saveUserInput', 200);
    });
  },
);
