import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AI_PROVIDERS, type AiProviderName } from '@idea-studio/sdk';

/** The server package folder (this file lives one level below it, in `src/` or `dist/`). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type DatabaseConfig =
  | { dialect: 'sqlite' /** absolute path or `:memory:` */; filename: string }
  | { dialect: 'postgres'; connectionString: string };

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** A rate limit: at most `max` requests per `windowMs` milliseconds. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Names of the auth rate limits. All but `account` count per client IP (one counter per route); `account`
 * counts per e-mail address or verifyId and applies to login, verify, new code, password reset, resending the
 * confirmation link and register.
 */
export const RATE_LIMIT_NAMES = [
  'register',
  'login',
  'verify',
  'newCode',
  'passwordReset',
  'resendConfirmation',
  'autoLogin',
  'setNewPassword',
  'account',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitName, RateLimit>> = {
  register: { max: 20, windowMs: 10 * 60_000 },
  login: { max: 10, windowMs: 60_000 },
  verify: { max: 10, windowMs: 60_000 },
  newCode: { max: 5, windowMs: 60_000 },
  passwordReset: { max: 5, windowMs: 60_000 },
  resendConfirmation: { max: 5, windowMs: 60_000 },
  autoLogin: { max: 30, windowMs: 60_000 },
  setNewPassword: { max: 10, windowMs: 60_000 },
  account: { max: 5, windowMs: 60_000 },
};

/** argon2id cost parameters (memory in KiB). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's recommended argon2id minimum (19 MiB, 2 passes). */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Under NODE_ENV=test: cheap hashes so suites that register many users stay fast. Still argon2id. */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface AuthSettings {
  rateLimits: Record<RateLimitName, RateLimit>;
  passwordHash: PasswordHashCost;
  /** SESSION_IDLE_TIMEOUT: a session not used for this long ends (the 30-day lifetime stays the upper bound). */
  sessionIdleMs: number;
}

/** A week: a founder who works on an idea every few days stays logged in; a forgotten session ends. */
export const DEFAULT_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/** "30m", "12h", "7d": from 5 minutes to 30 days. */
export function parseIdleTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SESSION_IDLE_MS;
  const match = /^\s*(\d+)\s*([mhd])\s*$/.exec(value);
  const ms = match ? Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'] : 0;
  if (ms < 5 * 60_000 || ms > 30 * 86_400_000) {
    throw new ConfigError(
      `SESSION_IDLE_TIMEOUT looks like 30m, 12h or 7d (from 5 minutes to 30 days); got "${value}".`,
    );
  }
  return ms;
}

/**
 * Fastify's `trustProxy`: false (default, the socket address is the client), true (trust every proxy), a hop
 * count, or the addresses/CIDR ranges of trusted proxies.
 */
export type TrustProxy = boolean | number | string[];

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
    provider: AiProviderName;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** AI_TIMEOUT_MS: how long one request to the AI endpoint may take (a streamed answer: between chunks). */
    timeoutMs: number;
    /** Per-client limit of the AI calls that generate answers (AI_RATE_LIMIT, e.g. `60/1m`). */
    rateLimit: RateLimit;
    /**
     * Worker threads of the offline engine (AI_THREADS; default as many as PDF_THREADS); 0 answers on the request
     * thread.
     */
    threads: number;
  };
  tavilyApiKey: string | undefined;
  /** A self-hosted SearXNG instance for web search (used when there is no Tavily key). */
  searxngUrl: string | undefined;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Which proxies may set X-Forwarded-For (request.ip, per-IP rate limits) and X-Forwarded-Proto/Host. */
  trustProxy: TrustProxy;
  auth: AuthSettings;
  /** Worker threads that render result PDFs (PDF_THREADS); 0 renders them on the request thread. */
  pdfThreads: number;
  /**
   * Worker threads that read uploaded files: unpack, extract and cut their text into passages (EXTRACT_THREADS;
   * default as many as PDF_THREADS); 0 reads them on the request thread.
   */
  extractThreads: number;
  /** Per-user limit of knowledge-hub uploads and PDF text extractions, each route counted apart (UPLOAD_RATE_LIMIT). */
  uploadRateLimit: RateLimit;
  /** REDIS_URL: where every rate limit is counted when several app servers share the work; unset: in memory. */
  redisUrl: string | undefined;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long /api/health answers 503 (so a balancer stops sending traffic)
   * before the server stops accepting connections and finishes the requests in flight.
   */
  shutdownDrainMs: number;
  /** INVITE_MAIL_DAILY_MAX: team invitations a user may send in a day (the app is no spam relay). */
  inviteMailDailyMax: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

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

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/**
 * `AUTH_RATE_LIMITS`: comma-separated overrides of the defaults, each `name=max/window` with the window in
 * seconds, minutes or hours, e.g. `login=10/1m,register=50/10m,account=5/30s`.
 */
