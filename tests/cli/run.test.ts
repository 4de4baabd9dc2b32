import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/harness/cli.js';
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
    // The round had its default title: it is named after the card now, and the save says so (once).
    expect(saved.renamedTo).toBe(saved.file.identifer.replace(/\.pdf$/, ''));
    const again = await json(['step', 'save', roundId]);
    expect(again.file.identifer).toMatch(/\.pdf$/);
    expect(again.renamedTo).toBeUndefined();
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
