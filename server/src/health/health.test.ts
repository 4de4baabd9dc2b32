import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';

describeEachDialect('GET /api/health', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  it('reports the server, its database, AI provider and mail transport', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?t=123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: dialect,
      ai: 'offline',
      mail: 'outbox',
      limits: 'memory',
      time: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
    expect(createResponseChecker(t.app.contract)('getHealth', 200, body)).toBeUndefined();
  });

  it('answers 503 while the server drains, so a balancer stops sending traffic', async () => {
    t.app.readiness.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        msg: { headline: 'Service unavailable', text: 'The server is shutting down.' },
        code: 'draining',
      });
      expect(createResponseChecker(t.app.contract)('getHealth', 503, res.json())).toBeUndefined();
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('answers 503 with the envelope when the database is down', async () => {
    await t.app.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      msg: { headline: 'Service unavailable', text: 'The database is not reachable right now.' },
      code: 'databaseUnavailable',
    });
  });
});
