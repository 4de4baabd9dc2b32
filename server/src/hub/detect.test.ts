import { describe, expect, it } from 'vitest';
import { makeBinary, makeDocx, makeImage, makePdf, makeTextOfSize, makeZip } from '../test/hub-files.js';
import { DOCX_MIME, detectHubFileType, isUtf8Text, PDF_MIME, TEXT_MIME, typeMatchesName } from './detect.js';

describe('detectHubFileType', () => {
  it('knows PDF, docx and plain text by their bytes', async () => {
    expect(await detectHubFileType(await makePdf([['Hello']]))).toBe(PDF_MIME);
    expect(await detectHubFileType(makeDocx(['Hello']))).toBe(DOCX_MIME);
    expect(await detectHubFileType(Buffer.from('Grüße aus Köln\nZeile zwei\r\n\tEingerückt'))).toBe(TEXT_MIME);
    expect(await detectHubFileType(Buffer.from('\uFEFFwith a byte order mark'))).toBe(TEXT_MIME);
  });

  it('refuses images, other zips, binary data, NUL bytes, invalid UTF-8 and empty files', async () => {
    expect(await detectHubFileType(await makeImage(8, 8, 'png'))).toBeUndefined();
    expect(await detectHubFileType(makeZip([{ name: 'a.txt', content: 'hello' }]))).toBeUndefined();
    expect(await detectHubFileType(makeBinary(1000))).toBeUndefined();
    expect(await detectHubFileType(Buffer.from('text\u0000with nul'))).toBeUndefined();
    expect(await detectHubFileType(Buffer.from([0x48, 0x69, 0xc3, 0x28]))).toBeUndefined();
    expect(await detectHubFileType(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads text whose first letters happen to be a short file signature as text', async () => {
    // "BM" is the bitmap signature, "AC" the CAD one.
    expect(await detectHubFileType(Buffer.from('BMW annual report 2026\n'))).toBe(TEXT_MIME);
    expect(await detectHubFileType(Buffer.from('AC/DC tour notes'))).toBe(TEXT_MIME);
  });

  it('judges the start of a longer file without counting a character cut at the end', async () => {
    const text = Buffer.from('Größe '.repeat(10));
    expect(isUtf8Text(text.subarray(0, 2))).toBe(true);
    const insideUmlaut = text.subarray(0, 3); // "Gr" + first byte of "ö"
    expect(isUtf8Text(insideUmlaut)).toBe(false);
    expect(isUtf8Text(insideUmlaut, false)).toBe(true);
    expect(await detectHubFileType(makeTextOfSize(3000), false)).toBe(TEXT_MIME);
  });
});

describe('typeMatchesName', () => {
  it('needs an allowed type and the matching extension', () => {
    expect(typeMatchesName(PDF_MIME, 'deck.PDF')).toBe(true);
    expect(typeMatchesName(PDF_MIME, 'deck.txt')).toBe(false);
    expect(typeMatchesName(TEXT_MIME, 'notes.txt')).toBe(true);
    expect(typeMatchesName(TEXT_MIME, 'notes.md')).toBe(false);
    expect(typeMatchesName(DOCX_MIME, 'plan.docx')).toBe(true);
    expect(typeMatchesName(undefined, 'x.pdf')).toBe(false);
  });
});
