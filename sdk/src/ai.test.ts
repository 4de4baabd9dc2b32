import { describe, expect, it } from 'vitest';
import { whiteboardText } from './ai.js';

describe('the whiteboard export text', () => {
  it.each([
    [
      'Here are 2 pins:\n| Price | Ask five owners | Mara |\n| Van | Insure it | Priya |',
      '| Price | Ask five owners | Mara |\n| Van | Insure it | Priya |',
    ],
    ['| A | B | C |', '| A | B | C |'],
    ['No table at all', ''],
  ])('%j is cut from the first pipe', (answer, text) => {
    expect(whiteboardText(answer)).toBe(text);
  });
});
