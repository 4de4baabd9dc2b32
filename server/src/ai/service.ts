// The AI service: runs a catalogue entry for a user. It builds the prompt's context, serialises non-string input
// to JSON (spec part 2 §5), asks the provider, and validates every answer against the entry's output schema:
// invalid or empty answers are asked again up to the entry's `retries` (spec part 2 §8/§9), a closing prompt whose
// answer lacks its key field once more; a chat answer that is not JSON becomes one chat message (§8); an entry's
// repair (repair.ts: persona lists, empathy answers) runs before the schema judges. A final failure is 502
// 'Error / AI response failed'. Logs carry the prompt id, provider, attempts, duration and token usage — never a
// text.

import type { IdeaTermsOf } from '@idea-studio/assistant';
import type { AiAnswerSource, ChatMessage } from '@idea-studio/sdk';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { Db } from '../db/database.js';
import { honestLandingAnswer, LANDING_PROMPT_ID } from '../hosted-pages/testimonials.js';
import { closingKeyField, repairAnswer } from '../steps/index.js';
import type { Catalogue } from './catalogue/index.js';
import { buildPromptContext, type ContextOptions } from './context.js';
import { reportAgentOf } from './data.js';
import { aiFailed, UnusableInputError, unusableInput, webSearchUnavailable } from './errors.js';
import { answerLanguage } from './language.js';
import type { AiLog } from './log.js';
import { stripReasoning } from './providers/prompt.js';
import type {
  AiProvider,
  CatalogueEntry,
  ChatTurn,
  PromptContext,
  ProviderName,
  TokenUsage,
  WebResult,
} from './types.js';
import { type WebSearch, WebSearchError } from './web-search.js';

const addFormats = (addFormatsModule as unknown as { default: FormatsPlugin }).default;

/** The answer of a chat entry (the contract's ChatMessage, which the chat entries name as output schema). */
export type { ChatMessage };

/** A knowledge-hub file or web page an answer drew on (the contract's AiAnswerSource). */
export type AnswerSource = AiAnswerSource;

export interface RunOptions extends ContextOptions {
  /** The request's log (default: the service's), so AI log lines carry the request id. */
  log?: AiLog;
  /** Earlier turns of a chat thread. */
  history?: ChatTurn[];
  signal?: AbortSignal;
  /** Text deltas while a chat answer streams (openai provider). */
  onDelta?: (delta: string) => void;
}

export interface RunResult {
  output: unknown;
  provider: ProviderName;
  attempts: number;
  context: PromptContext;
  sources: AnswerSource[];
}

export interface AiServiceDeps {
  db: Db;
  catalogue: Catalogue;
  provider: AiProvider;
  log: AiLog;
  /** Web search (Tavily or SearXNG); undefined without TAVILY_API_KEY or SEARXNG_URL. */
  webSearch?: WebSearch;
  /** Finds the idea's words for the knowledge-hub passages off the request thread (default: on it). */
  ideaTerms?: IdeaTermsOf;
}

/** Prompts that use web results when web search is configured, and reason on their own without. */
export const WEB_ANALYSIS_PROMPTS: readonly string[] = ['WEB_ANALYSIS_COMPETITION', 'WEB_ANALYSIS_MARKET'];

/** Non-string input is serialised to JSON (spec part 2 §5); nothing is the empty text. */
export function serializeInput(input: unknown): string {
  if (input === undefined || input === null) return '';
  return typeof input === 'string' ? input : JSON.stringify(input);
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A chat answer that is not JSON, as one chat message (spec part 2 §8). */
export function wrapChatAnswer(raw: string, contextId: string): ChatMessage {
  return {
    answer: stripReasoning(raw),
    dialogMessage: '',
    formTransfer: [],
    upload: false,
    fill_all: false,
    context_id: contextId,
  };
}

const CHAT_MESSAGE_FIELDS = ['answer', 'dialogMessage', 'formTransfer', 'upload', 'fill_all', 'context_id'];

/**
 * Fills what a model commonly leaves out of a chat message (the context id, empty optional parts, suggestions as
 * plain strings) and drops fields the message does not have. Anything else stays as answered, for the schema to
 * judge.
 */
export function normalizeChatMessage(output: unknown, contextId: string): unknown {
  if (typeof output === 'string') return wrapChatAnswer(output, contextId);
  if (!output || typeof output !== 'object' || Array.isArray(output)) return output;
  const answered = output as Record<string, unknown>;
  const message: Record<string, unknown> = {};
  for (const field of CHAT_MESSAGE_FIELDS) if (field in answered) message[field] = answered[field];
  message.dialogMessage ??= '';
  message.upload ??= false;
  message.fill_all ??= false;
  if (typeof message.context_id !== 'string' || !message.context_id) message.context_id = contextId;
  if (message.formTransfer === undefined) message.formTransfer = [];
  if (Array.isArray(message.formTransfer)) {
    message.formTransfer = message.formTransfer.map((item) => (typeof item === 'string' ? { text: item } : item));
  }
  return message;
}

function lacksField(output: unknown, field: string): boolean {
  const item = Array.isArray(output) ? output[0] : output;
  if (!item || typeof item !== 'object') return true;
  const value = (item as Record<string, unknown>)[field];
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function addUsage(total: TokenUsage | undefined, usage: TokenUsage | undefined): TokenUsage | undefined {
  if (!usage) return total;
  if (!total) return { ...usage };
  return {
    promptTokens: total.promptTokens + usage.promptTokens,
    completionTokens: total.completionTokens + usage.completionTokens,
    totalTokens: total.totalTokens + usage.totalTokens,
  };
}

/** Every string inside a JSON text (or the text itself when it is not JSON). */
function stringsOf(text: string): string[] {
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    return [text];
  }
  const out: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (typeof v === 'string') out.push(v);
    else if (depth < 8 && v && typeof v === 'object') for (const child of Object.values(v)) visit(child, depth + 1);
  };
  visit(value, 0);
  return out;
}

