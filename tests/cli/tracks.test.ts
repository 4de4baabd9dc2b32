// The CLI's track and result commands against a real server: start, ls, status, results ls/download, rename, rm.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserData } from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { saveSampleBasicIdea } from '../src/harness/rounds.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let user: UserData;
let env: Record<string, string>;

beforeAll(async () => {
  ({ server, user, env } = await startCliSession());
});
afterAll(async () => {
  await server?.close();
});

const json = (args: string[]) => cliJson(env, args);

describe('idea-studio track and results', () => {
  it('start → ls → status → results download → rename → rm', async () => {
    const started = await json(['track', 'start', '--name', 'Solar kiosks']);
    expect(started).toMatchObject({ name: 'Solar kiosks', trackId: 'Clu-4-HBY', finished: 0 });
    const roundId: string = started.roundId;

    const human = await runCli(['track', 'ls'], env);
    expect(human.stdout).toContain(`${roundId}  Solar kiosks`);
    expect((await json(['track', 'ls'])).map((t: { roundId: string }) => t.roundId)).toContain(roundId);

    // A result saved the way the web saves one: a PDF result file and the step result pointing to it.
    await saveSampleBasicIdea(server, user, roundId);

    const status = await json(['track', 'status', roundId]);
    const qualify = status.streams.find((s: { id: string }) => s.id === 'J1S-8At2nL');
    expect(qualify.progress).toBe(33);
    expect(qualify.steps.map((s: { done: boolean }) => s.done)).toEqual([true, false, false]);
    const statusText = await runCli(['track', 'status', roundId], env);
    expect(statusText.stdout).toMatch(/✓ Basic Idea/);

    const files = await json(['results', 'ls', roundId]);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileName: 'Sunbox.pdf', fileType: 'basic_idea' });

    const out = await tempConfigDir();
    const downloaded = await runCli(['results', 'download', roundId, '--out', out], env);
    expect(downloaded.code).toBe(0);
    expect(downloaded.stdout).toContain(`Saved ${join(out, 'Sunbox.pdf')}`);
    const bytes = await readFile(join(out, 'Sunbox.pdf'));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Power where the grid ends');

    const renamed = await json(['track', 'rename', roundId, 'Sunbox']);
    expect(renamed.name).toBe('Sunbox');

    expect(await json(['track', 'rm', roundId])).toEqual({ deleted: true, roundId });
    const gone = await runCli(['track', 'status', roundId], env);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/not found|Not found/i);
  });

  it('results download of a file that does not exist fails with exit code 1', async () => {
    const started = await json(['track', 'start']);
    expect(started.name).toMatch(/^My Business Model Canvas \d{4}-\d{2}-\d{2}$/);
    const r = await runCli(['results', 'download', started.roundId, '--file', 'nope'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('has no result file nope');
  });
});
