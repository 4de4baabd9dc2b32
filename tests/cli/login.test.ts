// The CLI's account journey against a real server: the two-step scripted login, whoami, logout, auto-login.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, loginWithCode, PASSWORD, registerConfirmed } from '../src/harness/accounts.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

let server: RunningServer;
let email: string;

beforeAll(async () => {
  server = await startServer();
  email = await registerConfirmed(server);
});
afterAll(async () => {
  await server?.close();
});

describe('idea-studio login (scripted, no terminal)', () => {
  it('two steps: the first call sends the code, the second completes the pending login', async () => {
    const configDir = await tempConfigDir();
    const env = { IDEA_CONFIG_DIR: configDir, IDEA_API_URL: server.apiUrl };

    const first = await runCli(['login', '--email', email], { ...env, IDEA_PASSWORD: PASSWORD });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`A login code was sent to ${email}.`);

    const mail = await server.waitForMail(email, /\b\d{6}\b/);
    const second = await runCli(['login', '--code', codeFrom(mail.text)], env);
    expect(second.stderr).toBe('');
    expect(second.stdout).toContain(`Logged in as ${email}.`);

    const file = await stat(join(configDir, 'credentials.json'));
    expect(file.mode & 0o777).toBe(0o600);

    const who = await runCli(['whoami'], env);
    expect(who.code).toBe(0);
    expect(who.stdout).toContain(`<${email}>`);
    expect(who.stdout).toMatch(/default project\s+\S+/);

    const whoJson = await runCli(['--json', 'whoami'], env);
    expect(JSON.parse(whoJson.stdout)).toMatchObject({ email, status: 'ACTIVE' });

    const out = await runCli(['logout'], env);
    expect(out.stdout).toContain('Logged out.');
    const after = await runCli(['whoami'], env);
    expect(after.code).toBe(1);
    expect(after.stderr).not.toBe('');
  });

  it('one call with IDEA_PASSWORD and IDEA_2FA_CODE is refused with a wrong code, exit 1', async () => {
    const configDir = await tempConfigDir();
    const r = await runCli(['login', '--email', email], {
      IDEA_CONFIG_DIR: configDir,
      IDEA_API_URL: server.apiUrl,
      IDEA_PASSWORD: PASSWORD,
      IDEA_2FA_CODE: '000000',
    });
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('Logged in');
  });

  it('a wrong password exits 1 with the server message', async () => {
    const configDir = await tempConfigDir();
    const r = await runCli(['login', '--email', email], {
      IDEA_CONFIG_DIR: configDir,
      IDEA_API_URL: server.apiUrl,
      IDEA_PASSWORD: 'Wrong-pass-1',
    });
    expect(r.code).toBe(1);
    expect(r.stderr.length).toBeGreaterThan(0);
  });

  it('without a terminal and without IDEA_PASSWORD it says what is missing', async () => {
    const configDir = await tempConfigDir();
    const r = await runCli(['login', '--email', email], { IDEA_CONFIG_DIR: configDir, IDEA_API_URL: server.apiUrl });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('IDEA_PASSWORD');
  });

  it('IDEA_USER_ID + IDEA_API_KEY log in automatically, without stored credentials', async () => {
    const user = await loginWithCode(server, email);
    const configDir = await tempConfigDir();
    const r = await runCli(['whoami'], {
      IDEA_CONFIG_DIR: configDir,
      IDEA_API_URL: server.apiUrl,
      IDEA_USER_ID: user.id,
      IDEA_API_KEY: user.apiKey,
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`<${email}>`);
  });

  it('a logout keeps API keys valid; logout --revoke-keys ends them', async () => {
    const user = await loginWithCode(server, email);
    const keyEnv = (dir: string) => ({
      IDEA_CONFIG_DIR: dir,
      IDEA_API_URL: server.apiUrl,
      IDEA_USER_ID: user.id,
      IDEA_API_KEY: user.apiKey,
    });
    const first = await tempConfigDir();
    expect((await runCli(['whoami'], keyEnv(first))).code).toBe(0);
    expect((await runCli(['logout'], keyEnv(first))).stdout).toContain('Logged out.');
    // A script with the key goes on working after a logout.
    const second = await tempConfigDir();
    expect((await runCli(['whoami'], keyEnv(second))).code).toBe(0);
    const revoked = await runCli(['logout', '--revoke-keys'], keyEnv(second));
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toMatch(/Revoked \d+ API keys?\./);
    const third = await tempConfigDir();
    const refused = await runCli(['whoami'], keyEnv(third));
    expect(refused.code).toBe(1);
  });
});