/** What the user wrote in this request: the input (unless it is a document), the step's input, their chat turns. */
function ownWords(entry: CatalogueEntry, input: string, context: PromptContext, history: ChatTurn[]): string[] {
  return [
    ...(entry.documentInput ? [] : stringsOf(input)),
    ...(context.stepInput === undefined ? [] : stringsOf(JSON.stringify(context.stepInput))),
    ...history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
  ];
}

/** The knowledge-hub files and web pages in a prompt's context, each once. */
export function sourcesOf(context: PromptContext): AnswerSource[] {
  const sources: AnswerSource[] = [];
  const seen = new Set<string>();
  for (const passage of context.passages) {
    if (seen.has(`document:${passage.fileName}`)) continue;
    seen.add(`document:${passage.fileName}`);
    sources.push({ origin: 'document', name: passage.fileName, url: null });
  }
  for (const result of context.webResults ?? []) {
    if (seen.has(`web:${result.url}`)) continue;
    seen.add(`web:${result.url}`);
    sources.push({ origin: 'web', name: result.title, url: result.url });
  }
  return sources;
}

export class AiService {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly deps: AiServiceDeps) {
    this.ajv = new Ajv({ strict: false, allErrors: false });
    addFormats(this.ajv);
  }

  get catalogue(): Catalogue {
    return this.deps.catalogue;
  }

  get providerName(): ProviderName {
    return this.deps.provider.name;
  }

  get webSearchAvailable(): boolean {
    return this.deps.webSearch !== undefined;
  }

  /** Does the answer match the entry's output schema? */
  validate(entry: CatalogueEntry, output: unknown): boolean {
    let validate = this.validators.get(entry.id);
    if (!validate) {
      validate = this.ajv.compile(entry.outputSchema);
      this.validators.set(entry.id, validate);
    }
    return validate(output);
  }

  /**
   * Answers an entry: a web-search entry with the web's results (503 without a key), any other entry through the
   * provider, with web results in the context of the web-analysis prompts when web search is configured.
   */
  async run(entry: CatalogueEntry, input: unknown, options: RunOptions): Promise<RunResult> {
    if (entry.webSearch) return this.searchWeb(entry, input, options);
    let webResults = options.webResults;
    if (webResults === undefined && WEB_ANALYSIS_PROMPTS.includes(entry.promptType ?? entry.id)) {
      webResults = await this.webResultsFor(entry, serializeInput(input), options);
    }
    return this.generate(entry, input, { ...options, webResults });
  }

  /** Web results for a web-analysis prompt; without web search, or when it fails, the analysis goes on without. */
  private async webResultsFor(entry: CatalogueEntry, query: string, options: RunOptions) {
    if (!this.deps.webSearch || !query.trim()) return undefined;
    const log = options.log ?? this.deps.log;
    const started = Date.now();
    try {
      const results = await this.deps.webSearch.search(query, options.signal);
      log.info({ promptId: entry.id, results: results.length, durationMs: Date.now() - started }, 'AI web search');
      return results;
    } catch (error) {
      log.warn(
        { promptId: entry.id, reason: (error as Error).message, durationMs: Date.now() - started },
        'AI web search failed; analysing without web results',
      );
      return undefined;
    }
  }

  /** The pages the configured web search finds (with a title and content); 503 without one or when it fails. */
  async searchPages(query: string, options: { promptId: string; signal?: AbortSignal; log?: AiLog }) {
    const search = this.deps.webSearch;
    if (!search) throw webSearchUnavailable();
    const log = options.log ?? this.deps.log;
    let results: WebResult[];
    try {
      results = await search.search(query, options.signal);
    } catch (error) {
      if (!(error instanceof WebSearchError)) throw error;
      log.warn({ promptId: options.promptId, reason: error.message }, 'AI web search failed');
      throw webSearchUnavailable('The web search did not answer. Please try again later.');
    }
    return results.filter((result) => result.title.trim() && result.content.trim());
  }

  /** A web-search entry answers the pages found, each marked as from the web with its URL. */
  private async searchWeb(entry: CatalogueEntry, input: unknown, options: RunOptions): Promise<RunResult> {
    if (!this.deps.webSearch) throw webSearchUnavailable();
    const log = options.log ?? this.deps.log;
    const query = serializeInput(input);
    const context = await buildPromptContext(this.deps.db, options, query, this.deps.ideaTerms);
    const started = Date.now();
    const results = await this.searchPages(query, { promptId: entry.id, signal: options.signal, log });
    context.webResults = results;
    // Each page marked as from the web with its URL, where the entry's schema allows it; no pages is no pages.
    const marked = results.map((result) => ({ ...result, origin: 'web', source: result.url }));
    const plain = results.map((result) => ({ ...result }));
    const valid =
      results.length === 0
        ? []
        : this.validate(entry, marked)
          ? marked
          : this.validate(entry, plain)
            ? plain
            : undefined;
    log.info(
      { promptId: entry.id, provider: 'web', results: results.length, durationMs: Date.now() - started },
      'AI answer',
    );
    if (valid === undefined) throw aiFailed();
    return { output: valid, provider: this.providerName, attempts: 1, context, sources: sourcesOf(context) };
  }

  private async generate(entry: CatalogueEntry, input: unknown, options: RunOptions): Promise<RunResult> {
    const { provider } = this.deps;
    const log = options.log ?? this.deps.log;
    const text = serializeInput(input);
    const context = await buildPromptContext(this.deps.db, options, text, this.deps.ideaTerms);
    // A report's words name the mentor whose report it is.
    context.agent ??= reportAgentOf(entry.id);
    const history = options.history ?? [];
    context.lang = answerLanguage(context.lang, ownWords(entry, text, context, history));
    const contextId = options.contextLabel || entry.id;
    // Closing prompts retry once when the answer lacks the field the step's result is named by (spec part 2 §8).
    const closingField = closingKeyField(entry);
    const started = Date.now();
    let usage: TokenUsage | undefined;
    let budget = entry.retries + 1;
    let closingRetried = false;
    let attempts = 0;
    let problem = 'empty';

    const finish = (output: unknown): RunResult => {
      log.info(
        {
          promptId: entry.id,
          provider: provider.name,
          attempts,
          durationMs: Date.now() - started,
          promptTokens: usage?.promptTokens ?? null,
          completionTokens: usage?.completionTokens ?? null,
          totalTokens: usage?.totalTokens ?? null,
        },
        'AI answer',
      );
      return { output, provider: provider.name, attempts, context, sources: sourcesOf(context) };
    };

    while (attempts < budget) {
      const attempt = attempts;
      attempts += 1;
      let answer: Awaited<ReturnType<AiProvider['complete']>>;
      try {
        answer = await provider.complete(
          { entry, input: text, history, context, attempt },
          { signal: options.signal, onDelta: options.onDelta },
        );
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (error instanceof UnusableInputError) throw unusableInput(error.message);
        log.warn(
          {
            promptId: entry.id,
            provider: provider.name,
            attempts,
            durationMs: Date.now() - started,
            reason: (error as Error).name,
            status: (error as { status?: number }).status ?? null,
          },
          'AI provider failed',
        );
        throw aiFailed();
      }
      usage = addUsage(usage, answer.usage);

      let output = answer.output;
      if (entry.kind === 'chat') {
        if (output === undefined) {
          // Not JSON: the text is the answer (spec part 2 §8).
          const wrapped = wrapChatAnswer(answer.raw ?? '', contextId);
          if (!isEmpty(wrapped.answer)) return finish(wrapped);
          problem = 'empty';
          continue;
        }
        output = normalizeChatMessage(output, contextId);
        if (isEmpty((output as { answer?: unknown })?.answer)) {
          problem = 'empty';
          continue;
        }
      }
      if (entry.kind === 'text' && typeof output === 'string') output = output.trim();
      output = repairAnswer(entry, output);
      if (isEmpty(output)) {
        problem = output === undefined ? 'invalidJson' : 'empty';
        continue;
      }
      if (!this.validate(entry, output)) {
        problem = 'schema';
        continue;
      }
      if (closingField && lacksField(output, closingField)) {
        problem = `missing ${closingField}`;
        if (closingRetried) break;
        closingRetried = true;
        budget = Math.max(budget, attempts + 1);
        continue;
      }
      // A landing page never names a persona nor quotes a made-up customer, whatever the provider wrote.
      return finish(entry.id === LANDING_PROMPT_ID ? honestLandingAnswer(output, context) : output);
    }

    log.warn(
      { promptId: entry.id, provider: provider.name, attempts, durationMs: Date.now() - started, problem },
      'AI answer invalid after retries',
    );
    throw aiFailed();
  }
}
