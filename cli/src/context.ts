// What every command needs: where the API is, how to print, and the stored credentials.
// Precedence: flags win over environment variables, which win over the stored config file.
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { autoLogin, createIdeaClient, DEFAULT_API_URL, type IdeaClient, RunTimings } from '@idea-studio/sdk';
import envPaths from 'env-paths';

export interface GlobalOptions {
  apiUrl?: string;
  json?: boolean;
}

export interface StoredCredentials {
  apiUrl: string;
  userId?: string;
  email?: string;
  token?: string;
  apiKey?: string;
  pendingVerifyId?: string;
}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface Context {
  apiUrl: string;
  json: boolean;
  env: NodeJS.ProcessEnv;
  configDir: string;
  output: Output;
  fetch?: (request: Request) => Promise<Response>;
  /** True when a person can answer prompts. */
  interactive: boolean;
  /** Every API call of the command, timed since the process started (`run --timings` prints the stages). */
  timings: RunTimings;
  /** A client with the session of this context (auto-login env, else the stored token). */
  client(): Promise<IdeaClient>;
  /** A client without any session. */
  anonymous(): IdeaClient;
  /** The bearer token the client() uses (auto-login env, else the stored one). */
  token(): Promise<string | undefined>;
  readCredentials(): Promise<StoredCredentials | undefined>;
  writeCredentials(credentials: StoredCredentials): Promise<void>;
  clearCredentials(): Promise<void>;
}

/** The platform's config directory (e.g. ~/.config/idea-studio on Linux); IDEA_CONFIG_DIR overrides it. */
export function configDirFor(env: NodeJS.ProcessEnv): string {
  return env.IDEA_CONFIG_DIR || envPaths('idea-studio', { suffix: '' }).config;
}

export interface ContextOptions {
  env?: NodeJS.ProcessEnv;
  interactive?: boolean;
  output?: Output;
  fetch?: (request: Request) => Promise<Response>;
}

export function createContext(flags: GlobalOptions, options: ContextOptions = {}): Context {
  const env = options.env ?? process.env;
  const configDir = configDirFor(env);
  const credentialsFile = join(configDir, 'credentials.json');
  const output = options.output ?? {
    out: (line: string) => process.stdout.write(`${line}\n`),
    err: (line: string) => process.stderr.write(`${line}\n`),
  };
  const apiUrl = (flags.apiUrl || env.IDEA_API_URL || DEFAULT_API_URL).replace(/\/+$/, '');

  let autoToken: Promise<string | undefined> | undefined;
  // performance.now() counts from the process's start, so the stages include starting the CLI.
  const timings = new RunTimings(0);
  const anonymous = () => createIdeaClient({ baseUrl: apiUrl, fetch: options.fetch, timings });

  const token = async (): Promise<string | undefined> => {
    // IDEA_USER_ID + IDEA_API_KEY (auto-login, for CI without 2FA) win over the stored session.
    if (env.IDEA_USER_ID && env.IDEA_API_KEY) {
      autoToken ??= autoLogin(anonymous(), env.IDEA_USER_ID, env.IDEA_API_KEY).then((user) => user.token);
      return autoToken;
    }
    const stored = await readCredentials();
    return stored && stored.apiUrl === apiUrl ? stored.token : undefined;
  };

  const readCredentials = async (): Promise<StoredCredentials | undefined> => {
    try {
      return JSON.parse(await readFile(credentialsFile, 'utf8')) as StoredCredentials;
    } catch {
      return undefined;
    }
  };

  return {
    apiUrl,
    json: Boolean(flags.json),
    env,
    configDir,
    output,
    fetch: options.fetch,
    interactive: options.interactive ?? Boolean(process.stdin.isTTY && process.stdout.isTTY),
    timings,
    readCredentials,
    async writeCredentials(credentials) {
      await mkdir(configDir, { recursive: true, mode: 0o700 });
      await writeFile(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
      await chmod(credentialsFile, 0o600);
    },
    async clearCredentials() {
      await rm(credentialsFile, { force: true });
    },
    token,
    async client() {
      return createIdeaClient({ baseUrl: apiUrl, token: await token(), fetch: options.fetch, timings });
    },
    anonymous,
  };
}
