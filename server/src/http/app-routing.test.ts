import { Writable } from 'node:stream';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import { buildTestApp, loadFixtureContract, type TestApp, testConfig } from '../test/helpers.js';
import { ApiError } from './errors.js';
import type { Handler, HandlerMap } from './types.js';

// The fixture's operation ids are not the project's, so the map is typed loosely here on purpose.
const fixtureHandlers = {
  createWidget: async (request: FastifyRequest, reply) => reply.status(201).send({ created: request.body }),
  getWidget: async (request: FastifyRequest) => ({
    params: request.params,
    query: request.query,
    operation: request.routeOptions.config.operation?.operationId,
    security: request.routeOptions.config.operation?.security,
  }),
  updateWidget: async () => {
    throw new ApiError(409, 'widgetExists', 'Already there', 'A widget with this name exists.');
  },
  uploadWidgetImage: async (request: FastifyRequest) => {
    const file = await request.file();
    if (!file) throw new ApiError(400, 'noFile', 'No file', 'Send a file.');
    const bytes = await file.toBuffer();
    return { name: file.filename, field: file.fieldname, size: bytes.length };
  },
  createTree: async (request: FastifyRequest) => request.body,
  getHealth: async () => {
    throw new Error('database password is hunter2');
  },
} as Record<string, Handler> as HandlerMap;

