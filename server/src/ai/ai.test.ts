import { Ajv } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { completion, delayed, type FakeOpenAi, jsonCompletion, startFakeOpenAi, USAGE } from '../test/ai-fakes.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData } from '../test/hub-files.js';
import { sampleResultOf, stepIdOfType, VALIDATE } from '../test/track-ids.js';
import { loadCatalogue } from './catalogue/index.js';
import { closingOptionRecords, reportOptionRecords } from './data.js';

// The AI operations as the server registers them: the configured provider (offline by default, or an
// OpenAI-compatible endpoint) and the real catalogue.

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const BASIC_IDEA = stepIdOfType('basicIdea');

/** Every id of the answers' shapes table. */
const SHAPE_IDS = [
  'HOMECHAT',
  'Basic Idea',
  'OPTIMIZE-MISSION',
  'EXPORT_MIRO',
  'SUMMARIZE_DOCUMENT_UPLOAD',
  'GENERATE_PRODUCT_IDEAS',
  'CREATE_LP_DATA_INTERN',
  'basicIdea:INITIALIZE_STEP_PROMPT',
  'basicIdea:STEP_PROMPT',
  'basicIdea:FILL_OUT_ALL_PROMPT',
  'basicIdea:CLOSING_STEP_PROMPT',
  'WEB_ANALYSIS_COMPETITION',
  'WEB_ANALYSIS_MARKET',
  'TAVILY_WEB_SEARCH',
];

function responses(t: () => TestApp) {
  let check: ReturnType<typeof createResponseChecker> | undefined;
  return (res: LightMyRequestResponse, operationId: string, status: number) => {
    check ??= createResponseChecker(t().app.contract);
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  };
}

