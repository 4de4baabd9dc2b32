// A real server with one logged-in account whose credentials reach the CLI through the auto-login variables,
// for the CLI journeys.
import type { UserData } from '@idea-studio/sdk';
import { expect } from 'vitest';
import { loginWithCode, registerConfirmed } from './accounts.js';
import { runCli, tempConfigDir } from './cli.js';
import { type RunningServer, startServer } from './server.js';

export interface CliSession {
  server: RunningServer;
  user: UserData;
  /** The environment of a CLI call: its own config folder, the server, IDEA_USER_ID and IDEA_API_KEY. */
  env: Record<string, string>;
}

/** `serverEnv`: the server's environment (e.g. a higher auto-login limit for a long journey). */
export async function startCliSession(serverEnv: Record<string, string> = {}): Promise<CliSession> {
  const server = await startServer(serverEnv);
  const user = await loginWithCode(server, await registerConfirmed(server));
  const env = {
    IDEA_CONFIG_DIR: await tempConfigDir(),
    IDEA_API_URL: server.apiUrl,
    IDEA_USER_ID: user.id,
    IDEA_API_KEY: user.apiKey,
  };
  return { server, user, env };
}

/** Runs a command with --json, expects success and answers the parsed output. */
// biome-ignore lint/suspicious/noExplicitAny: each command prints its own shape
export async function cliJson(env: Record<string, string>, args: string[]): Promise<any> {
  const r = await runCli(['--json', ...args], env);
  expect(r.stderr, args.join(' ')).toBe('');
  expect(r.code, args.join(' ')).toBe(0);
  return JSON.parse(r.stdout);
}
