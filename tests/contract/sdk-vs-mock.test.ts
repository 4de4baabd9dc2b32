// Every SDK call against a mock server generated from the contract: Prism answers an error for any request
// that breaks openapi/idea-studio.yaml (wrong path, method, parameters, body, missing credentials).
import { listOperations, loadContract } from '@idea-studio/openapi';
import { createIdeaClient, type IdeaClient } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startPrism } from '../src/harness/prism.js';
import { calls, sampleIds } from './calls.js';

const contract = await loadContract();
const operations = listOperations(contract);

let mock: MockServer;
let client: IdeaClient;

beforeAll(async () => {
  mock = await startPrism();
  client = createIdeaClient({ baseUrl: mock.url, token: 'contract-test-token' });
});
afterAll(async () => {
  await mock?.close();
});

describe('the example call table', () => {
  it('has one call for every operation of the contract, and none for operations it lacks', () => {
    const ids = operations.map((o) => o.operationId).sort();
    expect(Object.keys(calls).sort()).toEqual(ids);
  });
});

describe('SDK calls against the contract mock', () => {
  it.each(operations.map((o) => [o.operationId, o.method.toUpperCase(), o.path] as const))(
    '%s (%s %s) is a request the contract accepts',
    async (operationId) => {
      const result = await calls[operationId]!(client, sampleIds);
      const violations = result.response.headers.get('sl-violations');
      expect({ status: result.response.status, violations }).toEqual({ status: expect.any(Number), violations: null });
      expect(result.response.ok, `${operationId}: ${result.response.status} ${JSON.stringify(result.error)}`).toBe(
        true,
      );
    },
  );

  it('a request that breaks the contract is refused by the mock (the check can fail)', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: deliberately wrong body
    const result = await client.POST('/auth/login', { body: { email: 42 } as any });
    expect(result.response.ok).toBe(false);
  });

  it('a protected call without credentials is refused by the mock', async () => {
    const anonymous = createIdeaClient({ baseUrl: mock.url });
    const result = await anonymous.GET('/streams/usertracks');
    expect(result.response.status).toBe(401);
  });
});