async function startRound(t: TestApp, account: TestAccount, name = 'Nursing idea'): Promise<string> {
  const res = await injectAs(t.app, account, {
    method: 'POST',
    url: '/api/streams/starttrack',
    payload: { trackId: TRACK, streamId: QUALIFY, stepId: `initial-${QUALIFY}`, projectId: account.projectId, name },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().roundId;
}

describe('the prompt catalogue and the AI lists', () => {
  it('holds every id of the answers’ shapes and every prompt a closing option names', () => {
    const catalogue = loadCatalogue();
    for (const id of SHAPE_IDS) expect(catalogue.get(id), id).toBeDefined();
    // A closing option names a prompt, or `<stepType>:CLOSING_STEP_PROMPT`: that step's saved (closing) result.
    const stepResult =
      /^(basicIdea|userTinder|insightMapping|problemShadowing|expertChat|feedbackCard):CLOSING_STEP_PROMPT$/;
    for (const option of closingOptionRecords) {
      expect(stepResult.test(option.type) || catalogue.get(option.type) !== undefined, option.type).toBe(true);
    }
    for (const option of reportOptionRecords) {
      expect(catalogue.get(option.promptId)?.outputName, option.promptId).toBe('Report');
    }
  });
});

describeEachDialect('AI operations with the offline engine (default configuration)', (dialect) => {
  let t: TestApp;
  const expectAnswer = responses(() => t);
  let user: TestAccount;
  let roundId: string;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    user = await createAccount(t.app, 'offline');
    roundId = await startRound(t, user);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object) =>
    injectAs(t.app, user, { method: 'POST', url: `/api/aiservice/${url}`, payload });
  const step = (promptType: string, content: unknown, stepPromptNumber?: number) =>
    post('airesponse', { streamId: QUALIFY, stepId: BASIC_IDEA, roundId, promptType, content, stepPromptNumber });

  it('chats with Johnny in a thread and forgets it on reset', async () => {
    const greeting = expectAnswer(
      await post('default', { agentId: 'flying_jhonny', modelId: 'HOMECHAT', userText: '' }),
      'sendChatMessage',
      200,
    );
    expect(greeting.provider).toBe('offline');
    expect(greeting.message.answer.length).toBeGreaterThan(10);
    const reply = expectAnswer(
      await post('default', {
        agentId: 'flying_jhonny',
        modelId: 'Basic Idea',
        userText: 'Basic Idea problem: Nurses lose time searching for infusion pumps',
        threadId: greeting.threadId,
        roundId,
        stepId: BASIC_IDEA,
      }),
      'sendChatMessage',
      200,
    );
    expect(reply.threadId).toBe(greeting.threadId);
    expect(reply.message.context_id).toBe('Basic Idea problem');
    expect(reply.message.formTransfer.length).toBeGreaterThanOrEqual(4);
    expectAnswer(
      await injectAs(t.app, user, { method: 'DELETE', url: `/api/aiservice/threads/${reply.threadId}` }),
      'resetChat',
      200,
    );
  });

  it('walks the Basic Idea prompts: opening, suggestions, fill all, idea card', async () => {
    const opening = expectAnswer(await step('INITIALIZE_STEP_PROMPT', ''), 'createStepAiResponse', 200);
    expect(opening.promptResult[0]).toHaveProperty('answer');
    const suggestions = expectAnswer(
      await step('STEP_PROMPT', 'Nurses lose time searching for infusion pumps', 1),
      'createStepAiResponse',
      200,
    );
    expect(suggestions.promptResult.length).toBeGreaterThanOrEqual(6);
    const filled = expectAnswer(
      await step('FILL_OUT_ALL_PROMPT', 'Tracking infusion pumps'),
      'createStepAiResponse',
      200,
    );
    expect(filled.promptResult.map((r: { type: string }) => r.type)).toEqual(['PROBLEM', 'TARGET USER', 'SOLUTION']);
    const card = expectAnswer(
      await step('CLOSING_STEP_PROMPT', JSON.stringify(filled.promptResult)),
      'createStepAiResponse',
      200,
    );
    expect(card.promptResult[0].name).toBeTruthy();
    expect(card.provider).toBe('offline');
  });

  it('runs the web analyses without a key and reports web search unavailable', async () => {
    for (const promptType of ['WEB_ANALYSIS_COMPETITION', 'WEB_ANALYSIS_MARKET']) {
      const res = expectAnswer(
        await step(promptType, 'Tracking infusion pumps in hospitals'),
        'createStepAiResponse',
        200,
      );
      expect(res.promptResult.every((item: { origin: string }) => item.origin === 'ai')).toBe(true);
    }
    expectAnswer(await step('TAVILY_WEB_SEARCH', 'infusion pumps'), 'createStepAiResponse', 503);
  });

  it('cites a knowledge-hub file the answer drew on', async () => {
    const uploaded = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/knowledgehub/uploads',
      ...formData([
        { name: 'hubId', value: user.projectId },
        {
          name: 'file',
          filename: 'ward-survey.txt',
          content: Buffer.from('Ward survey. Nurses spend 40 minutes per shift searching for infusion pumps.'),
        },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const res = expectAnswer(
      await step('STEP_PROMPT', 'Nurses searching for infusion pumps', 1),
      'createStepAiResponse',
      200,
    );
    expect(res.sources).toContainEqual({ origin: 'document', name: 'ward-survey.txt', url: null });
  });

  it('answers the standalone prompts: paper summary, product ideas, landing page data', async () => {
    const summary = expectAnswer(
      await post('standalone', {
        promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
        userInput:
          'Locating Medical Devices in Hospitals\nby A. Researcher, University Hospital\n' +
          'Nurses spend a large part of every shift searching for infusion pumps. ' +
          'Bluetooth tags on devices report their position to a ward map. ' +
          'In a trial on two wards the search time fell by 60 percent.',
      }),
      'createStandaloneAiResponse',
      200,
    );
    expect(summary.promptResult).toMatchObject({ title: expect.any(String), summary: expect.any(String) });
    const ideas = expectAnswer(
      await post('standalone', { promptId: 'GENERATE_PRODUCT_IDEAS', userInput: summary.promptResult }),
      'createStandaloneAiResponse',
      200,
    );
    expect(ideas.promptResult.length).toBeGreaterThanOrEqual(3);

    const saved = await injectAs(t.app, user, {
      method: 'POST',
      url: `/api/rounds/${roundId}/results`,
      payload: {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        name: 'basicIdea',
        stepIndex: 1,
        result: {
          name: 'PumpFinder',
          tagline: 'Every pump, found in seconds',
          key_features: ['Bluetooth tags', 'Ward map', 'Low-battery alerts'],
          target_group: 'Ward nurses',
          value_proposition: 'Forty more minutes of care per shift',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The landing page needs the persona and the core problem too (part 2 §5), re-checked on the server.
    const early = expectAnswer(
      await post('standalone', { promptId: 'CREATE_LP_DATA_INTERN', userInput: '', roundId }),
      'createStandaloneAiResponse',
      400,
    );
    expect(early.code).toBe('requiredStepMissing');
    expect(early.msg).toEqual({
      headline: 'Error',
      text: 'One of the required steps is missing. Try to reload the page.',
    });
    for (const [streamId, type] of [
      [QUALIFY, 'userTinder'],
      [VALIDATE, 'problemShadowing'],
    ] as const) {
      const stepId = stepIdOfType(type);
      const stored = await injectAs(t.app, user, {
        method: 'POST',
        url: `/api/rounds/${roundId}/results`,
        payload: { streamId, stepId, name: type, stepIndex: 1, result: sampleResultOf(stepId, 'Ward nurses') },
      });
      expect(stored.statusCode, stored.body).toBe(200);
    }
    const landing = expectAnswer(
      await post('standalone', { promptId: 'CREATE_LP_DATA_INTERN', userInput: '', roundId }),
      'createStandaloneAiResponse',
      200,
    );
    // The schema with the contract's components, which its testimonial sources and authors refer to.
    const schema = { $ref: '#/components/schemas/LandingPageData', components: t.app.contract.components };
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(landing.promptResult), JSON.stringify(validate.errors)).toBe(true);
    expect(JSON.stringify(landing.promptResult)).toContain('PumpFinder');
    // Its testimonials are examples: the published page leaves them out.
    expect(landing.promptResult.testimonialSources.testimonial1).toEqual({ kind: 'example' });
  });

  it('answers the clean prompts as text', async () => {
    const mission = expectAnswer(
      await post('clean-airesponse', { promptId: 'OPTIMIZE-MISSION', content: 'we want to help nurses find pumps' }),
      'createCleanAiResponse',
      200,
    );
    expect(typeof mission.promptResult).toBe('string');
    const miro = expectAnswer(
      await post('clean-airesponse', {
        promptId: 'EXPORT_MIRO',
        content: [{ topic: 'Pricing', content: 'Per ward licence', agentName: 'Oskar' }],
      }),
      'createCleanAiResponse',
      200,
    );
    expect(miro.promptResult).toContain('|');
  });
});

describeEachDialect('AI operations with AI_PROVIDER=openai', (dialect) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  const expectAnswer = responses(() => t);
  let user: TestAccount;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({
      dialect,
      env: {
        ...ACCOUNT_TEST_ENV,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-configured',
        AI_MODEL: 'configured-model',
        AI_TIMEOUT_MS: '300',
      },
    });
    user = await createAccount(t.app, 'openai');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const chat = (userText: string, threadId?: string) =>
    injectAs(t.app, user, {
      method: 'POST',
      url: '/api/aiservice/default',
      payload: { agentId: 'flying_jhonny', modelId: 'HOMECHAT', userText, threadId },
    });

  it('asks the configured endpoint and model, keeps the thread, and says provider "openai"', async () => {
    const message = {
      answer: 'Which ward loses the most time?',
      dialogMessage: 'Tell me more.',
      formTransfer: ['a', 'b', 'c', 'd'].map((text) => ({ text: `Option ${text}` })),
      upload: false,
      fill_all: false,
      context_id: 'HOMECHAT',
    };
    fake.enqueue(jsonCompletion(message, USAGE), completion('Not JSON, just a friendly answer.'));
    const first = expectAnswer(await chat('Nurses lose time'), 'sendChatMessage', 200);
    expect(first).toMatchObject({ provider: 'openai' });
    expect(first.message).toMatchObject({ answer: message.answer, context_id: 'HOMECHAT' });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-configured');
    expect(sent.body.model).toBe('configured-model');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'Nurses lose time' });

    const second = expectAnswer(await chat('Surgery', first.threadId), 'sendChatMessage', 200);
    expect(second.message).toMatchObject({ answer: 'Not JSON, just a friendly answer.', formTransfer: [] });
    expect(fake.requests.at(-1)!.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
  });

  it('answers 502 "AI response failed" when every attempt times out (AI_TIMEOUT_MS)', async () => {
    const slow = delayed(2000, completion('late'));
    fake.enqueue(slow, slow, slow);
    const res = expectAnswer(await chat('Hello'), 'sendChatMessage', 502);
    expect(res).toEqual({ msg: { headline: 'Error', text: 'AI response failed' }, code: 'aiFailed' });
  });
});
