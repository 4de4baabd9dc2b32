import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

let server: RunningServer;
let configDir: string;

beforeAll(async () => {
  server = await startServer();
  configDir = await tempConfigDir();
});
afterAll(async () => {
  await server?.close();
});

describe('idea-studio (the real binary) against a real server', () => {
  it('--help lists the commands', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    for (const command of ['health', 'login', 'logout', 'whoami']) expect(r.stdout).toContain(command);
  });

  it('health prints the server health through the SDK', async () => {
    const r = await runCli(['--api-url', server.apiUrl, 'health'], { IDEA_CONFIG_DIR: configDir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Idea Studio at ${server.apiUrl}: ok`);
    expect(r.stdout).toMatch(/database\s+sqlite/);
    expect(r.stdout).toMatch(/limits\s+this process/);
  });

  it('health --json prints the contract shape, with the URL from IDEA_API_URL', async () => {
    const r = await runCli(['--json', 'health'], { IDEA_CONFIG_DIR: configDir, IDEA_API_URL: server.apiUrl });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      status: 'ok',
      database: 'sqlite',
      ai: 'offline',
      mail: 'outbox',
      limits: 'memory',
    });
  });

  it('fails with a clear message and exit code 1 when no server answers', async () => {
    const r = await runCli(['--api-url', 'http://127.0.0.1:9/api', 'health'], { IDEA_CONFIG_DIR: configDir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Error: There was a undetected error. Please try again later.');
  });
});
