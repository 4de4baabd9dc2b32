import type { ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  completion,
  delayed,
  type FakeOpenAi,
  httpError,
  jsonCompletion,
  type Responder,
  recordingLog,
  startFakeOpenAi,
  streamed,
  testEntry,
  USAGE,
} from '../../test/ai-fakes.js';
import { stepIdOfType } from '../../test/track-ids.js';
import type { PromptRequest } from '../types.js';
import { AiProviderError, OpenAiProvider, type OpenAiProviderOptions, retryAfterMs } from './openai.js';
import { modelSchema, parseJsonAnswer } from './prompt.js';

const SECRET_INPUT = 'Nurses lose forty minutes per shift searching for equipment';

function request(entryId: string, overrides: Partial<PromptRequest> = {}): PromptRequest {
  return {
    entry: testEntry(entryId),
    input: SECRET_INPUT,
    history: [],
    context: { lang: 'en', stepResults: [], passages: [] },
    attempt: 0,
    ...overrides,
  };
}

const suggestions = Array.from({ length: 6 }, (_, i) => ({ text: `Suggestion ${i + 1}` }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string): string {
  const data = { id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] };
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** Writes `start` to the response, then leaves it open until the client gives up. */
function stalling(start: (res: ServerResponse) => void): Responder {
  return (_request, res) =>
    new Promise<void>((resolve) => {
      start(res);
      res.on('close', () => resolve());
    });
}

function eventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
}

