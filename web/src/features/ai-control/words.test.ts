import { describe, expect, it } from 'vitest';
import { asText, isValidText, limitRows, MAX_ROWS, rowCount, typedWords } from './words';

describe('text control word rules (part 2 §5)', () => {
  it.each([
    // value, minWords, valid
    ['', 1, false],
    ['idea', 1, true],
    ['idea ', 1, true],
    ['two words', 3, false],
    ['three short words', 3, true],
    ['three short ', 3, false],
    ['four words are here', 3, true],
    ['a b c ', 3, true],
    [42, 1, true],
    [null, 1, false],
  ])('%j with minimum %i is valid: %s', (value, minWords, valid) => {
    expect(isValidText(value, minWords)).toBe(valid);
  });

  it('coerces the value to a string', () => {
    expect(asText(12)).toBe('12');
    expect(asText(undefined)).toBe('');
    expect(asText(false)).toBe('false');
  });

  it('counts typed words for the notice without empty pieces', () => {
    expect(typedWords('one  two')).toBe(2);
    expect(typedWords('one two three')).toBe(3);
    expect(typedWords('')).toBe(0);
  });
});

describe('the 30-row limit', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

  it('keeps text with up to 30 rows', () => {
    expect(limitRows(lines(MAX_ROWS))).toBe(lines(MAX_ROWS));
  });

  it('drops the last character of input that would make a 31st row', () => {
    expect(limitRows(`${lines(MAX_ROWS)}\n`)).toBe(lines(MAX_ROWS));
  });

  it('cuts pasted text back to 30 rows', () => {
    expect(rowCount(limitRows(lines(40)))).toBe(MAX_ROWS);
  });
});
