import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_HEADER, createIdeaClient, unwrap } from './client.js';
import { ApiError, FALLBACK_HEADLINE, FALLBACK_TEXT, TOO_MANY_REQUESTS_TEXT } from './errors.js';
import type { components } from './generated/openapi.js';

type Health = components['schemas']['Health'];
const health: Health = {
  status: 'ok',
  version: '0.1.0',
  database: 'sqlite',
  ai: 'offline',
  mail: 'outbox',
  limits: 'memory',
  time: '2026-11-21T10:00:00.000Z',
};

function recorder(respond: (req: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (req: Request) => {
    requests.push(req);
    return respond(req);
  };
  return { requests, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('request rules (spec part 1 §7)', () => {
  it('GETs carry the Accept header and a t cache-buster, and no XSRF header', async () => {
    const { requests, fetch } = recorder(() => json(200, health));
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, readCookie: () => 'xsrf-value' });
    const data = await unwrap(client.GET('/health'));
    expect(data.status).toBe('ok');
    const req = requests[0]!;
    expect(req.headers.get('accept')).toBe(ACCEPT_HEADER);
    expect(new URL(req.url).searchParams.get('t')).toMatch(/^\d{13}$/);
    expect(req.headers.get('x-xsrf-token')).toBeNull();
  });

  it('unsafe requests send the XSRF-TOKEN cookie value as X-XSRF-TOKEN', async () => {
    const { requests, fetch } = recorder(() => json(200, { verifyId: 'v1' }));
    const client = createIdeaClient({
      baseUrl: 'http://api.test/api',
      fetch,
      readCookie: (n) => (n === 'XSRF-TOKEN' ? 'abc123' : undefined),
    });
    await unwrap(client.POST('/auth/login', { body: { email: 'a@b.de', password: 'x' } }));
    const req = requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('x-xsrf-token')).toBe('abc123');
    expect(new URL(req.url).searchParams.has('t')).toBe(false);
    expect(await req.json()).toEqual({ email: 'a@b.de', password: 'x' });
  });

  it('bearer mode sends the token on every call', async () => {
    const { requests, fetch } = recorder(() => json(200, []));
    let token = 'tok-1';
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, token: () => token });
    await unwrap(client.GET('/streams/usertracks'));
    token = 'tok-2';
    await unwrap(client.GET('/streams/usertracks'));
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('cache-busting can be switched off', async () => {
    const { requests, fetch } = recorder(() => json(200, health));
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, cacheBust: false });
    await unwrap(client.GET('/health'));
    expect(new URL(requests[0]!.url).search).toBe('');
  });
});

describe('error rules (spec part 1 §8)', () => {
  it("shows the server's headline and text when both are present", async () => {
    const { fetch } = recorder(() =>
      json(400, { msg: { headline: 'Invalid', text: 'body/email must be string' }, code: 'validation' }),
    );
    const onError = vi.fn();
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, onError });
    const err = await unwrap(client.POST('/auth/login', { body: { email: 'a@b.de', password: 'x' } })).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.headline, err.text, err.code]).toEqual([
      400,
      'Invalid',
      'body/email must be string',
      'validation',
    ]);
    expect(onError).toHaveBeenCalledWith(err);
  });

  it.each([
    ['a body without msg', 500, { oops: true }],
    ['a msg without text', 400, { msg: { headline: 'Only headline' } }],
    ['a plain-text body', 502, 'Bad gateway'],
  ])('falls back to the generic texts for %s', async (_label, status, body) => {
    const { fetch } = recorder(() => (typeof body === 'string' ? new Response(body, { status }) : json(status, body)));
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch });
    const err = await unwrap(client.GET('/health')).catch((e) => e);
    expect([err.headline, err.text]).toEqual([FALLBACK_HEADLINE, FALLBACK_TEXT]);
  });

  it('calls the unauthorized hook for 401 and for the notLoggedIn code', async () => {
    const onUnauthorized = vi.fn();
    for (const [status, body] of [
      [401, { msg: { headline: 'Not logged in', text: 'Please log in.' }, code: 'notLoggedIn' }],
      [403, { msg: { headline: 'Session', text: 'Please log in.' }, code: 'notLoggedIn' }],
    ] as const) {
      const { fetch } = recorder(() => json(status, body));
      const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, onUnauthorized });
      await unwrap(client.GET('/streams/usertracks')).catch(() => undefined);
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call the unauthorized hook for other errors', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = recorder(() =>
      json(404, { msg: { headline: 'Not found', text: 'No such round.' }, code: 'notFound' }),
    );
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, onUnauthorized });
    await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId: 'r1' } } })).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls the rate-limit hook for 429 with the spec text when the server sends none', async () => {
    const onTooManyRequests = vi.fn();
    const { fetch } = recorder(() => new Response('', { status: 429 }));
    const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, onTooManyRequests });
    const err = await unwrap(client.POST('/auth/login', { body: { email: 'a@b.de', password: 'x' } })).catch((e) => e);
    expect(onTooManyRequests).toHaveBeenCalledTimes(1);
    expect(err.text).toBe(TOO_MANY_REQUESTS_TEXT);
  });

  it('turns network failures into the generic error', async () => {
    const client = createIdeaClient({
      baseUrl: 'http://api.test/api',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const err = await unwrap(client.GET('/health')).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.text]).toEqual([0, 'network', FALLBACK_TEXT]);
  });
});
