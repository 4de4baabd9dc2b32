import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { type HubTextResult, type PdfTextResult, readHubText, readPdfText } from './read-text.js';

/** A file to read: a hub upload of a detected type, or a PDF whose pages are asked for. */
export type ExtractTask = { kind: 'hubText'; mime: string; bytes: Uint8Array } | { kind: 'pdf'; bytes: Uint8Array };

/** What a task sends back: the result, and the thread and time it took there (for the logs). */
export type ExtractWorkerResult<R> = R & { threadId: number; ms: number };

/** The bytes arrive as a plain Uint8Array (a Buffer loses its class on the way); a view, not a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Piscina calls the default export with each task. */
export default async function extractInWorker(
  task: ExtractTask,
): Promise<ExtractWorkerResult<HubTextResult> | ExtractWorkerResult<PdfTextResult>> {
  const start = performance.now();
  const result =
    task.kind === 'hubText'
      ? await readHubText(task.mime, asBuffer(task.bytes))
      : await readPdfText(asBuffer(task.bytes));
  return { ...result, threadId, ms: performance.now() - start };
}
