// The Validate stream's conversations from the terminal (issue: Problem Shadowing and the Solution Expert Chat):
// step show / autofill / save on both steps print readable text and the contract's shapes, and `run --autofill`
// walks a round from Basic Idea to the end of the track, leaving six result PDFs about the same persona.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContract } from '@idea-studio/openapi';
import { bestFittingOption, stripOptionLabel } from '@idea-studio/sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { stepIdOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let env: Record<string, string>;
let shapeOf: (name: string) => (value: unknown) => string[];

beforeAll(async () => {
  // Every CLI command logs in with the API key: this journey runs more of them in a minute than the default
  // auto-login limit allows one address.
  ({ server, env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
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

async function pdfText(roundId: string, fileName: string): Promise<string> {
  const out = await tempConfigDir();
  await json(['results', 'download', roundId, '--out', out]);
  const { text } = await extractText(new Uint8Array(await readFile(join(out, fileName))), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the Validate stream from the CLI', () => {
  it('works Problem Shadowing and the expert chat step by step', async () => {
    const { roundId } = await json(['track', 'start', '--name', 'Mobile dog grooming for busy owners']);
    await json(['next', roundId]);
    for (let step = 0; step < 3; step++) {
      await json(['step', 'autofill', roundId]);
      await json(['step', 'save', roundId]);
      await json(['next', roundId]);
    }
    // From the end of the Qualify stream (its closing view) on to the Validate stream's first step.
    for (
      let moves = 0;
      moves < 3 && (await json(['track', 'status', roundId])).position.stepId !== stepIdOfType('problemShadowing');
      moves++
    ) {
      await json(['next', roundId]);
    }
    const view = await json(['step', 'show', roundId]);
    expect(view.step.type).toBe('problemShadowing');
    const files0: Array<{ stepId: string; fileName: string }> = await json(['results', 'ls', roundId]);
    expect(files0).toHaveLength(3);

    // Problem Shadowing: refused while open, then every situation answered about the main persona.
    const before = await runCli(['step', 'show', roundId], env);
    expect(before.stdout).toContain('Problem Shadowing (STEP 1/3)');
    expect(before.stdout).toContain('No situations yet');
    const empty = await runCli(['step', 'save', roundId], env);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Please answer every situation');
    const entries: Array<{ type: string; content: string }> = await json(['step', 'autofill', roundId]);
    for (const entry of entries) expect(shapeOf('StepInputEntry')(entry)).toEqual([]);
    const main = entries.find((e) => e.type === 'target user')!.content;
    expect(main.split(' ').length).toBeGreaterThanOrEqual(2);
    const situations = entries.filter((e) => !['target user', 'idea summary', 'situation'].includes(e.type));
    expect(situations.length).toBeGreaterThanOrEqual(3);
    expect(situations.every((s) => s.content.trim().length > 0)).toBe(true);
    const shown = await runCli(['step', 'show', roundId], env);
    expect(shown.stdout).toContain(`Target user: ${main}`);
    expect(shown.stdout).toContain('A day in the life:');
    expect(shown.stdout).toContain(`✓ 1. ${situations[0]!.type.replace(/\s*(…|\.\.\.)$/, '')}`);
    const shadowing = await json(['step', 'save', roundId]);
    expect(shapeOf('ShadowingResult')(shadowing.result.result)).toEqual([]);
    expect(shadowing.result.result.target_user).toBe(main);
    await json(['next', roundId]);

    // The expert chat: refused before four rounds, then Answer for me in each round.
    const chatBefore = await runCli(['step', 'show', roundId], env);
    expect(chatBefore.stdout).toContain('Solution Expert Chat (STEP 2/3)');
    expect(chatBefore.stdout).toContain('No chat yet');
    const open = await runCli(['step', 'save', roundId], env);
    expect(open.code).toBe(1);
    expect(open.stderr).toContain('Please answer all four rounds');
    const chat = await json(['step', 'autofill', roundId]);
    expect(shapeOf('ExpertChatInput')(chat)).toEqual([]);
    expect(chat.activeStep).toBe(4);
    expect(chat.selectedPersona.name).toBe(main);
    expect(chat.selectedInterViewPartner.name).toBe('Mira Skylark');
    for (const control of chat.controls) {
      const [entry] = control.chat;
      expect(entry.options).toHaveLength(3);
      // Answer for me chose the reaction that fits the persona best (not always a), kept without its label.
      expect(control.value).toBe(stripOptionLabel(entry.options[bestFittingOption(entry, chat.selectedPersona)]));
    }
    const chatShown = await runCli(['step', 'show', roundId], env);
    for (const round of [1, 2, 3, 4]) expect(chatShown.stdout).toContain(`ROUND ${round}/4`);
    expect(chatShown.stdout).toContain(`✓ ${chat.controls[3].value}`);
    const saved = await json(['step', 'save', roundId]);
    const result = saved.result.result;
    expect(shapeOf('ExpertChatResult')(result)).toEqual([]);
    expect(result.transcript).toHaveLength(4);
    expect(result.objections.length).toBeGreaterThan(0);

    const text = await pdfText(roundId, saved.file.identifer);
    expect(text).toContain('Chosen answer');
    expect(text).toContain(main);
    expect(text).toContain('Objections');
  });

  it('run --autofill walks from Basic Idea to the end of the track, then the reports and the canvas: eleven PDFs besides the closing outputs', async () => {
    const { roundId } = await json(['track', 'start', '--name', 'Bread rescue for Berlin bakeries']);
    const r = await runCli(['run', roundId, '--autofill'], env);
    expect(r.code, r.stderr).toBe(0);
    for (const step of [
      'Basic Idea',
      'User Tinder',
      'User Insight Mapping',
      'Problem Shadowing',
      'Solution Expert Chat',
      'Feedback Card',
    ]) {
      expect(r.stderr).toMatch(new RegExp(`${step}: saved .+\\.pdf`));
    }
    expect(r.stdout).toContain('The track is finished.');
    // At the end: the four reports and the canvas drawn from them.
    for (const made of [
      'Market Potential Report: made',
      'Mentor Feedback Report: made',
      'Business Model Canvas: made',
    ]) {
      expect(r.stderr).toContain(made);
    }

    const all: Array<{ stepId: string; fileName: string }> = await json(['results', 'ls', roundId]);
    // Six step PDFs, four reports and the canvas; the closing outputs besides them are proven in closing.test.ts.
    const files = all.filter((f) => f.stepId !== 'closing-stream');
    expect(files).toHaveLength(11);
    const fileOf = (type: Parameters<typeof stepIdOfType>[0]) => files.find((f) => f.stepId === stepIdOfType(type))!;
    // The Tinder file is named after the main persona; every later PDF is about that persona.
    const name = fileOf('userTinder').fileName.replace(/\.pdf$/, '');
    expect(name.split(' ').length).toBeGreaterThanOrEqual(2);
    for (const type of ['userTinder', 'insightMapping', 'problemShadowing', 'expertChat'] as const) {
      expect(await pdfText(roundId, fileOf(type).fileName), type).toContain(name);
    }
    const shadowing = await pdfText(roundId, fileOf('problemShadowing').fileName);
    for (const heading of ['Day in life story', 'Situation', 'Core problem', 'Needs and barriers']) {
      expect(shadowing).toContain(heading);
    }
    expect(shadowing.toLowerCase()).toContain('bread');

    // The Feedback Card: the 30 pins Ship needs, by mentor, each with where it comes from.
    const card = await json(['pins', 'ls', roundId]);
    expect(card.pins.length).toBeGreaterThanOrEqual(30);
    const feedback = await pdfText(roundId, fileOf('feedbackCard').fileName);
    // Autofill talked to the mentors as the AI: every pin says so, none claims the founder's words.
    for (const text of ['Mara', 'Kenji', name, 'AI-generated, filled automatically']) expect(feedback).toContain(text);
    expect(feedback).not.toContain('entered by you');
  });
});
