import { describe, expect, it } from 'vitest';
import { authorLabel, citedSources, evidenceLabel } from './evidence.js';

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
});
