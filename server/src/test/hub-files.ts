import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * Files the knowledge-hub and avatar tests upload, made in the test: PDFs (pdfkit) of a chosen exact size,
 * docx archives (a minimal Office Open XML package), images, and multipart bodies for `app.inject`.
 */

export interface PdfOptions {
  title?: string;
  author?: string;
  /** Bytes of an uncompressed filler stream, to reach a given file size. */
  padding?: number;
}

/** A PDF with one page per entry of `pages` (each a list of paragraphs), set in Helvetica. */
export function makePdf(pages: string[][], options: PdfOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      compress: false,
      autoFirstPage: false,
      info: {
        CreationDate: new Date('2026-01-01T00:00:00Z'),
        ...(options.title ? { Title: options.title } : {}),
        ...(options.author ? { Author: options.author } : {}),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const paragraphs of pages) {
      doc.addPage();
      for (const paragraph of paragraphs) doc.text(paragraph).moveDown();
    }
    if (options.padding) {
      doc.ref({}).end(Buffer.alloc(options.padding, 0x20));
    }
    doc.end();
  });
}

/** A valid PDF of exactly `size` bytes (the filler stream grows until the file has the size). */
export async function makePdfOfSize(size: number, pages: string[][]): Promise<Buffer> {
  let padding = 1;
  for (let attempt = 0; attempt < 8; attempt++) {
    const pdf = await makePdf(pages, { padding });
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
    if (padding < 1) throw new Error(`The pages alone need more than ${size} bytes.`);
  }
  throw new Error(`No PDF of exactly ${size} bytes.`);
}

/** ASCII text of exactly `size` bytes: the sentence repeated. */
export function makeTextOfSize(size: number, sentence = 'The quick brown fox jumps over the lazy dog. '): Buffer {
  return Buffer.from(sentence.repeat(Math.ceil(size / sentence.length)).slice(0, size), 'latin1');
}

/** Random bytes that are neither UTF-8 text nor a known file type (they start with a NUL byte). */
export function makeBinary(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes[0] = 0;
  return bytes;
}

// ── zip / docx ──

export interface ZipEntry {
  name: string;
  content: Buffer | string;
  /** Deflate (default) or store. */
  store?: boolean;
}

/** A zip archive (no ZIP64, no data descriptors). */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const data = entry.store ? raw : deflateRawSync(raw);
    const method = entry.store ? 0 : 8;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** A Word document (docx) with one paragraph per entry. */
export function makeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`);
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`;
  return makeZip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: '_rels/.rels', content: ROOT_RELS },
    { name: 'word/document.xml', content: document },
  ]);
}

// ── images ──

/** A colourful test image (a gradient) in the given format. */
export function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff' = 'png',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      pixels[o] = Math.floor((x / width) * 255);
      pixels[o + 1] = Math.floor((y / height) * 255);
      pixels[o + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A 24-bit bottom-up Windows bitmap filled with one colour. */
export function makeBmp(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + stride * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(stride * height, 34);
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels[y * stride + x * 3] = b;
      pixels[y * stride + x * 3 + 1] = g;
      pixels[y * stride + x * 3 + 2] = r;
    }
  }
  return Buffer.concat([header, pixels]);
}

// ── multipart ──

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body and its content type, for `app.inject`. */
export function formData(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----idea-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
