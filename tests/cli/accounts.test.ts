// The CLI with an account whose e-mail address is not confirmed: login prints the server's message and the
// command that mails the link again; that command sends a fresh link, which confirms the address.
import { createIdeaClient, unwrap } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, PASSWORD, uniqueEmail } from '../src/harness/accounts.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const confirmMails = async (email: string) =>
  (await server.mailbox()).filter((m) => m.to === email && /\/login\/confirm\//.test(m.text));

describe('idea-studio login with an unconfirmed address', () => {
  it('says so, offers --resend-confirmation, and the new link confirms the address', async () => {
    const email = uniqueEmail('cli-unconfirmed');
    const client = createIdeaClient({ baseUrl: server.apiUrl });
    await unwrap(client.POST('/auth/register', { body: { email, password: PASSWORD, lang: 'en' } }));
    const firstLink = linkFrom((await server.waitForMail(email, /confirm/i)).text, '/login/confirm/');
    const env = { IDEA_CONFIG_DIR: await tempConfigDir(), IDEA_API_URL: server.apiUrl, IDEA_PASSWORD: PASSWORD };

    const refused = await runCli(['login', '--email', email], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'E-mail not confirmed: Please confirm your e-mail address with the link in the mail we sent you, then log in.',
    );
    expect(refused.stderr).toContain(`idea-studio login --resend-confirmation --email ${email}`);
    // No login code was mailed.
    expect((await server.mailbox()).filter((m) => m.to === email)).toHaveLength(1);

    const resent = await runCli(['login', '--resend-confirmation', '--email', email], env);
    expect(resent.stderr).toBe('');
    expect(resent.code).toBe(0);
    expect(resent.stdout).toContain(
      'Link sent: If an account with this address waits for its confirmation, a new link is on its way.',
    );
    let mails: Awaited<ReturnType<typeof confirmMails>> = [];
    await expect.poll(async () => (mails = await confirmMails(email)), { timeout: 5_000 }).toHaveLength(2);

    // The new link confirms the address; then the login goes on to the code.
    const newLink = mails.map((m) => linkFrom(m.text, '/login/confirm/')).find((link) => link !== firstLink)!;
    const confirmId = newLink.split('/').pop()!;
    await unwrap(client.POST('/auth/confirm/{confirmId}', { params: { path: { confirmId } }, body: { confirmId } }));
    const login = await runCli(['login', '--email', email], env);
    expect(login.stderr).toBe('');
    expect(login.stdout).toContain(`A login code was sent to ${email}.`);
  });

  it('answers --resend-confirmation alike for an unknown address, as JSON too', async () => {
    const env = { IDEA_CONFIG_DIR: await tempConfigDir(), IDEA_API_URL: server.apiUrl };
    const unknown = uniqueEmail('cli-nobody');
    const r = await runCli(['--json', 'login', '--resend-confirmation', '--email', unknown], env);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ email: unknown, msg: { headline: 'Link sent' } });
    expect((await server.mailbox()).filter((m) => m.to === unknown)).toEqual([]);
  });
});
