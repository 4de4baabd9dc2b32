import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('leaves other text as it is, and escapes an ampersand only once', () => {
    expect(escapeHtml('Grüße, Zoë — 100 %')).toBe('Grüße, Zoë — 100 %');
    expect(escapeHtml('a=1&b=2')).toBe('a=1&amp;b=2');
    expect(escapeHtml(escapeHtml('&'))).toBe('&amp;amp;');
  });
});
