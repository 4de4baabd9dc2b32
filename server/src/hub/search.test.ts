import { describe, expect, it } from 'vitest';
import { searchTerms } from './search.js';

describe('searchTerms', () => {
  it('keeps the significant words, lower-cased, once each', () => {
    expect(searchTerms('What are the Bakeries in München? bakeries!')).toEqual(['bakeries', 'münchen']);
    expect(searchTerms('Wie groß ist der Markt für Äpfel')).toEqual(['groß', 'markt', 'äpfel']);
  });

  it('leaves nothing of full-text syntax: quotes, operators, brackets, prefixes, column filters', () => {
    expect(searchTerms('"foo" OR (bar* -')).toEqual(['foo', 'bar']);
    expect(searchTerms("title:x NEAR(a b) 'c' & !d <-> e:*")).toEqual(['title', 'near']);
    for (const term of searchTerms('a"b\'c(d)e*f-g:h^i{j}k|l&m!n<o>p+q~r')) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it('falls back to stop words and single characters when nothing else is left, and caps the count', () => {
    expect(searchTerms('the and')).toEqual(['the', 'and']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('*** --- """')).toEqual([]);
    expect(searchTerms(Array.from({ length: 50 }, (_, i) => `word${i}`).join(' '))).toHaveLength(24);
  });
});
