// Track names from the CLI against a real server: at most 120 characters (refused before any call, with the
// rule's message), and Save Result names the round after its file only while it has the default title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let env: Record<string, string>;

beforeAll(async () => {
  ({ server, env } = await startCliSession());
});
afterAll(async () => {
  await server?.close();
});

const json = (args: string[]) => cliJson(env, args);
const LIMIT = 'Invalid input: A track name can have at most 120 characters.';

describe('idea-studio track names', () => {
  it('track start --name and track rename refuse more than 120 characters', async () => {
    const tooLong = 'x'.repeat(121);
    const start = await runCli(['track', 'start', '--name', tooLong], env);
    expect(start.code).toBe(1);
    expect(start.stderr.trim()).toBe(LIMIT);

    const { roundId } = await json(['track', 'start', '--name', 'x'.repeat(120)]);
    const rename = await runCli(['track', 'rename', roundId, tooLong], env);
    expect(rename.code).toBe(1);
    expect(rename.stderr.trim()).toBe(LIMIT);
    expect((await json(['track', 'status', roundId])).name).toBe('x'.repeat(120));
  });

  it('step save names a round with the default title after the result file, and keeps a typed one', async () => {
    const named = await json(['track', 'start', '--name', 'Night market lights']);
    const plain = await json(['track', 'start']);
    for (const round of [named, plain]) {
      await json(['next', round.roundId]);
      await json(['step', 'autofill', round.roundId]);
    }
    await json(['step', 'save', named.roundId]);
    const savedPlain = await json(['step', 'save', plain.roundId]);
    expect((await json(['track', 'status', named.roundId])).name).toBe('Night market lights');
    expect((await json(['track', 'status', plain.roundId])).name).toBe(savedPlain.file.identifer.replace(/\.pdf$/, ''));
  });
});
