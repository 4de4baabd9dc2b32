import type { StepField } from '@idea-studio/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The prompts answer from a queue, so the walk's questions and the founder's answers can be checked without a TTY.
const answers: unknown[] = [];
const asked: Array<{ kind: string; message: string; choices?: string[]; default?: string }> = [];
vi.mock('@inquirer/prompts', () => ({
  select: async (config: { message: string; choices: Array<{ name: string; value: unknown }> }) => {
    asked.push({ kind: 'select', message: config.message, choices: config.choices.map((c) => c.name) });
    const name = answers.shift();
    return config.choices.find((c) => c.name === name || c.value === name)?.value;
  },
  input: async (config: { message: string; default?: string }) => {
    asked.push({ kind: 'input', message: config.message, default: config.default });
    const text = answers.shift();
    return text === undefined ? (config.default ?? '') : text;
  },
}));

const { terminalAsker } = await import('./terminalAsker.js');

const field = (extra: Partial<StepField> = {}): StepField => ({
  name: 'users',
  label: { en: 'The first people who use it', de: 'Die ersten Menschen, die mein Produkt nutzen' },
  value: '',
  open: true,
  ...extra,
});
const said: string[] = [];
const asker = terminalAsker('en', (line) => said.push(line));

beforeEach(() => {
  answers.length = 0;
  asked.length = 0;
  said.length = 0;
});

describe('the founder answering in a terminal', () => {
  it('types their own words: the founder’s', async () => {
    answers.push('Answer in my own words', 'Bakers in small towns');
    expect(await asker.ask(field(), async () => ['AI text'])).toEqual({ value: 'Bakers in small towns' });
    expect(asked[0]).toEqual({
      kind: 'select',
      message: 'The first people who use it',
      choices: ['Answer in my own words', "Take one of the AI's suggestions", 'Leave it empty for now', 'Stop here'],
    });
  });

  it('takes a suggestion as it is (the AI’s, accepted) or edits it into their own', async () => {
    answers.push("Take one of the AI's suggestions", 'Second idea', undefined);
    expect(await asker.ask(field(), async () => ['First idea', 'Second idea'])).toEqual({
      value: 'Second idea',
      author: 'ai-accepted',
    });
    expect(said).toEqual(['The AI suggests…']);
    answers.push("Take one of the AI's suggestions", 'First idea', 'First idea, for bakers only');
    expect(await asker.ask(field(), async () => ['First idea', 'Second idea'])).toEqual({
      value: 'First idea, for bakers only',
    });
  });

  it('keeps a saved text, and editing it back to what it was keeps it too', async () => {
    const saved = field({ value: 'Bakers', author: 'ai', open: false });
    answers.push('Keep it as it is (now: Bakers)');
    expect(await asker.ask(saved)).toBe('skip');
    answers.push('Answer in my own words', 'Bakers ');
    expect(await asker.ask(saved)).toBe('skip');
    // Without suggestions the step offers none to take.
    expect(asked[0]?.choices).toEqual(['Answer in my own words', 'Keep it as it is (now: Bakers)', 'Stop here']);
  });

  it('answers a round of the chat by an option’s letter, or stops', async () => {
    const round = field({ name: 'round.2', label: { en: 'Round 2', de: 'Runde 2' }, question: 'Would you pay?' });
    const withOptions = { ...round, options: ['Yes.', 'Maybe.', 'No.'] };
    answers.push('b) Maybe.');
    expect(await asker.ask(withOptions, async () => withOptions.options)).toEqual({ value: 'b' });
    expect(asked[0]?.message).toBe('Round 2: Would you pay?');
    expect(asked[0]?.choices).toEqual([
      'a) Yes.',
      'b) Maybe.',
      'c) No.',
      'Answer in my own words',
      'Leave it empty for now',
      'Stop here',
    ]);
    answers.push('Stop here');
    expect(await asker.ask(withOptions)).toBe('stop');
  });
});
