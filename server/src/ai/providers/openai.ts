// The `openai` provider: any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Azure OpenAI through a
// compatible gateway, Ollama, vLLM, LM Studio, llama.cpp server).
//
// - Structured answers ask for `response_format: json_schema`; an endpoint that refuses it (400/422 naming
//   response_format or json_schema) is asked for `json_object` with the schema in the system message, and then for
//   plain JSON by instructions only. The fallback is remembered per endpoint and model.
// - Each request has a timeout (AI_TIMEOUT_MS; for a streamed answer: between chunks). 429, 5xx, timeouts and
//   network errors are retried with exponential backoff and jitter, 3 attempts in all, honouring Retry-After
//   (capped).
// - Token usage is logged as numbers, with the prompt id and model — never any text.
// - With `onDelta` the answer is streamed (`stream: true`, server-sent events) and every text delta is passed on.
import type { AiLog } from '../log.js';
import type { AiProvider, CompleteOptions, PromptRequest, ProviderAnswer, TokenUsage } from '../types.js';
import {
  buildMessages,
  type JsonFormat,
  parseJsonAnswer,
  requestSchema,
  schemaName,
  stripReasoning,
  unwrapAnswer,
} from './prompt.js';
import { SseReader } from './sse.js';

export interface OpenAiProviderOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:1234/v1 (LM Studio). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; for a streamed answer, the longest wait for the next chunk. */
  timeoutMs: number;
  log: AiLog;
  /** Attempts per request on 429/5xx/timeouts/network errors (default 3). */
  maxAttempts?: number;
  /** First backoff delay; doubled per attempt, with jitter (default 500 ms). */
  baseDelayMs?: number;
  /** Longest backoff delay without Retry-After (default 8 s). */
  maxDelayMs?: number;
  /** Longest wait a Retry-After header may ask for (default 30 s). */
  maxRetryAfterMs?: number;
}

/** The endpoint failed for good (after its retries, or with a status that retrying cannot fix). */
export class AiProviderError extends Error {
  readonly reason: 'http' | 'timeout' | 'network' | 'answer';
  readonly status?: number;

  constructor(reason: AiProviderError['reason'], message: string, status?: number) {
    super(message);
    this.name = 'AiProviderError';
    this.reason = reason;
    this.status = status;
  }
}

/**
 * The endpoint refused a request option: the response format (`format`), one entry's JSON schema (`schema`, e.g.
 * a keyword it does not take) or `stream_options`. Ask again without it.
 */
class OptionRefused extends Error {
  constructor(readonly option: 'format' | 'schema' | 'streamOptions') {
    super(`refused ${option}`);
  }
}

/** Retrying may help: rate limits, server errors, timeouts, broken connections. */
class Retryable extends Error {
  constructor(
    readonly failure: AiProviderError,
    readonly retryAfterMs?: number,
  ) {
    super(failure.message);
  }
}

interface Capabilities {
  format: JsonFormat;
  streamUsage: boolean;
  /** Entries whose schema the endpoint refused as `json_schema`: they are asked for `json_object`. */
  schemaRefused: Set<string>;
}

const NEXT_FORMAT: Record<JsonFormat, JsonFormat | undefined> = {
  json_schema: 'json_object',
  json_object: 'none',
  none: undefined,
};

interface CompletionUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown }; delta?: { content?: unknown } }[];
  usage?: CompletionUsage | null;
  error?: { message?: string; type?: string; code?: string | number };
}

function toUsage(usage: CompletionUsage | null | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const promptTokens = Number(usage.prompt_tokens ?? 0);
  const completionTokens = Number(usage.completion_tokens ?? 0);
  return { promptTokens, completionTokens, totalTokens: Number(usage.total_tokens ?? promptTokens + completionTokens) };
}