export function parseRateLimits(value: string | undefined): Record<RateLimitName, RateLimit> {
  const limits: Record<RateLimitName, RateLimit> = { ...DEFAULT_RATE_LIMITS };
  if (value === undefined) return limits;
  for (const part of value.split(',').map((p) => p.trim())) {
    if (!part) continue;
    const match = /^([A-Za-z][A-Za-z0-9]*)\s*=\s*(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(part);
    if (!match) {
      throw new ConfigError(
        `AUTH_RATE_LIMITS entries look like login=10/1m (max requests / window in s, m or h); got "${part}".`,
      );
    }
    const [, name, max, amount, unit] = match;
    if (!(RATE_LIMIT_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(`AUTH_RATE_LIMITS: unknown limit "${name}"; known: ${RATE_LIMIT_NAMES.join(', ')}.`);
    }
    const windowMs = Number(amount) * DURATION_UNITS[unit];
    if (Number(max) < 1 || windowMs < 1) {
      throw new ConfigError(`AUTH_RATE_LIMITS: "${part}" needs a maximum and a window of at least 1.`);
    }
    limits[name as RateLimitName] = { max: Number(max), windowMs };
  }
  return limits;
}

/** `TRUST_PROXY`: unset or `false`, `true`, a hop count, or a comma-separated list of addresses/CIDR ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDR ranges (got "${entry}").`,
      );
    }
  }
  return entries;
}

export const DEFAULT_AI_TIMEOUT_MS = 60_000;
/** Generating answers costs model time (or money): 60 a minute per client is plenty for a person. */
export const DEFAULT_AI_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** A rate limit variable: `max/window` with the window in s, m or h, e.g. `60/1m`. */
function parseRateLimit(name: string, value: string | undefined, fallback: RateLimit): RateLimit {
  if (value === undefined) return { ...fallback };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    const example = `${fallback.max}/${fallback.windowMs / 60_000}m`;
    throw new ConfigError(`${name} looks like ${example} (max requests / window in s, m or h); got "${value}".`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * DURATION_UNITS[match[3]!]! };
}

/** `AI_RATE_LIMIT`: `max/window` with the window in s, m or h, e.g. `60/1m`. */
export function parseAiRateLimit(value: string | undefined): RateLimit {
  return parseRateLimit('AI_RATE_LIMIT', value, DEFAULT_AI_RATE_LIMIT);
}

/** Reading an upload costs up to a second or two of CPU; 20 a minute is more than a person uploads by hand. */
export const DEFAULT_UPLOAD_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };

/** Team invitations a user may send in a day: a team is a handful of people, a retyped address counts again. */
export const DEFAULT_INVITE_MAIL_DAILY_MAX = 20;

/** `INVITE_MAIL_DAILY_MAX`: a whole number from 1 to 10000. */
export function parseInviteMailDailyMax(value: string | undefined): number {
  if (value === undefined) return DEFAULT_INVITE_MAIL_DAILY_MAX;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000) {
    throw new ConfigError(`INVITE_MAIL_DAILY_MAX must be a whole number from 1 to 10000 (got "${value}").`);
  }
  return Number(value);
}

