import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder (this file lives one level below it, in `src/` or `dist/`). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type DatabaseConfig =
  | { dialect: 'sqlite' /** absolute path or `:memory:` */; filename: string }
  | { dialect: 'postgres'; connectionString: string };

export type AiProvider = 'offline' | 'openai';
export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** DATABASE_URL as given (or its default). */
  databaseUrl: string;
  database: DatabaseConfig;
  /** Public base URL of the app, without a trailing slash; used in links sent by mail. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: {
    provider: AiProvider;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
  };
  tavilyApiKey: string | undefined;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Absolute path of the built web app. */
  webDist: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const AI_PROVIDERS: readonly AiProvider[] = ['offline', 'openai'];

/** Empty and whitespace-only variables count as unset, so `FOO=` in an env file means "use the default". */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}").`);
}

function parsePort(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535 (got "${value}").`);
  }
  return Number(value);
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as https://example.com (got "${value}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https:// (got "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Accepted forms: `sqlite:<path>` (relative paths resolve against the process cwd), `sqlite:///abs/path`,
 * `sqlite::memory:`, and `postgres://…` / `postgresql://…`.
 */
export function parseDatabaseUrl(value: string, cwd = process.cwd()): DatabaseConfig {
  if (value.startsWith('sqlite:')) {
    let path = value.slice('sqlite:'.length);
    if (path.startsWith('//')) path = path.slice(2);
    if (!path) throw new ConfigError(`DATABASE_URL needs a file path after "sqlite:" (got "${value}").`);
    if (path === ':memory:') return { dialect: 'sqlite', filename: ':memory:' };
    return { dialect: 'sqlite', filename: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  if (value.startsWith('postgres://') || value.startsWith('postgresql://')) {
    try {
      new URL(value);
    } catch {
      throw new ConfigError('DATABASE_URL is not a valid postgres:// URL.');
    }
    return { dialect: 'postgres', connectionString: value };
  }
  const scheme = value.includes(':') ? value.slice(0, value.indexOf(':')) : value;
  throw new ConfigError(
    `DATABASE_URL must start with sqlite:, postgres:// or postgresql:// (got scheme "${scheme}"). ` +
      'Example: sqlite:./data/idea-studio.db',
  );
}

function parseSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// (got "${url.protocol}//").`);
  }
  return value;
}

/** Reads the configuration from the environment; throws a ConfigError naming the variable on invalid input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const port = parsePort(read(env, 'PORT') ?? '3000');
  const databaseUrl = read(env, 'DATABASE_URL') ?? 'sqlite:./data/idea-studio.db';
  const provider = oneOf('AI_PROVIDER', read(env, 'AI_PROVIDER') ?? 'offline', AI_PROVIDERS);
  const aiBaseUrl = read(env, 'AI_BASE_URL');
  const webDist = read(env, 'WEB_DIST');

  return {
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    database: parseDatabaseUrl(databaseUrl, cwd),
    appUrl: parseHttpUrl('APP_URL', read(env, 'APP_URL') ?? `http://localhost:${port}`),
    smtpUrl: read(env, 'SMTP_URL') === undefined ? undefined : parseSmtpUrl(read(env, 'SMTP_URL')!),
    mailFrom: read(env, 'MAIL_FROM') ?? 'Idea Studio <no-reply@localhost>',
    ai: {
      provider,
      baseUrl:
        aiBaseUrl !== undefined
          ? parseHttpUrl('AI_BASE_URL', aiBaseUrl)
          : provider === 'openai'
            ? 'https://api.openai.com/v1'
            : undefined,
      apiKey: read(env, 'AI_API_KEY'),
      model: read(env, 'AI_MODEL'),
    },
    tavilyApiKey: read(env, 'TAVILY_API_KEY'),
    nodeEnv: oneOf('NODE_ENV', read(env, 'NODE_ENV') ?? 'development', NODE_ENVS),
    logLevel: oneOf('LOG_LEVEL', read(env, 'LOG_LEVEL') ?? 'info', LOG_LEVELS),
    webDist: webDist ? resolve(cwd, webDist) : resolve(packageRoot, '../web/dist'),
  };
}
