import { describe, expect, it } from 'vitest';
import { PASSAGE_LENGTH, splitPassages } from './chunk.js';

describe('splitPassages', () => {
  it('keeps short text as one passage and collapses whitespace inside paragraphs', () => {
    expect(splitPassages('  Hello   world.\nSecond  line.  ')).toEqual(['Hello world. Second line.']);
    expect(splitPassages('')).toEqual([]);
    expect(splitPassages('\n\n \n')).toEqual([]);
  });

  it('packs whole paragraphs up to the passage length, joined by a blank line', () => {
    const paragraph = (n: number) => `Paragraph ${n} ${'x'.repeat(280)}.`;
    const text = [1, 2, 3, 4, 5].map(paragraph).join('\n\n');
    const passages = splitPassages(text);
    expect(passages).toEqual([
      `${paragraph(1)}\n\n${paragraph(2)}`,
      `${paragraph(3)}\n\n${paragraph(4)}`,
      paragraph(5),
    ]);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(PASSAGE_LENGTH);
  });

  it('cuts a long paragraph at sentence ends, never inside a sentence that fits', () => {
    const sentences = Array.from(
      { length: 30 },
      (_, i) => `Sentence number ${i} tells about Grüße and more words here!`,
    );
    const passages = splitPassages(sentences.join(' '));
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(PASSAGE_LENGTH);
      expect(passage).toMatch(/^Sentence number \d+ .*here!$/);
    }
    expect(passages.join(' ')).toBe(sentences.join(' '));
  });

  it('cuts an endless sentence at spaces and an endless word hard', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const passages = splitPassages(words, 100);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(100);
    expect(passages.join(' ')).toBe(words);
    const long = 'a'.repeat(250);
    expect(splitPassages(long, 100)).toEqual(['a'.repeat(100), 'a'.repeat(100), 'a'.repeat(50)]);
  });
});