function multipart(files: { field: string; name: string; size: number }[]): { body: Buffer; contentType: string } {
  const boundary = '----idea-test-boundary';
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.alloc(file.size, 7),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const validWidget = { name: 'Sprocket', count: 2, owner: { email: 'owner@example.com' } };

describe('contract routing', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The fixture's operations are protected by a scheme of its own; routing is tested without session checks.
    t = await buildTestApp({ contract: 'fixture', handlers: fixtureHandlers, auth: { enforce: false } });
  });
  afterAll(() => t?.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  it('answers 501 with the envelope for an operation without a handler', async () => {
    const res = await inject({ method: 'GET', url: '/api/widgets' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({
      msg: { headline: 'Not implemented', text: 'This operation is not available yet.' },
      code: 'notImplemented',
    });
  });

  it('passes a valid body to the handler', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', payload: validWidget });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: validWidget });
  });

  it.each([
    ['a string where a number belongs', { ...validWidget, count: '2' }, 'body/count must be integer'],
    ['a missing field', { name: 'x', owner: { email: 'a@b.de' } }, 'body/count is required'],
    ['an unknown property', { ...validWidget, price: 3 }, 'body/price is not allowed'],
    [
      'an invalid nested format',
      { ...validWidget, owner: { email: 'nope' } },
      'body/owner/email must match format "email"',
    ],
    ['a value outside an enum', { ...validWidget, color: 'blue' }, 'body/color must be one of "red", "green", null'],
  ])('rejects %s with 400 validation', async (_case, payload, text) => {
    const res = await inject({ method: 'POST', url: '/api/widgets', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: { headline: 'Invalid input', text }, code: 'validation' });
  });

  it('accepts null for a nullable enum', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', payload: { ...validWidget, color: null } });
    expect(res.statusCode).toBe(201);
  });

  it('rejects a missing required body', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', msg: { text: 'body is required' } });
  });

  it('accepts a missing optional body', async () => {
    const res = await inject({ method: 'PATCH', url: '/api/widgets/3' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      msg: { headline: 'Already there', text: 'A widget with this name exists.' },
      code: 'widgetExists',
    });
  });

  it('refuses a JSON null body (400), for an optional body as for a required one', async () => {
    const headers = { 'content-type': 'application/json' };
    for (const [method, url] of [
      ['PATCH', '/api/widgets/3'],
      ['POST', '/api/widgets'],
    ] as const) {
      const res = await inject({ method, url, headers, payload: 'null' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', msg: { text: 'body must be an object, not null' } });
    }
  });

  it('rejects malformed JSON with 400 invalidJson', async () => {
    const headers = { 'content-type': 'application/json' };
    const bad = await inject({ method: 'POST', url: '/api/widgets', headers, payload: '{"name": "x",' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      msg: { headline: 'Invalid JSON', text: 'The request body is not valid JSON.' },
      code: 'invalidJson',
    });
    const poisoned = await inject({
      method: 'POST',
      url: '/api/trees',
      headers,
      payload: '{"name":"a","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('invalidJson');
  });

  it('treats an empty JSON body as no body', async () => {
    const headers = { 'content-type': 'application/json' };
    const required = await inject({ method: 'POST', url: '/api/widgets', headers, payload: '' });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ code: 'validation', msg: { text: 'body is required' } });
    const optional = await inject({ method: 'PATCH', url: '/api/widgets/3', headers, payload: '' });
    expect(optional.statusCode).toBe(409);
  });

  it('answers 415 for a media type the operation does not declare', async () => {
    const text = await inject({
      method: 'POST',
      url: '/api/widgets',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupportedMediaType', msg: { headline: 'Unsupported media type' } });
    const { body, contentType } = multipart([{ field: 'file', name: 'a.bin', size: 10 }]);
    const upload = await inject({
      method: 'POST',
      url: '/api/widgets',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(upload.statusCode).toBe(415);
    const json = await inject({ method: 'POST', url: '/api/widgets/1/image', payload: validWidget });
    expect(json.statusCode).toBe(415);
  });

  it('answers 413 for a JSON body above the limit', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/widgets',
      payload: { ...validWidget, name: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payloadTooLarge', msg: { headline: 'Request too large' } });
  });

  it('coerces and validates path, query and header parameters', async () => {
    const ok = await inject({ method: 'GET', url: '/api/widgets/42?verbose=true', headers: { 'x-trace': 'abc' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      params: { widgetId: 42 },
      query: { verbose: true },
      operation: 'getWidget',
      security: [{ session: [] }],
    });
    const badParam = await inject({ method: 'GET', url: '/api/widgets/abc' });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().msg.text).toBe('params/widgetId must be integer');
    const badQuery = await inject({ method: 'GET', url: '/api/widgets?page=0' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().msg.text).toBe('querystring/page must be >= 1');
    const badHeader = await inject({ method: 'GET', url: '/api/widgets/1', headers: { 'x-trace': 'ABC' } });
    expect(badHeader.json().msg.text).toBe('headers/x-trace must match pattern "^[a-z]+$"');
  });

  it('validates recursive schemas at every depth', async () => {
    const tree = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
    const ok = await inject({ method: 'POST', url: '/api/trees', payload: tree });
    expect(ok.json()).toEqual(tree);
    const bad = await inject({
      method: 'POST',
      url: '/api/trees',
      payload: { name: 'a', children: [{ name: 'b', children: [{ name: 1 }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg.text).toBe('body/children/0/children/0/name must be string');
  });

  it('hands multipart uploads to the handler and limits file size and count', async () => {
    const small = multipart([{ field: 'file', name: 'deck.pdf', size: 2048 }]);
    const ok = await inject({
      method: 'POST',
      url: '/api/widgets/1/image',
      headers: { 'content-type': small.contentType },
      payload: small.body,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ name: 'deck.pdf', field: 'file', size: 2048 });

    const big = multipart([{ field: 'file', name: 'big.pdf', size: 6 * 1024 * 1024 + 1 }]);
    const tooBig = await inject({
      method: 'POST',
      url: '/api/widgets/1/image',
      headers: { 'content-type': big.contentType },
      payload: big.body,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('payloadTooLarge');
  });

  it('answers 404 with the envelope for an unknown /api route', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/widgets/1/nothing'],
    ] as const) {
      const res = await inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', msg: { headline: 'Not found' } });
    }
  });

  it('answers 405 with an Allow header for a method an existing /api route does not answer', async () => {
    // TRACE is no method Fastify's types list, but a client may send it.
    for (const method of ['DELETE', 'PATCH', 'TRACE'] as Array<'DELETE'>) {
      const res = await inject({ method, url: '/api/widgets' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.json()).toMatchObject({ code: 'methodNotAllowed', msg: { headline: 'Method not allowed' } });
    }
    const withParam = await inject({ method: 'POST', url: '/api/widgets/7' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toContain('GET');
    expect(withParam.headers.allow).toContain('HEAD');
  });

  it('answers 500 with the generic envelope and no details for unexpected errors', async () => {
    const res = await inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      msg: { headline: 'Error', text: 'There was a undetected error. Please try again later.' },
      code: 'internal',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });
});

describe('app options', () => {
  it('refuses handlers for operations the contract does not define', async () => {
    await expect(
      buildTestApp({
        contract: 'fixture',
        handlers: { ...fixtureHandlers, ...({ deleteWidgt: async () => ({}) } as HandlerMap) },
      }),
    ).rejects.toThrow(/deleteWidgt/);
  });

  it('applies per-handler rate limits with the 429 envelope', async () => {
    const t = await buildTestApp({
      contract: 'fixture',
      handlers: {
        createTree: { handler: async () => ({ ok: true }), rateLimit: { max: 2, timeWindow: 60_000 } },
      } as HandlerMap,
    });
    try {
      const send = () => t.app.inject({ method: 'POST', url: '/api/trees', payload: { name: 'a' } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        msg: { headline: 'Too many requests', text: 'Too many requests, please try again later.' },
        code: 'tooManyRequests',
      });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('logs structured JSON without bodies, cookies or authorization headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const contract = await loadFixtureContract();
    const config = testConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'info' });
    const app = await buildApp(config, {
      contract,
      handlers: {
        createTree: async (request: FastifyRequest) => {
          request.log.info({ headers: request.headers }, 'headers seen by a handler');
          return { ok: true };
        },
      } as Record<string, Handler> as HandlerMap,
      logger: { ...loggerOptions(config), stream },
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/trees',
        headers: { authorization: 'Bearer secret-token', cookie: 'idea_usersession=secret-session' },
        payload: { name: 'top-secret-body' },
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(log).toContain('headers seen by a handler');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain('secret-token');
    expect(log).not.toContain('secret-session');
    expect(log).not.toContain('top-secret-body');
  });
});
