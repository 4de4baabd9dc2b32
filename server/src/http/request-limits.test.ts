import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../app.js';
import { createAccount } from '../test/accounts.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { NO_BODY_LIMIT, PUBLIC_BODY_LIMIT } from './routes.js';

const TOO_LARGE = {
  msg: { headline: 'Request too large', text: 'The request body or one of its files is too large.' },
  code: 'payloadTooLarge',
};

describe('server timeouts', () => {
  it('a slow or silent client cannot hold a connection', async () => {
    const t = await buildTestApp();
    try {
      const server = t.app.server;
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
      expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
      expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
      // Node requires the head to arrive before the whole request may time out.
      expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
    } finally {
      await t.close();
    }
  });
});

describe('body limits per route', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await createAccount(t.app)).token;
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, bytes: number, auth = false) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(bytes) }),
    });

  it('public operations take small forms only', async () => {
    const res = await send('POST', '/api/auth/login', PUBLIC_BODY_LIMIT);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    // Under the limit the contract decides (the password is longer than allowed).
    expect((await send('POST', '/api/auth/login', 1000)).statusCode).toBe(400);
  });

  it('operations without a body refuse a large one', async () => {
    const res = await send('DELETE', '/api/aiservice/threads/t1', NO_BODY_LIMIT, true);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    // An empty object, as some clients always send one, still reaches the handler (no such thread).
    expect((await send('DELETE', '/api/aiservice/threads/t1', 0, true)).statusCode).toBe(404);
  });

  it('operations of a session keep the larger default', async () => {
    const res = await send('POST', '/api/company/metadata', PUBLIC_BODY_LIMIT * 2, true);
    expect(res.statusCode).toBe(400);
  });
});
