// Who wrote it, across a whole `run --autofill` (issue 26, "Done when"): a round the AI filled from a new idea holds
// no founder authorship anywhere — not in the steps' inputs, their results, the pins — and no "entered by you" in
// any listing, PDF, CSV or whiteboard row.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { autoLogin, createIdeaClient, type IdeaClient, unwrap } from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let env: Record<string, string>;
let client: IdeaClient;
let roundId: string;
let run: CliResult;

const json = (args: string[]) => cliJson(env, args);

beforeAll(async () => {
  let user: Awaited<ReturnType<typeof startCliSession>>['user'];
  // Every CLI command logs in with the API key: the whole run needs more of them than the default limit allows.
  ({ server, user, env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
  const { token } = await autoLogin(createIdeaClient({ baseUrl: server.apiUrl }), user.id, user.apiKey);
  client = createIdeaClient({ baseUrl: server.apiUrl, token });
  ({ roundId } = await json(['track', 'start', '--name', 'Shared cargo bikes for market traders']));
  run = await runCli(['run', roundId, '--autofill'], env);
}, 300_000);
afterAll(async () => {
  await server?.close();
});

/** Every `author` value in a JSON value, with where it is. */
function authorsIn(value: unknown, path = '$', found: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) authorsIn(item, `${path}[${i}]`, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'author') found.push([path, item]);
      authorsIn(item, `${path}.${key}`, found);
    }
  }
  return found;
}

const STEPS = ['basicIdea', 'userTinder', 'insightMapping', 'problemShadowing', 'expertChat', 'feedbackCard'] as const;

describe('a round filled by run --autofill', () => {
  it('keeps no text as the founder’s: every step’s input, every result and every pin is the AI’s', async () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('The track is finished.');
    const inputs = await Promise.all(
      STEPS.map(async (type) => {
        const stepId = stepIdOfType(type);
        const input = await unwrap(
          client.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId }, query: {} } }),
        );
        return [type, input.content] as const;
      }),
    );
    const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId }, query: {} } }));
    const results = data.streams.flatMap((stream) => stream.results.map((r) => [r.stepId, r.result] as const));
    const everything = [...inputs, ...results];
    const founder = everything.flatMap(([step, value]) =>
      authorsIn(value)
        .filter(([, author]) => author === 'founder')
        .map(([path]) => `${step} ${path}`),
    );
    expect(founder).toEqual([]);

    // The texts that carry an author say the AI wrote them: the sections, the answers, the chat, the card, the pins.
    const authored = (type: (typeof STEPS)[number]) => [
      ...authorsIn(inputs.find(([t]) => t === type)?.[1]).map(([, a]) => a),
      ...authorsIn(results.find(([stepId]) => stepId === stepIdOfType(type))?.[1]).map(([, a]) => a),
    ];
    for (const type of ['basicIdea', 'insightMapping', 'problemShadowing', 'expertChat', 'feedbackCard'] as const) {
      const authors = authored(type);
      expect(authors.length, type).toBeGreaterThan(0);
      expect(new Set(authors), type).toEqual(new Set(['ai']));
    }
    const card = await json(['pins', 'ls', roundId]);
    expect(card.pins.length).toBeGreaterThanOrEqual(30);
    expect(card.pins.filter((p: { author?: string }) => p.author !== 'ai')).toEqual([]);
    // A mentor's pin drawn from an autofilled answer is AI-inferred, never the founder's claim.
    expect(card.pins.filter((p: { origin: string }) => p.origin === 'user')).toEqual([]);
  });

  it('never says “entered by you”: not in the listings, the whiteboard rows, the CSV or any PDF', async () => {
    const listing = await runCli(['pins', 'ls', roundId], env);
    expect(listing.code, listing.stderr).toBe(0);
    expect(listing.stdout).toContain('AI-generated, filled automatically');
    expect(listing.stdout).not.toContain('entered by you');

    const rows = await runCli(['export', roundId, '--whiteboard'], env);
    expect(rows.code, rows.stderr).toBe(0);
    expect(rows.stdout).not.toContain('entered by you');

    const out = await tempConfigDir();
    const csvPath = join(out, 'pins.csv');
    expect((await runCli(['export', roundId, '--csv', csvPath], env)).code).toBe(0);
    const csv = await readFile(csvPath, 'utf8');
    expect(csv.split('\n')[0]).toContain(',author,');
    expect(csv).not.toContain('entered by you');
    expect(csv).not.toMatch(/,founder,/);

    const pdfs = join(out, 'pdfs');
    await json(['results', 'download', roundId, '--out', pdfs]);
    const names = (await readdir(pdfs)).filter((name) => name.endsWith('.pdf'));
    // Six step PDFs, four reports, the canvas and the closing outputs.
    expect(names.length).toBeGreaterThanOrEqual(11);
    const texts = await Promise.all(
      names.map(async (name) => {
        const { text } = await extractText(new Uint8Array(await readFile(join(pdfs, name))), { mergePages: true });
        return [name, text.replace(/\s+/g, ' ')] as const;
      }),
    );
    expect(texts.filter(([, text]) => /entered by you/i.test(text)).map(([name]) => name)).toEqual([]);
    // The step PDFs say who wrote what instead.
    expect(texts.some(([, text]) => text.includes('AI-generated, filled automatically'))).toBe(true);
  });
});
