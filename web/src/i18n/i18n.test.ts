import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** Interpolations ({{year}}) and component tags (<word/>) a translation must keep. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\/?\w+\/?)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

describe('translation files', () => {
  const english = flatten(en);
  const german = flatten(de);

  it('have exactly the same keys in English and German', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [language, texts] of [
      ['en', english],
      ['de', german],
    ] as const) {
      for (const [key, text] of texts) expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
  });

  it('keep the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('contain the spec texts verbatim in English', () => {
    expect(english.get('mobileNotice.title')).toBe('Use mobile?');
    expect(english.get('spinner.loading')).toBe('Just loading...');
    expect(english.get('spinner.thinking')).toBe('We are thinking...');
    expect(english.get('spinner.aiWorking')).toBe('No hurry the AI is working...');
    expect(english.get('landing.claim')).toBe('<word/> design. supercharged.');
    expect(english.get('landing.founder')).toBe('Startup Founder');
    expect(english.get('landing.ecosystemManager')).toBe('Ecosystem Manager');
  });
});
