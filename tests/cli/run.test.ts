// `idea-studio run --autofill` against a real server with the offline AI: it walks the round from the start
// view through every step, saving real result PDFs, to the end of the track (the Qualify and Validate streams' own
// journeys are in qualify.test.ts, validate.test.ts and feedback.test.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { stepIdOfType, stepOfType } from '../src/harness/reference.js';
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
  it('leaves result PDFs and finishes the track', async () => {
    const { roundId } = await json(['track', 'start', '--name', 'Rural kiosks without grid power']);

    const refused = await runCli(['next', roundId], env);
    expect(refused.code).toBe(0); // from the start view Next needs no result
    const blocked = await runCli(['next', roundId], env);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain('You have no Result saved!');

    const r = await runCli(['run', roundId, '--autofill'], env);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/Basic Idea: saved .+\.pdf/);
    expect(r.stdout).toContain('The track is finished.');

    const status = await json(['track', 'status', roundId]);
    expect(status.finished).toBeTruthy();
    expect(status.streams[0].steps[0]).toMatchObject({ id: stepIdOfType('basicIdea'), done: true });

    const files = await json(['results', 'ls', roundId]);
    // Six step PDFs, the four reports and the Business Model Canvas; then the closing outputs (closing.test.ts).
    expect(files.filter((f: { stepId: string }) => f.stepId !== 'closing-stream')).toHaveLength(11);
    expect(r.stdout).toContain(`/projectpage?pid=${roundId}`);
    const basicIdea = files.find((f: { stepId: string }) => f.stepId === stepIdOfType('basicIdea'));
    expect(basicIdea.fileType).toBe('basic_idea');
    // The title typed at the start stays: the file's name replaces only the default title.
    expect(status.name).toBe('Rural kiosks without grid power');

    const out = await tempConfigDir();
    await json(['results', 'download', roundId, '--out', out]);
    const { text } = await extractText(new Uint8Array(await readFile(join(out, basicIdea.fileName))), {
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
    // --json prints the contract's shapes: the step, its saved input entries and its result.
    const view = await json(['step', 'show', roundId]);
    expect(view).toMatchObject({ roundId, stepNumber: 1, stepCount: 3, step: { type: 'basicIdea' }, result: null });
    expect(view.input).toEqual(filled);

    const saved = await json(['step', 'save', roundId]);
    expect(saved.file.identifer).toMatch(/\.pdf$/);
    expect(saved.result).toMatchObject({ stepId: stepIdOfType('basicIdea'), name: 'basicIdea' });
    expect(saved.result.result.name).toEqual(expect.any(String));
    const again = await json(['step', 'save', roundId]);
    expect(again.file.identifer).toMatch(/\.pdf$/);
    // Saving again replaces the result and its file.
    expect(await json(['results', 'ls', roundId])).toHaveLength(1);
  });

  it('back moves one step back without a result; next is refused again until the step has one', async () => {
    const { roundId } = await json(['track', 'start', '--name', 'Laundry pickup for night nurses']);
    const atStart = await runCli(['back', roundId], env);
    expect(atStart.code).toBe(0);
    expect(atStart.stdout).toContain('start view');
    expect(await json(['back', roundId])).toMatchObject({ home: true });

    await json(['next', roundId]);
    await json(['step', 'autofill', roundId]);
    await json(['step', 'save', roundId]);
    await json(['next', roundId]);
    expect((await json(['track', 'status', roundId])).position.stepId).toBe(stepIdOfType('userTinder'));

    const back = await runCli(['back', roundId], env);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain('Now at Basic Idea.');
    expect((await json(['track', 'status', roundId])).position).toEqual({
      streamId: stepOfType('basicIdea').streamId,
      stepId: stepIdOfType('basicIdea'),
    });
    expect(await json(['back', roundId])).toEqual({
      streamId: stepOfType('basicIdea').streamId,
      stepId: `initial-${stepOfType('basicIdea').streamId}`,
      finished: 0,
    });

    // Forward again: the Basic Idea keeps its result, User Tinder has none.
    await json(['next', roundId]);
    await json(['next', roundId]);
    const blocked = await runCli(['next', roundId], env);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain('You have no Result saved!');
  });
});
