import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { defaultPdfThreads } from '../config.js';
import { workerEntry } from '../workers/worker-entry.js';
import { PdfTooLongError, type ResultPdfInput, renderResultPdf } from './pdf.js';
import type { PdfWorkerResult } from './pdf-worker.js';

/**
 * Renders result PDFs on worker threads: pdfkit spends about 100 ms of CPU on a file, which on the request thread
 * would hold up every other request for that long.
 */

export type RenderPdf = (input: ResultPdfInput) => Promise<Buffer>;

export interface PdfRenderer {
  /** Resolves to the PDF's bytes, or rejects with `PdfTooLongError` as `renderResultPdf` does. */
  render: RenderPdf;
  /** Lets the renders under way finish, then ends the threads. */
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  /** Worker threads at most; default one fewer than the cores, at least 1, at most 2 (each holds pdfkit and fonts). */
  threads?: number;
  /** How long an idle thread stays before it ends (ms); default 60 s. */
  idleTimeout?: number;
  /** Told about each rendered file: the thread it was rendered on and the time it took there. */
  onRendered?: (info: { threadId: number; ms: number; bytes: number }) => void;
}

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const pool = new Piscina<ResultPdfInput, PdfWorkerResult>({
    ...workerEntry(import.meta.url, 'pdf-worker'),
    // No thread until the first PDF is asked for; idle ones end again.
    minThreads: 0,
    maxThreads: options.threads ?? defaultPdfThreads(),
    idleTimeout: options.idleTimeout ?? 60_000,
  });
  // A closed Piscina pool would start new threads for later tasks, and nothing would close them again.
  let closed = false;
  return {
    async render(input) {
      if (closed) throw new Error('The PDF renderer is closed.');
      const result = await pool.run(input);
      if (!result.ok) throw new PdfTooLongError();
      options.onRendered?.({ threadId: result.threadId, ms: result.ms, bytes: result.bytes.byteLength });
      return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    },
    async close() {
      closed = true;
      await pool.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders result PDFs off the request thread; closed with the app. */
    pdf: PdfRenderer;
  }
}

/**
 * Gives the app its PDF renderer (`app.pdf`) with `config.pdfThreads` threads; call before the routes are
 * registered. With 0 threads the app gets none, and PDFs render on the request thread (`pdfRendererOf`).
 */
export function registerPdfRenderer(app: FastifyInstance, options: PdfRendererOptions = {}): void {
  const threads = options.threads ?? app.config.pdfThreads;
  if (threads === 0) return;
  const renderer = createPdfRenderer({
    threads,
    onRendered: (info) => app.log.debug(info, 'result PDF rendered'),
    ...options,
  });
  app.decorate('pdf', renderer);
  app.addHook('onClose', async () => {
    await renderer.close();
  });
}

/** The app's renderer; an app built without one renders on the calling thread. */
export function pdfRendererOf(app: FastifyInstance): RenderPdf {
  return app.hasDecorator('pdf') ? app.pdf.render : renderResultPdf;
}
