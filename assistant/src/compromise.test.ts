import { createRequire } from 'node:module';
import type Compromise from 'compromise';
import { describe, expect, it } from 'vitest';
import nlp, { inflectNoun, isDocumentKept } from './compromise.js';

// The library itself, for what a fresh document answers (the same module instance, so the same world).
const library = createRequire(import.meta.url)('compromise') as typeof Compromise;

/** A document's terms without their ids, which every tagging draws anew. */
const terms = (doc: { json(): unknown }) =>
  JSON.stringify(doc.json(), (key, value) => (key === 'id' ? undefined : value));

const TEXTS = [
  'Dog owners in Porto cannot find someone to walk their dog at short notice when they work late shifts.',
  'A marketplace where bakeries in Berlin sell unsold bread at the end of the day to students.',
  "Freelance designers don't get paid on time, and chasing invoices costs them two days a month.",
  'Rent camping gear for weekend trips, delivered to your door in Munich.',
  'How do small hotels find staff for the summer season?',
];

describe('nlp, keeping tagged documents', () => {
  it('answers what a fresh document answers, the first time and from the kept copy', () => {
    for (const text of TEXTS) {
      const fresh = terms(library(text));
      expect(terms(nlp(text)), text).toBe(fresh);
      expect(terms(nlp(text)), text).toBe(fresh);
      expect(nlp(text).nouns().out('array'), text).toEqual(library(text).nouns().out('array'));
    }
  });

  it('tags a text once, and hands every caller a copy of its own to change', () => {
    const text = 'the small bakery of the test sells a loaf';
    expect(isDocumentKept(text)).toBe(false);
    const first = nlp(text);
    expect(isDocumentKept(text)).toBe(true);
    first.nouns().toPlural();
    expect(first.text()).not.toBe(text);
    const second = nlp(text);
    expect(isDocumentKept(text)).toBe(true);
    expect(second).not.toBe(first);
    expect(second.text()).toBe(text);
    expect(terms(second)).toBe(terms(library(text)));
  });

  it('drops the kept documents when a lexicon changes the world', () => {
    const text = 'They zarquble every morning.';
    const lexicon = { zarquble: 'Place' };
    const tagsOf = (doc: ReturnType<typeof nlp>) =>
      (doc.json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>)[0]!.terms.find(
        (t) => t.text === 'zarquble',
      )!.tags;
    expect(tagsOf(nlp(text))).not.toContain('Place');
    expect(tagsOf(nlp(text, lexicon))).toContain('Place');
    // Later calls without the lexicon see the world it changed, as compromise's own calls do.
    expect(tagsOf(nlp(text))).toContain('Place');
    expect(terms(nlp(text))).toBe(terms(library(text)));
  });

  it('passes other input to the library unchanged', () => {
    expect(nlp('').text()).toBe('');
    const sentences = [['two', 'words']] as unknown as string;
    expect(nlp(sentences).text()).toBe(library(sentences).text());
  });
});

describe('inflectNoun', () => {
  it('answers what compromise answers for "the …", and keeps the answer until the world changes', () => {
    const fresh = (phrase: string, to: 'plural' | 'singular') => {
      const nouns = library(`the ${phrase}`).nouns();
      return (to === 'plural' ? nouns.toPlural() : nouns.toSingular()).text().replace(/^the\s+/i, '');
    };
    for (const [phrase, to] of [
      ['bike', 'plural'],
      ['person', 'plural'],
      ['children', 'singular'],
      ['surf shops', 'singular'],
      ['Bike Repair', 'plural'],
    ] as const) {
      expect(inflectNoun(phrase, to), phrase).toBe(fresh(phrase, to));
    }
    expect(inflectNoun('child', 'plural')).toBe('children');
    // A changed world forgets the kept answers with the kept documents; the answer is made again.
    expect(isDocumentKept('the gizmoquat')).toBe(false);
    const first = inflectNoun('gizmoquat', 'plural');
    expect(isDocumentKept('the gizmoquat')).toBe(true);
    nlp.addWords({ wibblefrond: 'Noun' });
    expect(isDocumentKept('the gizmoquat')).toBe(false);
    expect(inflectNoun('gizmoquat', 'plural')).toBe(first);
    expect(isDocumentKept('the gizmoquat')).toBe(true);
  });
});
