import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_RATE_LIMITS,
  defaultPdfThreads,
  loadConfig,
  PASSWORD_HASH_COST,
  packageRoot,
  parseDatabaseUrl,
  parseRateLimits,
  parseTrustProxy,
  RATE_LIMIT_NAMES,
  TEST_PASSWORD_HASH_COST,
} from './config.js';

const cwd = '/srv/idea';

describe('loadConfig', () => {
  it('uses safe defaults for an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/idea-studio.db',
      database: { dialect: 'sqlite', filename: '/srv/idea/data/idea-studio.db' },
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Idea Studio <no-reply@localhost>',
      ai: {
        provider: 'offline',
        baseUrl: undefined,
        apiKey: undefined,
        model: undefined,
        timeoutMs: 60_000,
        rateLimit: { max: 60, windowMs: 60_000 },
        threads: defaultPdfThreads(),
      },
      tavilyApiKey: undefined,
      searxngUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      webDist: resolve(packageRoot, '../web/dist'),
      trustProxy: false,
      pdfThreads: defaultPdfThreads(),
      extractThreads: defaultPdfThreads(),
      uploadRateLimit: { max: 20, windowMs: 60_000 },
      redisUrl: undefined,
      shutdownDrainMs: 0,
      inviteMailDailyMax: 20,
      auth: { rateLimits: DEFAULT_RATE_LIMITS, passwordHash: PASSWORD_HASH_COST, sessionIdleMs: 7 * 24 * 3_600_000 },
    });
    expect(config.webDist).toBe(join(packageRoot, '..', 'web', 'dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://app:secret@db:5432/idea',
        APP_URL: 'https://ideas.example.com/',
        SMTP_URL: 'smtps://user:pw@mail.example.com:465',
        MAIL_FROM: 'Ideas <hello@example.com>',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'llama3.1',
        AI_TIMEOUT_MS: '15000',
        AI_RATE_LIMIT: '20/30s',
        TAVILY_API_KEY: 'tvly-test',
        SEARXNG_URL: 'http://searx.local:8888/',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'public',
        PDF_THREADS: '0',
        EXTRACT_THREADS: '1',
        UPLOAD_RATE_LIMIT: '5/10m',
        AI_THREADS: '2',
        REDIS_URL: 'redis://:secret@cache:6379/1',
        SHUTDOWN_DRAIN_MS: '2500',
      },
      cwd,
    );
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ dialect: 'postgres', connectionString: 'postgres://app:secret@db:5432/idea' });
    expect(config.appUrl).toBe('https://ideas.example.com');
    expect(config.smtpUrl).toBe('smtps://user:pw@mail.example.com:465');
    expect(config.mailFrom).toBe('Ideas <hello@example.com>');
    expect(config.ai).toEqual({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-test',
      model: 'llama3.1',
      timeoutMs: 15_000,
      rateLimit: { max: 20, windowMs: 30_000 },
      threads: 2,
    });
    expect(config.tavilyApiKey).toBe('tvly-test');
    expect(config.searxngUrl).toBe('http://searx.local:8888');
    expect(config.nodeEnv).toBe('production');
    expect(config.logLevel).toBe('warn');
    expect(config.webDist).toBe('/srv/idea/public');
    expect(config.pdfThreads).toBe(0);
    expect(config.extractThreads).toBe(1);
    expect(config.uploadRateLimit).toEqual({ max: 5, windowMs: 600_000 });
    expect(config.redisUrl).toBe('redis://:secret@cache:6379/1');
    expect(config.shutdownDrainMs).toBe(2500);
  });

  it('caps team invitations at 20 a day per user, or INVITE_MAIL_DAILY_MAX', () => {
    expect(loadConfig({ INVITE_MAIL_DAILY_MAX: '3' }, cwd).inviteMailDailyMax).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'many', '10001']) {
      expect(() => loadConfig({ INVITE_MAIL_DAILY_MAX: bad }, cwd)).toThrow(/INVITE_MAIL_DAILY_MAX/);
    }
  });

  it('drains for 5 s before shutting down in production only, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' }, cwd).shutdownDrainMs).toBe(0);
    expect(loadConfig({}, cwd).shutdownDrainMs).toBe(0);
  });

  it('gives the offline engine as many threads as the PDF renderer, unless AI_THREADS says otherwise', () => {
    expect(loadConfig({ PDF_THREADS: '0' }, cwd).ai.threads).toBe(0);
    expect(loadConfig({ PDF_THREADS: '2' }, cwd).ai.threads).toBe(2);
    expect(loadConfig({ PDF_THREADS: '0', AI_THREADS: '1' }, cwd).ai.threads).toBe(1);
  });

  it('reads uploads on as many threads as it renders PDFs, unless EXTRACT_THREADS says otherwise', () => {
    expect(loadConfig({ PDF_THREADS: '0' }, cwd).extractThreads).toBe(0);
    expect(loadConfig({ PDF_THREADS: '0', EXTRACT_THREADS: '2' }, cwd).extractThreads).toBe(2);
  });

  it('derives APP_URL from PORT and defaults the OpenAI base URL', () => {
    const config = loadConfig({ PORT: '4010', AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' }, cwd);
    expect(config.appUrl).toBe('http://localhost:4010');
    expect(config.ai.baseUrl).toBe('https://api.openai.com/v1');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '  ', AI_PROVIDER: '' }, cwd)).toMatchObject({
      port: 3000,
      smtpUrl: undefined,
      ai: { provider: 'offline' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ PORT: '-1' }, /PORT/],
    [
      { DATABASE_URL: 'mysql://localhost/idea' },
      /DATABASE_URL must start with sqlite:, postgres:\/\/ or postgresql:\/\/ \(got scheme "mysql"\)/,
    ],
    [{ DATABASE_URL: 'sqlite:' }, /DATABASE_URL needs a file path/],
    [{ APP_URL: 'localhost:3000' }, /APP_URL must start with http/],
    [{ APP_URL: 'not a url' }, /APP_URL must be an absolute URL/],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ AI_PROVIDER: 'acme' }, /AI_PROVIDER must be one of offline, openai \(got "acme"\)/],
    [{ AI_BASE_URL: 'ftp://x' }, /AI_BASE_URL must start with http/],
    [{ SEARXNG_URL: 'searx.local' }, /SEARXNG_URL must be an absolute URL/],
    [{ AI_PROVIDER: 'openai' }, /AI_MODEL is required when AI_PROVIDER=openai/],
    [{ AI_TIMEOUT_MS: '0' }, /AI_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ AI_RATE_LIMIT: 'lots' }, /AI_RATE_LIMIT looks like 60\/1m/],
    [{ AI_RATE_LIMIT: '0/1m' }, /AI_RATE_LIMIT looks like 60\/1m/],
    [{ AI_TIMEOUT_MS: '5s' }, /AI_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of development, production, test/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'proxy.example.com' }, /TRUST_PROXY must be true, false, a hop count or a list/],
    [{ AUTH_RATE_LIMITS: 'login=10' }, /AUTH_RATE_LIMITS entries look like login=10\/1m/],
    [{ AUTH_RATE_LIMITS: 'logon=10/1m' }, /AUTH_RATE_LIMITS: unknown limit "logon"/],
    [{ AUTH_RATE_LIMITS: 'login=0/1m' }, /needs a maximum and a window of at least 1/],
    [{ PDF_THREADS: 'many' }, /PDF_THREADS must be a whole number from 0 to 16/],
    [{ PDF_THREADS: '17' }, /PDF_THREADS must be a whole number from 0 to 16/],
    [{ AI_THREADS: '-1' }, /AI_THREADS must be a whole number from 0 to 16/],
    [{ EXTRACT_THREADS: 'all' }, /EXTRACT_THREADS must be a whole number from 0 to 16/],
    [{ UPLOAD_RATE_LIMIT: '20' }, /UPLOAD_RATE_LIMIT looks like 20\/1m/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ SHUTDOWN_DRAIN_MS: '5s' }, /SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 600000/],
  ])('rejects %o with a clear message', (env, message) => {
    expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    expect(() => loadConfig(env, cwd)).toThrow(message);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['sqlite:./data/idea-studio.db', { dialect: 'sqlite', filename: '/srv/idea/data/idea-studio.db' }],
    ['sqlite:db/x.sqlite', { dialect: 'sqlite', filename: '/srv/idea/db/x.sqlite' }],
    ['sqlite:/var/lib/idea/idea.db', { dialect: 'sqlite', filename: '/var/lib/idea/idea.db' }],
    ['sqlite:///var/lib/idea/idea.db', { dialect: 'sqlite', filename: '/var/lib/idea/idea.db' }],
    ['sqlite::memory:', { dialect: 'sqlite', filename: ':memory:' }],
    ['postgres://u@h/db', { dialect: 'postgres', connectionString: 'postgres://u@h/db' }],
    [
      'postgresql://u:p@h:5433/db?sslmode=require',
      { dialect: 'postgres', connectionString: 'postgresql://u:p@h:5433/db?sslmode=require' },
    ],
  ])('%s', (url, expected) => {
    expect(parseDatabaseUrl(url, cwd)).toEqual(expected);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['loopback, 10.0.0.0/8,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
  ])('%s', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});

