import { type StepField, StepFieldError, type StepFields, type StepFieldValue } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import {
  fieldLines,
  parseAnswers,
  parseInputFile,
  parseJsonText,
  parseSetPairs,
  scriptedAsker,
  walkFields,
} from './fields.js';

describe('--set name=value', () => {
  it('splits each pair at its first "=", keeping the order and any further "=" in the value', () => {
    expect(parseSetPairs(['problem=Bakeries throw bread away', ' round.2 =a=b', 'users='])).toEqual([
      { name: 'problem', value: 'Bakeries throw bread away' },
      { name: 'round.2', value: 'a=b' },
      { name: 'users', value: '' },
    ]);
  });

  it.each([
    ['problem', '--set takes name=value, not "problem".'],
    ['=text', '--set "=text" names no field.'],
  ])('refuses %j with a clear message, in German too', (pair, message) => {
    const error = (() => {
      try {
        parseSetPairs([pair]);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(StepFieldError);
    expect((error as Error).message).toBe(message);
    expect((error as StepFieldError).in('de')).toMatch(/^--set /);
  });
});

describe('--file input.json', () => {
  it('reads an object of field names and texts in the file’s order', () => {
    expect(parseInputFile(parseJsonText('{"solution": "A van", "problem": "No bread"}', 'in.json'), 'in.json')).toEqual(
      [
        { name: 'solution', value: 'A van' },
        { name: 'problem', value: 'No bread' },
      ],
    );
  });

  it.each([
    ['[1]', 'in.json must hold a JSON object'],
    ['{"problem": 3}', 'The value of problem must be text.'],
    ['{nope', 'in.json is not JSON'],
  ])('refuses %s', (text, message) => {
    expect(() => parseInputFile(parseJsonText(text, 'in.json'), 'in.json')).toThrow(message);
  });
});

describe('the answers of step answer --answers', () => {
  it('take own words, a suggestion by its number and null to leave a field', () => {
    const answers = parseAnswers({ problem: 'Mine', users: { suggestion: 2 }, solution: null }, '-');
    expect([...answers]).toEqual([
      ['problem', 'Mine'],
      ['users', { suggestion: 2 }],
      ['solution', null],
    ]);
  });

  it.each([[{ problem: 3 }], [{ problem: { suggestion: 0 } }], [{ problem: { pick: 1 } }], [['a']]])(
    'refuse %j',
    (json) => {
      expect(() => parseAnswers(json, 'answers.json')).toThrow(StepFieldError);
    },
  );
});

/** Fields like the chat's: round n exists once round n - 1 is answered, and an answered round is locked. */
function chatLike(rounds = 3) {
  const answers: StepFieldValue[] = [];
  const fields: Pick<StepFields, 'read' | 'write' | 'suggest'> = {
    read: async () =>
      Array.from({ length: Math.min(rounds, answers.length + 1) }, (_, i): StepField => {
        const answer = answers[i];
        return {
          name: `round.${i + 1}`,
          label: { en: `Round ${i + 1}`, de: `Runde ${i + 1}` },
          question: `Question ${i + 1}?`,
          value: answer?.value ?? '',
          ...(answer ? { author: answer.author ?? 'founder', locked: true } : { options: ['Yes', 'No'] }),
          open: !answer,
        };
      }),
    write: async (_ctx, values) => {
      answers.push(...values);
      return answers;
    },
    suggest: async (_ctx, name) => [`AI answer to ${name}`],
  };
  return { fields, answers };
}

// biome-ignore lint/suspicious/noExplicitAny: the fake fields never look at the step
const ctx = {} as any;

describe('walking the fields', () => {
  it('asks each field once, writes each answer at once and goes on to the field that opens after it', async () => {
    const { fields, answers } = chatLike();
    const asker = scriptedAsker(
      parseAnswers({ 'round.1': 'b', 'round.2': 'Only when it rains, honestly.', 'round.3': { suggestion: 1 } }, '-'),
    );
    expect(await walkFields(fields, ctx, asker)).toBe(3);
    expect(answers).toEqual([
      { name: 'round.1', value: 'b' },
      { name: 'round.2', value: 'Only when it rains, honestly.' },
      // The AI's suggestion taken as it is: accepted, not the founder's own.
      { name: 'round.3', value: 'Yes', author: 'ai-accepted' },
    ]);
    expect(asker.unasked()).toEqual([]);
  });

  it('leaves a field the answers do not name, and reports answers that were never asked for', async () => {
    const { fields, answers } = chatLike();
    const asker = scriptedAsker(parseAnswers({ 'round.1': null, 'round.2': 'Too late', rund: 'x' }, '-'));
    expect(await walkFields(fields, ctx, asker)).toBe(0);
    expect(answers).toEqual([]);
    // round.2 never opened (round.1 was left), and "rund" is no field.
    expect(asker.unasked()).toEqual(['round.2', 'rund']);
  });

  it('refuses a suggestion for a field the step offers none for', async () => {
    const { fields } = chatLike();
    const plain = {
      read: async () => [{ name: 'message.x', label: { en: 'To X', de: 'An X' }, value: '', open: true }],
      write: fields.write,
    };
    const asker = scriptedAsker(parseAnswers({ 'message.x': { suggestion: 1 } }, '-'));
    await expect(walkFields(plain, ctx, asker)).rejects.toThrow('message.x has no suggestion 1 (the AI offered 0).');
  });

  it('refuses a suggestion number the AI did not offer', async () => {
    const { fields } = chatLike();
    const asker = scriptedAsker(parseAnswers({ 'round.1': { suggestion: 4 } }, '-'));
    await expect(walkFields(fields, ctx, asker)).rejects.toThrow('round.1 has no suggestion 4 (the AI offered 2).');
  });
});

describe('the fields as step input --show prints them', () => {
  it('name each field with its question, the value with who wrote it, and the open one’s options', async () => {
    const { fields } = chatLike();
    await fields.write(ctx, [{ name: 'round.1', value: 'My own words' }]);
    const lines = fieldLines(await fields.read(ctx), 'en');
    expect(lines).toEqual([
      '  round.1  Round 1: Question 1?',
      '    ✓ My own words [entered by you]',
      '  round.2  Round 2: Question 2?',
      '    · open',
      '      a) Yes',
      '      b) No',
    ]);
    expect(fieldLines(await fields.read(ctx), 'de')[1]).toBe('    ✓ My own words [von dir eingegeben]');
  });
});
