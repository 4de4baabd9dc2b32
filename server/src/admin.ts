#!/usr/bin/env node
// idea-studio-admin: administrative commands against the server's database (same configuration as the server).
//
//   idea-studio-admin promotion create [--id ID] [--target-type TRACK --target-id TRACK_ID] [--skip-registration]
//                                      [--data '{"campaign":"spring"}'] [--json]
//   idea-studio-admin promotion list [--json]

import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPromotion, listPromotions, type Promotion, PromotionInputError } from './auth/promotions.js';
import { ConfigError, type DatabaseConfig, loadConfig } from './config.js';
import { createDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

export const USAGE = `Usage: idea-studio-admin <command>

Commands:
  promotion create   Create a promotion and print its id
      --id ID                 choose the id (letters, digits, - and _); default: random
      --target-type TRACK     what the promotion leads to
      --target-id ID          the track id (see GET /api/data/tracks)
      --skip-registration     send visitors straight to the target (needs a target)
      --data JSON             promotion data, a JSON object, e.g. '{"campaign":"spring"}'
      --json                  print the whole promotion as JSON
  promotion list     List the promotions, newest first (--json for JSON)

The database is the server's: DATABASE_URL (default sqlite:./data/idea-studio.db, relative to the directory the
command was started from).`;

export interface AdminIo {
  env: NodeJS.ProcessEnv;
  /** Directory that relative paths (a SQLite DATABASE_URL) resolve against. */
  cwd: string;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

class UsageError extends Error {}

function promotionLine(p: Promotion): string {
  const target = p.targetType ? `${p.targetType} ${p.targetId}` : '-';
  return [p.id, p.createdAt, `skip=${p.skipRegistration}`, `target=${target}`, JSON.stringify(p.promotionData)].join(
    '  ',
  );
}

/** Which database the command uses, without credentials. */
function describeDatabase(database: DatabaseConfig): string {
  if (database.dialect === 'sqlite') return `SQLite ${database.filename}`;
  const url = new URL(database.connectionString);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

async function withDatabase<T>(io: AdminIo, run: (db: Db, appUrl: string) => Promise<T>): Promise<T> {
  const config = loadConfig(io.env, io.cwd);
  io.stderr(`Database: ${describeDatabase(config.database)}`);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await run(db, config.appUrl);
  } finally {
    await db.destroy();
  }
}

async function promotionCreate(args: string[], io: AdminIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      id: { type: 'string' },
      'target-type': { type: 'string' },
      'target-id': { type: 'string' },
      'skip-registration': { type: 'boolean', default: false },
      data: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  let promotionData: unknown = {};
  if (values.data !== undefined) {
    try {
      promotionData = JSON.parse(values.data);
    } catch {
      throw new PromotionInputError('--data must be valid JSON, e.g. \'{"campaign":"spring"}\'.');
    }
  }
  const promotion = await withDatabase(io, async (db, appUrl) => {
    const created = await createPromotion(db, {
      id: values.id,
      targetType: values['target-type'],
      targetId: values['target-id'],
      skipRegistration: values['skip-registration'],
      promotionData,
    });
    io.stderr(`Promotion created: ${appUrl}/promotion/${created.id}`);
    return created;
  });
  io.stdout(values.json ? JSON.stringify(promotion, null, 2) : promotion.id);
}

async function promotionList(args: string[], io: AdminIo): Promise<void> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean', default: false } }, strict: true });
  const promotions = await withDatabase(io, (db) => listPromotions(db));
  if (values.json) {
    io.stdout(JSON.stringify(promotions, null, 2));
    return;
  }
  if (promotions.length === 0) io.stderr('No promotions yet.');
  for (const promotion of promotions) io.stdout(promotionLine(promotion));
}

/** Runs one admin command; answers the exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const [noun, verb, ...rest] = argv;
  try {
    if (noun === undefined || noun === 'help' || noun === '--help' || noun === '-h') {
      io.stdout(USAGE);
      return noun === undefined ? 1 : 0;
    }
    if (noun === 'promotion' && verb === 'create') await promotionCreate(rest, io);
    else if (noun === 'promotion' && verb === 'list') await promotionList(rest, io);
    else throw new UsageError(`Unknown command: ${[noun, verb].filter(Boolean).join(' ')}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${USAGE}`);
      return 1;
    }
    // parseArgs reports unknown or malformed options with a TypeError carrying an ERR_PARSE_ARGS_* code.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${(error as Error).message}\n\n${USAGE}`);
      return 1;
    }
    if (error instanceof PromotionInputError || error instanceof ConfigError) {
      io.stderr(`Error: ${error.message}`);
      return 1;
    }
    io.stderr(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

function isMain(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const code = await runAdmin(process.argv.slice(2), {
    env: process.env,
    // `npm run admin -w @idea-studio/server` runs in the package folder; INIT_CWD is where the command was typed.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
  process.exitCode = code;
}
