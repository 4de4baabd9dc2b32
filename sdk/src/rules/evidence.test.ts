import { describe, expect, it } from 'vitest';
import { authorLabel, citedSources, evidenceLabel, typedByFounder, withAuthor } from './evidence.js';

describe('evidence labels', () => {
  it.each([
    [{ origin: 'user' }, 'en', 'entered by you'],
    [{ origin: 'ai', source: 'https://example.org' }, 'en', 'AI-generated'],
    [{}, 'de', 'KI-generiert'],
    [{ origin: 'document', source: 'study.pdf' }, 'en', 'from your document: study.pdf'],
    [{ origin: 'web', source: 'https://example.org/a' }, 'de', 'aus dem Web: https://example.org/a'],
    [{ origin: 'web', source: ' ' }, 'en', 'from the web'],
    [{ origin: 'user', author: 'founder' }, 'en', 'entered by you'],
    [{ origin: 'user', author: 'ai' }, 'en', 'AI-generated, filled automatically'],
    [{ origin: 'user', author: 'ai-accepted' }, 'de', 'KI-generiert, von dir übernommen'],
    [{ origin: 'user', author: null }, 'en', 'AI-generated'],
    [{ origin: 'ai', author: 'ai-accepted' }, 'en', 'AI-generated, accepted by you'],
    [{ origin: 'ai', author: 'founder' }, 'en', 'entered by you'],
  ] as const)('%j in %s reads %s', (evidence, lang, label) => {
    expect(evidenceLabel(evidence, lang)).toBe(label);
  });

  it('lists each cited document and page once, and no source of a user or AI claim', () => {
    expect(
      citedSources([
        { origin: 'web', source: 'https://a.example' },
        { origin: 'document', source: 'study.pdf' },
        { origin: 'web', source: 'https://a.example' },
        { origin: 'ai', source: 'https://b.example' },
        { origin: 'user', source: null },
      ]),
    ).toEqual(['https://a.example', 'study.pdf']);
  });

  it.each([
    ['founder', 'en', 'entered by you'],
    ['ai-accepted', 'en', 'AI-generated, accepted by you'],
    ['ai', 'en', 'AI-generated, filled automatically'],
    [undefined, 'en', 'AI-generated, filled automatically'],
    ['someone', 'de', 'KI-generiert, automatisch ausgefüllt'],
    ['founder', 'de', 'von dir eingegeben'],
  ] as const)('the author %s in %s reads %s', (author, lang, label) => {
    expect(authorLabel(author, lang)).toBe(label);
  });

  it.each([
    [{ origin: 'user', author: 'founder' }, 'en', 'entered by your teammate'],
    [{ origin: 'user' }, 'de', 'von deinem Teammitglied eingegeben'],
    [{ origin: 'ai', author: 'ai-accepted' }, 'en', 'AI-generated, accepted by your teammate'],
    [{ origin: 'user', author: 'ai' }, 'de', 'KI-generiert, automatisch ausgefüllt'],
    [{ origin: 'document', source: 'study.pdf' }, 'en', "from your teammate's document: study.pdf"],
    [{ origin: 'web', source: 'https://example.org/a' }, 'en', 'from the web: https://example.org/a'],
  ] as const)('%j in %s reads %s to a teammate, never "you"', (evidence, lang, label) => {
    expect(evidenceLabel(evidence, lang, 'teammate')).toBe(label);
    expect(evidenceLabel(evidence, lang, 'teammate')).not.toMatch(/\byou\b|\bdir\b/);
  });

  it('names the teammate, not "you", for every author', () => {
    expect(authorLabel('founder', 'en', 'teammate')).toBe('entered by your teammate');
    expect(authorLabel('ai-accepted', 'de', 'teammate')).toBe('KI-generiert, von deinem Teammitglied übernommen');
    expect(authorLabel('ai', 'en', 'teammate')).toBe('AI-generated, filled automatically');
  });
});

describe('recording who wrote a text', () => {
  it('sets the author on a copy', () => {
    const entry = { type: 'PROBLEM', content: 'x' };
    expect(withAuthor(entry, 'ai')).toEqual({ type: 'PROBLEM', content: 'x', author: 'ai' });
    expect(entry).not.toHaveProperty('author');
  });

  it.each([
    [undefined, 'typed', 'founder'],
    [{ text: 'AI text', author: 'ai-accepted' }, ' AI text ', 'ai-accepted'],
    [{ text: 'AI text', author: 'ai' }, 'AI text, edited', 'founder'],
    [{ text: 'old text' }, 'old text', 'ai'],
    [{ text: '', author: 'ai' }, 'typed', 'founder'],
  ] as const)('typed into a field holding %j: %j is %s', (before, text, author) => {
    expect(typedByFounder(before, text)).toBe(author);
  });
});
