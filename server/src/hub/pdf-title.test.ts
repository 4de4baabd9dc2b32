import { describe, expect, it } from 'vitest';
import { makePdf } from '../test/hub-files.js';
import { makeScanPdf } from '../test/scan-pdf.js';
import { extractPdf, visibleHeading } from './extract.js';

const PAGE = [
  'Low-cost capacitive soil',
  'moisture sensing',
  'Abstract. We present a low-cost capacitive sensor network for small farms. It measures soil moisture every hour.',
];

describe('the title and author of a PDF', () => {
  it('reads nothing from a scan: no text, and no title from its metadata', async () => {
    expect(await extractPdf(await makeScanPdf('scan'))).toEqual({ pages: [''], title: null, author: null });
  });

  it.each([
    'about:blank',
    'Untitled',
    'untitled document',
    'Microsoft Word - Antrag_final.docx',
    'paper_v3_final.pdf',
    'Scan_0042',
    'Document1',
  ])('prefers the heading on the first page to the metadata title %j', async (junk) => {
    const content = await extractPdf(await makePdf([PAGE], { title: junk, author: 'admin' }));
    expect(content.title).toBe('Low-cost capacitive soil moisture sensing');
    expect(content.author).toBeNull();
  });

  it('keeps a real metadata title and author', async () => {
    const content = await extractPdf(
      await makePdf([PAGE], { title: 'Capacitive Soil Moisture Sensing', author: 'M. Okafor' }),
    );
    expect(content).toMatchObject({ title: 'Capacitive Soil Moisture Sensing', author: 'M. Okafor' });
  });

  it('finds the heading past journal lines and page numbers', () => {
    expect(
      visibleHeading('Journal of Agricultural Engineering, Vol. 12\n3\nSoil sensing for small farms\nA. Author'),
    ).toBe('Soil sensing for small farms');
    expect(visibleHeading('Plain')).toBeNull();
    expect(visibleHeading('')).toBeNull();
  });
});
