import { describe, expect, it } from 'vitest';
import { citedSources, evidenceLabel } from './evidence.js';

describe('evidence labels', () => {
  it.each([
    [{ origin: 'user' }, 'en', 'entered by you'],
    [{ origin: 'ai', source: 'https://example.org' }, 'en', 'AI-generated'],
    [{}, 'de', 'KI-generiert'],
    [{ origin: 'document', source: 'study.pdf' }, 'en', 'from your document: study.pdf'],
    [{ origin: 'web', source: 'https://example.org/a' }, 'de', 'aus dem Web: https://example.org/a'],
    [{ origin: 'web', source: ' ' }, 'en', 'from the web'],
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
});
