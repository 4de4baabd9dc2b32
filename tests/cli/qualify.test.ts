// The Qualify stream from the terminal (issue: User Tinder and User Insight Mapping): step show / autofill / save
// on both steps print readable text and the contract's shapes (`run --autofill` through both streams is in
// validate.test.ts).
import { loadContract } from '@idea-studio/openapi';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let env: Record<string, string>;
let shapeOf: (name: string) => (value: unknown) => string[];

beforeAll(async () => {
  ({ server, env } = await startCliSession());
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...(await loadContract()), $id: 'contract' });
  shapeOf = (name) => {
    const validate = ajv.getSchema(`contract#/components/schemas/${name}`)!;
    return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
  };
});
afterAll(async () => {
  await server?.close();
});

const json = (args: string[]) => cliJson(env, args);

describe('the Qualify stream from the CLI', () => {
  it('works User Tinder and User Insight Mapping step by step', async () => {
    const { roundId } = await json(['track', 'start', '--name', 'Mobile dog grooming for busy owners']);
    await json(['next', roundId]);
    await json(['step', 'autofill', roundId]);
    await json(['step', 'save', roundId]);
    await json(['next', roundId]);

    // User Tinder: nothing sorted yet, then the AI's personas sorted by the documented rule.
    const before = await runCli(['step', 'show', roundId], env);
    expect(before.stdout).toContain('User Tinder (STEP 2/3)');
    expect(before.stdout).toContain('No personas loaded yet');
    const sorted = await json(['step', 'autofill', roundId]);
    expect(shapeOf('TinderInput')(sorted)).toEqual([]);
    const total = sorted.positivePersonas.length + sorted.negativePersonas.length;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(10);
    expect(sorted.positivePersonas.length).toBeGreaterThan(0);
    expect(sorted.negativePersonas.length).toBeGreaterThan(0); // sceptics and anti-users are no match
    expect(sorted.queuedPersonas).toEqual([]);
    const main = sorted.positivePersonas[0];
    expect(main.image).toMatch(/^persona-[a-z-]+-(male|female|diverse)-[12]$/);

    const shown = await runCli(['step', 'show', roundId], env);
    expect(shown.stdout).toContain(`Main persona: ${main.name}`);
    expect(shown.stdout).toContain('✓');
    expect(shown.stdout).toContain('✗');
    for (const p of sorted.negativePersonas) expect(shown.stdout).toContain(p.name);

    const saved = await json(['step', 'save', roundId]);
    expect(shapeOf('TinderResult')(saved.result.result)).toEqual([]);
    expect(saved.result.result.main_persona).toMatchObject({ name: main.name, created: expect.any(Number) });
    expect(saved.result.result.rejected_users).toHaveLength(sorted.negativePersonas.length);
    await json(['next', roundId]);

    // User Insight Mapping: refused while empty, then all four questions answered about the main persona.
    const empty = await runCli(['step', 'save', roundId], env);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Every question needs at least one answer');
    const map = await json(['step', 'autofill', roundId]);
    expect(shapeOf('InsightMappingInput')(map)).toEqual([]);
    expect(map.persona.name).toBe(main.name);
    expect(map.suggestionStorage.every((answers: unknown[]) => answers.length >= 3)).toBe(true);
    const mapShown = await runCli(['step', 'show', roundId], env);
    expect(mapShown.stdout).toContain(`What does ${main.name} hear?`);
    expect(mapShown.stdout).toContain(`What frustrates ${main.name} most?`);
    const result = await json(['step', 'save', roundId]);
    expect(shapeOf('EmpathyMap')(result.result.result)).toEqual([]);

    const files = await json(['results', 'ls', roundId]);
    expect(files.map((f: { stepId: string }) => f.stepId).sort()).toEqual(
      [stepIdOfType('basicIdea'), stepIdOfType('userTinder'), stepIdOfType('insightMapping')].sort(),
    );
  });
});
