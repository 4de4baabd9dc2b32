import { normalizePersona, type Persona, tinderToInput } from '@idea-studio/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { addProjectMember } from '../projects/repository.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import {
  completion,
  type FakeOpenAi,
  httpError,
  jsonCompletion,
  type RecordingLog,
  recordingLog,
  startFakeOpenAi,
  testCatalogue,
  testEntry,
} from '../test/ai-fakes.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData } from '../test/hub-files.js';
import { stepIdOfType } from '../test/track-ids.js';
import { OpenAiProvider } from './providers/openai.js';

/** User Tinder's saved input as the step keeps it: one accepted persona. */
const TINDER_INPUT = tinderToInput({
  queue: [],
  positive: [normalizePersona({ name: 'Greta the greengrocer', short_summary: 'Runs a shop.' }) as Persona],
  negative: [],
  skipped: [],
});

import { AiService, normalizeChatMessage, serializeInput, sourcesOf, wrapChatAnswer } from './service.js';
import type { WebResult } from './types.js';
import { createTavilySearch, searchQuery, type WebSearch } from './web-search.js';

const TRACK = 'Clu-4-HBY';
const QUALIFY = 'J1S-8At2nL';
const BASIC_IDEA = stepIdOfType('basicIdea');
const USER_TINDER = stepIdOfType('userTinder');

const CARD = {
  name: 'PalletPulse',
  tagline: 'Fresh shelves, less waste',
  key_features: ['shelf sensors', 'waste alerts', 'reorder hints'],
  target_group: 'independent grocers',
  value_proposition: 'Cut produce waste by a third',
};
/** The card as the server keeps it: the round's idea names no product, so the card's name is the AI's proposal. */
const SAVED_CARD = { ...CARD, nameProposed: true };
const SUGGESTIONS = Array.from({ length: 6 }, (_, i) => ({ text: `Suggestion ${i + 1}` }));
const AI_FAILED = { msg: { headline: 'Error', text: 'AI response failed' }, code: 'aiFailed' };

function envelopeOf(error: unknown) {
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).statusCode, body: (error as ApiError).toEnvelope() };
}