/** Long enough for a balancer that checks health every 2 s to see the 503 twice. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

function parseDuration(name: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 600_000) {
    throw new ConfigError(`${name} must be a whole number of milliseconds from 0 to 600000 (got "${value}").`);
  }
  return Number(value);
}

function parseTimeout(name: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 600_000) {
    throw new ConfigError(`${name} must be a whole number of milliseconds between 1 and 600000 (got "${value}").`);
  }
  return Number(value);
}

/** One core stays with the requests; each thread holds pdfkit and the fonts, so at most two by default. */
export function defaultPdfThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** A count of worker threads (PDF_THREADS, AI_THREADS): 0 to 16, 0 working on the request thread. */
function parseThreads(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 16) {
    throw new ConfigError(`${name} must be a whole number from 0 to 16 (0: on the request thread), not "${value}".`);
  }
  return Number(value);
}

function parseRedisUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL (got "${value}").`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL (got "${value}").`);
  }
  return value;
}

/** Reads the configuration from the environment; throws a ConfigError naming the variable on invalid input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const port = parsePort(read(env, 'PORT') ?? '3000');
  const databaseUrl = read(env, 'DATABASE_URL') ?? 'sqlite:./data/idea-studio.db';
  const provider = oneOf('AI_PROVIDER', read(env, 'AI_PROVIDER') ?? 'offline', AI_PROVIDERS);
  const aiBaseUrl = read(env, 'AI_BASE_URL');
  const searxngUrl = read(env, 'SEARXNG_URL');
  const aiModel = read(env, 'AI_MODEL');
  if (provider === 'openai' && aiModel === undefined) {
    throw new ConfigError(
      'AI_MODEL is required when AI_PROVIDER=openai: the model name of the endpoint, e.g. gpt-4o-mini or llama3.1.',
    );
  }
  const webDist = read(env, 'WEB_DIST');
  const nodeEnv = oneOf('NODE_ENV', read(env, 'NODE_ENV') ?? 'development', NODE_ENVS);
  const pdfThreads = parseThreads('PDF_THREADS', read(env, 'PDF_THREADS'), defaultPdfThreads());

  return {
    port,
    // This machine only, unless HOST says otherwise: the default start (development mode, mail outbox) must not be
    // reachable from the network.
    host: read(env, 'HOST') ?? '127.0.0.1',
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
      model: aiModel,
      timeoutMs: parseTimeout('AI_TIMEOUT_MS', read(env, 'AI_TIMEOUT_MS') ?? String(DEFAULT_AI_TIMEOUT_MS)),
      rateLimit: parseAiRateLimit(read(env, 'AI_RATE_LIMIT')),
      threads: parseThreads('AI_THREADS', read(env, 'AI_THREADS'), pdfThreads),
    },
    tavilyApiKey: read(env, 'TAVILY_API_KEY'),
    searxngUrl: searxngUrl === undefined ? undefined : parseHttpUrl('SEARXNG_URL', searxngUrl),
    nodeEnv,
    logLevel: oneOf('LOG_LEVEL', read(env, 'LOG_LEVEL') ?? 'info', LOG_LEVELS),
    webDist: webDist ? resolve(cwd, webDist) : resolve(packageRoot, '../web/dist'),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
    pdfThreads,
    extractThreads: parseThreads('EXTRACT_THREADS', read(env, 'EXTRACT_THREADS'), pdfThreads),
    uploadRateLimit: parseRateLimit('UPLOAD_RATE_LIMIT', read(env, 'UPLOAD_RATE_LIMIT'), DEFAULT_UPLOAD_RATE_LIMIT),
    redisUrl: read(env, 'REDIS_URL') === undefined ? undefined : parseRedisUrl(read(env, 'REDIS_URL')!),
    shutdownDrainMs:
      read(env, 'SHUTDOWN_DRAIN_MS') === undefined
        ? nodeEnv === 'production'
          ? DEFAULT_SHUTDOWN_DRAIN_MS
          : 0
        : parseDuration('SHUTDOWN_DRAIN_MS', read(env, 'SHUTDOWN_DRAIN_MS')!),
    inviteMailDailyMax: parseInviteMailDailyMax(read(env, 'INVITE_MAIL_DAILY_MAX')),
    auth: {
      rateLimits: parseRateLimits(read(env, 'AUTH_RATE_LIMITS')),
      passwordHash: { ...(nodeEnv === 'test' ? TEST_PASSWORD_HASH_COST : PASSWORD_HASH_COST) },
      sessionIdleMs: parseIdleTimeout(read(env, 'SESSION_IDLE_TIMEOUT')),
    },
  };
}