describe('openai provider against an OpenAI-compatible endpoint', () => {
  let fake: FakeOpenAi;
  let log: ReturnType<typeof recordingLog>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake?.close());
  afterEach(() => {
    fake.requests.length = 0;
  });

  function provider(options: Partial<OpenAiProviderOptions> = {}): OpenAiProvider {
    log = recordingLog();
    return new OpenAiProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test-key',
      model: 'test-model',
      timeoutMs: 2000,
      log,
      baseDelayMs: 5,
      maxDelayMs: 20,
      ...options,
    });
  }

  it('asks /chat/completions with the instructions, language, context and a json_schema response format', async () => {
    fake.enqueue(jsonCompletion({ items: suggestions }));
    const reading = request('basicIdea:STEP_PROMPT', {
      history: [
        { role: 'user', content: 'Earlier question' },
        { role: 'assistant', content: 'Earlier answer' },
      ],
      context: {
        lang: 'de',
        stepResults: [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: { name: 'ShelfSense' } }],
        stepInput: [{ type: 'PROBLEM', content: 'Waste in small shops' }],
        passages: [{ fileName: 'market-study.pdf', text: 'Small grocers throw away 8 percent of produce.' }],
        company: { name: 'Fresh GmbH', mission: 'Less waste', industry: 'Retail' },
        stepPromptNumber: 2,
      },
    });
    // An entry that reads the idea card, the step's input, the hub and the company.
    reading.entry = { ...reading.entry, context: ['basicIdea', 'stepInput', 'passages', 'company'] };
    const answer = await provider().complete(reading);
    expect(answer.output).toEqual(suggestions);
    expect(answer.usage).toEqual({ promptTokens: 321, completionTokens: 45, totalTokens: 366 });

    const [sent] = fake.requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.stream).toBeUndefined();
    // A list answer is asked for as an object {items: [...]} (structured output needs an object at the root).
    expect(sent.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'basicIdea_STEP_PROMPT',
        strict: true,
        schema: {
          type: 'object',
          properties: { items: modelSchema(testEntry('basicIdea:STEP_PROMPT').outputSchema).properties.items },
          required: ['items'],
          additionalProperties: false,
        },
      },
    });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = messages[0].content;
    expect(system).toContain('Instructions of basicIdea:STEP_PROMPT.');
    expect(system).toContain('Write every text of the answer in German.');
    expect(system).toContain('stepPromptNumber: 2');
    expect(system).toContain('- Basic Idea card: {"name":"ShelfSense"}');
    expect(system).not.toContain(stepIdOfType('basicIdea'));
    expect(system).toContain('Waste in small shops');
    expect(system).toContain('[1] market-study.pdf: Small grocers throw away 8 percent of produce.');
    expect(system).toContain('Name: Fresh GmbH');
    expect(messages[3].content).toBe(SECRET_INPUT);
  });

  it('asks a text entry for plain text, without a response format', async () => {
    fake.enqueue(completion('  Our mission: fewer wasted shifts.  '));
    const answer = await provider({ apiKey: undefined }).complete(request('OPTIMIZE-MISSION'));
    expect(answer.output).toBe('Our mission: fewer wasted shifts.');
    expect(fake.requests[0].body.response_format).toBeUndefined();
    expect(fake.requests[0].headers.authorization).toBeUndefined();
    expect(fake.requests[0].body.messages[0].content).toContain('plain text only');
  });

  it('answers malformed JSON as no output with the raw text (the service retries or wraps it)', async () => {
    fake.enqueue(completion('Sure! {"items": [ {"text": "unterminated'));
    const answer = await provider().complete(request('basicIdea:STEP_PROMPT'));
    expect(answer.output).toBeUndefined();
    expect(answer.raw).toBe('Sure! {"items": [ {"text": "unterminated');
  });

  it('reads JSON inside code fences and after reasoning blocks', async () => {
    fake.enqueue(
      completion(`<think>Let me think.</think>\n\`\`\`json\n${JSON.stringify({ items: suggestions })}\n\`\`\``),
    );
    expect((await provider().complete(request('basicIdea:STEP_PROMPT'))).output).toEqual(suggestions);
  });

  it('retries 429 after the Retry-After delay, then succeeds', async () => {
    fake.enqueue(httpError(429, { error: { message: 'rate limited' } }, { 'retry-after': '1' }));
    fake.enqueue(jsonCompletion({ items: suggestions }));
    const started = Date.now();
    const answer = await provider().complete(request('basicIdea:STEP_PROMPT'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(answer.output).toEqual(suggestions);
    expect(fake.requests).toHaveLength(2);
    const retry = log.entries.find((e) => e.message === 'AI request failed; retrying');
    expect(retry?.fields).toMatchObject({ status: 429, reason: 'http', attempt: 1, retryInMs: 1000 });
  });

  it('caps a long Retry-After', async () => {
    fake.enqueue(httpError(503, {}, { 'retry-after': '3600' }));
    fake.enqueue(jsonCompletion({ items: suggestions }));
    const started = Date.now();
    await provider({ maxRetryAfterMs: 50 }).complete(request('basicIdea:STEP_PROMPT'));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives up after 3 attempts on server errors', async () => {
    fake.enqueue(httpError(500), httpError(502), httpError(503));
    const error = await provider()
      .complete(request('basicIdea:STEP_PROMPT'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ reason: 'http', status: 503 });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a request the endpoint refuses (401)', async () => {
    fake.enqueue(httpError(401, { error: { message: 'Incorrect API key' } }));
    await expect(provider().complete(request('basicIdea:STEP_PROMPT'))).rejects.toMatchObject({ status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a slow answer and retries it', async () => {
    fake.enqueue(delayed(1000, jsonCompletion({ items: suggestions })), jsonCompletion({ items: suggestions }));
    const answer = await provider({ timeoutMs: 150 }).complete(request('basicIdea:STEP_PROMPT'));
    expect(answer.output).toEqual(suggestions);
    expect(fake.requests).toHaveLength(2);
    expect(log.entries.find((e) => e.message === 'AI request failed; retrying')?.fields.reason).toBe('timeout');
  });

  it('fails with a timeout when every attempt is too slow', async () => {
    const slow = delayed(1000, jsonCompletion({ items: suggestions }));
    fake.enqueue(slow, slow, slow);
    const started = Date.now();
    await expect(provider({ timeoutMs: 100 }).complete(request('basicIdea:STEP_PROMPT'))).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('retries network errors and reports them when the endpoint stays unreachable', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = provider({ baseUrl: `http://127.0.0.1:${port}/v1` });
    await expect(unreachable.complete(request('basicIdea:STEP_PROMPT'))).rejects.toMatchObject({ reason: 'network' });
    expect(log.entries.filter((e) => e.message === 'AI request failed; retrying')).toHaveLength(2);
  });

  it('falls back to json_object with the schema in the system message when json_schema is refused, and remembers it', async () => {
    fake.enqueue(
      httpError(400, {
        error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported" },
      }),
      jsonCompletion({ items: suggestions }),
      jsonCompletion({ items: suggestions }),
    );
    const openai = provider();
    expect((await openai.complete(request('basicIdea:STEP_PROMPT'))).output).toEqual(suggestions);
    expect((await openai.complete(request('basicIdea:STEP_PROMPT'))).output).toEqual(suggestions);

    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
    const system = fake.requests[1].body.messages[0].content as string;
    expect(system).toContain('It must match this JSON Schema:');
    expect(system).toContain('"minItems":6');
    expect(log.entries.find((e) => e.message.includes('refused the response format'))?.fields).toMatchObject({
      from: 'json_schema',
      to: 'json_object',
    });
  });

  it('asks json_object only for the prompt whose schema the endpoint refuses', async () => {
    fake.enqueue(
      httpError(400, {
        error: { message: "Invalid schema for response_format 'basicIdea_STEP_PROMPT': 'minItems' is not permitted." },
      }),
      jsonCompletion({ items: suggestions }),
      jsonCompletion({ title: 'T', author: '', summary: 'S' }),
      jsonCompletion({ items: suggestions }),
    );
    const openai = provider();
    await openai.complete(request('basicIdea:STEP_PROMPT'));
    await openai.complete(request('SUMMARIZE_DOCUMENT_UPLOAD'));
    await openai.complete(request('basicIdea:STEP_PROMPT'));
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_schema',
      'json_object',
    ]);
  });

  it('asks without any response format when JSON mode is refused too', async () => {
    fake.enqueue(
      httpError(400, { error: { message: 'response_format is not supported by this server' } }),
      httpError(422, { detail: 'json_object: unsupported' }),
      jsonCompletion({ items: suggestions }),
    );
    expect((await provider().complete(request('basicIdea:STEP_PROMPT'))).output).toEqual(suggestions);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined]);
  });

  it('streams a chat answer: every delta is passed on, usage is read from the last chunk', async () => {
    const message = {
      answer: 'Nurses need a faster way to find equipment. Ä ö ü – 🚑',
      dialogMessage: 'Which ward loses the most time?',
      formTransfer: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }],
      upload: false,
      fill_all: false,
      context_id: 'HOMECHAT',
    };
    const text = JSON.stringify(message);
    const pieces = text.match(/.{1,9}/gsu) ?? [];
    fake.enqueue(streamed(pieces));
    const deltas: string[] = [];
    const answer = await provider().complete(request('HOMECHAT'), { onDelta: (delta) => deltas.push(delta) });
    expect(deltas).toEqual(pieces);
    expect(answer.raw).toBe(text);
    expect(answer.output).toEqual(message);
    expect(answer.usage).toEqual({ promptTokens: 321, completionTokens: 45, totalTokens: 366 });
    expect(fake.requests[0].body.stream).toBe(true);
    expect(fake.requests[0].body.stream_options).toEqual({ include_usage: true });
    expect(fake.requests[0].headers.accept).toBe('text/event-stream');
  });

  it('streams without stream_options when the endpoint refuses them', async () => {
    fake.enqueue(
      httpError(400, { error: { message: 'Unrecognized request argument supplied: stream_options' } }),
      streamed(['Plain ', 'text'], null),
    );
    const deltas: string[] = [];
    const answer = await provider().complete(request('OPTIMIZE-MISSION'), { onDelta: (d) => deltas.push(d) });
    expect(answer.output).toBe('Plain text');
    expect(deltas.join('')).toBe('Plain text');
    expect(fake.requests[1].body.stream_options).toBeUndefined();
  });

  it('sends through the openai library to the base URL, one library request per attempt of ours', async () => {
    fake.enqueue(httpError(500), jsonCompletion({ items: suggestions }));
    await provider().complete(request('basicIdea:STEP_PROMPT'));
    expect(fake.requests.map((r) => r.url)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    for (const sent of fake.requests) {
      expect(sent.headers['user-agent']).toMatch(/^OpenAI\/JS 6\./);
      expect(sent.headers.authorization).toBe('Bearer sk-test-key');
      expect(sent.body.model).toBe('test-model');
      // The library's own retries are off: it never counts a retry; ours are separate requests.
      expect(sent.headers['x-stainless-retry-count']).toBe('0');
    }
  });

  it('sends no Authorization header without a key, whatever OPENAI_* variables say', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-from-environment');
    vi.stubEnv('OPENAI_ORG_ID', 'org-from-environment');
    try {
      fake.enqueue(completion('A mission.'));
      await provider({ apiKey: undefined }).complete(request('OPTIMIZE-MISSION'));
      expect(fake.requests[0].headers.authorization).toBeUndefined();
      expect(fake.requests[0].headers['openai-organization']).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('finds a refused option named anywhere in the error body, not only in error.message', async () => {
    fake.enqueue(
      httpError(400, { object: 'error', message: 'response_format json_schema is not supported', code: 400 }),
      jsonCompletion({ items: suggestions }),
    );
    expect((await provider().complete(request('basicIdea:STEP_PROMPT'))).output).toEqual(suggestions);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
  });

  it('times out a body that stalls after the headers, and retries it', async () => {
    fake.enqueue(
      stalling((res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"choices": [');
      }),
      jsonCompletion({ items: suggestions }),
    );
    const answer = await provider({ timeoutMs: 150 }).complete(request('basicIdea:STEP_PROMPT'));
    expect(answer.output).toEqual(suggestions);
    expect(fake.requests).toHaveLength(2);
    expect(log.entries.find((e) => e.message === 'AI request failed; retrying')?.fields.reason).toBe('timeout');
  });

  it('passes each streamed delta on while the answer is still arriving', async () => {
    let firstSeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => {
      firstSeen = resolve;
    });
    let seenBeforeRest = false;
    fake.enqueue(async (_request, res) => {
      eventStream(res);
      res.write(chunk('First '));
      seenBeforeRest = await Promise.race([seen.then(() => true), pause(1000).then(() => false)]);
      res.end(`${chunk('second.')}data: [DONE]\n\n`);
    });
    const deltas: string[] = [];
    const answer = await provider().complete(request('OPTIMIZE-MISSION'), {
      onDelta: (delta) => {
        deltas.push(delta);
        firstSeen();
      },
    });
    expect(seenBeforeRest).toBe(true);
    expect(deltas).toEqual(['First ', 'second.']);
    expect(answer.output).toBe('First second.');
  });

  it('counts the stream timeout between chunks, not over the whole answer', async () => {
    fake.enqueue(async (_request, res) => {
      eventStream(res);
      for (const word of ['one ', 'two ', 'three ', 'four ', 'five']) {
        res.write(chunk(word));
        await pause(80);
      }
      res.end('data: [DONE]\n\n');
    });
    const answer = await provider({ timeoutMs: 250 }).complete(request('OPTIMIZE-MISSION'), { onDelta: () => {} });
    expect(answer.output).toBe('one two three four five');
    expect(fake.requests).toHaveLength(1);
  });

  it("takes a gateway's keep-alive comments as signs of life while a slow model thinks", async () => {
    fake.enqueue(async (_request, res) => {
      eventStream(res);
      // 600 ms before the first word, longer than the timeout, but never 250 ms without a byte.
      for (let i = 0; i < 6; i++) {
        res.write(': PROCESSING\n\n');
        await pause(100);
      }
      res.write(chunk('Finally.'));
      res.end('data: [DONE]\n\n');
    });
    const answer = await provider({ timeoutMs: 250 }).complete(request('OPTIMIZE-MISSION'), { onDelta: () => {} });
    expect(answer.output).toBe('Finally.');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails a stream that stalls after text was passed on, without retrying it', async () => {
    fake.enqueue(
      stalling((res) => {
        eventStream(res);
        res.write(chunk('Half an answer'));
      }),
    );
    const deltas: string[] = [];
    const started = Date.now();
    const error = await provider({ timeoutMs: 150 })
      .complete(request('OPTIMIZE-MISSION'), { onDelta: (d) => deltas.push(d) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(deltas).toEqual(['Half an answer']);
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('retries a stream that stalls before any text', async () => {
    fake.enqueue(
      stalling((res) => {
        eventStream(res);
        res.write(': keep-alive\n\n');
      }),
      streamed(['Whole ', 'answer']),
    );
    const deltas: string[] = [];
    const answer = await provider({ timeoutMs: 150 }).complete(request('OPTIMIZE-MISSION'), {
      onDelta: (d) => deltas.push(d),
    });
    expect(answer.output).toBe('Whole answer');
    expect(deltas).toEqual(['Whole ', 'answer']);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails for good on an error event inside the stream', async () => {
    fake.enqueue(async (_request, res) => {
      eventStream(res);
      res.end(`data: ${JSON.stringify({ error: { message: 'model overloaded' } })}\n\n`);
    });
    await expect(provider().complete(request('OPTIMIZE-MISSION'), { onDelta: () => {} })).rejects.toMatchObject({
      reason: 'answer',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('passes the whole text on when the endpoint ignores stream: true and answers JSON', async () => {
    fake.enqueue(completion('Not streamed at all.'));
    const deltas: string[] = [];
    const answer = await provider().complete(request('OPTIMIZE-MISSION'), { onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['Not streamed at all.']);
    expect(answer.output).toBe('Not streamed at all.');
    expect(answer.usage).toEqual({ promptTokens: 321, completionTokens: 45, totalTokens: 366 });
  });

  it("stops a stream when the caller aborts and throws the caller's reason", async () => {
    fake.enqueue(
      stalling((res) => {
        eventStream(res);
        res.write(chunk('Start'));
      }),
    );
    const caller = new AbortController();
    const reason = new Error('client went away');
    const error = await provider()
      .complete(request('OPTIMIZE-MISSION'), { signal: caller.signal, onDelta: () => caller.abort(reason) })
      .catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(fake.requests).toHaveLength(1);
  });

  it('logs token usage as numbers, never the prompt or the answer', async () => {
    fake.enqueue(jsonCompletion({ items: [...suggestions.slice(0, 5), { text: 'A secret answer text' }] }));
    await provider().complete(
      request('basicIdea:STEP_PROMPT', {
        context: {
          lang: 'en',
          stepResults: [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: { name: 'HiddenCardName' } }],
          passages: [{ fileName: 'private.pdf', text: 'Confidential passage' }],
        },
      }),
    );
    const usage = log.entries.find((e) => e.message === 'AI usage');
    expect(usage?.fields).toMatchObject({
      promptId: 'basicIdea:STEP_PROMPT',
      model: 'test-model',
      attempts: 1,
      promptTokens: USAGE.prompt_tokens,
      completionTokens: USAGE.completion_tokens,
      totalTokens: USAGE.total_tokens,
    });
    expect(typeof usage?.fields.durationMs).toBe('number');
    const logged = log.text();
    for (const content of [
      SECRET_INPUT,
      'A secret answer text',
      'HiddenCardName',
      'Confidential passage',
      'private.pdf',
    ]) {
      expect(logged).not.toContain(content);
    }
  });
});

describe('retryAfterMs', () => {
  it.each([
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'retry-after-ms': '250' }, 250],
    [{ 'retry-after': new Date(1_000_000 + 3000).toUTCString() }, 3000],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('reads %o', (headers, expected) => {
    expect(retryAfterMs(new Headers(headers), 1_000_000)).toBe(expected);
  });
});

describe('parseJsonAnswer', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['```json\n[1,2]\n```', [1, 2]],
    ['Here you go: {"a":2} Hope it helps.', { a: 2 }],
    ['<think>{"no":1}</think>{"yes":1}', { yes: 1 }],
    ['not json at all', undefined],
    ['', undefined],
  ])('reads %j', (raw, expected) => {
    expect(parseJsonAnswer(raw)).toEqual(expected);
  });
});
