import type { components } from '@idea-studio/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../db/ids.js';
import { addProjectMember } from '../projects/repository.js';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData, makeImage } from '../test/hub-files.js';

type TeamMember = components['schemas']['TeamMember'];

describeEachDialect('team members', (dialect) => {
  let t: TestApp;
  let check: ReturnType<typeof createResponseChecker>;
  let owner: TestAccount;
  let member: TestAccount;
  let other: TestAccount;
  let outsider: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    check = createResponseChecker(t.app.contract);
    owner = await createAccount(t.app, 'owner');
    member = await createAccount(t.app, 'member');
    other = await createAccount(t.app, 'other');
    outsider = await createAccount(t.app, 'outsider');
    for (const account of [member, other]) {
      await addProjectMember(t.app.db, {
        projectId: owner.projectId,
        userId: account.id,
        role: 'Member',
        now: nowIso(),
      });
    }
    await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/user/data',
      payload: { prename: 'Mia', lastname: 'Member' },
    });
  });
  afterAll(() => t?.close());

  function expectAnswer(res: LightMyRequestResponse, operationId: string, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  }

  const members = (account: TestAccount, projectId = owner.projectId) =>
    injectAs(t.app, account, { method: 'GET', url: `/api/projects/${projectId}/members?t=1` });
  const remove = (account: TestAccount, userId: string, projectId = owner.projectId) =>
    injectAs(t.app, account, { method: 'DELETE', url: `/api/projects/${projectId}/members/${userId}` });

  it('lists the members with names, e-mail, avatar, role and the current user marked', async () => {
    const upload = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/user/avatar',
      ...formData([{ name: 'avatar', filename: 'me.png', content: await makeImage(20, 20) }]),
    });
    const { refreshtoken } = upload.json();
    const team = expectAnswer(await members(member), 'listProjectMembers', 200) as TeamMember[];
    expect(team.map((m) => m.userId)).toEqual([owner.id, member.id, other.id]);
    expect(team[0]).toMatchObject({ email: owner.email, role: 'Owner', isCurrentUser: false, avatar: 0 });
    expect(team[1]).toEqual({
      userId: member.id,
      prename: 'Mia',
      lastname: 'Member',
      email: member.email,
      avatar: 1,
      refreshtoken,
      role: 'Member',
      isCurrentUser: true,
    });
  });

  it('answers 404 to non-members and for unknown projects', async () => {
    expectAnswer(await members(outsider), 'listProjectMembers', 404);
    expectAnswer(await members(owner, 'NO-SUCH-PROJECT'), 'listProjectMembers', 404);
    expectAnswer(await members(owner, 'a%00b'), 'listProjectMembers', 404);
    expectAnswer(await remove(owner, 'a%00b'), 'removeProjectMember', 404);
    expectAnswer(await remove(outsider, other.id), 'removeProjectMember', 404);
  });

  it('never removes yourself, lets only the owner remove, 404 for someone not in the team', async () => {
    const self = expectAnswer(await remove(owner, owner.id), 'removeProjectMember', 400);
    expect(self.msg.text).toBe('You cannot remove yourself from the team.');
    expect(expectAnswer(await remove(member, member.id), 'removeProjectMember', 400).msg.text).toBe(
      'You cannot remove yourself from the team.',
    );
    expectAnswer(await remove(member, other.id), 'removeProjectMember', 403);
    expectAnswer(await remove(owner, outsider.id), 'removeProjectMember', 404);

    expect(expectAnswer(await remove(owner, other.id), 'removeProjectMember', 200)).toEqual({ success: true });
    const team = (await members(owner)).json() as TeamMember[];
    expect(team.map((m) => m.userId)).toEqual([owner.id, member.id]);
    expectAnswer(await members(other), 'listProjectMembers', 404);
    expectAnswer(await remove(owner, other.id), 'removeProjectMember', 404);
  });

  it('is only for logged-in users', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${owner.projectId}/members` })).statusCode).toBe(
      401,
    );
  });
});
