import { describe, expect, it } from 'vitest';
import { allBanks, lexicon, personaBank } from './banks.js';

// Every variable a bank template may use (render() also accepts the capitalised form).
const VARIABLES = new Set([
  'subject',
  'offer',
  'object',
  'objects',
  'setting',
  'partner',
  'channel',
  'subject2',
  'subjects',
  'group',
  'problem',
  'solution',
  'name',
  'tagline',
  'company',
  'text',
  'sentence',
  'file',
  'quote',
  'feature',
  'audience',
  'mission',
  'count',
  'term',
  'users',
  'paperTitle',
  'voice',
  'occupation',
  // persona fields (User Tinder, User Insight Mapping)
  'first',
  'pain',
  'goal',
  'life',
  'milieu',
  'values',
  'objection',
  // the Feedback Card's mentors (the mentor, the founder's answer, pinned topics, a persona's note, a web page)
  'agent',
  'answer',
  'topics',
  'note',
  'title',
  'content',
  // the reports (the persona's and a mentor's name, counts)
  'persona',
  'mentor',
  'prio',
  'price',
  'partners',
  'revenue',
  // the canvas (the value proposition)
  'value',
]);
// Lists that may differ in length between the languages (word lists, not phrasings).
const FREE_LENGTH = new Set([
  'separablePrefixes',
  'keywords',
  'weOpenings',
  'hedges',
  'buzzwords',
  'fillers',
  'fillerSentences',
  'typos',
]);
// German phrasings avoid {group} and {users} where they would need a dative ending, so only the other variables
// must match; the German fallback group ("Betroffene") needs no subject.
const GRAMMAR_BOUND = new Set(['group', 'users']);
const FREE_VARIABLES = new Set(['fallbackGroup']);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1));
}

/** Walks the English and German halves side by side and reports every difference in shape or variables. */
function compare(en: unknown, de: unknown, path: string, problems: string[]): void {
  if (typeof en === 'string' || typeof de === 'string') {
    if (typeof en !== 'string' || typeof de !== 'string') return void problems.push(`${path}: type differs`);
    if (!en.trim() || !de.trim()) problems.push(`${path}: empty text`);
    const a = [...new Set(placeholders(en).filter((v) => !GRAMMAR_BOUND.has(v)))].sort().join(',');
    const b = [...new Set(placeholders(de).filter((v) => !GRAMMAR_BOUND.has(v)))].sort().join(',');
    if (a !== b && !FREE_VARIABLES.has(path.split('.').pop()!))
      problems.push(`${path}: variables differ (${a} / ${b})`);
    for (const v of [...placeholders(en), ...placeholders(de)]) {
      if (!VARIABLES.has(v)) problems.push(`${path}: unknown variable {${v}}`);
    }
    return;
  }
  if (Array.isArray(en) || Array.isArray(de)) {
    if (!Array.isArray(en) || !Array.isArray(de)) return void problems.push(`${path}: type differs`);
    const key = path.split('.').pop()!;
    if (FREE_LENGTH.has(key)) return;
    if (en.length !== de.length)
      return void problems.push(`${path}: ${en.length} English vs ${de.length} German items`);
    // Keyword lists and names are data, not phrasing: only their shape is compared.
    if (key === 'firstNames' || key === 'lastNames' || key === 'age') return;
    for (const [i, item] of en.entries()) compare(item, de[i], `${path}[${i}]`, problems);
    return;
  }
  if (en && typeof en === 'object' && de && typeof de === 'object') {
    const a = Object.keys(en).sort();
    const b = Object.keys(de).sort();
    if (a.join() !== b.join()) return void problems.push(`${path}: keys differ`);
    for (const k of a)
      compare((en as Record<string, unknown>)[k], (de as Record<string, unknown>)[k], `${path}.${k}`, problems);
    return;
  }
  if (typeof en !== typeof de) problems.push(`${path}: type differs`);
}

describe('content banks', () => {
  it.each(Object.entries(allBanks))('%s has an English and a German half of the same shape', (file, bank) => {
    const { en, de, ...rest } = bank as Record<string, unknown>;
    expect(Object.keys(rest)).toEqual([]);
    const problems: string[] = [];
    compare(en, de, file, problems);
    expect(problems).toEqual([]);
  });

  it('has the lexicon lists in both languages', () => {
    for (const [key, value] of Object.entries(lexicon)) {
      expect(value.en.length, `${key}.en`).toBeGreaterThan(0);
      expect(value.de.length, `${key}.de`).toBeGreaterThan(0);
    }
  });

  it('holds at least twelve persona archetypes with milieu, occupation, values, goals and pain points', () => {
    for (const lang of ['en', 'de'] as const) {
      const { archetypes } = personaBank[lang];
      expect(archetypes.length).toBeGreaterThanOrEqual(12);
      expect(new Set(archetypes.map((a) => a.key)).size).toBe(archetypes.length);
      expect(new Set(archetypes.map((a) => a.milieu)).size).toBeGreaterThanOrEqual(8);
      for (const a of archetypes) {
        expect(['female', 'male', 'non-binary']).toContain(a.gender);
        expect(a.firstNames.length).toBeGreaterThan(0);
        expect(a.lastNames.length).toBeGreaterThan(0);
        expect(a.age[0]).toBeLessThan(a.age[1]);
        expect(a.occupation && a.summary && a.lifestyle && a.milieu).toBeTruthy();
        expect(a.values.length).toBeGreaterThanOrEqual(3);
        expect(a.goals.length).toBeGreaterThanOrEqual(2);
        expect(a.painPoints.length).toBeGreaterThanOrEqual(2);
        expect(a.voice.every((v) => v.includes('{subject}'))).toBe(true);
      }
    }
  });
});
