import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { PdfTooLongError, type ResultPdfInput, renderResultPdf } from './pdf.js';

/**
 * What a render sends back to the pool. Error classes do not survive the thread boundary (an error arrives as a
 * plain `Error`), so a result too long for a PDF is an answer, not a thrown error.
 */
export type PdfWorkerResult =
  | { ok: true; bytes: Uint8Array; threadId: number; ms: number }
  | { ok: false; tooLong: true };

/** The result with its bytes' memory handed over to the pool's thread instead of copied. */
class Rendered {
  constructor(private readonly result: PdfWorkerResult & { ok: true }) {}

  get [transferableSymbol](): ArrayBufferLike {
    return this.result.bytes.buffer;
  }

  get [valueSymbol](): PdfWorkerResult {
    return this.result;
  }
}

/** Bytes that own their whole memory: a small Buffer shares Node's allocation pool, which must not be handed over. */
function ownMemory(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** Piscina calls the default export with each task. */
export default async function renderInWorker(
  input: ResultPdfInput,
): Promise<PdfWorkerResult | ReturnType<typeof move>> {
  const start = performance.now();
  try {
    const bytes = ownMemory(await renderResultPdf(input));
    return move(new Rendered({ ok: true, bytes, threadId, ms: performance.now() - start }));
  } catch (error) {
    if (error instanceof PdfTooLongError) return { ok: false, tooLong: true };
    throw error;
  }
}
