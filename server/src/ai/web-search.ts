// Web search through one of two real providers, chosen by configuration: Tavily's search API (TAVILY_API_KEY) or a
// self-hosted SearXNG instance's JSON API (SEARXNG_URL, no key). Without either nothing is searched and the option is
// reported unavailable — never faked.
import type { WebResult } from './types.js';

export interface WebSearch {
  search(query: string, signal?: AbortSignal): Promise<WebResult[]>;
}

export interface TavilyOptions {
  apiKey: string;
  /** Default https://api.tavily.com. */
  baseUrl?: string;
  /** Default 15 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxResults?: number;
}

export class WebSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebSearchError';
  }
}

/** Tavily takes queries of up to 400 characters. */
const MAX_QUERY_CHARS = 400;
const MAX_CONTENT_CHARS = 2000;

interface TavilyAnswer {
  results?: { title?: unknown; url?: unknown; content?: unknown }[];
}

/** A search query from free text or JSON: whitespace collapsed, cut at a word boundary. */
export function searchQuery(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_QUERY_CHARS) return flat;
  const cut = flat.slice(0, MAX_QUERY_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_QUERY_CHARS / 2 ? cut.slice(0, space) : cut;
}

/** The pages of an answer: web addresses only, each with a title (else its address) and its content cut. */
function pagesOf(results: readonly { title?: unknown; url?: unknown; content?: unknown }[] | undefined): WebResult[] {
  return (results ?? [])
    .filter((result) => typeof result.url === 'string' && /^https?:\/\//.test(result.url))
    .map((result) => ({
      title: typeof result.title === 'string' && result.title.trim() ? result.title.trim() : String(result.url),
      url: String(result.url),
      content: typeof result.content === 'string' ? result.content.trim().slice(0, MAX_CONTENT_CHARS) : '',
    }));
}

/** Asks `url` and answers its JSON, with the provider's failures as WebSearchError. */
async function askJson(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    throw new WebSearchError(timeout.aborted ? 'The web search timed out.' : 'The web search could not be reached.');
  }
  if (!response.ok) throw new WebSearchError(`The web search answered ${response.status}.`);
  try {
    return await response.json();
  } catch {
    throw new WebSearchError('The web search answered no valid JSON.');
  }
}

export interface SearxngOptions {
  /** The instance's address, e.g. http://localhost:8888 (its JSON output must be enabled in settings.yml). */
  baseUrl: string;
  /** Default 15 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxResults?: number;
}

/** A self-hosted SearXNG instance: GET /search?q=…&format=json, no key (https://docs.searxng.org/dev/search_api.html). */
export function createSearxngSearch(options: SearxngOptions): WebSearch {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/search`;
  return {
    async search(query, signal) {
      const text = searchQuery(query);
      if (!text) return [];
      const url = `${base}?${new URLSearchParams({ q: text, format: 'json' }).toString()}`;
      const answer = (await askJson(
        url,
        { headers: { accept: 'application/json' } },
        options.timeoutMs ?? 15_000,
        signal,
      )) as { results?: { title?: unknown; url?: unknown; content?: unknown }[] } | null;
      return pagesOf(answer?.results).slice(0, options.maxResults ?? 5);
    },
  };
}

/** The configured web search: Tavily when it has a key, else SearXNG when it has an address, else none. */
export function configuredWebSearch(config: {
  tavilyApiKey?: string;
  searxngUrl?: string;
  tavilyBaseUrl?: string;
}): WebSearch | undefined {
  if (config.tavilyApiKey) return createTavilySearch({ apiKey: config.tavilyApiKey, baseUrl: config.tavilyBaseUrl });
  if (config.searxngUrl) return createSearxngSearch({ baseUrl: config.searxngUrl });
  return undefined;
}

export function createTavilySearch(options: TavilyOptions): WebSearch {
  const url = `${(options.baseUrl ?? 'https://api.tavily.com').replace(/\/+$/, '')}/search`;
  return {
    async search(query, signal) {
      const text = searchQuery(query);
      if (!text) return [];
      const init: RequestInit = {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          query: text,
          max_results: options.maxResults ?? 5,
          search_depth: 'basic',
          include_answer: false,
        }),
      };
      const answer = (await askJson(url, init, options.timeoutMs ?? 15_000, signal)) as TavilyAnswer | null;
      return pagesOf(answer?.results);
    },
  };
}