describeEachDialect('AI service', (dialect) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let roundId: string;
  let log: RecordingLog;

  const api = (account: TestAccount, method: 'POST' | 'PUT', url: string, payload: object) =>
    injectAs(t.app, account, { method, url: `/api${url}`, payload });

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    fake = await startFakeOpenAi();
    alice = await createAccount(t.app, 'alice');
    bob = await createAccount(t.app, 'bob');
    carol = await createAccount(t.app, 'carol');
    await addProjectMember(t.app.db, { projectId: alice.projectId, userId: carol.id, role: 'Member', now: nowIso() });

    const started = await api(alice, 'POST', '/streams/starttrack', {
      trackId: TRACK,
      streamId: QUALIFY,
      stepId: `initial-${QUALIFY}`,
      projectId: alice.projectId,
      name: 'Grocer idea',
    });
    expect(started.statusCode, started.body).toBe(200);
    roundId = started.json().roundId;
    const saved = await api(alice, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId: BASIC_IDEA,
      name: 'basicIdea',
      result: CARD,
      stepIndex: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const input = await api(alice, 'PUT', `/rounds/${roundId}/inputs/${USER_TINDER}`, {
      content: TINDER_INPUT,
    });
    expect(input.statusCode, input.body).toBe(200);
    const company = await api(alice, 'POST', '/company/metadata', {
      name: 'Fresh Futures',
      industryId: 1,
      mission: 'No apple left behind',
    });
    expect(company.statusCode, company.body).toBe(200);

    const study =
      'Grocery waste study. Independent grocers discard about eight percent of their fresh produce every week. ' +
      'Pallet sensors that measure ripeness could warn staff before produce spoils.';
    const uploaded = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/knowledgehub/uploads',
      ...formData([
        { name: 'hubId', value: alice.projectId },
        { name: 'file', filename: 'grocery-study.txt', content: Buffer.from(study) },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  });

  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  afterEach(() => {
    fake.requests.length = 0;
  });

  function service(webSearch?: WebSearch): AiService {
    log = recordingLog();
    return new AiService({
      db: t.app.db,
      catalogue: testCatalogue(),
      provider: new OpenAiProvider({
        baseUrl: fake.baseUrl,
        model: 'test-model',
        timeoutMs: 2000,
        log,
        baseDelayMs: 5,
        maxDelayMs: 10,
      }),
      log,
      webSearch,
    });
  }

  const systemOf = (index = 0): string => fake.requests[index].body.messages[0].content;
  const userOf = (index = 0): string => fake.requests[index].body.messages.at(-1).content;

  describe('context', () => {
    it('gives a later step the round’s earlier results, its saved input, hub passages with file names and the company', async () => {
      fake.enqueue(jsonCompletion({ items: SUGGESTIONS }));
      // An entry that reads the idea card, the step's input, the hub and the company.
      const entry = {
        ...testEntry('basicIdea:STEP_PROMPT'),
        context: ['basicIdea', 'stepInput', 'passages', 'company'],
      };
      const result = await service().run(entry, 'pallet sensors for fresh produce', {
        userId: alice.id,
        lang: 'en',
        roundId,
        stepId: USER_TINDER,
        stepPromptNumber: 1,
      });
      expect(result).toMatchObject({ output: SUGGESTIONS, provider: 'openai', attempts: 1 });
      expect(result.context.stepResults).toEqual([{ stepId: BASIC_IDEA, name: 'basicIdea', result: SAVED_CARD }]);
      expect(result.context.stepInput).toMatchObject(TINDER_INPUT);
      expect(result.context.passages[0]).toMatchObject({ fileName: 'grocery-study.txt' });
      expect(result.sources).toEqual([{ origin: 'document', name: 'grocery-study.txt', url: null }]);

      const system = systemOf();
      expect(system).toContain(`- Basic Idea card: ${JSON.stringify(SAVED_CARD)}`);
      expect(system).toContain('Greta the greengrocer');
      expect(system).toMatch(/\[1\] grocery-study\.txt: .*Pallet sensors that measure ripeness/);
      expect(system).toContain('Name: Fresh Futures');
      expect(system).toContain('Mission: No apple left behind');
      expect(system).toContain('stepPromptNumber: 1');
      expect(userOf()).toBe('pallet sensors for fresh produce');
    });

    it('shows a step only the results of the steps before it', async () => {
      fake.enqueue(jsonCompletion({ items: SUGGESTIONS }));
      const result = await service().run(testEntry('basicIdea:STEP_PROMPT'), 'nothing relevant here', {
        userId: alice.id,
        lang: 'en',
        roundId,
        stepId: BASIC_IDEA,
      });
      expect(result.context.stepResults).toEqual([]);
      expect(result.context.passages).toEqual([]);
      expect(systemOf()).not.toContain('PalletPulse');
    });

    it('answers in the user’s language', async () => {
      fake.enqueue(completion('Eine klarere Mission.'));
      await service().run(testEntry('OPTIMIZE-MISSION'), 'Mission', { userId: alice.id, lang: 'de' });
      expect(systemOf()).toContain('Write every text of the answer in German.');
    });

    it('searches the default project’s hub without a round', async () => {
      fake.enqueue(completion('Less waste for grocers.'));
      const result = await service().run(testEntry('OPTIMIZE-MISSION'), 'produce waste', {
        userId: alice.id,
        lang: 'en',
      });
      expect(result.context.passages.map((p) => p.fileName)).toEqual(['grocery-study.txt']);
      expect(result.context.roundId).toBeUndefined();
    });

    it('lets a project member use the round but not its saved inputs', async () => {
      fake.enqueue(jsonCompletion({ items: SUGGESTIONS }));
      const result = await service().run(testEntry('basicIdea:STEP_PROMPT'), 'sensors', {
        userId: carol.id,
        lang: 'en',
        roundId,
        stepId: USER_TINDER,
      });
      expect(result.context.stepResults).toHaveLength(1);
      expect(result.context.stepInput).toBeUndefined();
      expect(systemOf()).not.toContain('Greta the greengrocer');
    });

    it('refuses another user’s round with 404, before asking the AI', async () => {
      const error = await service()
        .run(testEntry('basicIdea:STEP_PROMPT'), 'x', { userId: bob.id, lang: 'en', roundId, stepId: USER_TINDER })
        .catch((e: unknown) => e);
      expect(envelopeOf(error)).toEqual({
        status: 404,
        body: {
          msg: { headline: 'Round not found', text: 'There is no such round in your account.' },
          code: 'notFound',
        },
      });
      expect(fake.requests).toHaveLength(0);
    });

    it('serialises non-string input to JSON', async () => {
      fake.enqueue(jsonCompletion({ title: 'T', author: '', summary: 'S' }));
      const paper = { title: 'Ripeness sensing', author: 'Lab', summary: 'Sensors on pallets.' };
      await service().run(testEntry('SUMMARIZE_DOCUMENT_UPLOAD'), paper, { userId: alice.id, lang: 'en' });
      expect(userOf()).toBe(JSON.stringify(paper));
      expect(serializeInput([1, 'a'])).toBe('[1,"a"]');
      expect(serializeInput(null)).toBe('');
      expect(serializeInput('as is')).toBe('as is');
    });
  });

  describe('validation and retries', () => {
    it('asks again after malformed JSON and takes the valid answer', async () => {
      fake.enqueue(completion('{"items": [ {"text": '), jsonCompletion({ items: SUGGESTIONS }));
      const result = await service().run(testEntry('basicIdea:STEP_PROMPT'), 'x', { userId: alice.id, lang: 'en' });
      expect(result).toMatchObject({ output: SUGGESTIONS, attempts: 2 });
    });

    it('fails with 502 "AI response failed" when the JSON stays malformed after 3 retries', async () => {
      fake.fallback = completion('I cannot answer in JSON, sorry.');
      try {
        const error = await service()
          .run(testEntry('basicIdea:STEP_PROMPT'), 'x', { userId: alice.id, lang: 'en' })
          .catch((e: unknown) => e);
        expect(envelopeOf(error)).toEqual({ status: 502, body: AI_FAILED });
        expect(fake.requests).toHaveLength(4);
        expect(log.entries.at(-1)).toMatchObject({
          message: 'AI answer invalid after retries',
          fields: { promptId: 'basicIdea:STEP_PROMPT', provider: 'openai', attempts: 4, problem: 'invalidJson' },
        });
      } finally {
        fake.fallback = httpError(500);
      }
    });

    it('retries answers that violate the schema, then fails with "AI response failed"', async () => {
      const tooFew = jsonCompletion({ items: SUGGESTIONS.slice(0, 2) });
      fake.enqueue(tooFew, tooFew, tooFew, tooFew);
      const error = await service()
        .run(testEntry('basicIdea:STEP_PROMPT'), 'x', { userId: alice.id, lang: 'en' })
        .catch((e: unknown) => e);
      expect(envelopeOf(error)).toEqual({ status: 502, body: AI_FAILED });
      expect(fake.requests).toHaveLength(4);
      expect(log.entries.at(-1)?.fields.problem).toBe('schema');
    });

    it('retries a schema violation and an empty answer, then takes a valid one', async () => {
      fake.enqueue(
        jsonCompletion({ items: [{ wrong: 'shape' }] }),
        jsonCompletion({ items: [] }),
        jsonCompletion({ items: SUGGESTIONS }),
      );
      const result = await service().run(testEntry('basicIdea:STEP_PROMPT'), 'x', { userId: alice.id, lang: 'en' });
      expect(result).toMatchObject({ output: SUGGESTIONS, attempts: 3 });
    });

    it('retries an empty text answer', async () => {
      fake.enqueue(completion('   '), completion('A clear mission.'));
      const result = await service().run(testEntry('OPTIMIZE-MISSION'), 'm', { userId: alice.id, lang: 'en' });
      expect(result).toMatchObject({ output: 'A clear mission.', attempts: 2 });
    });

    it('fails with 502 when the endpoint keeps failing, without retrying on top of the provider’s retries', async () => {
      fake.enqueue(httpError(500), httpError(500), httpError(500));
      const error = await service()
        .run(testEntry('OPTIMIZE-MISSION'), 'm', { userId: alice.id, lang: 'en' })
        .catch((e: unknown) => e);
      expect(envelopeOf(error)).toEqual({ status: 502, body: AI_FAILED });
      expect(fake.requests).toHaveLength(3);
      expect(log.entries.at(-1)).toMatchObject({
        message: 'AI provider failed',
        fields: { promptId: 'OPTIMIZE-MISSION', status: 500 },
      });
    });

    it('retries the closing prompt once when the idea card lacks its name', async () => {
      // The contract wants a non-empty name; a blank one passes the schema and is caught by the closing rule.
      const nameless = { ...CARD, name: ' ' };
      fake.enqueue(jsonCompletion({ items: [nameless] }), jsonCompletion({ items: [CARD] }));
      const result = await service().run(testEntry('basicIdea:CLOSING_STEP_PROMPT'), 'sections', {
        userId: alice.id,
        lang: 'en',
      });
      expect(result).toMatchObject({ output: [CARD], attempts: 2 });

      fake.enqueue(jsonCompletion({ items: [nameless] }), jsonCompletion({ items: [{ ...nameless, name: '  ' }] }));
      const error = await service()
        .run(testEntry('basicIdea:CLOSING_STEP_PROMPT'), 'sections', { userId: alice.id, lang: 'en' })
        .catch((e: unknown) => e);
      expect(envelopeOf(error)).toEqual({ status: 502, body: AI_FAILED });
      expect(fake.requests).toHaveLength(4);
    });

    it('wraps a chat answer that is not JSON as one chat message', async () => {
      fake.enqueue(completion('Happy to help! Tell me about your customers.'));
      const result = await service().run(testEntry('Basic Idea'), 'help', {
        userId: alice.id,
        lang: 'en',
        contextLabel: 'Basic Idea problem',
      });
      expect(result.output).toEqual({
        answer: 'Happy to help! Tell me about your customers.',
        dialogMessage: '',
        formTransfer: [],
        upload: false,
        fill_all: false,
        context_id: 'Basic Idea problem',
      });
      expect(result.attempts).toBe(1);
      expect(systemOf()).toContain("The user's message is about: Basic Idea problem.");
    });

    it('logs prompt id, provider, attempts, duration and summed token usage, never the texts', async () => {
      fake.enqueue(completion('not json'), jsonCompletion({ items: SUGGESTIONS }));
      await service().run(testEntry('basicIdea:STEP_PROMPT'), 'pallet sensors secret words', {
        userId: alice.id,
        lang: 'en',
        roundId,
        stepId: USER_TINDER,
      });
      const answer = log.entries.find((e) => e.message === 'AI answer');
      expect(answer?.fields).toMatchObject({
        promptId: 'basicIdea:STEP_PROMPT',
        provider: 'openai',
        attempts: 2,
        promptTokens: 642,
        completionTokens: 90,
        totalTokens: 732,
      });
      expect(typeof answer?.fields.durationMs).toBe('number');
      const logged = log.text();
      for (const text of ['secret words', 'PalletPulse', 'Greta', 'Suggestion 1', 'grocery-study', 'Fresh Futures']) {
        expect(logged).not.toContain(text);
      }
    });
  });

  it('logs to the request’s log when one is given', async () => {
    fake.enqueue(completion('A mission.'));
    const requestLog = recordingLog();
    await service().run(testEntry('OPTIMIZE-MISSION'), 'm', { userId: alice.id, lang: 'en', log: requestLog });
    expect(requestLog.entries.map((e) => e.message)).toEqual(['AI answer']);
    expect(log.entries.map((e) => e.message)).toEqual(['AI usage']);
  });

  describe('web search', () => {
    const results: WebResult[] = [
      { title: 'Grocery market 2026', url: 'https://example.com/market', content: 'The market grows 4% a year.' },
    ];
    const stubSearch = (): WebSearch & { queries: string[] } => {
      const queries: string[] = [];
      return {
        queries,
        search: async (query) => {
          queries.push(query);
          return results;
        },
      };
    };

    it('refuses the web-search prompt with 503 without web search, never asking the AI', async () => {
      const error = await service()
        .run(testEntry('TAVILY_WEB_SEARCH'), 'grocers', { userId: alice.id, lang: 'en' })
        .catch((e: unknown) => e);
      expect(envelopeOf(error)).toEqual({
        status: 503,
        body: {
          msg: { headline: 'Web search unavailable', text: 'Web search is not configured on this server.' },
          code: 'webSearchUnavailable',
        },
      });
      expect(fake.requests).toHaveLength(0);
    });

    it('answers the web-search prompt with the pages found, marked as web with their URL', async () => {
      const search = stubSearch();
      const result = await service(search).run(testEntry('TAVILY_WEB_SEARCH'), 'grocery waste', {
        userId: alice.id,
        lang: 'en',
      });
      expect(search.queries).toEqual(['grocery waste']);
      expect(result.output).toEqual([{ ...results[0], origin: 'web', source: results[0].url }]);
      expect(result.sources).toContainEqual({ origin: 'web', name: 'Grocery market 2026', url: results[0].url });
      expect(fake.requests).toHaveLength(0);
    });

    it('feeds web results to the web analysis and lists them as sources', async () => {
      const findings = [
        { title: 'Growth', text: 'The market grows.', origin: 'web', source: results[0].url },
        { title: 'Buyers', text: 'Grocers buy sensors in spring.', origin: 'ai' },
        { title: 'Study', text: 'Waste costs grocers 3% of sales.', origin: 'document', source: 'grocery-study.txt' },
      ];
      fake.enqueue(jsonCompletion({ items: findings }));
      const result = await service(stubSearch()).run(testEntry('WEB_ANALYSIS_MARKET'), 'grocery waste sensors', {
        userId: alice.id,
        lang: 'en',
      });
      expect(result.output).toEqual(findings);
      expect(systemOf()).toContain('[1] Grocery market 2026 (https://example.com/market): The market grows 4% a year.');
      expect(result.sources).toEqual([
        { origin: 'document', name: 'grocery-study.txt', url: null },
        { origin: 'web', name: 'Grocery market 2026', url: 'https://example.com/market' },
      ]);
    });

    it('runs the web analysis without web results when there is no web search', async () => {
      fake.enqueue(
        jsonCompletion({
          items: ['Reasoned', 'Rivals', 'Prices'].map((title) => ({ title, text: 'From the idea.', origin: 'ai' })),
        }),
      );
      const result = await service().run(testEntry('WEB_ANALYSIS_COMPETITION'), 'sensors', {
        userId: alice.id,
        lang: 'en',
      });
      expect(result.context.webResults).toBeUndefined();
      expect(systemOf()).not.toContain('Web search results');
    });

    it('calls Tavily’s search API with the key and reads its results', async () => {
      fake.enqueue((_request, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            query: 'q',
            results: [
              { title: 'A page', url: 'https://example.org/a', content: 'Content A', score: 0.9 },
              { title: '', url: 'https://example.org/b', content: 'Content B', score: 0.5 },
              { title: 'Not a web page', url: 'javascript:alert(1)', content: 'x' },
            ],
          }),
        );
      });
      const tavily = createTavilySearch({ apiKey: 'tvly-test', baseUrl: fake.baseUrl, timeoutMs: 2000 });
      expect(await tavily.search('  grocery\n waste  ')).toEqual([
        { title: 'A page', url: 'https://example.org/a', content: 'Content A' },
        { title: 'https://example.org/b', url: 'https://example.org/b', content: 'Content B' },
      ]);
      expect(fake.requests[0].url).toBe('/v1/search');
      expect(fake.requests[0].headers.authorization).toBe('Bearer tvly-test');
      expect(fake.requests[0].body).toMatchObject({ query: 'grocery waste', max_results: 5 });
    });

    it('answers no pages as an empty list', async () => {
      const result = await service({ search: async () => [] }).run(testEntry('TAVILY_WEB_SEARCH'), 'zzz', {
        userId: alice.id,
        lang: 'en',
      });
      expect(result.output).toEqual([]);
    });

    it('answers 503 when Tavily fails', async () => {
      fake.enqueue(httpError(500));
      const tavily = createTavilySearch({ apiKey: 'tvly-test', baseUrl: fake.baseUrl });
      const error = await service(tavily)
        .run(testEntry('TAVILY_WEB_SEARCH'), 'grocers', { userId: alice.id, lang: 'en' })
        .catch((e: unknown) => e);
      expect(envelopeOf(error)).toMatchObject({ status: 503, body: { code: 'webSearchUnavailable' } });
    });
  });
});

