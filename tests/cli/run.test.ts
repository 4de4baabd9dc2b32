// `idea-studio run --autofill` against a real server with the offline AI: it walks the round from the start
// view through Basic Idea, saving a real result PDF, and stops at the first step the CLI cannot work yet.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
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

describe('idea-studio run --autofill', () => {
  it('leaves a Basic Idea result PDF and stops where the CLI cannot go on', async () => {
    const { roundId } = await json(['track', 'start', '--name', 'Rural kiosks without grid power']);

    const refused = await runCli(['next', roundId], env);
    expect(refused.code).toBe(0); // from the start view Next needs no result
    const blocked = await runCli(['next', roundId], env);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain('You have no Result saved!');

    const r = await runCli(['run', roundId, '--autofill'], env);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/Basic Idea: saved .+\.pdf/);
    expect(r.stdout).toContain('User Tinder cannot be worked from the CLI yet');

    const status = await json(['track', 'status', roundId]);
    expect(status.position.stepId).toBe('jKHo2wIzi');
    expect(status.streams[0].steps[0]).toMatchObject({ id: 'MMUT2vQla', done: true });

    const files = await json(['results', 'ls', roundId]);
    expect(files).toHaveLength(1);
    expect(files[0].fileType).toBe('basic_idea');
    // The title typed at the start stays: the file's name replaces only the default title.
    expect(status.name).toBe('Rural kiosks without grid power');

    const out = await tempConfigDir();
    await json(['results', 'download', roundId, '--out', out]);
    const { text } = await extractText(new Uint8Array(await readFile(join(out, files[0].fileName))), {
      mergePages: true,
    });
    expect(text).toContain('Basic Idea');
    expect(text.toLowerCase()).toContain('kiosk');
  });

  it('step show / autofill / save work on the current step, and save refuses empty sections', async () => {
    const { roundId } = await json(['track', 'start']);
    await json(['next', roundId]);
    const empty = await runCli(['step', 'save', roundId], env);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('needs all three sections');

    const filled = await json(['step', 'autofill', roundId]);
    expect(filled.map((e: { type: string }) => e.type)).toEqual(['PROBLEM', 'TARGET USER', 'SOLUTION']);
    expect(filled.every((e: { content: string }) => e.content.length > 10)).toBe(true);

    const shown = await runCli(['step', 'show', roundId], env);
    expect(shown.stdout).toContain('The problem I solve:');
    expect(shown.stdout).toContain('no result saved yet');

    const saved = await json(['step', 'save', roundId]);
    expect(saved.fileName).toMatch(/\.pdf$/);
    const again = await json(['step', 'save', roundId]);
    expect(again.fileName).toMatch(/\.pdf$/);
    // Saving again replaces the result and its file.
    expect(await json(['results', 'ls', roundId])).toHaveLength(1);
  });
});
