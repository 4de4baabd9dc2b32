// The offline competition analysis names the alternatives the idea's people turn to today, by the offer's form and
// segment, from the idea's facts (built by hand for each test idea): a rental competes with buying and borrowing,
// a marketplace with classifieds and word of mouth, a subscription with buying once; never one list for every idea.
import { describe, expect, it, vi } from 'vitest';
import { buildFacts } from '../facts.js';
import { Rng } from '../random.js';
import { loadCatalogue } from '../test/catalogue.js';
import { CLOSING_IDEAS, type ClosingIdea } from '../test/closing-ideas.js';
import type { Lang } from '../types.js';
import { analysis } from './analysis.js';

// The idea's facts as a careful reader takes them from the one-liner, built by hand for each test idea.
const handBuilt = vi.hoisted(() => ({ idea: undefined as unknown }));
vi.mock('../idea-facts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../idea-facts.js')>()),
  readIdeaFacts: () => handBuilt.idea,
}));

const entry = loadCatalogue().get('WEB_ANALYSIS_COMPETITION')!;

function alternatives(idea: ClosingIdea) {
  const lang: Lang = idea.idea.lang;
  handBuilt.idea = idea.idea;
  const facts = buildFacts(
    { entry, input: idea.idea.source, history: [], attempt: 0, context: { lang, stepResults: [], passages: [] } },
    new Rng(1),
  );
  return analysis('competition', { ...facts, idea: idea.idea, card: idea.card } as typeof facts, new Rng(2));
}

const byId = (id: string) => CLOSING_IDEAS.find((i) => i.id === id)!;
const titles = (id: string) => alternatives(byId(id)).map((a) => a.title);

describe('competitor alternatives (offline)', () => {
  it.each(CLOSING_IDEAS.map((i) => [i.id, i] as const))('%s: three to six clean alternatives', (_id, idea) => {
    const found = alternatives(idea);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const a of found) {
      expect(a.text).not.toMatch(/\{[a-zA-Z]+\}|undefined|…|\s[,.]/);
      expect(a.title).toMatch(/^\p{Lu}/u);
      expect(a.origin).toBe('ai');
    }
  });

  it('a rental competes with buying, borrowing and other rental shops in its setting', () => {
    const surf = titles('surf').join(' | ');
    expect(surf).toMatch(/\bbuy/i);
    expect(surf).toMatch(/\bborrow/i);
    expect(titles('leihrad').join(' | ')).toMatch(/kaufen/i);
  });

  it('a marketplace competes with classifieds and word of mouth, a subscription with buying once', () => {
    expect(titles('textbooks').join(' | ')).toMatch(/classified/i);
    expect(titles('textbooks').join(' | ')).toMatch(/word of mouth/i);
    expect(titles('vegbox').join(' | ')).toMatch(/\b(?:buy|shop)/i);
  });

  it('differs by form and segment: no two forms share their list, businesses get business alternatives', () => {
    const lists = new Map<string, string>();
    for (const idea of CLOSING_IDEAS) {
      const key = `${idea.idea.lang}:${idea.idea.form}:${idea.idea.sufferer.business}`;
      lists.set(key, titles(idea.id).join('|'));
    }
    expect(new Set(lists.values()).size).toBe(lists.size);
    const b2b = CLOSING_IDEAS.filter((i) => i.idea.sufferer.business && i.idea.lang === 'en');
    for (const idea of b2b) expect(titles(idea.id).join(' ')).not.toMatch(/friends|family|supermarkets/i);
  });
});
