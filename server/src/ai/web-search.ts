// Web search through Tavily's search API (only with TAVILY_API_KEY; without a key nothing is searched and the
// option is reported unavailable — never faked).
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

export function createTavilySearch(options: TavilyOptions): WebSearch {
  const url = `${(options.baseUrl ?? 'https://api.tavily.com').replace(/\/+$/, '')}/search`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async search(query, signal) {
      const text = searchQuery(query);
      if (!text) return [];
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            query: text,
            max_results: options.maxResults ?? 5,
            search_depth: 'basic',
            include_answer: false,
          }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch {
        throw new WebSearchError(
          timeout.aborted ? 'The web search timed out.' : 'The web search could not be reached.',
        );
      }
      if (!response.ok) throw new WebSearchError(`The web search answered ${response.status}.`);
      let answer: TavilyAnswer;
      try {
        answer = (await response.json()) as TavilyAnswer;
      } catch {
        throw new WebSearchError('The web search answered no valid JSON.');
      }
      return (answer.results ?? [])
        .filter((result) => typeof result.url === 'string' && /^https?:\/\//.test(result.url))
        .map((result) => ({
          title: typeof result.title === 'string' && result.title.trim() ? result.title.trim() : String(result.url),
          url: String(result.url),
          content: typeof result.content === 'string' ? result.content.trim().slice(0, MAX_CONTENT_CHARS) : '',
        }));
    },
  };
}
