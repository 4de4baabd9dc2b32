import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, it } from 'vitest';
import { type BuildOptions, buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  HTTP_METHODS,
  type LoadedContract,
  loadContractFile,
  type OpenApiDocument,
  type OperationObject,
} from '../http/contract.js';
import { CONTRACT_SCHEMA_KEY, createRefResolver } from '../http/refs.js';
import { describeValidationError } from '../http/validation.js';
import { createPostgresDatabase, createSqliteDatabase, PG_ADMIN_URL, type TestDatabase } from '../testing.js';

const addFormats = (addFormatsModule as unknown as { default: FormatsPlugin }).default;

export type Dialect = 'sqlite' | 'postgres';
export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

export const fixtureContractPath = new URL('../http/fixtures/contract.yaml', import.meta.url).pathname;

export function loadFixtureContract(): Promise<LoadedContract> {
  return loadContractFile(fixtureContractPath);
}

let pgCheck: Promise<string | undefined> | undefined;

/** Resolves to undefined when PostgreSQL answers, else to the reason it does not. */
export function postgresProblem(): Promise<string | undefined> {
  pgCheck ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return pgCheck;
}

const pgProblem = await postgresProblem();
let warned = false;

/**
 * Runs a suite once per database dialect. When PostgreSQL cannot be reached the PostgreSQL run is skipped
 * with a visible warning, except under CI (`CI` set), where it fails.
 */
export function describeEachDialect(name: string, suite: (dialect: Dialect) => void): void {
  for (const dialect of DIALECTS) {
    const title = `${name} [${dialect}]`;
    if (dialect === 'postgres' && pgProblem) {
      if (process.env.CI) {
        describe(title, () => {
          it('reaches PostgreSQL', () => {
            throw new Error(`PostgreSQL at ${PG_ADMIN_URL} is required under CI: ${pgProblem}`);
          });
        });
        continue;
      }
      if (!warned) {
        console.warn(
          `\n⚠ PostgreSQL at ${PG_ADMIN_URL} is not reachable (${pgProblem}); PostgreSQL tests are SKIPPED.\n`,
        );
        warned = true;
      }
      describe.skip(title, () => suite(dialect));
      continue;
    }
    describe(title, () => suite(dialect));
  }
}

export { PG_ADMIN_URL, type TestDatabase };

/** A fresh, empty database: a temporary SQLite file, or a new PostgreSQL database `idea_test_<random>`. */
export function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  return dialect === 'sqlite' ? createSqliteDatabase() : createPostgresDatabase('idea_test');
}

/** A fresh database of the dialect with every migration applied, opened; `close` destroys it and drops it. */
export async function openMigratedDatabase(dialect: Dialect): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase(dialect);
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await database.drop();
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/** A configuration as the server would read it from `env`, with test defaults (NODE_ENV=test, no logs). */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  // PDFs render on the test's own thread: a worker loads the TypeScript sources through tsx, which costs each app
  // about 1.5 s. The pool is tested in results/pdf-pool.test.ts and by every suite against the built server.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'idea-no-web-dist'),
    PDF_THREADS: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildOptions, 'contract'> {
  dialect?: Dialect;
  env?: Record<string, string | undefined>;
  /** `real` (default): the project's contract; `fixture`: the routing fixture; or a loaded contract. */
  contract?: 'real' | 'fixture' | LoadedContract;
}

/** Builds the app on a fresh database of the given dialect (SQLite by default). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { dialect = 'sqlite', env = {}, contract = 'real', ...build } = options;
  const database = await createTestDatabase(dialect);
  const config = testConfig({ DATABASE_URL: database.url, ...env });
  const loaded = contract === 'real' ? undefined : contract === 'fixture' ? await loadFixtureContract() : contract;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false, ...build, contract: loaded });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Checks response bodies against the contract: `check(operationId, status, body)` returns undefined when the
 * body matches the documented schema of that status (or `default`), else the first error.
 */
export function createResponseChecker(
  document: OpenApiDocument,
): (operationId: string, status: number, body: unknown) => string | undefined {
  const resolver = createRefResolver(document);
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ components: document.components ?? {} }, CONTRACT_SCHEMA_KEY, undefined, false);
  const operations = new Map<string, OperationObject>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (op?.operationId) operations.set(op.operationId, op);
    }
  }
  return (operationId, status, body) => {
    const op = operations.get(operationId);
    if (!op) return `no operation ${operationId}`;
    const responses = (op.responses ?? {}) as Record<string, unknown>;
    const response = resolver.resolve(responses[String(status)] ?? responses.default) as
      | { content?: Record<string, { schema?: object }> }
      | undefined;
    if (!response) return `${operationId} documents no ${status} response`;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return `${operationId} ${status} has no JSON schema`;
    const validate = ajv.compile(schema);
    return validate(body) ? undefined : describeValidationError(validate.errors, 'response');
  };
}

/** Asks until `check` holds, for at most two seconds (another server hears of a change a moment later). */
export async function eventually(check: () => Promise<boolean>, what = 'the change'): Promise<void> {
  const until = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} was not seen within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
