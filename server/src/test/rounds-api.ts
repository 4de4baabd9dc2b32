// What the tracks, rounds and results suites share: the track's ids (track-ids.ts), calls made as an account,
// answers checked against the contract, and a started round.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { injectAs, type TestAccount } from './accounts.js';
import { createResponseChecker } from './helpers.js';
import { BASIC_IDEA, QUALIFY, TRACK } from './track-ids.js';

export * from './track-ids.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function roundsApi(app: () => FastifyInstance) {
  let check: ReturnType<typeof createResponseChecker> | undefined;

  /** A call to `/api{url}` as the account (or without a session). */
  const api = (account: TestAccount | undefined, method: Method, url: string, payload?: unknown) =>
    injectAs(app(), account, {
      method,
      url: `/api${url}`,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** Expects the status and a body the contract allows for it; answers the body. */
  function expectAnswer(res: LightMyRequestResponse, operationId: string, status: number) {
    check ??= createResponseChecker(app().contract);
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  }

  /** A new round of the idea track in the account's default project; answers its id. */
  async function startRound(account: TestAccount, name = 'An idea'): Promise<string> {
    const res = await api(account, 'POST', '/streams/starttrack', {
      trackId: TRACK,
      streamId: QUALIFY,
      stepId: `initial-${QUALIFY}`,
      projectId: account.projectId,
      name,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().roundId;
  }

  /** Saves a Basic Idea result in the round as the account. */
  async function saveBasicIdea(account: TestAccount, roundId: string, result: object): Promise<void> {
    const res = await api(account, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId: BASIC_IDEA,
      name: 'basicIdea',
      result,
      stepIndex: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Makes `member` a member of the owner's default project (no API does so yet). */
  async function addProjectMember(owner: TestAccount, member: TestAccount): Promise<void> {
    await app()
      .db.insertInto('project_members')
      .values({ project_id: owner.projectId, user_id: member.id, role: 'Member', created_at: new Date().toISOString() })
      .execute();
  }

  return { api, expectAnswer, startRound, saveBasicIdea, addProjectMember };
}
