// `idea-studio results ls | download`: a round's result files.
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { type Schemas, toApiError, unwrap } from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { userLang } from '../lang.js';
import { print } from '../output.js';
import { progressBars } from '../terminal.js';

/** The command's words in both languages. */
export const RESULTS_LABELS = {
  en: {
    none: 'No result files yet.',
    saved: (path: string, kb: number) => `Saved ${path} (${kb} KB)`,
    nothing: 'No result files to download.',
    noFile: (roundId: string, file: string) => `Round ${roundId} has no result file ${file}.`,
  },
  de: {
    none: 'Noch keine Ergebnisdateien.',
    saved: (path: string, kb: number) => `Gespeichert: ${path} (${kb} KB)`,
    nothing: 'Keine Ergebnisdateien zum Herunterladen.',
    noFile: (roundId: string, file: string) => `Die Runde ${roundId} hat keine Ergebnisdatei ${file}.`,
  },
} as const;

type ResultFile = Schemas['ResultFile'];

export async function resultsList(ctx: Context, roundId: string): Promise<ResultFile[]> {
  const client = await ctx.client();
  const files = await unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
  const t = RESULTS_LABELS[await userLang(ctx)];
  print(ctx, files, () =>
    files.length
      ? files.map(
          (f) => `${f.fileId}  ${f.fileName}  ${Math.round(f.fileSize / 1024)} KB  ${f.fileType}  ${f.dateCreated}`,
        )
      : [t.none],
  );
  return files;
}

/** Reads a response body while reporting progress in bytes. */
async function readWithProgress(response: Response, onChunk: (bytes: number) => void): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onChunk(value.byteLength);
  }
  return Buffer.concat(chunks);
}

export async function resultsDownload(ctx: Context, roundId: string, options: { file?: string; out?: string }) {
  const client = await ctx.client();
  const files = await unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
  const chosen = options.file ? files.filter((f) => f.fileId === options.file || f.id === options.file) : files;
  const t = RESULTS_LABELS[await userLang(ctx)];
  if (options.file && !chosen.length) throw new Error(t.noFile(roundId, options.file));
  const outDir = resolve(options.out ?? '.');
  await mkdir(outDir, { recursive: true });

  const bars = ctx.json
    ? undefined
    : await progressBars({
        format: ' {bar} {percentage}% | {file}',
        hideCursor: true,
        clearOnComplete: false,
        noTTYOutput: true,
        stream: process.stderr,
      });
  const written: Array<{ fileId: string; path: string; bytes: number }> = [];
  try {
    for (const file of chosen) {
      const bar = bars?.create(file.fileSize || 1, 0, { file: file.fileName });
      const { response } = await client.GET('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
        params: { path: { roundId, fileId: file.fileId, fileName: file.fileName } },
        headers: { Accept: 'application/pdf' },
        parseAs: 'stream',
      });
      if (!response.ok) {
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          body = undefined;
        }
        throw toApiError(response.status, body);
      }
      let received = 0;
      const bytes = await readWithProgress(response, (n) => {
        received += n;
        bar?.update(received);
      });
      const path = join(outDir, basename(file.fileName));
      await writeFile(path, bytes);
      bar?.update(file.fileSize || bytes.byteLength);
      written.push({ fileId: file.fileId, path, bytes: bytes.byteLength });
    }
  } finally {
    bars?.stop();
  }
  print(ctx, written, () =>
    written.length ? written.map((w) => t.saved(w.path, Math.round(w.bytes / 1024))) : [t.nothing],
  );
  return written;
}
