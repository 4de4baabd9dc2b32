import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';

describe('AI calls are rate limited per client (AI_RATE_LIMIT)', () => {
  let t: TestApp;
  let user: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ...ACCOUNT_TEST_ENV, AI_RATE_LIMIT: '2/1m' } });
    user = await createAccount(t.app, 'limited');
  });
  afterAll(() => t?.close());

  it('answers 429 with the envelope once the limit is reached', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/aiservice/clean-airesponse',
        headers: user.headers,
        payload: { content: 'We help bakeries waste less bread.', promptId: 'OPTIMIZE-MISSION' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      msg: { headline: 'Too many requests', text: 'Too many requests, please try again later.' },
      code: 'tooManyRequests',
    });
  });
});
