// The real server's answers, errors included, checked against the same contract the SDK is generated from.
import { createIdeaClient, type IdeaClient } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { createContractValidator } from '../src/harness/contract-validator.js';
import { type RunningServer, startServer } from '../src/harness/server.js';
import { calls, sampleIds } from './calls.js';

const validator = await createContractValidator();
let server: RunningServer;
let anonymous: IdeaClient;
let session: IdeaClient;
let token: string;

beforeAll(async () => {
  server = await startServer();
  anonymous = createIdeaClient({ baseUrl: server.apiUrl });
  const user = await loginWithCode(server, await registerConfirmed(server));
  token = user.token!;
  session = createIdeaClient({ baseUrl: server.apiUrl, token });
});
afterAll(async () => {
  await server?.close();
});

describe('real server responses match the contract', () => {
  it('the validator refuses a response that breaks the contract (the check can fail)', () => {
    expect(
      validator.check({
        operationId: 'getHealth',
        status: 200,
        contentType: 'application/json',
        body: { status: 'ok' },
      }),
    ).not.toEqual([]);
    expect(validator.check({ operationId: 'getHealth', status: 200, contentType: 'text/html', body: '' })).not.toEqual(
      [],
    );
  });

  it.each(validator.operations.map((o) => [o.operationId, o.method.toUpperCase(), o.path] as const))(
    '%s (%s %s) without a session',
    async (operationId) => {
      // openapi-fetch has read the body: `data` on success, `error` otherwise.
      const { response, data, error } = await calls[operationId]!(anonymous, sampleIds);
      const problems = validator.check({
        operationId,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: response.ok ? data : error,
      });
      expect(problems).toEqual([]);
      expect(response.status, 'never a 500').not.toBe(500);
    },
  );
});

// logoutUser ends the session, so it runs last.
const withSession = [...validator.operations].sort(
  (a, b) => Number(a.operationId === 'logoutUser') - Number(b.operationId === 'logoutUser'),
);

describe('real server responses match the contract with a session', () => {
  it.each(withSession.map((o) => [o.operationId, o.method.toUpperCase(), o.path] as const))(
    '%s (%s %s) with a bearer session',
    async (operationId) => {
      const { response, data, error } = await calls[operationId]!(session, sampleIds);
      const problems = validator.check({
        operationId,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: response.ok ? data : error,
      });
      expect(problems).toEqual([]);
      expect(response.status, 'never a 500').not.toBe(500);
      if (operationId === 'checkLogin') expect(response.status).toBe(200);
    },
  );
});

describe('bad requests get 400 with the envelope, never 500', () => {
  const jsonOps = validator.operations.filter((o) => o.operation.requestBody?.content?.['application/json']);

  // A session of its own: the suite above ends its session with logoutUser.
  let badToken: string;
  beforeAll(async () => {
    badToken = (await loginWithCode(server, await registerConfirmed(server))).token!;
  });
  const send = (path: string, method: string, body: string) =>
    fetch(`${server.apiUrl}${path.replace(/\{[^}]+\}/g, 'x1')}`, {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${badToken}` },
      body,
    });

  it.each(jsonOps.map((o) => [o.operationId, o.method, o.path] as const))(
    '%s: malformed JSON, unknown properties and wrong types',
    async (operationId, method, path) => {
      for (const body of [
        '{"email": ',
        JSON.stringify({ unknownProperty: true }),
        JSON.stringify({ email: 42, password: [] }),
      ]) {
        const res = await send(path, method, body);
        const envelope = (await res.json()) as { msg?: { headline?: string; text?: string }; code?: string };
        expect(res.status, `${operationId} ${body}`).toBe(400);
        expect(typeof envelope.msg?.headline).toBe('string');
        expect(typeof envelope.msg?.text).toBe('string');
        expect(
          validator.check({ operationId, status: 400, contentType: res.headers.get('content-type'), body: envelope }),
        ).toEqual([]);
      }
    },
  );
});
