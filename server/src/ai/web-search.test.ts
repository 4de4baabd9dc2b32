// The two real web search providers against a local fake of their APIs: Tavily (POST /search with the key) and a
// self-hosted SearXNG (GET /search?format=json, no key); which one the configuration chooses; and failures as
// WebSearchError, never as made-up pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayed, type FakeOpenAi, httpError, startFakeOpenAi } from '../test/ai-fakes.js';
import { configuredWebSearch, createSearxngSearch, createTavilySearch, WebSearchError } from './web-search.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

const json = (body: unknown) => (_request: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const root = () => fake.baseUrl.replace(/\/v1$/, '');

describe('SearXNG web search', () => {
  it('asks the instance’s JSON API without a key and reads its pages, web addresses only, at most five', async () => {
    fake.enqueue(
      json({
        query: 'grocery waste',
        results: [
          { title: 'A page', url: 'https://example.org/a', content: ' Content A ', engine: 'duckduckgo' },
          { title: '', url: 'https://example.org/b', content: 'Content B' },
          { title: 'Not a web page', url: 'javascript:alert(1)', content: 'x' },
          ...[1, 2, 3, 4].map((n) => ({ title: `More ${n}`, url: `https://example.org/${n}`, content: '' })),
        ],
      }),
    );
    const searxng = createSearxngSearch({ baseUrl: `${root()}/`, timeoutMs: 2000 });
    const pages = await searxng.search('  grocery\n waste  ');
    expect(pages.slice(0, 2)).toEqual([
      { title: 'A page', url: 'https://example.org/a', content: 'Content A' },
      { title: 'https://example.org/b', url: 'https://example.org/b', content: 'Content B' },
    ]);
    expect(pages).toHaveLength(5);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/search?q=grocery+waste&format=json');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('reports an error status, a non-JSON answer and a timeout as WebSearchError', async () => {
    const searxng = createSearxngSearch({ baseUrl: root(), timeoutMs: 300 });
    fake.enqueue(httpError(403));
    await expect(searxng.search('bakeries')).rejects.toThrow(new WebSearchError('The web search answered 403.'));
    fake.enqueue((_request, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>format json is not enabled</html>');
    });
    await expect(searxng.search('bakeries')).rejects.toThrow('The web search answered no valid JSON.');
    fake.enqueue(delayed(1000, json({ results: [] })));
    await expect(searxng.search('bakeries')).rejects.toThrow('The web search timed out.');
  });

  it('searches nothing for an empty query', async () => {
    const before = fake.requests.length;
    expect(await createSearxngSearch({ baseUrl: root() }).search('  \n ')).toEqual([]);
    expect(fake.requests).toHaveLength(before);
  });
});

describe('the configured web search', () => {
  it('is Tavily with a key, else SearXNG with an address, else none', async () => {
    expect(configuredWebSearch({})).toBeUndefined();
    fake.enqueue(json({ results: [{ title: 'T', url: 'https://example.org/t', content: 'Tavily' }] }));
    const tavily = configuredWebSearch({ tavilyApiKey: 'tvly-test', searxngUrl: root(), tavilyBaseUrl: fake.baseUrl });
    expect((await tavily!.search('x'))[0]?.content).toBe('Tavily');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/search' });
    fake.enqueue(json({ results: [{ title: 'S', url: 'https://example.org/s', content: 'SearXNG' }] }));
    const searxng = configuredWebSearch({ searxngUrl: root() });
    expect((await searxng!.search('x'))[0]?.content).toBe('SearXNG');
    expect(fake.requests.at(-1)?.method).toBe('GET');
    expect(createTavilySearch({ apiKey: 'k' })).toBeDefined();
  });
});
