import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Schemas } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../program.js';

const health: Schemas['Health'] = {
  status: 'ok',
  version: '0.1.0',
  database: 'sqlite',
  ai: 'offline',
  mail: 'outbox',
  limits: 'redis',
  time: '2026-11-21T10:00:00.000Z',
};

async function run(args: string[], respond: (req: Request) => Response, env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const requests: Request[] = [];
  const configDir = await mkdtemp(join(tmpdir(), 'idea-cli-'));
  process.exitCode = 0;
  const program = buildProgram({
    env: { IDEA_CONFIG_DIR: configDir, ...env },
    output: { out: (l) => out.push(l), err: (l) => err.push(l) },
    fetch: async (req) => {
      requests.push(req);
      return respond(req);
    },
  });
  await program.parseAsync(['node', 'idea-studio', ...args]);
  const exitCode = process.exitCode;
  process.exitCode = 0;
  return { out, err, requests, exitCode };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('idea-studio health', () => {
  it('prints the health from the API at --api-url', async () => {
    const r = await run(['--api-url', 'http://example.test/api', 'health'], () => json(200, health));
    expect(new URL(r.requests[0]!.url).pathname).toBe('/api/health');
    expect(r.out[0]).toBe('Idea Studio at http://example.test/api: ok');
    expect(r.out.join('\n')).toContain('database  sqlite');
    expect(r.out.join('\n')).toContain('limits    shared (Redis)');
    expect(r.exitCode).toBe(0);
  });

  it('prints JSON with --json and takes IDEA_API_URL from the environment', async () => {
    const r = await run(['--json', 'health'], () => json(200, health), { IDEA_API_URL: 'http://env.test/api' });
    expect(new URL(r.requests[0]!.url).host).toBe('env.test');
    expect(JSON.parse(r.out.join('\n'))).toEqual(health);
  });

  it("exits non-zero with the server's message when the server fails", async () => {
    const r = await run(['health'], () =>
      json(503, { msg: { headline: 'Unavailable', text: 'The database does not answer.' }, code: 'unavailable' }),
    );
    expect(r.exitCode).toBe(1);
    expect(r.err).toEqual(['Unavailable: The database does not answer.']);
  });
});
