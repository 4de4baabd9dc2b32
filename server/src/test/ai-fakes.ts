import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Catalogue, loadCatalogue } from '../ai/catalogue/index.js';
import type { AiLog } from '../ai/log.js';
import type { AiProvider, CatalogueEntry, PromptRequest, ProviderAnswer } from '../ai/types.js';

/**
 * Test doubles of the AI layer, for tests only: a local OpenAI-compatible HTTP server whose answers each test
 * scripts, the real catalogue with short instructions, a stub provider, and a log that records.
 */

// ── a fake OpenAI-compatible endpoint ──

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely in tests
  body: any;
}

export type Responder = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeOpenAi {
  /** The base URL to configure (`…/v1`). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Queues answers for the next requests; when the queue is empty `fallback` answers. */
  enqueue(...responders: Responder[]): void;
  fallback: Responder;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: Responder[] = [];
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests,
    enqueue: (...responders) => queue.push(...responders),
    fallback: (_request, res) => sendJson(res, 500, { error: { message: 'no answer scripted' } }),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      const responder = queue.shift() ?? fake.fallback;
      Promise.resolve(responder(recorded, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export const USAGE = { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 };

/** A chat completion answering `content`. */
export function completion(content: string, usage: object | null = USAGE): Responder {
  return (_request, res) =>
    sendJson(res, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_800_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      ...(usage ? { usage } : {}),
    });
}

/** A completion whose content is the JSON of `value`. */
export function jsonCompletion(value: unknown, usage?: object | null): Responder {
  return completion(JSON.stringify(value), usage);
}

export function httpError(status: number, body: unknown = { error: { message: 'failed' } }, headers = {}): Responder {
  return (_request, res) => sendJson(res, status, body, headers);
}

/** Answers after `ms` milliseconds (longer than the client's timeout: a timeout). */
export function delayed(ms: number, responder: Responder): Responder {
  return (request, res) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        if (!res.destroyed) responder(request, res);
        resolve();
      }, ms);
      res.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
}

/** A streamed completion: the text in the given pieces, as server-sent events written in awkward chunks. */
export function streamed(pieces: string[], usage: object | null = USAGE): Responder {
  return async (_request, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const events = pieces.map((piece, index) =>
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content: piece } : { content: piece } }],
      }),
    );
    if (usage) events.push(JSON.stringify({ id: 'chatcmpl-test', choices: [], usage }));
    const text = `: keep-alive\n\n${events.map((event) => `data: ${event}\r\n\r\n`).join('')}data: [DONE]\n\n`;
    // Split events across writes (and a \r\n across two writes) to exercise the reader.
    for (let start = 0; start < text.length; start += 37) {
      res.write(text.slice(start, start + 37));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    res.end();
  };
}

// ── the real catalogue with short instructions ──

/**
 * The real entries (their output schemas resolved from the contract), each with a one-line instruction the tests
 * can recognise.
 */
export const TEST_ENTRIES: CatalogueEntry[] = loadCatalogue()
  .all()
  .map((entry) => ({ ...entry, instructions: `Instructions of ${entry.id}.` }));

export function testCatalogue(entries: CatalogueEntry[] = TEST_ENTRIES): Catalogue {
  return new Catalogue(entries);
}

export function testEntry(id: string): CatalogueEntry {
  const found = TEST_ENTRIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no test entry ${id}`);
  return found;
}

// ── a stub provider ──

export interface StubProvider extends AiProvider {
  requests: PromptRequest[];
}

/**
 * Answers with `answer(request)` (default: an echo in the entry's shape) and records every request. Answers the
 * name it is given (`offline` by default) so replies pass the contract.
 */
export function stubProvider(answer?: (request: PromptRequest) => unknown): StubProvider {
  const requests: PromptRequest[] = [];
  return {
    name: 'offline',
    requests,
    async complete(request): Promise<ProviderAnswer> {
      requests.push(request);
      const output = answer ? answer(request) : echo(request);
      return { output, raw: typeof output === 'string' ? output : JSON.stringify(output) };
    },
  };
}

/** An answer of the entry's shape that repeats the input. */
export function echo(request: PromptRequest): unknown {
  const said = request.input || 'Hello! What problem do you want to solve?';
  switch (request.entry.id) {
    case 'HOMECHAT':
    case 'Basic Idea':
      return {
        answer: `You said: ${said}`,
        dialogMessage: 'Who has this problem most often?',
        formTransfer: ['one', 'two', 'three', 'four'].map((n) => ({ text: `Suggestion ${n} about ${said}` })),
        upload: false,
        fill_all: false,
        context_id: request.context.contextLabel ?? request.entry.id,
      };
    case 'OPTIMIZE-MISSION':
    case 'EXPORT_MIRO':
      return `Sharper: ${said}`;
    case 'SUMMARIZE_DOCUMENT_UPLOAD':
      return { title: 'A paper', author: '', summary: said.slice(0, 200) };
    case 'basicIdea:STEP_PROMPT':
      return Array.from({ length: 6 }, (_, i) => ({ text: `Idea ${i + 1} for ${said}` }));
    case 'basicIdea:CLOSING_STEP_PROMPT':
      return [
        {
          name: 'ShelfSense',
          tagline: 'Fresh shelves',
          key_features: ['a', 'b', 'c'],
          target_group: 'grocers',
          value_proposition: 'less waste',
        },
      ];
    case 'WEB_ANALYSIS_MARKET':
    case 'WEB_ANALYSIS_COMPETITION':
      // The contract's MarketFindingList holds 3–6 findings: the web results first, then reasoned ones.
      return [
        ...(request.context.webResults ?? []).map((r) => ({
          title: r.title,
          text: r.content,
          origin: 'web',
          source: r.url,
        })),
        ...['Reasoned', 'Rivals', 'Prices'].map((title) => ({ title, text: `${title}: about ${said}`, origin: 'ai' })),
      ].slice(0, 6);
    default:
      return { echo: said };
  }
}

// ── a log that records ──

export interface RecordingLog extends AiLog {
  entries: { level: 'info' | 'warn'; fields: Record<string, unknown>; message: string }[];
  /** Everything logged, as one text (to search for leaked content). */
  text(): string;
}

export function recordingLog(): RecordingLog {
  const entries: RecordingLog['entries'] = [];
  return {
    entries,
    info: (fields, message) => entries.push({ level: 'info', fields: fields as Record<string, unknown>, message }),
    warn: (fields, message) => entries.push({ level: 'warn', fields: fields as Record<string, unknown>, message }),
    text: () => JSON.stringify(entries),
  };
}
