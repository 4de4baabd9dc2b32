import type { components } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails } from '../mail/outbox-repository.js';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, describeEachDialect, type TestApp } from '../test/helpers.js';
import { roundsApi } from '../test/rounds-api.js';
import { invitationMail } from './mails.js';

type Schemas = components['schemas'];

const DAY = 24 * 60 * 60 * 1000;
const DAILY_MAX = 4;

/** The auth plugin's clock, moved forward by the tests that pass expiry times. */
function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

describeEachDialect('team invitations', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  const { api, expectAnswer, startRound } = roundsApi(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      env: {
        ...ACCOUNT_TEST_ENV,
        APP_URL: 'http://ideas.test',
        INVITE_MAIL_DAILY_MAX: String(DAILY_MAX),
        // The expiry test moves the clock past 7 days; sessions must outlive that.
        SESSION_IDLE_TIMEOUT: '30d',
      },
      auth: { now: clock.now },
    });
  });
  afterAll(() => t?.close());

  const invite = (owner: TestAccount | undefined, email: string, role?: string, projectId = owner?.projectId ?? 'x') =>
    api(owner, 'POST', `/projects/${projectId}/invitations`, role === undefined ? { email } : { email, role });
  const accept = (account: TestAccount | undefined, token: string) =>
    api(account, 'POST', '/invitations/accept', { token });
  const preview = (token: string) => api(undefined, 'POST', '/invitations/preview', { token });
  const pending = (account: TestAccount, projectId: string) =>
    api(account, 'GET', `/projects/${projectId}/invitations`);
  const projectTracks = (account: TestAccount | undefined, projectId: string) =>
    api(account, 'GET', `/projects/${projectId}/tracks`);
  const trackData = (account: TestAccount, roundId: string) => api(account, 'GET', `/rounds/${roundId}/track`);

  /** The token of the last invitation mailed to the address, read from its link. */
  async function mailedToken(email: string): Promise<string> {
    const [mail] = await listOutboxMails(t.app.db, { to: email, limit: 1 });
    const token = /http:\/\/ideas\.test\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }

  async function invited(owner: TestAccount, invitee: TestAccount | string, role?: string) {
    const email = typeof invitee === 'string' ? invitee : invitee.email;
    const invitation = expectAnswer(await invite(owner, email, role), 'createProjectInvitation', 200);
    return { invitation: invitation as Schemas['ProjectInvitation'], token: await mailedToken(email) };
  }

  it("lets an invited user see the project's rounds once joined, and not a moment after removal", async () => {
    const owner = await createAccount(t.app, 'owner');
    const invitee = await createAccount(t.app, 'invitee');
    const roundId = await startRound(owner, 'Team idea');

    // Before: nothing of the project is the invitee's.
    expectAnswer(await projectTracks(invitee, owner.projectId), 'listProjectTracks', 404);
    expectAnswer(await trackData(invitee, roundId), 'getTrackData', 404);

    const { invitation, token } = await invited(owner, invitee, 'Editor');
    expect(invitation).toMatchObject({ projectId: owner.projectId, email: invitee.email, role: 'Editor' });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.dateCreated)).toBe(7 * DAY);
    const list = expectAnswer(await pending(owner, owner.projectId), 'listProjectInvitations', 200);
    expect(list.map((i: Schemas['ProjectInvitation']) => i.invitationId)).toEqual([invitation.invitationId]);
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('project_invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const offer = expectAnswer(await preview(token), 'previewInvitation', 200);
    expect(offer).toMatchObject({ email: invitee.email, role: 'Editor', inviter: { email: owner.email } });

    const joined = expectAnswer(await accept(invitee, token), 'acceptInvitation', 200);
    expect(joined).toMatchObject({ projectId: owner.projectId, role: 'Editor', isOwner: false });
    expect(joined.owner.email).toBe(owner.email);

    // After: the project is listed with its rounds, and a round opens.
    const projects = expectAnswer(
      await api(invitee, 'GET', '/projects'),
      'listProjects',
      200,
    ) as Schemas['TeamProject'][];
    expect(projects.map((p) => [p.projectId, p.isOwner, p.role])).toEqual([
      [invitee.projectId, true, 'Owner'],
      [owner.projectId, false, 'Editor'],
    ]);
    const rounds = expectAnswer(await projectTracks(invitee, owner.projectId), 'listProjectTracks', 200);
    expect(rounds.map((r: Schemas['UserTrack']) => [r.roundId, r.name, r.userId])).toEqual([
      [roundId, 'Team idea', owner.id],
    ]);
    // The member sees the round, and is told it is not theirs to change; its user may change it.
    const seen = expectAnswer(await trackData(invitee, roundId), 'getTrackData', 200);
    expect([seen.name, seen.editable]).toEqual(['Team idea', false]);
    expect(expectAnswer(await trackData(owner, roundId), 'getTrackData', 200).editable).toBe(true);
    const team = expectAnswer(
      await api(owner, 'GET', `/projects/${owner.projectId}/members`),
      'listProjectMembers',
      200,
    );
    expect(team.map((m: Schemas['TeamMember']) => [m.userId, m.role])).toEqual([
      [owner.id, 'Owner'],
      [invitee.id, 'Editor'],
    ]);
    expect(expectAnswer(await pending(owner, owner.projectId), 'listProjectInvitations', 200)).toEqual([]);
    // Members see the pending invitations too, but the owner alone invites.
    expectAnswer(await pending(invitee, owner.projectId), 'listProjectInvitations', 200);

    // Used once.
    const reused = expectAnswer(await accept(invitee, token), 'acceptInvitation', 410);
    expect(reused.code).toBe('invitationUsed');
    expect(expectAnswer(await preview(token), 'previewInvitation', 410).code).toBe('invitationUsed');

    // Removed: 404 at once.
    expectAnswer(
      await api(owner, 'DELETE', `/projects/${owner.projectId}/members/${invitee.id}`),
      'removeProjectMember',
      200,
    );
    expectAnswer(await projectTracks(invitee, owner.projectId), 'listProjectTracks', 404);
    expectAnswer(await trackData(invitee, roundId), 'getTrackData', 404);
    const after = expectAnswer(await api(invitee, 'GET', '/projects'), 'listProjects', 200) as Schemas['TeamProject'][];
    expect(after.map((p) => p.projectId)).toEqual([invitee.projectId]);
  });

  it('works only for the invited address, compared without case', async () => {
    const owner = await createAccount(t.app, 'owner');
    const invitee = await createAccount(t.app, 'invitee');
    const other = await createAccount(t.app, 'other');
    const { token } = await invited(owner, invitee.email.toUpperCase());

    const wrong = expectAnswer(await accept(other, token), 'acceptInvitation', 403);
    expect(wrong.code).toBe('wrongAccount');
    expectAnswer(await projectTracks(other, owner.projectId), 'listProjectTracks', 404);
    // The owner is not the addressee either.
    expect(expectAnswer(await accept(owner, token), 'acceptInvitation', 403).code).toBe('wrongAccount');

    expect(expectAnswer(await accept(invitee, token), 'acceptInvitation', 200).role).toBe('Member');
    expectAnswer(await projectTracks(invitee, owner.projectId), 'listProjectTracks', 200);
  });

  it('lets the owner revoke a pending invitation, and a new one replaces the old', async () => {
    const owner = await createAccount(t.app, 'owner');
    const invitee = await createAccount(t.app, 'invitee');
    const outsider = await createAccount(t.app, 'outsider');
    const first = await invited(owner, invitee);
    const second = await invited(owner, invitee);
    // The second link replaces the first.
    expect(expectAnswer(await accept(invitee, first.token), 'acceptInvitation', 404).code).toBe('invitationNotFound');
    const list = expectAnswer(await pending(owner, owner.projectId), 'listProjectInvitations', 200);
    expect(list.map((i: Schemas['ProjectInvitation']) => i.invitationId)).toEqual([second.invitation.invitationId]);

    const url = `/projects/${owner.projectId}/invitations/${second.invitation.invitationId}`;
    expectAnswer(await api(outsider, 'DELETE', url), 'revokeProjectInvitation', 404);
    expect(expectAnswer(await api(owner, 'DELETE', url), 'revokeProjectInvitation', 200)).toEqual({ success: true });
    expectAnswer(await api(owner, 'DELETE', url), 'revokeProjectInvitation', 404);
    expectAnswer(
      await api(owner, 'DELETE', `/projects/${owner.projectId}/invitations/a%00b`),
      'revokeProjectInvitation',
      404,
    );
    expect(expectAnswer(await pending(owner, owner.projectId), 'listProjectInvitations', 200)).toEqual([]);
    expect(expectAnswer(await accept(invitee, second.token), 'acceptInvitation', 404).code).toBe('invitationNotFound');
    expect(expectAnswer(await preview(second.token), 'previewInvitation', 404).code).toBe('invitationNotFound');
    expectAnswer(await projectTracks(invitee, owner.projectId), 'listProjectTracks', 404);
  });

  it('lets only the owner invite and revoke: 403 for members, 404 for anyone else', async () => {
    const owner = await createAccount(t.app, 'owner');
    const member = await createAccount(t.app, 'member');
    const outsider = await createAccount(t.app, 'outsider');
    const { token, invitation } = await invited(owner, member);
    expectAnswer(await accept(member, token), 'acceptInvitation', 200);

    const byMember = expectAnswer(
      await invite(member, 'friend@example.com', 'Member', owner.projectId),
      'createProjectInvitation',
      403,
    );
    expect(byMember.code).toBe('notOwner');
    expectAnswer(
      await invite(outsider, 'friend@example.com', 'Member', owner.projectId),
      'createProjectInvitation',
      404,
    );
    expectAnswer(await pending(outsider, owner.projectId), 'listProjectInvitations', 404);
    const pendingOne = await invited(owner, 'later@example.com');
    const url = `/projects/${owner.projectId}/invitations/${pendingOne.invitation.invitationId}`;
    expectAnswer(await api(member, 'DELETE', url), 'revokeProjectInvitation', 403);
    expect(invitation.role).toBe('Member');
    expect((await listOutboxMails(t.app.db, { to: 'friend@example.com' })).length).toBe(0);
  });

  it('refuses bad input with 4xx in the envelope', async () => {
    const owner = await createAccount(t.app, 'owner');
    const member = await createAccount(t.app, 'member');
    expectAnswer(await accept(member, (await invited(owner, member)).token), 'acceptInvitation', 200);

    for (const [email, role] of [
      ['not-an-address', 'Member'],
      ['', 'Member'],
      ['a@example.com', 'Owner'],
      ['a@example.com', 'Admin'],
    ]) {
      expectAnswer(await invite(owner, email, role), 'createProjectInvitation', 400);
    }
    expectAnswer(
      await api(owner, 'POST', `/projects/${owner.projectId}/invitations`, { email: 'a@example.com', extra: 1 }),
      'createProjectInvitation',
      400,
    );
    expect(expectAnswer(await invite(owner, member.email.toUpperCase()), 'createProjectInvitation', 409).code).toBe(
      'alreadyMember',
    );
    expect(expectAnswer(await invite(owner, owner.email), 'createProjectInvitation', 409).code).toBe('alreadyMember');
    expectAnswer(await invite(owner, 'a@example.com', 'Member', 'NO-SUCH-PROJECT'), 'createProjectInvitation', 404);
    expectAnswer(await invite(owner, 'a@example.com', 'Member', 'a%00b'), 'createProjectInvitation', 404);

    expectAnswer(await accept(member, ''), 'acceptInvitation', 400);
    expectAnswer(await accept(member, 'x'.repeat(201)), 'acceptInvitation', 400);
    expectAnswer(await api(member, 'POST', '/invitations/accept', {}), 'acceptInvitation', 400);
    expectAnswer(await api(member, 'POST', '/invitations/accept', { token: 5 }), 'acceptInvitation', 400);
    expect(expectAnswer(await accept(member, 'no-such-token'), 'acceptInvitation', 404).code).toBe(
      'invitationNotFound',
    );
    expectAnswer(await preview('\u0000'), 'previewInvitation', 404);
    expectAnswer(await projectTracks(owner, 'a%00b'), 'listProjectTracks', 404);
  });

  it('answers 401 to an anonymous caller (only the preview is public)', async () => {
    const owner = await createAccount(t.app, 'owner');
    const { token, invitation } = await invited(owner, 'anon@example.com');
    const p = owner.projectId;
    expectAnswer(await api(undefined, 'GET', '/projects'), 'listProjects', 401);
    expectAnswer(await projectTracks(undefined, p), 'listProjectTracks', 401);
    expectAnswer(await api(undefined, 'GET', `/projects/${p}/invitations`), 'listProjectInvitations', 401);
    expectAnswer(await invite(undefined, 'x@example.com', 'Member', p), 'createProjectInvitation', 401);
    expectAnswer(
      await api(undefined, 'DELETE', `/projects/${p}/invitations/${invitation.invitationId}`),
      'revokeProjectInvitation',
      401,
    );
    expectAnswer(await accept(undefined, token), 'acceptInvitation', 401);
    expect(expectAnswer(await preview(token), 'previewInvitation', 200).email).toBe('anon@example.com');
  });

  it(`sends at most ${DAILY_MAX} invitations a day per user (INVITE_MAIL_DAILY_MAX)`, async () => {
    const owner = await createAccount(t.app, 'owner');
    const other = await createAccount(t.app, 'other');
    for (let i = 0; i < DAILY_MAX; i += 1) await invited(owner, `cap.${i}@example.com`);
    const capped = expectAnswer(await invite(owner, 'cap.x@example.com'), 'createProjectInvitation', 429);
    expect(capped.code).toBe('tooManyRequests');
    expect(await listOutboxMails(t.app.db, { to: 'cap.x@example.com' })).toEqual([]);
    // Another user has their own count.
    await invited(other, 'cap.x@example.com');
  });

  it('lets an invitation expire after 7 days', async () => {
    const owner = await createAccount(t.app, 'owner');
    const invitee = await createAccount(t.app, 'invitee');
    const { token } = await invited(owner, invitee);
    clock.advance(7 * DAY - 60_000);
    expectAnswer(await preview(token), 'previewInvitation', 200);
    clock.advance(2 * 60_000);
    expect(expectAnswer(await accept(invitee, token), 'acceptInvitation', 410).code).toBe('invitationExpired');
    expect(expectAnswer(await preview(token), 'previewInvitation', 410).code).toBe('invitationExpired');
    expect(expectAnswer(await pending(owner, owner.projectId), 'listProjectInvitations', 200)).toEqual([]);
    expectAnswer(await projectTracks(invitee, owner.projectId), 'listProjectTracks', 404);
    // A new day: the owner may invite again, and the new link works.
    const again = await invited(owner, invitee);
    expectAnswer(await accept(invitee, again.token), 'acceptInvitation', 200);
  });

  it("mails the invitee's language, else the inviter's, with every typed text escaped", async () => {
    const owner = await createAccount(t.app, 'owner', 'de');
    await api(owner, 'POST', '/user/data', { prename: '<b>Olga</b>', lastname: 'Owner' });
    const englishUser = await createAccount(t.app, 'english', 'en');
    await invited(owner, englishUser);
    const [english] = await listOutboxMails(t.app.db, { to: englishUser.email, limit: 1 });
    expect(english?.subject).toContain('invites you to the team');
    expect(english?.html).toContain('&lt;b&gt;Olga&lt;/b&gt;');
    expect(english?.html).not.toContain('<b>Olga');

    await invited(owner, 'newcomer@example.com');
    const [german] = await listOutboxMails(t.app.db, { to: 'newcomer@example.com', limit: 1 });
    expect(german?.subject).toContain('lädt dich in das Team');
    expect(german?.text).toContain('http://ideas.test/invite/');
  });
});

describe('invitationMail', () => {
  it('writes English and German with the link, the role and the expiry day', () => {
    const mail = {
      inviter: { name: 'Olga evil.example', email: 'olga@example.com' },
      projectName: 'Acme',
      role: 'Editor',
      link: 'https://ideas.example.com/invite/tok',
      expiresAt: new Date('2026-12-04T10:00:00Z'),
      reportTo: 'abuse@example.com',
    };
    const en = invitationMail('en', mail);
    expect(en.subject).toBe('Olga evil[.]example (olga@example.com) invites you to the team "Acme"');
    expect(en.text).toContain('as an editor');
    expect(en.text).toContain('until 4 December 2026');
    expect(en.text).toContain('https://ideas.example.com/invite/tok');
    const de = invitationMail('de', mail);
    expect(de.text).toContain('als Bearbeiter:in');
    expect(de.text).toContain('bis zum 4. Dezember 2026');
  });
});
