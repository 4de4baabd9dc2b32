import PDFDocument from 'pdfkit';
import { makeImage } from './hub-files.js';

/**
 * A PDF as a scanner makes it: one page with an image and a drawn shape, no text layer, and the metadata title a
 * scanner writes ("scan").
 */
export async function makeScanPdf(title = 'scan'): Promise<Buffer> {
  const png = await makeImage(120, 160, 'png');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ info: { Title: title, CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(png, 50, 50, { width: 400 });
    doc.rect(60, 620, 300, 40).fill('#444444');
    doc.end();
  });
}
