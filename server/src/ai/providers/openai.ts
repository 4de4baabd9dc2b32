// The `openai` provider: any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Azure OpenAI through a
// compatible gateway, Ollama, vLLM, LM Studio, llama.cpp server), asked through the `openai` library (client.ts).
//
// - Structured answers ask for `response_format: json_schema`; an endpoint that refuses it (400/422 naming
//   response_format or json_schema) is asked for `json_object` with the schema in the system message, and then for
//   plain JSON by instructions only. The fallback is remembered per endpoint and model.
// - Each request has a timeout (AI_TIMEOUT_MS; for a streamed answer: between chunks). 429, 5xx, timeouts and
//   network errors are retried with exponential backoff and jitter, 3 attempts in all, honouring Retry-After
//   (capped). The library's own retries are off.
// - Token usage is logged as numbers, with the prompt id and model — never any text.
// - With `onDelta` the answer is streamed (`stream: true`) and every text delta is passed on.
import type OpenAI from 'openai';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import type { AiLog } from '../log.js';
import type { AiProvider, CompleteOptions, PromptRequest, ProviderAnswer, TokenUsage } from '../types.js';
import { createClient, errorBody, onEveryPiece } from './client.js';
import { Deadline } from './deadline.js';
import { AiProviderError, OptionRefused, Retryable, retryAfterMs, retryableStatus } from './failures.js';
import {
  buildMessages,
  type JsonFormat,
  maxTokensOf,
  modelSchema,
  parseJsonAnswer,
  schemaName,
  stripReasoning,
  temperatureOf,
  unwrapAnswer,
} from './prompt.js';

export { AiProviderError, retryAfterMs } from './failures.js';

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

interface Capabilities {
  format: JsonFormat;
  streamUsage: boolean;
  /** Entries whose schema the endpoint refused as `json_schema`: they are asked for `json_object`. */
  schemaRefused: Set<string>;
  /** Entries whose schema the endpoint refused as strict: they are asked with `strict: false`. */
  strictRefused: Set<string>;
  /** The endpoint refused `temperature` (some reasoning models): it is left out. */
  temperature: boolean;
  /** How the answer's length is capped: `max_tokens`, `max_completion_tokens` (newer OpenAI models) or not at all. */
  maxTokens: 'max_tokens' | 'max_completion_tokens' | 'none';
}

const NEXT_FORMAT: Record<JsonFormat, JsonFormat | undefined> = {
  json_schema: 'json_object',
  json_object: 'none',
  none: undefined,
};

type Body = ChatCompletionCreateParamsNonStreaming;

/** What one request brought back. */
interface Reply {
  text: string;
  usage?: TokenUsage;
}

