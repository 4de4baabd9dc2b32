// The real server's answers, errors included, checked against the same contract the SDK is generated from.
import { createIdeaClient, type IdeaClient } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { createContractValidator } from '../src/harness/contract-validator.js';
import { stepIdOfType } from '../src/harness/reference.js';
import { type RunningServer, startServer } from '../src/harness/server.js';
import { calls, type ExampleIds, sampleIds } from './calls.js';
import { REMOVING_LAST } from './success-calls.js';

const validator = await createContractValidator();
let server: RunningServer;
let anonymous: IdeaClient;
let session: IdeaClient;
let token: string;
let ids: ExampleIds;

beforeAll(async () => {
  server = await startServer();
  anonymous = createIdeaClient({ baseUrl: server.apiUrl });
  const user = await loginWithCode(server, await registerConfirmed(server));
  token = user.token!;
  session = createIdeaClient({ baseUrl: server.apiUrl, token });
  // Real objects, so the session run checks successful answers, not only errors.
  const projectId = user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
  const started = await session.POST('/streams/starttrack', {
    body: {
      trackId: 'Clu-4-HBY',
      streamId: 'J1S-8At2nL',
      stepId: 'initial-J1S-8At2nL',
      projectId,
      name: 'Contract round',
    },
  });
  const roundId = started.data?.roundId ?? sampleIds.roundId;
  const file = await session.POST('/knowledgehub/trackresult', {
    body: {
      roundId,
      name: 'Contract card',
      data: { name: 'Contract card' },
      type: 'Basic Idea',
      projectId,
      currentStepNr: 1,
      stepId: stepIdOfType('basicIdea'),
    },
  });
  ids = {
    ...sampleIds,
    roundId,
    projectId,
    fileId: file.data?.filedata.id ?? sampleIds.fileId,
    fileName: file.data?.filedata.identifer ?? sampleIds.fileName,
  };
});
afterAll(async () => {
  await server?.close();
});

/** Makes the operation's example call and checks the answer against the contract; never a 500. */
async function expectContractAnswer(operationId: string, client: IdeaClient, callIds: ExampleIds): Promise<number> {
  // openapi-fetch has read the body: `data` on success, `error` otherwise.
  const { response, data, error } = await calls[operationId]!(client, callIds);
  const problems = validator.check({
    operationId,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: response.ok ? data : error,
  });
  expect(problems).toEqual([]);
  expect(response.status, 'never a 500').not.toBe(500);
  return response.status;
}

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
      await expectContractAnswer(operationId, anonymous, sampleIds);
    },
  );
});

// Calls that remove what later calls use run last, logoutUser (it ends the session) at the very end.
const LAST: readonly string[] = REMOVING_LAST;
const withSession = [...validator.operations].sort((a, b) => LAST.indexOf(a.operationId) - LAST.indexOf(b.operationId));

describe('real server responses match the contract with a session', () => {
  it.each(withSession.map((o) => [o.operationId, o.method.toUpperCase(), o.path] as const))(
    '%s (%s %s) with a bearer session',
    async (operationId) => {
      const status = await expectContractAnswer(operationId, session, ids);
      if (operationId === 'checkLogin') expect(status).toBe(200);
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