describe('chat message helpers', () => {
  it('fills what a model leaves out of a chat message', () => {
    expect(
      normalizeChatMessage({ answer: 'Hi', formTransfer: ['One', { text: 'Two' }], mood: 'happy' }, 'HOMECHAT'),
    ).toEqual({
      answer: 'Hi',
      dialogMessage: '',
      formTransfer: [{ text: 'One' }, { text: 'Two' }],
      upload: false,
      fill_all: false,
      context_id: 'HOMECHAT',
    });
    expect(normalizeChatMessage('Just text', 'HOMECHAT')).toEqual(wrapChatAnswer('Just text', 'HOMECHAT'));
    expect(normalizeChatMessage([1], 'HOMECHAT')).toEqual([1]);
  });

  it('lists each source once', () => {
    expect(
      sourcesOf({
        lang: 'en',
        stepResults: [],
        passages: [
          { fileName: 'a.pdf', text: '1' },
          { fileName: 'a.pdf', text: '2' },
        ],
        webResults: [{ title: 'W', url: 'https://w.example', content: '' }],
      }),
    ).toEqual([
      { origin: 'document', name: 'a.pdf', url: null },
      { origin: 'web', name: 'W', url: 'https://w.example' },
    ]);
  });

  it('cuts long web search queries at a word', () => {
    const query = searchQuery(`${'word '.repeat(100)}end`);
    expect(query.length).toBeLessThanOrEqual(400);
    expect(query.endsWith('word')).toBe(true);
  });
});
