/**
 * A small decoder for Windows bitmaps, which the image library of the avatar pipeline does not read: uncompressed
 * 1, 4, 8 bits (palette), 16, 24 and 32 bits, with or without bit-field masks, bottom-up or top-down. Answers
 * RGBA pixels; throws `BmpError` for anything else or broken files.
 */

export class BmpError extends Error {}

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, rows top to bottom. */
  data: Buffer;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** Reads the bits of `mask` from `value`, scaled to 0..255. */
function channel(value: number, mask: number): number {
  if (mask === 0) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

export function decodeBmp(bytes: Buffer, maxPixels: number): RgbaImage {
  if (bytes.length < 26 || bytes.toString('latin1', 0, 2) !== 'BM') throw new BmpError('Not a bitmap.');
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40 || bytes.length < 14 + headerSize) throw new BmpError('Unsupported bitmap header.');
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bpp = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const colorsUsed = bytes.readUInt32LE(46);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height === 0) throw new BmpError('The bitmap has no pixels.');
  if (width * height > maxPixels) throw new BmpError('The bitmap has too many pixels.');

  let masks: [number, number, number, number] | undefined;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 16 && bpp !== 32) throw new BmpError('Bit fields need 16 or 32 bits per pixel.');
    const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
    if (bytes.length < 54 + count * 4) throw new BmpError('The bitmap masks are missing.');
    masks = [
      bytes.readUInt32LE(54),
      bytes.readUInt32LE(58),
      bytes.readUInt32LE(62),
      count === 4 ? bytes.readUInt32LE(66) : 0,
    ];
  } else if (compression === BI_RGB) {
    if (bpp === 16) masks = [0x7c00, 0x03e0, 0x001f, 0];
  } else {
    throw new BmpError('Compressed bitmaps are not supported.');
  }

  let palette: Buffer | undefined;
  if (bpp === 1 || bpp === 4 || bpp === 8) {
    const entries = colorsUsed || 2 ** bpp;
    const start = 14 + headerSize;
    if (entries > 256 || start + entries * 4 > bytes.length) throw new BmpError('The bitmap palette is broken.');
    palette = bytes.subarray(start, start + entries * 4);
  } else if (bpp !== 16 && bpp !== 24 && bpp !== 32) {
    throw new BmpError(`${bpp} bits per pixel are not supported.`);
  }

  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) throw new BmpError('The bitmap is cut off.');
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      let a = 255;
      if (palette) {
        const bit = x * bpp;
        const byte = bytes[row + (bit >> 3)];
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        if (index * 4 + 3 > palette.length) throw new BmpError('A pixel points outside the palette.');
        b = palette[index * 4];
        g = palette[index * 4 + 1];
        r = palette[index * 4 + 2];
      } else if (bpp === 24) {
        b = bytes[row + x * 3];
        g = bytes[row + x * 3 + 1];
        r = bytes[row + x * 3 + 2];
      } else if (masks) {
        const value = bpp === 16 ? bytes.readUInt16LE(row + x * 2) : bytes.readUInt32LE(row + x * 4);
        r = channel(value, masks[0]);
        g = channel(value, masks[1]);
        b = channel(value, masks[2]);
        if (masks[3]) a = channel(value, masks[3]);
      } else {
        // 32 bits without masks: BGRX; the fourth byte is not reliably alpha.
        b = bytes[row + x * 4];
        g = bytes[row + x * 4 + 1];
        r = bytes[row + x * 4 + 2];
      }
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = a;
    }
  }
  return { width, height, data: out };
}
