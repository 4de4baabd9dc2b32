// The CLI's team commands against a real server: the owner invites with a role, lists members and pending
// invitations, removes and revokes; the invited user joins with the mailed link and then lists and opens the
// project's rounds; the link works once and only for the invited address; removal ends the access at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, loginWithCode, registerConfirmed, uniqueEmail } from '../src/harness/accounts.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let ownerEnv: Record<string, string>;
let ownerProjectId: string;

/** A second logged-in account with its own CLI environment. */
async function otherAccount(label: string) {
  const email = await registerConfirmed(server, uniqueEmail(label));
  const user = await loginWithCode(server, email);
  const env = {
    IDEA_CONFIG_DIR: await tempConfigDir(),
    IDEA_API_URL: server.apiUrl,
    IDEA_USER_ID: user.id,
    IDEA_API_KEY: user.apiKey,
  };
  return { email, user, env };
}

beforeAll(async () => {
  // Every CLI command is a process that logs in with its API key: the per-address auto-login limit is raised.
  const session = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' });
  ({ server } = session);
  ownerEnv = session.env;
  ownerProjectId = session.user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
});
afterAll(async () => {
  await server?.close();
});

describe('idea-studio team', () => {
  it('invites, lets the invitee join with the link and open the rounds, and ends it on removal', async () => {
    const { roundId } = await cliJson(ownerEnv, ['track', 'start', '--name', 'Team idea']);
    const invitee = await otherAccount('cli-invitee');
    const stranger = await otherAccount('cli-stranger');

    // Before joining, the project is not the invitee's.
    const before = await runCli(['track', 'ls', '--project', ownerProjectId], invitee.env);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('Project not found');

    const invite = await runCli(['team', 'invite', invitee.email.toUpperCase(), '--role', 'editor'], ownerEnv);
    expect(invite.stderr).toBe('');
    expect(invite.code).toBe(0);
    expect(invite.stdout).toContain(`Invited ${invitee.email} as Editor. The mailed link works once`);
    const listed = await cliJson(ownerEnv, ['team', 'ls']);
    expect(listed.members.map((m: { email: string }) => m.email)).toHaveLength(1);
    expect(listed.invitations).toMatchObject([{ email: invitee.email, role: 'Editor' }]);
    const human = await runCli(['team', 'ls'], ownerEnv);
    expect(human.stdout).toContain('Pending invitations:');
    expect(human.stdout).toContain(invitee.email);

    const link = linkFrom((await server.waitForMail(invitee.email, /invit/i)).text, '/invite/');

    // Another account cannot use it.
    const wrong = await runCli(['team', 'join', link], stranger.env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Wrong account: This invitation was sent to another e-mail address.');

    const joined = await runCli(['team', 'join', link], invitee.env);
    expect(joined.stderr).toBe('');
    expect(joined.code).toBe(0);
    expect(joined.stdout).toContain('You joined "');
    expect(joined.stdout).toContain(`idea-studio track ls --project ${ownerProjectId}`);

    const projects = await cliJson(invitee.env, ['team', 'projects']);
    expect(projects.map((p: { projectId: string; isOwner: boolean }) => [p.projectId, p.isOwner])).toContainEqual([
      ownerProjectId,
      false,
    ]);
    const rounds = await cliJson(invitee.env, ['track', 'ls', '--project', ownerProjectId]);
    expect(rounds.map((r: { roundId: string; name: string }) => [r.roundId, r.name])).toEqual([[roundId, 'Team idea']]);
    const status = await cliJson(invitee.env, ['track', 'status', roundId]);
    expect(status).toMatchObject({ roundId, name: 'Team idea', editable: false });
    // The owner saves the Basic Idea; the teammate's step show prints its result (the input stays the owner's).
    await cliJson(ownerEnv, ['next', roundId]);
    await cliJson(ownerEnv, ['step', 'autofill', roundId]);
    const card = (await cliJson(ownerEnv, ['step', 'save', roundId])).result.result as {
      name: string;
      nameProposed?: boolean;
    };
    const step = await runCli(['step', 'show', roundId], invitee.env);
    expect(step.stderr).toBe('');
    expect(step.code).toBe(0);
    expect(step.stdout).toContain("A teammate's round: the step's inputs stay with its user");
    // 'Team idea' names no product: the card's name is the assistant's proposal, and the printer says so.
    expect(card.nameProposed).toBe(true);
    expect(step.stdout).toContain(`${card.name} (name proposed by the assistant) — `);
    expect(step.stdout).toContain('[AI-generated, filled automatically]');
    expect(step.stdout).not.toMatch(/by you\]/);
    const shown = await runCli(['track', 'status', roundId], invitee.env);
    expect(shown.stdout).toContain("A teammate's round: you can look at it");
    // A member may not download the round's files (only their creator and the project's owner): it says so.
    expect(shown.stdout).toContain('only its user can change it or download its files');
    expect((await cliJson(ownerEnv, ['track', 'status', roundId])).editable).toBe(true);
    const human2 = await runCli(['track', 'ls', '--project', ownerProjectId], invitee.env);
    expect(human2.stdout).toContain(`${roundId}  Team idea`);

    // Used once.
    const again = await runCli(['--json', 'team', 'join', link], invitee.env);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stderr)).toMatchObject({ error: { status: 410, code: 'invitationUsed' } });

    // The owner removes the member: the rounds are gone at once.
    const removed = await cliJson(ownerEnv, ['team', 'rm', invitee.email]);
    expect(removed).toEqual({ removed: invitee.user.id });
    const after = await runCli(['track', 'ls', '--project', ownerProjectId], invitee.env);
    expect(after.code).toBe(1);
    const statusAfter = await runCli(['track', 'status', roundId], invitee.env);
    expect(statusAfter.code).toBe(1);
    expect(statusAfter.stderr).toContain('Round not found');
  });

  it('revokes a pending invitation with team rm, and says when an address is neither member nor invited', async () => {
    const email = uniqueEmail('cli-pending');
    const invitation = await cliJson(ownerEnv, ['team', 'invite', email]);
    expect(invitation).toMatchObject({ email, role: 'Member', projectId: ownerProjectId });
    const link = linkFrom((await server.waitForMail(email, /invit/i)).text, '/invite/');

    expect(await cliJson(ownerEnv, ['team', 'rm', email])).toEqual({ revoked: invitation.invitationId });
    expect((await cliJson(ownerEnv, ['team', 'ls'])).invitations).toEqual([]);
    const nobody = await runCli(['team', 'rm', email], ownerEnv);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain(`${email} is neither a member of the team nor invited.`);

    // The revoked link: whoever holds it learns nothing.
    const holder = await otherAccount('cli-holder');
    const refused = await runCli(['team', 'join', link], holder.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Invitation not found');
  });

  it('refuses a bad role, a bad link and a non-owner, each with a message and exit 1', async () => {
    const role = await runCli(['team', 'invite', 'x@example.com', '--role', 'boss'], ownerEnv);
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('Unknown role "boss": use Member or Editor.');
    const bad = await runCli(['team', 'join', 'https://example.com/nothing here'], ownerEnv);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('This is not an invitation link');
    const other = await otherAccount('cli-other');
    const foreign = await runCli(['team', 'invite', 'y@example.com', '--project', ownerProjectId], other.env);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('Project not found');
    const anonymous = await runCli(['team', 'ls'], {
      IDEA_CONFIG_DIR: await tempConfigDir(),
      IDEA_API_URL: server.apiUrl,
    });
    expect(anonymous.code).toBe(1);
  });

  it('speaks German to a German profile', async () => {
    const german = await otherAccount('cli-german');
    await cliJson(german.env, ['profile', 'set', '--lang', 'de']);
    const email = uniqueEmail('cli-eingeladen');
    const invited = await runCli(['team', 'invite', email], german.env);
    expect(invited.stdout, invited.stderr).toContain(`${email} als Mitglied eingeladen.`);
    const listed = await runCli(['team', 'ls'], german.env);
    expect(listed.stdout).toContain('Mitglieder:');
    expect(listed.stdout).toContain('Offene Einladungen:');
    expect(listed.stdout).toContain('Inhaber:in');
    const mail = await server.waitForMail(email, /invit|einlad/i);
    expect(mail.subject).toContain('lädt dich in das Team');
  });
});
