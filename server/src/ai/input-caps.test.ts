import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { BASIC_IDEA, QUALIFY } from '../test/track-ids.js';
import {
  AI_BODY_LIMITS,
  CHAT_TEXT_CAP,
  checkTextCap,
  DOCUMENT_TEXT_CAP,
  PROMPT_TEXT_CAP,
  textCapOf,
  textLength,
} from './input-caps.js';

describe('textLength', () => {
  it('counts a string’s characters and the text of JSON, not its brackets and quotes', () => {
    expect(textLength('Bread')).toBe(5);
    expect(textLength([{ type: 'PROBLEM', content: 'Bread' }])).toBe('typePROBLEMcontentBread'.length);
    expect(textLength({ n: 12, ok: true, none: null })).toBe('n12oktruenone'.length);
    expect(textLength(undefined)).toBe(0);
  });

  it('stops counting past the cap and refuses deep nesting with a 400', () => {
    expect(textLength(['a'.repeat(10), 'b'.repeat(10)], 5)).toBeGreaterThan(5);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(() => textLength(deep)).toThrow(ApiError);
    expect(() => textLength(deep)).toThrow(/nested too deeply/);
  });

  it('gives documents to summarise their own cap', () => {
    expect(textCapOf('SUMMARIZE_DOCUMENT_UPLOAD')).toBe(DOCUMENT_TEXT_CAP);
    expect(textCapOf('GENERATE_PRODUCT_IDEAS')).toBe(PROMPT_TEXT_CAP);
    expect(() => checkTextCap('a'.repeat(PROMPT_TEXT_CAP), PROMPT_TEXT_CAP)).not.toThrow();
    expect(() => checkTextCap('a'.repeat(PROMPT_TEXT_CAP + 1), PROMPT_TEXT_CAP)).toThrow('at most 50,000 characters');
  });
});

describe('AI routes refuse text over their caps', () => {
  let t: TestApp;
  let user: TestAccount;
  let roundId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: ACCOUNT_TEST_ENV });
    user = await createAccount(t.app, 'caps');
    const started = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/streams/starttrack',
      payload: {
        trackId: 'Clu-4-HBY',
        streamId: QUALIFY,
        stepId: `initial-${QUALIFY}`,
        projectId: user.projectId,
        name: 'Bread',
      },
    });
    roundId = started.json().roundId;
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object) => injectAs(t.app, user, { method: 'POST', url: `/api${url}`, payload });
  const step = (content: unknown) =>
    post('/aiservice/airesponse', {
      streamId: QUALIFY,
      stepId: BASIC_IDEA,
      roundId,
      promptType: 'STEP_PROMPT',
      content,
    });
  const tooLarge = { code: 'payloadTooLarge', msg: { headline: 'Request too large' } };

  it('answers 413 for a step input over the cap, counting JSON by its text', async () => {
    const over = await step([{ type: 'PROBLEM', content: 'a'.repeat(PROMPT_TEXT_CAP) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject(tooLarge);
    expect(over.json().msg.text).toBe('The text for this AI prompt is too long: at most 50,000 characters.');
  });

  it('answers 413 for standalone and plain-text input over the cap; a paper may be longer', async () => {
    const paper = await post('/aiservice/standalone', {
      promptId: 'GENERATE_PRODUCT_IDEAS',
      userInput: 'a'.repeat(PROMPT_TEXT_CAP + 1),
    });
    expect(paper.statusCode).toBe(413);
    const document = await post('/aiservice/standalone', {
      promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
      userInput: 'a'.repeat(DOCUMENT_TEXT_CAP + 1),
    });
    expect(document.statusCode).toBe(413);
    expect(document.json().msg.text).toMatch(/at most 300,000 characters/);
    const mission = await post('/aiservice/clean-airesponse', {
      promptId: 'OPTIMIZE-MISSION',
      content: 'a'.repeat(PROMPT_TEXT_CAP + 1),
    });
    expect(mission.statusCode).toBe(413);
    expect(mission.json()).toMatchObject(tooLarge);
  });

  it('answers 413 for a body over the route’s limit, and 400 for a chat message over the contract’s length', async () => {
    const body = await post('/aiservice/default', {
      agentId: 'flying_jhonny',
      modelId: 'HOMECHAT',
      userText: 'a'.repeat(AI_BODY_LIMITS.chat),
    });
    expect(body.statusCode).toBe(413);
    expect(body.json()).toMatchObject(tooLarge);
    const chat = await post('/aiservice/default', {
      agentId: 'flying_jhonny',
      modelId: 'HOMECHAT',
      userText: 'a'.repeat(CHAT_TEXT_CAP + 1),
    });
    expect(chat.statusCode).toBe(400);
    expect(chat.json().code).toBe('validation');
  });
});