/** A message's content: a string, or (some servers) a list of text parts. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
  }
  return '';
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const REFUSED_FORMAT = /response_format|json_schema|json_object|structured output|grammar/i;

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly url: string;
  private readonly capabilities = new Map<string, Capabilities>();
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 8000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  }

  /** What this endpoint and model accept (learnt from refusals). */
  private capabilitiesOf(): Capabilities {
    const key = `${this.url}\n${this.options.model}`;
    let found = this.capabilities.get(key);
    if (!found) {
      found = { format: 'json_schema', streamUsage: true, schemaRefused: new Set() };
      this.capabilities.set(key, found);
    }
    return found;
  }

  async complete(request: PromptRequest, options: CompleteOptions = {}): Promise<ProviderAnswer> {
    const capabilities = this.capabilitiesOf();
    for (;;) {
      try {
        return await this.completeWith(request, options, capabilities);
      } catch (error) {
        if (!(error instanceof OptionRefused)) throw error;
        if (error.option === 'streamOptions') {
          capabilities.streamUsage = false;
        } else if (error.option === 'schema') {
          this.options.log.warn(
            { promptId: request.entry.id, model: this.options.model, from: 'json_schema', to: 'json_object' },
            'AI endpoint refused the output schema of this prompt; falling back',
          );
          capabilities.schemaRefused.add(request.entry.id);
        } else {
          const current = this.formatOf(request, capabilities) as JsonFormat;
          const next = NEXT_FORMAT[current];
          if (!next) throw new AiProviderError('http', 'The AI endpoint refused every way of asking for JSON.', 400);
          this.options.log.warn(
            { promptId: request.entry.id, model: this.options.model, from: current, to: next },
            'AI endpoint refused the response format; falling back',
          );
          capabilities.format = next;
        }
      }
    }
  }

  /** How this request asks for its answer. */
  private formatOf(request: PromptRequest, capabilities: Capabilities): JsonFormat | 'text' {
    if (request.entry.kind === 'text') return 'text';
    if (capabilities.format === 'json_schema' && capabilities.schemaRefused.has(request.entry.id)) return 'json_object';
    return capabilities.format;
  }

  private body(request: PromptRequest, capabilities: Capabilities, stream: boolean): Record<string, unknown> {
    const { entry } = request;
    const format = this.formatOf(request, capabilities);
    const body: Record<string, unknown> = {
      model: this.options.model,
      messages: buildMessages(request, format),
    };
    if (format === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: schemaName(entry.id), schema: requestSchema(entry.outputSchema), strict: false },
      };
    } else if (format === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    if (stream) {
      body.stream = true;
      if (capabilities.streamUsage) body.stream_options = { include_usage: true };
    }
    return body;
  }

  private async completeWith(
    request: PromptRequest,
    options: CompleteOptions,
    capabilities: Capabilities,
  ): Promise<ProviderAnswer> {
    const stream = options.onDelta !== undefined;
    const body = JSON.stringify(this.body(request, capabilities, stream));
    const started = Date.now();
    let lastFailure: AiProviderError | undefined;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      try {
        const { text, usage } = await this.send(
          body,
          stream,
          options,
          capabilities,
          this.formatOf(request, capabilities),
        );
        this.options.log.info(
          {
            promptId: request.entry.id,
            model: this.options.model,
            attempts: attempt,
            durationMs: Date.now() - started,
            promptTokens: usage?.promptTokens ?? null,
            completionTokens: usage?.completionTokens ?? null,
            totalTokens: usage?.totalTokens ?? null,
          },
          'AI usage',
        );
        return this.answer(request, text, usage);
      } catch (error) {
        if (!(error instanceof Retryable)) throw error;
        lastFailure = error.failure;
        if (attempt === this.maxAttempts || options.signal?.aborted) break;
        const wait =
          error.retryAfterMs !== undefined ? Math.min(error.retryAfterMs, this.maxRetryAfterMs) : this.backoff(attempt);
        this.options.log.warn(
          {
            promptId: request.entry.id,
            model: this.options.model,
            attempt,
            reason: error.failure.reason,
            status: error.failure.status ?? null,
            retryInMs: Math.round(wait),
          },
          'AI request failed; retrying',
        );
        await sleep(wait, options.signal);
      }
    }
    throw lastFailure ?? new AiProviderError('network', 'The AI endpoint did not answer.');
  }

  /** Exponential backoff with jitter: between half and all of base·2^(attempt-1), capped. */
  private backoff(attempt: number): number {
    const ceiling = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1));
    return ceiling / 2 + Math.random() * (ceiling / 2);
  }

  private answer(request: PromptRequest, text: string, usage: TokenUsage | undefined): ProviderAnswer {
    if (request.entry.kind === 'text') return { output: stripReasoning(text), raw: text, usage };
    const parsed = parseJsonAnswer(text);
    return {
      output: parsed === undefined ? undefined : unwrapAnswer(request.entry.outputSchema, parsed),
      raw: text,
      usage,
    };
  }

  /** One HTTP request with its timeout; throws Retryable, OptionRefused or AiProviderError. */
  private async send(
    body: string,
    stream: boolean,
    options: CompleteOptions,
    capabilities: Capabilities,
    format: JsonFormat | 'text',
  ): Promise<{ text: string; usage?: TokenUsage }> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.timeoutMs);
    };
    // Once text was passed on while streaming, a retry would repeat it: a broken stream then fails for good.
    const progress = { streamed: false };
    const onAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) throw options.signal.reason;
    options.signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body,
        signal: controller.signal,
      });
      if (!response.ok) {
        const errorText = await response.text().catch(() => '');
        this.refusal(response.status, errorText, capabilities, format);
        const failure = new AiProviderError('http', `The AI endpoint answered ${response.status}.`, response.status);
        if (response.status === 408 || response.status === 429 || response.status >= 500) {
          throw new Retryable(failure, retryAfterMs(response.headers));
        }
        throw failure;
      }
      if (stream && (response.headers.get('content-type') ?? '').includes('text/event-stream') && response.body) {
        return await this.readStream(response.body, options, arm, progress);
      }
      const json = JSON.parse(await response.text()) as CompletionBody;
      if (json.error) throw new AiProviderError('answer', 'The AI endpoint answered an error.');
      const text = contentText(json.choices?.[0]?.message?.content);
      if (stream && text) options.onDelta?.(text);
      return { text, usage: toUsage(json.usage) };
    } catch (error) {
      if (error instanceof Retryable || error instanceof OptionRefused || error instanceof AiProviderError) throw error;
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      if (error instanceof SyntaxError)
        throw new AiProviderError('answer', 'The AI endpoint answered no valid JSON body.');
      const failure = timedOut
        ? new AiProviderError('timeout', `The AI endpoint did not answer within ${this.options.timeoutMs} ms.`)
        : new AiProviderError('network', 'The AI endpoint could not be reached.');
      if (progress.streamed) throw failure;
      throw new Retryable(failure);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** 400/422 naming an option the request used: the endpoint does not support it. */
  private refusal(status: number, errorText: string, capabilities: Capabilities, format: JsonFormat | 'text'): void {
    if (status !== 400 && status !== 422) return;
    if (/stream_options/i.test(errorText) && capabilities.streamUsage) throw new OptionRefused('streamOptions');
    if (format === 'text' || format === 'none' || !REFUSED_FORMAT.test(errorText)) return;
    // "Invalid schema for response_format …": this entry's schema, not structured output as such.
    if (format === 'json_schema' && /invalid schema/i.test(errorText)) throw new OptionRefused('schema');
    throw new OptionRefused('format');
  }

  private async readStream(
    body: ReadableStream<Uint8Array>,
    options: CompleteOptions,
    arm: () => void,
    progress: { streamed: boolean },
  ): Promise<{ text: string; usage?: TokenUsage }> {
    const reader = new SseReader();
    const decoder = new TextDecoder();
    let text = '';
    let usage: TokenUsage | undefined;
    let done = false;
    const handle = (data: string) => {
      if (done) return;
      if (data.trim() === '[DONE]') {
        done = true;
        return;
      }
      const chunk = JSON.parse(data) as CompletionBody;
      if (chunk.error) throw new AiProviderError('answer', 'The AI endpoint sent an error while streaming.');
      const delta = contentText(chunk.choices?.[0]?.delta?.content);
      if (delta) {
        text += delta;
        progress.streamed = true;
        options.onDelta?.(delta);
      }
      if (chunk.usage) usage = toUsage(chunk.usage);
    };
    for await (const bytes of body) {
      arm();
      for (const data of reader.push(decoder.decode(bytes, { stream: true }))) handle(data);
      if (done) break;
    }
    for (const data of reader.push(decoder.decode())) handle(data);
    for (const data of reader.end()) handle(data);
    return { text, usage };
  }
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  return new OpenAiProvider(options);
}
