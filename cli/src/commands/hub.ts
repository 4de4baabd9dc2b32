// `idea-studio hub ls | upload | rm`: the knowledge hub of the default project. Uploads are checked with the
// same rules as the web before sending (the server judges again by the bytes), each with its own progress bar.
import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import {
  ALLOWED_FILE_TYPES,
  formatFileSize,
  type HubFileKind,
  type Schemas,
  unwrap,
  uploadError,
  uploadWithProgress,
} from '@idea-studio/sdk';
import cliProgress from 'cli-progress';
import type { Context } from '../context.js';
import { print } from '../output.js';
import { session } from '../session.js';

type HubFile = Schemas['HubFile'];

/** The MIME type the web's file picker would report for a name, by its extension. */
export function mimeFromName(name: string): string {
  const ext = extname(name).toLowerCase();
  return ALLOWED_FILE_TYPES.find((t) => t.extension === ext)?.mime ?? 'application/octet-stream';
}

export async function hubList(ctx: Context): Promise<HubFile[]> {
  const { client, projectId } = await session(ctx);
  const files = await unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: projectId } } }));
  print(ctx, files, () =>
    files.length
      ? files.map((f) => `${f.fileId}  ${f.name}  ${formatFileSize(f.size)}  ${f.fileType}`)
      : ['No files in the knowledge hub yet.'],
  );
  return files;
}

export interface UploadOutcome {
  name: string;
  ok: boolean;
  error?: string;
  file?: HubFile;
}

export async function hubUpload(
  ctx: Context,
  paths: string[],
  options: { pitchDeck?: boolean },
): Promise<UploadOutcome[]> {
  const { client, projectId, token } = await session(ctx);
  const kind: HubFileKind = options.pitchDeck ? 'PITCHDECK' : 'RAGFILE';
  const existing = (await unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: projectId } } }))).map(
    (f) => f.name,
  );
  const outcomes: UploadOutcome[] = [];
  const bars = ctx.json
    ? undefined
    : new cliProgress.MultiBar(
        { format: ' {bar} {percentage}% | {file}', hideCursor: true, noTTYOutput: true, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      );
  try {
    for (const path of paths) {
      const name = basename(path);
      const size = await stat(path).then(
        (s) => s.size,
        () => -1,
      );
      if (size < 0) {
        outcomes.push({ name, ok: false, error: 'File not found' });
        continue;
      }
      // Pitch decks replace each other; hub files must have new names.
      const refused = uploadError({ name, size, type: mimeFromName(name) }, kind === 'RAGFILE' ? existing : [], kind);
      if (refused) {
        outcomes.push({ name, ok: false, error: refused });
        continue;
      }
      const bar = bars?.create(size || 1, 0, { file: name });
      try {
        const file = await uploadWithProgress<HubFile>({
          baseUrl: ctx.apiUrl,
          path: '/knowledgehub/uploads',
          field: 'file',
          file: { name, type: mimeFromName(name), data: new Uint8Array(await readFile(path)) },
          fields: { hubId: projectId, fileType: kind },
          token,
          onProgress: (loaded, total) => bar?.update(Math.round((loaded / total) * (size || 1))),
        });
        existing.push(name);
        outcomes.push({ name, ok: true, file });
      } catch (error) {
        outcomes.push({
          name,
          ok: false,
          error: error instanceof Error && 'text' in error ? String(error.text) : String(error),
        });
      }
    }
  } finally {
    bars?.stop();
  }
  print(ctx, outcomes, () =>
    outcomes.map((o) => (o.ok ? `✓ ${o.name} uploaded (${o.file?.fileId})` : `✗ ${o.name}: ${o.error}`)),
  );
  if (outcomes.some((o) => !o.ok)) process.exitCode = 1;
  return outcomes;
}

export async function hubRemove(ctx: Context, fileId: string): Promise<void> {
  const client = await ctx.client();
  await unwrap(client.DELETE('/knowledgehub/{id}', { params: { path: { id: fileId } } }));
  print(ctx, { deleted: true, fileId }, () => [`Deleted ${fileId}.`]);
}
