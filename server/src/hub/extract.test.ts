import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeZip } from '../test/hub-files.js';
import { DOCX_MIME, PDF_MIME, TEXT_MIME } from './detect.js';
import {
  cleanText,
  ExtractionError,
  extractDocx,
  extractHubText,
  extractPdf,
  MAX_DOCX_EXPANDED_BYTES,
} from './extract.js';
import { inspectZip, ZipError } from './zip.js';

describe('text extraction', () => {
  it('reads the pages, title and author of a PDF, with German umlauts', async () => {
    const pdf = await makePdf([['Grüße aus München', 'Die Größe zählt.'], ['Second page: über alles']], {
      title: 'Geschäftsplan Ä',
      author: 'Jörg Müller',
    });
    const copy = Buffer.from(pdf);
    const content = await extractPdf(pdf);
    expect(content.pages).toHaveLength(2);
    expect(content.pages[0]).toContain('Grüße aus München');
    expect(content.pages[0]).toContain('Die Größe zählt.');
    expect(content.pages[1]).toContain('über alles');
    expect(content.title).toBe('Geschäftsplan Ä');
    expect(content.author).toBe('Jörg Müller');
    // The bytes given are left intact (the PDF library receives a copy).
    expect(pdf.equals(copy)).toBe(true);
    expect(await extractHubText(PDF_MIME, pdf)).toMatch(/Grüße aus München[\s\S]*\n\nSecond page: über alles/);
  });

  it('answers null title and author when the PDF has none', async () => {
    const content = await extractPdf(await makePdf([['Plain']]));
    expect(content).toMatchObject({ title: null, author: null });
  });

  it('refuses a broken PDF with an ExtractionError', async () => {
    const pdf = await makePdf([['Hello']]);
    await expect(extractPdf(Buffer.concat([pdf.subarray(0, 9), Buffer.from('garbage '.repeat(40))]))).rejects.toThrow(
      ExtractionError,
    );
  });

  it('reads the paragraphs of a docx', async () => {
    const text = await extractHubText(DOCX_MIME, makeDocx(['Erster Absatz über Äpfel', 'Second paragraph']));
    expect(text).toBe('Erster Absatz über Äpfel\n\nSecond paragraph');
  });

  it('refuses a docx without a document and one that expands too far', async () => {
    await expect(extractDocx(makeZip([{ name: '[Content_Types].xml', content: '<Types/>' }]))).rejects.toThrow(
      ExtractionError,
    );
    const bomb = makeDocx(['x']);
    const huge = makeZip([
      { name: 'word/document.xml', content: '<w:document/>' },
      { name: 'word/filler.xml', content: Buffer.alloc(MAX_DOCX_EXPANDED_BYTES + 1, 0x20) },
    ]);
    expect(huge.length).toBeLessThan(200_000);
    await expect(extractDocx(huge)).rejects.toThrow(/expands too far/);
    expect(inspectZip(bomb, 1_000_000).map((entry) => entry.name)).toContain('word/document.xml');
  });

  it('reads UTF-8 text without byte order mark, control characters or CR line ends', async () => {
    expect(await extractHubText(TEXT_MIME, Buffer.from('\uFEFFZeile 1\r\nZeile\u0007 2\r\n'))).toBe(
      'Zeile 1\nZeile  2',
    );
    expect(cleanText('a\u0000b')).toBe('a b');
  });
});

describe('inspectZip', () => {
  it('refuses broken archives', () => {
    expect(() => inspectZip(Buffer.from('not a zip at all, clearly not'), 1000)).toThrow(ZipError);
    const zip = makeZip([{ name: 'a.txt', content: 'hello world' }]);
    expect(() => inspectZip(zip.subarray(0, 20), 1000)).toThrow(ZipError);
    const corrupt = Buffer.from(zip);
    const data = deflateRawSync(Buffer.from('hello world'));
    corrupt.fill(0xff, 30 + 5, 30 + 5 + data.length); // the entry's deflated bytes
    expect(() => inspectZip(corrupt, 1000)).toThrow(ZipError);
  });
});
