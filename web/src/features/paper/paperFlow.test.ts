import { createIdeaClient } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { readPaperFile, summaryFailure } from './paperFlow';

describe('readPaperFile', () => {
  it("puts a PDF's own title and author before its pages, so a wrapped title is read whole", async () => {
    const client = createIdeaClient({
      baseUrl: 'http://api.test/api',
      fetch: async () =>
        new Response(
          JSON.stringify({
            pages: ['Low-cost capacitive soil\nmoisture sensing\nAbstract. We present a sensor.', 'Page two.'],
            title: 'Low-cost capacitive soil moisture sensing',
            author: 'M. Okafor',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'paper.pdf', { type: 'application/pdf' });
    const { text, noTextLayer } = await readPaperFile(client, file);
    expect(text.split('\n\n').slice(0, 2)).toEqual(['Low-cost capacitive soil moisture sensing', 'M. Okafor']);
    expect(text).toContain('Page two.');
    expect(noTextLayer).toBe(false);
  });

  it('reads nothing from a PDF without text layer, not even its metadata title', async () => {
    const client = createIdeaClient({
      baseUrl: 'http://api.test/api',
      fetch: async () =>
        new Response(JSON.stringify({ pages: ['', '  '], title: 'scan', author: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'scan.pdf', { type: 'application/pdf' });
    expect(await readPaperFile(client, file)).toEqual({ text: '', noTextLayer: true });
  });
});

describe('summaryFailure', () => {
  it.each([
    [[{ text: '', noTextLayer: true }], '', 'noTextLayer'],
    [
      [
        { text: 'Notes.', noTextLayer: false },
        { text: '', noTextLayer: true },
      ],
      'Notes.',
      'noTextLayer',
    ],
    [[{ text: '  ', noTextLayer: false }], '', 'noText'],
    [[{ text: 'Too short.', noTextLayer: false }], 'Too short.', 'notSummarized'],
  ] as const)('%j → %s', (read, combined, reason) => {
    expect(summaryFailure(read, combined)).toBe(reason);
  });
});
