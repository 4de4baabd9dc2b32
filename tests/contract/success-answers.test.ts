// Every operation's successful answer, checked against its response schema at least once: one real server, one
// world with real ids (a round through the whole track, its files and pins, a published landing page with a
// sign-up, a hub upload, a chat thread, an interview, a project member, a promotion), and one call per operation
// (success-calls.ts) that must answer 2xx with a body the contract allows. Prints the operations whose 2xx answer no
// call validated; that list must stay empty, and a new operation without a row fails the coverage test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator } from '../src/harness/contract-validator.js';
import { type RunningServer, startServer } from '../src/harness/server.js';
import { buildWorld } from '../src/harness/world.js';
import { REMOVING_LAST, type SuccessWorld, successCalls, successWorld } from './success-calls.js';

const validator = await createContractValidator();
const operationIds = validator.operations.map((o) => o.operationId);
const removing: readonly string[] = REMOVING_LAST;
/** The table's rows in order, the removing calls last in REMOVING_LAST's order. */
const ordered = Object.keys(successCalls).sort((a, b) => removing.indexOf(a) - removing.indexOf(b));
const operationOf = new Map(validator.operations.map((o) => [o.operationId, o]));

let server: RunningServer;
let world: SuccessWorld;
/** The operations whose 2xx answer matched the contract. */
const validated = new Set<string>();

beforeAll(async () => {
  server = await startServer();
  world = successWorld(await buildWorld(server));
});
/** The operations of the contract whose 2xx answer no call validated. */
const notValidated = () => operationIds.filter((id) => !validated.has(id));
afterAll(async () => {
  // Printed even when the world could not be built (then every operation is listed).
  const missing = notValidated();
  console.log(
    `operations without a validated 2xx answer: ${missing.length === 0 ? 'none' : `${missing.length}\n  ${missing.join('\n  ')}`}`,
  );
  await server?.close();
});

describe('the success table', () => {
  it('has a row for every operation of the contract and none for an unknown one', () => {
    expect(
      operationIds.filter((id) => !(id in successCalls)),
      'operations without a row',
    ).toEqual([]);
    expect(
      Object.keys(successCalls).filter((id) => !operationIds.includes(id)),
      'rows of unknown operations',
    ).toEqual([]);
    expect(
      removing.filter((id) => !(id in successCalls)),
      'REMOVING_LAST names operations without a row',
    ).toEqual([]);
  });

  it('runs the removing calls last and logoutUser at the very end', () => {
    expect(ordered.slice(-removing.length)).toEqual([...removing]);
    expect(ordered.at(-1)).toBe('logoutUser');
  });
});

describe('every operation answers 2xx with a body its response schema allows', () => {
  it.each(
    ordered.map((id) => [id, operationOf.get(id)?.method.toUpperCase() ?? '?', operationOf.get(id)?.path ?? '?']),
  )('%s (%s %s)', async (operationId) => {
    // openapi-fetch has read the body: `data` on success, `error` otherwise.
    const { response, data, error } = await successCalls[operationId]!(world);
    const contentType = response.headers.get('content-type');
    expect(
      response.status >= 200 && response.status < 300,
      `${operationId} answered ${response.status} instead of 2xx: ${JSON.stringify(error ?? data)}`,
    ).toBe(true);
    const problems = validator.check({ operationId, status: response.status, contentType, body: data });
    expect(problems, `${operationId} ${response.status}: the 2xx answer breaks the contract`).toEqual([]);
    validated.add(operationId);
  });
});

describe('coverage of the successful answers', () => {
  it('every operation had its 2xx answer validated', () => {
    expect(notValidated(), 'operations without a validated 2xx answer').toEqual([]);
  });
});
