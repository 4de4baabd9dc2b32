import { offlineAnswer } from '@idea-studio/assistant';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers as defaultHandlers } from '../http/handlers.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import {
  echo,
  type FakeOpenAi,
  type StubProvider,
  startFakeOpenAi,
  stubProvider,
  testCatalogue,
} from '../test/ai-fakes.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import { stepIdOfType } from '../test/track-ids.js';
import { splitContextLabel } from './chat.js';
import { createAiHandlers } from './routes.js';
import type { PromptRequest } from './types.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const VALIDATE = 'Vq7-3Lm9Xa';
const BASIC_IDEA = stepIdOfType('basicIdea');
const PROBLEM_SHADOWING = stepIdOfType('problemShadowing');
// User Tinder saves without a closing prompt: no catalogue entry answers it.
const USER_TINDER = stepIdOfType('userTinder');

describeEachDialect('AI routes', (dialect) => {
  let t: TestApp;
  let check: ReturnType<typeof createResponseChecker>;
  let provider: StubProvider;
  /** What the stub answers; each test may replace it. */
  let answer: (request: PromptRequest) => unknown;
  let fake: FakeOpenAi;
  let alice: TestAccount;
  let bob: TestAccount;
  let gerda: TestAccount;
  let roundId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    provider = stubProvider((request) => answer(request));
    t = await buildTestApp({
      dialect,
      env: ACCOUNT_TEST_ENV,
      handlers: {
        ...defaultHandlers,
        ...createAiHandlers({ provider: () => provider, catalogue: testCatalogue(), webSearch: null }),
      },
    });
    check = createResponseChecker(t.app.contract);
    alice = await createAccount(t.app, 'alice');
    bob = await createAccount(t.app, 'bob');
    gerda = await createAccount(t.app, 'gerda', 'de');
    roundId = await startRound(alice);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    answer = echo;
    provider.requests.length = 0;
  });

  const api = (
    account: TestAccount | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, account, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

  function expectAnswer(res: LightMyRequestResponse, operationId: string, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  }

  async function startRound(account: TestAccount): Promise<string> {
    const res = await api(account, 'POST', '/streams/starttrack', {
      trackId: TRACK,
      streamId: QUALIFY,
      stepId: `initial-${QUALIFY}`,
      projectId: account.projectId,
      name: 'An idea',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().roundId;
  }

  const chat = (account: TestAccount, body: Record<string, unknown>) =>
    api(account, 'POST', '/aiservice/default', { agentId: 'flying_jhonny', modelId: 'HOMECHAT', ...body });

  const turnsOf = (threadId: string) =>
    t.app.db
      .selectFrom('ai_messages')
      .select(['role', 'content'])
      .where('thread_id', '=', threadId)
      .orderBy('id')
      .execute();

  describe('lists', () => {
    it('lists Johnny first, the mentors and the synthetic user', async () => {
      const agents = expectAnswer(await api(alice, 'GET', '/aiservice/agents?t=1'), 'listAgents', 200);
      expect(agents[0]).toMatchObject({ id: 'flying_jhonny', name: 'Johnny', webSearch: false, neededDataId: [] });
      const mentors = agents.filter((a: { id: string }) => a.id.startsWith('mentor_'));
      expect(mentors.length).toBeGreaterThanOrEqual(5);
      expect(mentors.length).toBeLessThanOrEqual(6);
      expect(agents.map((a: { id: string }) => a.id)).toContain('vali_synthuser');
      for (const agent of agents) expect(agent.image).toMatch(/^\/assets\/agents\/.+\.svg$/);
      expect(agents.find((a: { id: string }) => a.id === 'mentor_market')).toMatchObject({
        webSearch: true,
        webSearchId: 'WEB_ANALYSIS_MARKET',
        neededDataId: [{ id: BASIC_IDEA, name: 'Basic Idea' }],
      });
      const german = expectAnswer(await api(gerda, 'GET', '/aiservice/agents'), 'listAgents', 200);
      expect(german[0].desc).toMatch(/^Dein freundlicher fliegender Assistent/);
    });

    it('lists the report options', async () => {
      const options = expectAnswer(await api(alice, 'GET', '/aiservice/report-options?t=1'), 'listReportOptions', 200);
      expect(options.map((o: { name: string }) => o.name)).toEqual([
        'Market Potential Report',
        'Competitor Report',
        'User Validation Report',
        'Mentor Feedback Report',
      ]);
      expect(options[0]).toMatchObject({ agentId: 'mentor_market', promptId: 'MARKET_POTENTIAL_REPORT' });
    });

    it('lists the closing options of a stream by orderNr, and 404 for an unknown stream', async () => {
      const options = expectAnswer(
        await api(alice, 'GET', `/aiservice/closingoptions/${VALIDATE}?t=1`),
        'listClosingOptions',
        200,
      );
      expect(options.map((o: { orderNr: number }) => o.orderNr)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(options.every((o: { streamId: string }) => o.streamId === VALIDATE)).toBe(true);
      expect(options.map((o: { outputType: string }) => o.outputType)).toEqual([
        'PDF',
        'PDF',
        'PDF',
        'PDF',
        'PDF',
        'PDF',
        'MIRO',
      ]);
      expect(options.find((o: { type: string }) => o.type === 'CREATE_LP_DATA_INTERN').requires).toEqual([
        'basicIdea',
        'userTinder',
        'problemShadowing',
      ]);
      const missing = expectAnswer(
        await api(alice, 'GET', '/aiservice/closingoptions/nope'),
        'listClosingOptions',
        404,
      );
      expect(missing.msg.headline).toBe('Stream not found');
    });

    it('needs a session', async () => {
      expectAnswer(await api(undefined, 'GET', '/aiservice/agents'), 'listAgents', 401);
    });
  });

  describe('chat threads', () => {
    it('starts a thread, keeps its history and answers in the contract’s shape', async () => {
      const first = expectAnswer(await chat(alice, { userText: 'I want to help nurses' }), 'sendChatMessage', 200);
      expect(first.provider).toBe('offline');
      expect(first.message).toMatchObject({ answer: 'You said: I want to help nurses', context_id: 'HOMECHAT' });
      expect(first.message.formTransfer).toHaveLength(4);
      expect(provider.requests[0].history).toEqual([]);
      expect(provider.requests[0].context).toMatchObject({ agentId: 'flying_jhonny', lang: 'en' });

      const second = expectAnswer(
        await chat(alice, { userText: 'They lose time', threadId: first.threadId }),
        'sendChatMessage',
        200,
      );
      expect(second.threadId).toBe(first.threadId);
      expect(provider.requests[1].history).toEqual([
        { role: 'user', content: 'I want to help nurses' },
        { role: 'assistant', content: JSON.stringify(first.message) },
      ]);
      expect(await turnsOf(first.threadId)).toHaveLength(4);
    });

    it('passes the context label of a Basic Idea message and answers with it', async () => {
      const reply = expectAnswer(
        await chat(alice, { modelId: 'Basic Idea', userText: 'Basic Idea problem: Nurses search for equipment' }),
        'sendChatMessage',
        200,
      );
      expect(provider.requests[0]).toMatchObject({
        input: 'Nurses search for equipment',
        context: { contextLabel: 'Basic Idea problem' },
      });
      expect(reply.message.context_id).toBe('Basic Idea problem');
      expect((await turnsOf(reply.threadId))[0].content).toBe('Basic Idea problem: Nurses search for equipment');
    });

    it('answers a text prompt such as OPTIMIZE-MISSION with the text as message', async () => {
      const reply = expectAnswer(
        await chat(alice, { modelId: 'OPTIMIZE-MISSION', userText: 'We help shops' }),
        'sendChatMessage',
        200,
      );
      expect(reply.message).toBe('Sharper: We help shops');
    });

    it('restarts the conversation on an empty message', async () => {
      const first = expectAnswer(await chat(alice, { userText: 'Hello' }), 'sendChatMessage', 200);
      await chat(alice, { userText: 'More', threadId: first.threadId });
      const restarted = expectAnswer(
        await chat(alice, { userText: '', threadId: first.threadId }),
        'sendChatMessage',
        200,
      );
      expect(restarted.threadId).toBe(first.threadId);
      expect(provider.requests.at(-1)).toMatchObject({ input: '', history: [] });
      expect(await turnsOf(first.threadId)).toEqual([
        { role: 'assistant', content: JSON.stringify(restarted.message) },
      ]);
      // A fresh chat (Reset Chat sends an empty message without a thread) gets a new thread with the greeting.
      const fresh = expectAnswer(await chat(alice, { userText: '', threadId: null }), 'sendChatMessage', 200);
      expect(fresh.threadId).not.toBe(first.threadId);
      expect(fresh.message.answer).toBe('You said: Hello! What problem do you want to solve?');
    });

    it('keeps threads private: another user’s or an unknown thread is 404', async () => {
      const mine = expectAnswer(await chat(alice, { userText: 'Private idea' }), 'sendChatMessage', 200);
      const res = expectAnswer(await chat(bob, { userText: 'Hi', threadId: mine.threadId }), 'sendChatMessage', 404);
      expect(res).toEqual({
        msg: { headline: 'Chat not found', text: 'There is no such chat in your account.' },
        code: 'notFound',
      });
      expectAnswer(await chat(alice, { userText: 'Hi', threadId: 'unknown-thread' }), 'sendChatMessage', 404);
      expectAnswer(await api(bob, 'DELETE', `/aiservice/threads/${mine.threadId}`), 'resetChat', 404);
      expect(await turnsOf(mine.threadId)).toHaveLength(2);
    });

    it('forgets a thread on reset', async () => {
      const reply = expectAnswer(await chat(alice, { userText: 'Remember me' }), 'sendChatMessage', 200);
      expect(
        expectAnswer(await api(alice, 'DELETE', `/aiservice/threads/${reply.threadId}`), 'resetChat', 200),
      ).toEqual({
        success: true,
      });
      expect(await turnsOf(reply.threadId)).toEqual([]);
      expectAnswer(await api(alice, 'DELETE', `/aiservice/threads/${reply.threadId}`), 'resetChat', 404);
      expectAnswer(await chat(alice, { userText: 'Again', threadId: reply.threadId }), 'sendChatMessage', 404);
    });

    it('binds a chat in a round to the round: its context is used, and deleting the round forgets the thread', async () => {
      const ownRound = await startRound(alice);
      const reply = expectAnswer(
        await chat(alice, { userText: 'Inside a round', roundId: ownRound, stepId: BASIC_IDEA }),
        'sendChatMessage',
        200,
      );
      expect(provider.requests[0].context).toMatchObject({ roundId: ownRound, stepId: BASIC_IDEA });
      await chat(alice, { userText: 'Later', threadId: reply.threadId });
      expect(provider.requests[1].context.roundId).toBe(ownRound);

      const deleted = await api(alice, 'POST', '/streams/deletetrack', { roundId: ownRound });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await t.app.db.selectFrom('ai_threads').select('id').where('id', '=', reply.threadId).execute()).toEqual(
        [],
      );
      expect(await turnsOf(reply.threadId)).toEqual([]);
    });

    it('refuses another user’s round, an unknown prompt and an unknown agent with 404', async () => {
      expectAnswer(await chat(bob, { userText: 'Hi', roundId }), 'sendChatMessage', 404);
      const prompt = expectAnswer(
        await chat(alice, { modelId: 'NO_SUCH_PROMPT', userText: 'Hi' }),
        'sendChatMessage',
        404,
      );
      expect(prompt.msg.headline).toBe('Unknown prompt');
      const agent = expectAnswer(await chat(alice, { agentId: 'nobody', userText: 'Hi' }), 'sendChatMessage', 404);
      expect(agent.msg.headline).toBe('Unknown agent');
      expect(provider.requests).toHaveLength(0);
    });

    it('answers 502 "AI response failed" when the answer stays invalid, and stores nothing', async () => {
      answer = () => ({ answer: 'no suggestions', formTransfer: 'not a list' });
      const before = await t.app.db.selectFrom('ai_threads').select('id').execute();
      const res = expectAnswer(await chat(alice, { userText: 'Hi' }), 'sendChatMessage', 502);
      expect(res).toEqual({ msg: { headline: 'Error', text: 'AI response failed' }, code: 'aiFailed' });
      expect(provider.requests).toHaveLength(4);
      expect(await t.app.db.selectFrom('ai_threads').select('id').execute()).toHaveLength(before.length);
    });
  });

  describe('step answers', () => {
    const step = (account: TestAccount, body: Record<string, unknown>) =>
      api(account, 'POST', '/aiservice/airesponse', {
        streamId: QUALIFY,
        stepId: BASIC_IDEA,
        roundId,
        content: 'Nurses lose time',
        promptType: 'STEP_PROMPT',
        ...body,
      });

    it('answers a step prompt as a list with its provider and sources', async () => {
      const res = expectAnswer(await step(alice, { stepPromptNumber: 2 }), 'createStepAiResponse', 200);
      expect(res.promptResult).toHaveLength(6);
      expect(res.promptResult[0]).toEqual({ text: 'Idea 1 for Nurses lose time' });
      expect(res.provider).toBe('offline');
      expect(res.sources).toEqual([]);
      expect(provider.requests[0]).toMatchObject({
        entry: { id: 'basicIdea:STEP_PROMPT' },
        context: { roundId, stepId: BASIC_IDEA, stepPromptNumber: 2 },
      });
    });

    it('serialises JSON content', async () => {
      const content = [{ type: 'PROBLEM', content: 'Nurses lose time' }];
      expectAnswer(await step(alice, { promptType: 'CLOSING_STEP_PROMPT', content }), 'createStepAiResponse', 200);
      expect(provider.requests[0].input).toBe(JSON.stringify(content));
    });

    it('falls back to the catalogue entry of a web-analysis prompt type', async () => {
      const res = expectAnswer(await step(alice, { promptType: 'WEB_ANALYSIS_MARKET' }), 'createStepAiResponse', 200);
      expect(res.promptResult[0]).toMatchObject({ origin: 'ai' });
    });

    it('answers 503 for web search without TAVILY_API_KEY', async () => {
      const res = expectAnswer(await step(alice, { promptType: 'TAVILY_WEB_SEARCH' }), 'createStepAiResponse', 503);
      expect(res).toEqual({
        msg: { headline: 'Web search unavailable', text: 'Web search is not configured on this server.' },
        code: 'webSearchUnavailable',
      });
      expect(provider.requests).toHaveLength(0);
    });

    it('answers 404 for a prompt the step type lacks, a step outside the stream and another user’s round', async () => {
      const prompt = expectAnswer(
        await step(alice, { stepId: USER_TINDER, promptType: 'CLOSING_STEP_PROMPT' }),
        'createStepAiResponse',
        404,
      );
      expect(prompt.msg.headline).toBe('Unknown prompt');
      const wrongStream = expectAnswer(await step(alice, { streamId: VALIDATE }), 'createStepAiResponse', 404);
      expect(wrongStream.msg.headline).toBe('Step not found');
      expectAnswer(await step(alice, { stepId: PROBLEM_SHADOWING }), 'createStepAiResponse', 404);
      const foreign = expectAnswer(await step(bob, {}), 'createStepAiResponse', 404);
      expect(foreign.msg.headline).toBe('Round not found');
    });

    it('answers a view of the stream (closing-stream) with the global prompt types only', async () => {
      expectAnswer(
        await step(alice, { stepId: 'closing-stream', promptType: 'WEB_ANALYSIS_COMPETITION' }),
        'createStepAiResponse',
        200,
      );
      expectAnswer(await step(alice, { stepId: 'closing-stream' }), 'createStepAiResponse', 404);
    });

    it('validates the request against the contract', async () => {
      expectAnswer(await step(alice, { promptType: 'MADE_UP' }), 'createStepAiResponse', 400);
    });
  });

  describe('the idea frame (POST /aiservice/ideaframe)', () => {
    const IDEA = 'A laundry pickup service for students in Leeds, £5 per bag.';
    const read = (account: TestAccount | undefined, body: Record<string, unknown>) =>
      api(account, 'POST', '/aiservice/ideaframe', body);
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

    it('needs a session', async () => {
      expectAnswer(await read(undefined, { text: IDEA }), 'readIdeaFrame', 401);
    });

    it.each([
      ['an empty text', { text: '' }],
      ['a blank text', { text: '   ' }],
      ['no text', { title: 'Washly' }],
      ['a text over 4,000 characters', { text: 'x'.repeat(4001) }],
      ['an unknown language', { text: IDEA, lang: 'fr' }],
      ['a title over 200 characters', { text: IDEA, title: 't'.repeat(201) }],
      ['a field the request does not have', { text: IDEA, roundId: 'r' }],
    ])('refuses %s with 400 in the error envelope, before the assistant is asked', async (_label, body) => {
      const res = expectAnswer(await read(alice, body), 'readIdeaFrame', 400);
      expect(res).toMatchObject({
        msg: { headline: expect.any(String), text: expect.any(String) },
        code: 'validation',
      });
      expect(provider.requests).toHaveLength(0);
    });

    it('reads the idea offline: offer and people are spans of the founder’s words; nothing is stored', async () => {
      answer = offlineAnswer;
      const before = await t.app.db.selectFrom('user_inputs').select('step_id').execute();
      const res = expectAnswer(await read(alice, { text: IDEA, title: 'Washly' }), 'readIdeaFrame', 200);
      expect(res.provider).toBe('offline');
      expect(res.frame.offer).toEqual(expect.any(String));
      expect(res.frame.people).toEqual(expect.any(String));
      for (const span of [res.frame.offer, res.frame.people, res.frame.setting, res.frame.price]) {
        if (span !== null) expect(squash(IDEA)).toContain(squash(span));
      }
      // The catalogue entry ran with the text and title as JSON, in the user's language.
      const [asked] = provider.requests;
      expect(asked?.entry.id).toBe('READ_IDEA_FRAME');
      expect(JSON.parse(asked!.input)).toEqual({ text: IDEA, title: 'Washly' });
      expect(asked?.context.lang).toBe('en');
      expect(await t.app.db.selectFrom('user_inputs').select('step_id').execute()).toEqual(before);
    });

    it('reads a German idea in German (lang de), and a German user’s idea by default', async () => {
      answer = offlineAnswer;
      const text = 'Nachhilfe für Schüler in Köln per Video, 15 € pro Stunde.';
      const res = expectAnswer(await read(alice, { text, lang: 'de' }), 'readIdeaFrame', 200);
      expect(provider.requests[0]?.context.lang).toBe('de');
      expect(res.frame.people).toEqual(expect.any(String));
      expect(squash(text)).toContain(squash(res.frame.people));
      expectAnswer(await read(gerda, { text }), 'readIdeaFrame', 200);
      expect(provider.requests[1]?.context.lang).toBe('de');
    });

    it('empties every slot a model invents or rephrases, keeping the spans, the shape and the name', async () => {
      answer = () => ({
        offer: 'laundry pickup service',
        people: 'university students across the UK',
        setting: 'in Leeds',
        price: '£9.99 a month',
        priceKind: 'subscription',
        partners: ['student unions'],
        channels: ['Instagram', 'students'],
        shape: 'service_visit',
        name: 'Washly',
      });
      const res = expectAnswer(await read(alice, { text: IDEA, title: 'Washly' }), 'readIdeaFrame', 200);
      expect(res.frame).toEqual({
        offer: 'laundry pickup service',
        people: null,
        setting: 'in Leeds',
        price: null,
        priceKind: null,
        partners: [],
        channels: ['students'],
        shape: 'service_visit',
        name: 'Washly',
      });
    });

    it('answers 502 when the model’s frame stays invalid', async () => {
      answer = () => ({ offer: 'x', shape: 'bakery' });
      const res = expectAnswer(await read(alice, { text: IDEA }), 'readIdeaFrame', 502);
      expect(res.code).toBe('aiFailed');
    });
  });

  describe('standalone and clean answers', () => {
    it('answers a standalone prompt, serialising JSON input', async () => {
      const paper = { title: 'Ripeness', author: 'Lab', summary: 'Sensors' };
      const res = expectAnswer(
        await api(alice, 'POST', '/aiservice/standalone', { promptId: 'SUMMARIZE_DOCUMENT_UPLOAD', userInput: paper }),
        'createStandaloneAiResponse',
        200,
      );
      expect(res).toEqual({
        promptResult: { title: 'A paper', author: '', summary: JSON.stringify(paper) },
        provider: 'offline',
      });
      expect(provider.requests[0].input).toBe(JSON.stringify(paper));
    });

    it('uses the round of a standalone prompt and refuses another user’s round', async () => {
      expectAnswer(
        await api(alice, 'POST', '/aiservice/standalone', {
          promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
          userInput: 'x',
          roundId,
        }),
        'createStandaloneAiResponse',
        200,
      );
      expect(provider.requests[0].context.roundId).toBe(roundId);
      expectAnswer(
        await api(bob, 'POST', '/aiservice/standalone', {
          promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
          userInput: 'x',
          roundId,
        }),
        'createStandaloneAiResponse',
        404,
      );
      const unknown = expectAnswer(
        await api(alice, 'POST', '/aiservice/standalone', { promptId: 'NOPE', userInput: 'x' }),
        'createStandaloneAiResponse',
        404,
      );
      expect(unknown.msg.headline).toBe('Unknown prompt');
    });

    it('answers a clean prompt with text, and a structured one as JSON text', async () => {
      const text = expectAnswer(
        await api(alice, 'POST', '/aiservice/clean-airesponse', { promptId: 'EXPORT_MIRO', content: [{ topic: 'a' }] }),
        'createCleanAiResponse',
        200,
      );
      expect(text).toEqual({ promptResult: 'Sharper: [{"topic":"a"}]', provider: 'offline' });
      const json = expectAnswer(
        await api(alice, 'POST', '/aiservice/clean-airesponse', {
          promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
          content: 'doc',
        }),
        'createCleanAiResponse',
        200,
      );
      expect(JSON.parse(json.promptResult)).toEqual({ title: 'A paper', author: '', summary: 'doc' });
    });
  });

  describe('web search with TAVILY_API_KEY', () => {
    let withKey: TestApp;

    beforeAll(async () => {
      withKey = await buildTestApp({
        dialect,
        env: { ...ACCOUNT_TEST_ENV, TAVILY_API_KEY: 'tvly-route-test' },
        handlers: {
          ...defaultHandlers,
          ...createAiHandlers({ provider: () => provider, catalogue: testCatalogue(), tavilyBaseUrl: fake.baseUrl }),
        },
      });
    });
    afterAll(() => withKey?.close());

    it('searches Tavily with the configured key and cites the pages', async () => {
      fake.enqueue((_request, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ results: [{ title: 'Nursing tech', url: 'https://example.com/n', content: 'Trends' }] }),
        );
      });
      const user = await createAccount(withKey.app, 'websearch');
      const round = (
        await injectAs(withKey.app, user, {
          method: 'POST',
          url: '/api/streams/starttrack',
          payload: {
            trackId: TRACK,
            streamId: QUALIFY,
            stepId: `initial-${QUALIFY}`,
            projectId: user.projectId,
            name: 'W',
          },
        })
      ).json().roundId;
      const res = await injectAs(withKey.app, user, {
        method: 'POST',
        url: '/api/aiservice/airesponse',
        payload: {
          streamId: QUALIFY,
          stepId: BASIC_IDEA,
          roundId: round,
          content: 'nursing equipment',
          promptType: 'TAVILY_WEB_SEARCH',
        },
      });
      const body = expectAnswer(res, 'createStepAiResponse', 200);
      expect(body.promptResult).toEqual([
        {
          title: 'Nursing tech',
          url: 'https://example.com/n',
          content: 'Trends',
          origin: 'web',
          source: 'https://example.com/n',
        },
      ]);
      expect(body.sources).toEqual([{ origin: 'web', name: 'Nursing tech', url: 'https://example.com/n' }]);
      expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer tvly-route-test');
    });
  });

  describe('web search with SEARXNG_URL', () => {
    let withSearxng: TestApp;

    beforeAll(async () => {
      withSearxng = await buildTestApp({
        dialect,
        env: { ...ACCOUNT_TEST_ENV, SEARXNG_URL: fake.baseUrl.replace(/\/v1$/, '') },
        handlers: {
          ...defaultHandlers,
          ...createAiHandlers({ provider: () => provider, catalogue: testCatalogue() }),
        },
      });
    });
    afterAll(() => withSearxng?.close());

    it('searches the self-hosted SearXNG instance without a key and cites the pages', async () => {
      fake.enqueue((_request, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ results: [{ title: 'Care robots', url: 'https://example.org/c', content: 'Pilots' }] }),
        );
      });
      const user = await createAccount(withSearxng.app, 'searxng');
      const round = (
        await injectAs(withSearxng.app, user, {
          method: 'POST',
          url: '/api/streams/starttrack',
          payload: {
            trackId: TRACK,
            streamId: QUALIFY,
            stepId: `initial-${QUALIFY}`,
            projectId: user.projectId,
            name: 'S',
          },
        })
      ).json().roundId;
      const res = await injectAs(withSearxng.app, user, {
        method: 'POST',
        url: '/api/aiservice/airesponse',
        payload: {
          streamId: QUALIFY,
          stepId: BASIC_IDEA,
          roundId: round,
          content: 'care robots',
          promptType: 'TAVILY_WEB_SEARCH',
        },
      });
      const body = expectAnswer(res, 'createStepAiResponse', 200);
      expect(body.sources).toEqual([{ origin: 'web', name: 'Care robots', url: 'https://example.org/c' }]);
      expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', url: '/search?q=care+robots&format=json' });
      expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
    });
  });
});

describe('splitContextLabel', () => {
  it.each([
    ['Basic Idea', 'Basic Idea problem: Nurses lose time', { label: 'Basic Idea problem', text: 'Nurses lose time' }],
    ['Basic Idea', 'Basic Idea Support me: ', { label: 'Basic Idea Support me', text: '' }],
    [
      'Basic Idea',
      'Basic Idea Idea Extract from file: Title: Sensors',
      { label: 'Basic Idea Idea Extract from file', text: 'Title: Sensors' },
    ],
    ['Basic Idea', 'Basic Idea Support me', { label: 'Basic Idea Support me', text: '' }],
    ['Basic Idea', 'My idea: nurses', { text: 'My idea: nurses' }],
    ['HOMECHAT', 'Note: hello', { text: 'Note: hello' }],
  ])('%s: %j', (modelId, text, expected) => {
    expect(splitContextLabel(modelId, text)).toEqual(expected);
  });
});
