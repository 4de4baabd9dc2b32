// How the corpus matches a named detail in a text: whole words, stemmed, a German compound by its last part.
import { describe, expect, it } from 'vitest';
import { holds } from './criteria.js';

describe('a named term held by a text', () => {
  it.each([
    ['Über Packstationen.', 'Packstation', 'de', true],
    ['Sophie, Inhaberin eines Ferienhauses', 'Ferienhausbesitzer|Ferienhaus', 'de', true],
    ['Hütten in den Bergen', 'Berghütte', 'de', false],
    ['Übernachtung auf Berghütten', 'Hütte', 'de', true],
    ['Hundehalterinnen im Viertel', 'Hundehalter', 'de', true],
    ['Inhaber eines Yogastudios', 'Yogastudio', 'de', true],
    ['Die Preise der Kitas', 'Preis', 'de', true],
    ['Abzuholen beim Bioladen um die Ecke', 'abholen', 'de', true],
    ['Two surf shops in the bay', 'surf shop', 'en', true],
    ["The farmers' market on Saturdays", 'farmers market|market', 'en', true],
    ['Automated invoices', 'auto', 'en', false],
    ['A shop for surfers', 'surf shop', 'en', false],
  ] as const)('%j holds %j (%s): %s', (text, term, lang, expected) => {
    expect(holds(text, term, lang)).toBe(expected);
  });
});