describe('auth settings', () => {
  it('overrides single rate limits and keeps the other defaults', () => {
    const limits = parseRateLimits('login=3/30s, register=50/2h,account=2/1m');
    expect(limits.login).toEqual({ max: 3, windowMs: 30_000 });
    expect(limits.register).toEqual({ max: 50, windowMs: 2 * 3_600_000 });
    expect(limits.account).toEqual({ max: 2, windowMs: 60_000 });
    expect(limits.verify).toEqual(DEFAULT_RATE_LIMITS.verify);
    expect(loadConfig({ AUTH_RATE_LIMITS: 'verify=7/1m' }, cwd).auth.rateLimits.verify).toEqual({
      max: 7,
      windowMs: 60_000,
    });
  });

  it('a name with a digit is refused as unknown, naming the known ones', () => {
    expect(() => parseRateLimits('new2fa=3/1m')).toThrow(/unknown limit "new2fa"; known: register, login/);
  });

  it('the READMEs document every limit by a name the server accepts', () => {
    for (const readme of ['../README.md', '../../README.md']) {
      const text = readFileSync(new URL(readme, import.meta.url), 'utf8');
      const examples = [...text.matchAll(/`(?:AUTH_RATE_LIMITS=)?([A-Za-z][A-Za-z0-9]*)=\d+\/\d+[smh]/g)].map(
        (m) => m[1]!,
      );
      const row = text.split('\n').find((line) => line.startsWith('| `AUTH_RATE_LIMITS`')) ?? '';
      const table = [...text.matchAll(/^\| `([A-Za-z][A-Za-z0-9]*)` +\|/gm)].map((m) => m[1]!);
      const named = new Set(
        [...row.matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g), ...table.map((name) => [name, name])]
          .map((m) => m[1]!)
          .filter((name) => name !== 'AUTH_RATE_LIMITS' && RATE_LIMIT_NAMES.some((known) => known === name)),
      );
      for (const name of examples) expect(RATE_LIMIT_NAMES).toContain(name);
      expect([...named].sort()).toEqual([...RATE_LIMIT_NAMES].sort());
    }
  });

  it('hashes passwords cheaply only under NODE_ENV=test', () => {
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '30m' }, cwd).auth.sessionIdleMs).toBe(30 * 60_000);
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '12h' }, cwd).auth.sessionIdleMs).toBe(12 * 3_600_000);
    for (const bad of ['1m', '31d', '7 days', '0d']) {
      expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: bad }, cwd), bad).toThrow(/SESSION_IDLE_TIMEOUT/);
    }
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).auth.passwordHash).toEqual(TEST_PASSWORD_HASH_COST);
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).auth.passwordHash).toEqual(PASSWORD_HASH_COST);
  });

  it('reads TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toBe(1);
  });
});
