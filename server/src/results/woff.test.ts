import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.js';

// The result PDFs' fonts are unpacked from WOFF once: the unpacked font holds the same tables, byte for byte.

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  readFileSync(join(dirname(require.resolve('@fontsource/noto-sans/unicode.json')), 'files', name));

interface Font {
  numGlyphs: number;
  glyphForCodePoint(codePoint: number): { path: { toSVG(): string } };
}

/** The tables of an sfnt (a TrueType/OpenType file) by tag. */
function sfntTables(font: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const record = 12 + i * 16;
    const offset = font.readUInt32BE(record + 8);
    tables.set(
      font.toString('latin1', record, record + 4),
      font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font into a plain sfnt with the same flavor', async () => {
    const woff = fontFile('noto-sans-latin-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tables = sfntTables(sfnt);
    expect(tables.size).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBeGreaterThan(woff.length);
    // Each table where the sfnt's directory says, four-byte aligned, with the checksum the WOFF recorded.
    for (let i = 0; i < tables.size; i++) {
      const record = 12 + i * 16;
      expect(sfnt.readUInt32BE(record + 8) % 4).toBe(0);
      expect(sfnt.readUInt32BE(record + 4)).toBe(woff.readUInt32BE(44 + i * 20 + 16));
      expect(sfnt.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(44 + i * 20 + 12));
    }
    // pdfkit's font library (untyped): both fonts draw the same glyphs.
    const library = 'fontkit';
    const fontkit: { create(font: Buffer): Font } = await import(library);
    const unpacked = fontkit.create(sfnt);
    const packed = fontkit.create(woff);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    expect(unpacked.glyphForCodePoint(0x00e4).path.toSVG()).toBe(packed.glyphForCodePoint(0x00e4).path.toSVG());
  });

  it('leaves a font that is not WOFF as it is', () => {
    const plain = Buffer.from([0, 1, 0, 0, 0, 0]);
    expect(woffToSfnt(plain)).toBe(plain);
  });
});
