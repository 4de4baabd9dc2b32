import { threadId } from 'node:worker_threads';
import Fastify from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, injectAs } from '../test/accounts.js';
import { buildTestApp } from '../test/helpers.js';
import { roundsApi } from '../test/rounds-api.js';
import { BASIC_IDEA } from '../test/track-ids.js';
import { PdfTooLongError, type ResultPdfInput, renderResultPdf } from './pdf.js';
import { createPdfRenderer, type PdfRenderer, pdfRendererOf, registerPdfRenderer } from './pdf-pool.js';

const DATE = new Date('2026-11-21T10:30:00Z');

function input(title: string, data: unknown): ResultPdfInput {
  return { title, stepName: 'Basic Idea', date: DATE, lang: 'en', data };
}

async function pdfText(bytes: Buffer): Promise<string> {
  // unpdf empties the array it is given: pass a copy.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

describe('createPdfRenderer', () => {
  let renderer: PdfRenderer;
  const threads = new Set<number>();

  beforeAll(() => {
    renderer = createPdfRenderer({ threads: 2, onRendered: (info) => threads.add(info.threadId) });
  });
  afterAll(() => renderer?.close());

  it('renders a PDF on a worker thread', async () => {
    const pdf = await renderer.render(input('Jürgen’s Bäckerei', { tagline: 'Frische Brötchen für 0,99 €' }));
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Jürgen’s Bäckerei');
    expect(text).toContain('Frische Brötchen für 0,99 €');
    expect(threads.size).toBe(1);
    expect(threads.has(threadId)).toBe(false);
  });

  it('rejects a result too long for a PDF with PdfTooLongError', async () => {
    const data = { items: Array.from({ length: 25_000 }, (_, i) => `Entry ${i}`) };
    await expect(renderer.render(input('T', data))).rejects.toBeInstanceOf(PdfTooLongError);
    // The thread is still good for the next file.
    const pdf = await renderer.render(input('After', 'Short.'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders several files at once, each with its own content', async () => {
    const titles = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'];
    const pdfs = await Promise.all(titles.map((title) => renderer.render(input(title, { name: `${title} idea` }))));
    for (const [index, pdf] of pdfs.entries()) {
      expect(await pdfText(pdf)).toContain(`${titles[index]} idea`);
    }
    expect(threads.has(threadId)).toBe(false);
  });

  it('ends its threads on close, and refuses work after that', async () => {
    const own = createPdfRenderer({ threads: 1 });
    expect((await own.render(input('Once', 'x'))).subarray(0, 5).toString()).toBe('%PDF-');
    await own.close();
    await expect(own.render(input('Again', 'x'))).rejects.toThrow();
  });
});

describe('registerPdfRenderer', () => {
  it('decorates the app with a renderer that closes with it', async () => {
    const app = Fastify({ logger: false });
    expect(pdfRendererOf(app)).toBe(renderResultPdf);
    registerPdfRenderer(app, { threads: 1 });
    await app.ready();
    expect(pdfRendererOf(app)).toBe(app.pdf.render);
    const pdf = await app.pdf.render(input('App', 'Rendered for the app.'));
    expect(await pdfText(pdf)).toContain('Rendered for the app.');
    await app.close();
    await expect(app.pdf.render(input('Closed', 'x'))).rejects.toThrow();
  });

  it('is what result files use in an app built with PDF_THREADS=1; with 0 the app has none', async () => {
    const pooled = await buildTestApp({ env: { ...ACCOUNT_TEST_ENV, PDF_THREADS: '1' } });
    try {
      const render = vi.spyOn(pooled.app.pdf, 'render');
      const founder = await createAccount(pooled.app, 'pdf');
      const { startRound } = roundsApi(() => pooled.app);
      const roundId = await startRound(founder);
      const res = await injectAs(pooled.app, founder, {
        method: 'POST',
        url: '/api/knowledgehub/trackresult',
        payload: {
          roundId,
          name: 'Sunbox',
          data: { name: 'Sunbox', tagline: 'Power where the grid ends' },
          type: 'Basic Idea',
          projectId: founder.projectId,
          currentStepNr: 1,
          stepId: BASIC_IDEA,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      await pooled.close();
    }
    const inThread = await buildTestApp({ env: { PDF_THREADS: '0' } });
    expect(inThread.app.hasDecorator('pdf')).toBe(false);
    expect(pdfRendererOf(inThread.app)).toBe(renderResultPdf);
    await inThread.close();
  });
});
