// The bank of the closing artifacts (closing.json): an English and a German half of the same shape, the same
// conditions on every phrasing (what it needs, which forms it fits), the same named details in both languages (German
// phrasings may avoid the group or the offer where they would need another case), only variables the closing facts
// provide, and no English in the German half.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const bank = JSON.parse(readFileSync(new URL('../banks/closing.json', import.meta.url), 'utf8')) as Record<
  'en' | 'de',
  unknown
>;

const VARIABLES = new Set([
  'group',
  'subject',
  'offer',
  'object',
  'objects',
  'setting',
  'place',
  'partners',
  'partner',
  'channel',
  'channels',
  'channelPlace',
  'pickupPlace',
  'revenue',
  'price',
  'payer',
  'unit',
  'perUnit',
  'model',
  'name',
  'persona',
  'occupation',
  'agent',
  'answer',
  'solution',
  'mentor',
]);
/** Data, not phrasing: term lists and units may differ between the languages. */
const DATA_KEYS = new Set(['terms', 'pickup', 'delivery', 'periods', 'unit', 'per']);
/** The founder's named details: a phrasing that carries one in one language carries it in the other. */
const DETAILS = new Set([
  'setting',
  'partners',
  'partner',
  'channel',
  'channels',
  'channelPlace',
  'revenue',
  'price',
  'payer',
  'name',
]);
const placeholders = (text: string) =>
  [...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1));

function compare(en: unknown, de: unknown, path: string, problems: string[]): void {
  const key = path
    .split('.')
    .pop()!
    .replace(/\[\d+\]$/, '');
  if (DATA_KEYS.has(key)) return;
  if (typeof en === 'string' || typeof de === 'string') {
    if (typeof en !== 'string' || typeof de !== 'string') return void problems.push(`${path}: type differs`);
    if (['needs', 'without', 'forms', 'notForms', 'role'].includes(key)) {
      if (en !== de) problems.push(`${path}: condition differs (${en} / ${de})`);
      return;
    }
    const a = [...new Set(placeholders(en).filter((v) => DETAILS.has(v)))].sort().join(',');
    const b = [...new Set(placeholders(de).filter((v) => DETAILS.has(v)))].sort().join(',');
    if (a !== b && en && de) problems.push(`${path}: variables differ (${a} / ${b})`);
    for (const v of [...placeholders(en), ...placeholders(de)]) {
      if (!VARIABLES.has(v)) problems.push(`${path}: unknown variable {${v}}`);
    }
    return;
  }
  if (Array.isArray(en) || Array.isArray(de)) {
    if (!Array.isArray(en) || !Array.isArray(de)) return void problems.push(`${path}: type differs`);
    if (en.length !== de.length) return void problems.push(`${path}: ${en.length} English vs ${de.length} German`);
    en.forEach((item, i) => {
      compare(item, de[i], `${path}[${i}]`, problems);
    });
    return;
  }
  if (en && typeof en === 'object' && de && typeof de === 'object') {
    const a = Object.keys(en).sort();
    const b = Object.keys(de).sort();
    if (a.join() !== b.join()) return void problems.push(`${path}: keys differ (${a} / ${b})`);
    for (const k of a)
      compare((en as Record<string, unknown>)[k], (de as Record<string, unknown>)[k], `${path}.${k}`, problems);
    return;
  }
  if (typeof en !== typeof de) problems.push(`${path}: type differs`);
}

/** Every phrasing of a half (not its term lists or conditions). */
function phrasings(value: unknown, key = ''): string[] {
  if (DATA_KEYS.has(key) || ['needs', 'without', 'forms', 'notForms', 'role'].includes(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => phrasings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => phrasings(v, k));
  return [];
}

describe('the closing bank', () => {
  it('has an English and a German half of the same shape, conditions and variables', () => {
    const problems: string[] = [];
    compare(bank.en, bank.de, 'closing', problems);
    expect(problems).toEqual([]);
  });

  it('holds no English words in its German half and no ellipsis anywhere', () => {
    const english = /\b(?:the|and|with|your|you|for|who|what|their|they|of|to|is|are|per day|price test)\b/i;
    const offending = phrasings(bank.de)
      .map((t) => t.replace(/\{[A-Za-z]+\}/g, ''))
      .filter((t) => english.test(t));
    expect(offending).toEqual([]);
    expect(JSON.stringify(bank)).not.toContain('…');
  });
});
