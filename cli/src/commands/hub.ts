// `idea-studio hub ls | upload | rm`: the knowledge hub of the default project. Uploads go through the SDK's
// `uploadHubFile`, as in the web: checked with the same rules before sending (the server judges again by the
// bytes), each with its own progress bar.
import { openAsBlob } from 'node:fs';
import { basename, extname } from 'node:path';
import {
  ALLOWED_FILE_TYPES,
  ApiError,
  formatFileSize,
  type HubFileKind,
  type Schemas,
  unwrap,
  uploadHubFile,
} from '@idea-studio/sdk';
import type { SingleBar } from 'cli-progress';
import type { Context } from '../context.js';
import { langOf, userLang } from '../lang.js';
import { print } from '../output.js';
import { session } from '../session.js';
import { progressBars } from '../terminal.js';

type HubFile = Schemas['HubFile'];

/** The command's words in both languages. */
export const HUB_LABELS = {
  en: {
    none: 'No files in the knowledge hub yet.',
    uploaded: (name: string, id: string | undefined) => `✓ ${name} uploaded (${id})`,
    notFound: 'File not found',
    deleted: (id: string) => `Deleted ${id}.`,
  },
  de: {
    none: 'Noch keine Dateien im Knowledge Hub.',
    uploaded: (name: string, id: string | undefined) => `✓ ${name} hochgeladen (${id})`,
    notFound: 'Datei nicht gefunden',
    deleted: (id: string) => `${id} gelöscht.`,
  },
} as const;

/** The MIME type the web's file picker would report for a name, by its extension. */
export function mimeFromName(name: string): string {
  const ext = extname(name).toLowerCase();
  return ALLOWED_FILE_TYPES.find((t) => t.extension === ext)?.mime ?? 'application/octet-stream';
}

export async function hubList(ctx: Context): Promise<HubFile[]> {
  const { client, projectId, user } = await session(ctx);
  const t = HUB_LABELS[langOf(user)];
  const files = await unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: projectId } } }));
  print(ctx, files, () =>
    files.length ? files.map((f) => `${f.fileId}  ${f.name}  ${formatFileSize(f.size)}  ${f.fileType}`) : [t.none],
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
  const { client, projectId, token, user } = await session(ctx);
  const t = HUB_LABELS[langOf(user)];
  const kind: HubFileKind = options.pitchDeck ? 'PITCHDECK' : 'RAGFILE';
  const existing = (await unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: projectId } } }))).map(
    (f) => f.name,
  );
  const outcomes: UploadOutcome[] = [];
  const bars = ctx.json
    ? undefined
    : await progressBars({
        format: ' {bar} {percentage}% | {file}',
        hideCursor: true,
        noTTYOutput: true,
        stream: process.stderr,
      });
  try {
    for (const path of paths) {
      const name = basename(path);
      const type = mimeFromName(name);
      // A Blob of the file: its size is known at once, and the bytes are read only when it is sent.
      const data = await openAsBlob(path, { type }).catch(() => null);
      if (!data) {
        outcomes.push({ name, ok: false, error: t.notFound });
        continue;
      }
      const size = data.size || 1;
      let bar: SingleBar | undefined;
      try {
        const file = await uploadHubFile({
          baseUrl: ctx.apiUrl,
          projectId,
          kind,
          file: { name, type, data },
          // Pitch decks replace each other; hub files must have new names.
          existingNames: kind === 'RAGFILE' ? existing : [],
          token,
          onProgress: ({ percentage }) => {
            bar ??= bars?.create(size, 0, { file: name });
            bar?.update(Math.round((percentage / 100) * size));
          },
        });
        existing.push(name);
        outcomes.push({ name, ok: true, file });
      } catch (error) {
        outcomes.push({ name, ok: false, error: error instanceof ApiError ? error.text : String(error) });
      }
    }
  } finally {
    bars?.stop();
  }
  print(ctx, outcomes, () =>
    outcomes.map((o) => (o.ok ? t.uploaded(o.name, o.file?.fileId) : `✗ ${o.name}: ${o.error}`)),
  );
  if (outcomes.some((o) => !o.ok)) process.exitCode = 1;
  return outcomes;
}

export async function hubRemove(ctx: Context, fileId: string): Promise<void> {
  const client = await ctx.client();
  await unwrap(client.DELETE('/knowledgehub/{id}', { params: { path: { id: fileId } } }));
  const t = HUB_LABELS[await userLang(ctx)];
  print(ctx, { deleted: true, fileId }, () => [t.deleted(fileId)]);
}
