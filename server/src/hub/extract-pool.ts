import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { defaultPdfThreads } from '../config.js';
import { workerEntry } from '../workers/worker-entry.js';
import type { ExtractTask, ExtractWorkerResult } from './extract-worker.js';
import { type HubTextResult, type PdfTextResult, readHubText, readPdfText } from './read-text.js';

/**
 * Reads uploaded files on worker threads: unpacking a docx, parsing a PDF and cutting the text into passages
 * take up to seconds of CPU for a large file, which on the request thread would hold up every other request.
 */

export interface TextReader {
  /** The text and passages of a hub file of the given (detected) type; see `readHubText`. */
  readHubText(mime: string, bytes: Buffer): Promise<HubTextResult>;
  /** The pages and metadata of a PDF; see `readPdfText`. */
  readPdfText(bytes: Buffer): Promise<PdfTextResult>;
}

export interface PooledTextReader extends TextReader {
  /** Lets the reads under way finish, then ends the threads. */
  close(): Promise<void>;
}

export interface TextReaderOptions {
  /** Worker threads at most; default one fewer than the cores, at least 1, at most 2. */
  threads?: number;
  /** How long an idle thread stays before it ends (ms); default 60 s. */
  idleTimeout?: number;
  /**
   * Heap of one thread (MB); default 1024. A file that needs more, such as a docx of millions of empty
   * paragraphs, ends its thread instead of taking the server's memory, and counts as too long.
   */
  maxHeapMb?: number;
  /** Told about each file read: the thread it was read on and the time it took there. */
  onRead?: (info: { kind: ExtractTask['kind']; threadId: number; ms: number; ok: boolean }) => void;
}

/** The same file layout as the PDF renderer's: under Vitest the worker is TypeScript, loaded through tsx. */
function outOfMemory(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export function createTextReader(options: TextReaderOptions = {}): PooledTextReader {
  const pool = new Piscina<ExtractTask, ExtractWorkerResult<HubTextResult | PdfTextResult>>({
    ...workerEntry(import.meta.url, 'extract-worker'),
    // No thread until the first file arrives; idle ones end again.
    minThreads: 0,
    maxThreads: options.threads ?? defaultPdfThreads(),
    idleTimeout: options.idleTimeout ?? 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1024 },
  });
  // A closed Piscina pool would start new threads for later tasks, and nothing would close them again.
  let closed = false;

  async function run(task: ExtractTask): Promise<HubTextResult | PdfTextResult> {
    if (closed) throw new Error('The text reader is closed.');
    try {
      const { threadId, ms, ...result } = await pool.run(task);
      options.onRead?.({ kind: task.kind, threadId, ms, ok: result.ok });
      return result;
    } catch (error) {
      if (outOfMemory(error)) return { ok: false, reason: 'tooLong' };
      throw error;
    }
  }

  return {
    readHubText: (mime, bytes) => run({ kind: 'hubText', mime, bytes }) as Promise<HubTextResult>,
    readPdfText: (bytes) => run({ kind: 'pdf', bytes }) as Promise<PdfTextResult>,
    async close() {
      closed = true;
      await pool.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded files off the request thread; closed with the app. */
    textReader: PooledTextReader;
  }
}

/**
 * Gives the app its text reader (`app.textReader`) with `config.extractThreads` threads. With 0 threads the app
 * gets none, and files are read on the request thread (`textReaderOf`).
 */
export function registerTextReader(app: FastifyInstance, options: TextReaderOptions = {}): void {
  const threads = options.threads ?? app.config.extractThreads;
  if (threads === 0) return;
  const reader = createTextReader({
    threads,
    onRead: (info) => app.log.debug(info, 'uploaded file read'),
    ...options,
  });
  app.decorate('textReader', reader);
  app.addHook('onClose', async () => {
    await reader.close();
  });
}

const onThisThread: TextReader = { readHubText, readPdfText };

/** The app's text reader; an app built without one reads on the calling thread. */
export function textReaderOf(app: FastifyInstance): TextReader {
  return app.hasDecorator('textReader') ? app.textReader : onThisThread;
}