function toUsage(usage: ChatCompletion['usage'] | null | undefined): TokenUsage | undefined {
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

/** A whole (non-streamed) completion; compatible servers may answer 200 with an error body, or a JSON text. */
function readCompletion(data: unknown): Reply {
  const completion = (typeof data === 'string' ? JSON.parse(data) : data) as Partial<ChatCompletion> & {
    error?: unknown;
  };
  if (!completion || completion.error) throw new AiProviderError('answer', 'The AI endpoint answered an error.');
  return { text: contentText(completion.choices?.[0]?.message?.content), usage: toUsage(completion.usage) };
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
  private readonly client: OpenAI;
  private readonly capabilities = new Map<string, Capabilities>();
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = createClient(options);
    this.maxAttempts = options.maxAttempts ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 8000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  }

  /** What this endpoint and model accept (learnt from refusals). */
  private capabilitiesOf(): Capabilities {
    const key = `${this.client.baseURL}\n${this.options.model}`;
    let found = this.capabilities.get(key);
    if (!found) {
      found = {
        format: 'json_schema',
        streamUsage: true,
        schemaRefused: new Set(),
        strictRefused: new Set(),
        temperature: true,
        maxTokens: 'max_tokens',
      };
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
        } else if (error.option === 'temperature') {
          capabilities.temperature = false;
        } else if (error.option === 'maxTokens') {
          capabilities.maxTokens = capabilities.maxTokens === 'max_tokens' ? 'max_completion_tokens' : 'none';
        } else if (error.option === 'strict') {
          this.options.log.warn(
            { promptId: request.entry.id, model: this.options.model, from: 'strict', to: 'json_schema' },
            'AI endpoint refused the strict output schema of this prompt; falling back',
          );
          capabilities.strictRefused.add(request.entry.id);
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

  private body(request: PromptRequest, format: JsonFormat | 'text', capabilities: Capabilities): Body {
    const { entry } = request;
    const body: Body = { model: this.options.model, messages: buildMessages(request, format) };
    if (capabilities.temperature) body.temperature = temperatureOf(entry);
    if (capabilities.maxTokens !== 'none') body[capabilities.maxTokens] = maxTokensOf(entry);
    if (format === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: {
          name: schemaName(entry.id),
          schema: modelSchema(entry.outputSchema),
          strict: !capabilities.strictRefused.has(entry.id),
        },
      };
    } else if (format === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    return body;
  }

  private async completeWith(
    request: PromptRequest,
    options: CompleteOptions,
    capabilities: Capabilities,
  ): Promise<ProviderAnswer> {
    const format = this.formatOf(request, capabilities);
    const body = this.body(request, format, capabilities);
    const started = Date.now();
    let lastFailure: AiProviderError | undefined;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      try {
        const { text, usage } = await this.send(body, options, capabilities, format);
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

  /** One request with its timeout; throws Retryable, OptionRefused or AiProviderError. */
  private async send(
    body: Body,
    options: CompleteOptions,
    capabilities: Capabilities,
    format: JsonFormat | 'text',
  ): Promise<Reply> {
    if (options.signal?.aborted) throw options.signal.reason;
    const deadline = new Deadline(this.options.timeoutMs, options.signal);
    // Once text was passed on while streaming, a retry would repeat it: a broken stream then fails for good.
    const progress = { streamed: false };
    try {
      if (options.onDelta) return await this.stream(body, capabilities, deadline, options.onDelta, progress);
      return readCompletion(await this.client.chat.completions.create(body, { signal: deadline.signal }));
    } catch (error) {
      if (error instanceof Retryable || error instanceof OptionRefused || error instanceof AiProviderError) throw error;
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw this.failure(error, deadline, capabilities, format, progress.streamed, body);
    } finally {
      deadline.dispose();
    }
  }

  private async stream(
    body: Body,
    capabilities: Capabilities,
    deadline: Deadline,
    onDelta: (delta: string) => void,
    progress: { streamed: boolean },
  ): Promise<Reply> {
    const streaming: ChatCompletionCreateParamsStreaming = {
      ...body,
      stream: true,
      ...(capabilities.streamUsage ? { stream_options: { include_usage: true } } : {}),
    };
    const { data: chunks, response } = await this.client.chat.completions
      .create(streaming, {
        signal: deadline.signal,
        headers: { Accept: 'text/event-stream' },
        // Any bytes, comments included, show the endpoint is alive.
        fetchOptions: onEveryPiece(() => deadline.touch()),
      })
      .withResponse();
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // The endpoint ignored `stream: true` and answered the whole completion at once.
      const reply = readCompletion(await response.text());
      if (reply.text) onDelta(reply.text);
      return reply;
    }
    let text = '';
    let usage: TokenUsage | undefined;
    for await (const chunk of chunks) {
      deadline.touch();
      const delta = contentText(chunk.choices?.[0]?.delta?.content);
      if (delta) {
        text += delta;
        progress.streamed = true;
        onDelta(delta);
      }
      if (chunk.usage) usage = toUsage(chunk.usage);
    }
    // The library ends the iteration quietly when the request is aborted (here: the timeout between chunks).
    deadline.signal.throwIfAborted();
    return { text, usage };
  }

  /** What a failed request means for the retry loop. */
  private failure(
    error: unknown,
    deadline: Deadline,
    capabilities: Capabilities,
    format: JsonFormat | 'text',
    streamed: boolean,
    body: Body,
  ): Error {
    if (error instanceof APIError && error.status !== undefined) {
      this.refusal(error.status, errorBody(error), capabilities, format, body);
      const failure = new AiProviderError('http', `The AI endpoint answered ${error.status}.`, error.status);
      if (!retryableStatus(error.status)) return failure;
      return new Retryable(failure, error.headers ? retryAfterMs(error.headers) : undefined);
    }
    if (error instanceof SyntaxError)
      return new AiProviderError('answer', 'The AI endpoint answered no valid JSON body.');
    // An `error` event inside the stream: an APIError without a status that is not about the connection.
    if (error instanceof APIError && !(error instanceof APIConnectionError) && !deadline.signal.aborted) {
      return new AiProviderError('answer', 'The AI endpoint sent an error while streaming.');
    }
    const failure =
      deadline.timedOut || error instanceof APIConnectionTimeoutError
        ? new AiProviderError('timeout', `The AI endpoint did not answer within ${this.options.timeoutMs} ms.`)
        : new AiProviderError('network', 'The AI endpoint could not be reached.');
    return streamed ? failure : new Retryable(failure);
  }

  /** 400/422 naming an option the request used: the endpoint does not support it. */
  private refusal(
    status: number,
    errorText: string,
    capabilities: Capabilities,
    format: JsonFormat | 'text',
    body: Body,
  ): void {
    if (status !== 400 && status !== 422) return;
    if (/stream_options/i.test(errorText) && capabilities.streamUsage) throw new OptionRefused('streamOptions');
    if (/temperature/i.test(errorText) && body.temperature !== undefined) throw new OptionRefused('temperature');
    if (/max_(?:completion_)?tokens/i.test(errorText) && capabilities.maxTokens !== 'none')
      throw new OptionRefused('maxTokens');
    // "strict" refused (a schema with optional fields, an endpoint without strict mode): the same schema, not strict.
    const strict = body.response_format?.type === 'json_schema' && body.response_format.json_schema.strict === true;
    if (format === 'json_schema' && strict && /strict|required|additionalProperties/i.test(errorText))
      throw new OptionRefused('strict');
    if (format === 'text' || format === 'none' || !REFUSED_FORMAT.test(errorText)) return;
    // "Invalid schema for response_format …": this entry's schema, not structured output as such.
    if (format === 'json_schema' && /invalid schema/i.test(errorText)) throw new OptionRefused('schema');
    throw new OptionRefused('format');
  }
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  return new OpenAiProvider(options);
}
