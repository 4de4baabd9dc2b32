// `idea-studio close <roundId>` and `idea-studio share <roundId>`: the closing view from the terminal. close makes
// every closing output of the track's streams (or of one) with the SDK's closing flow, the one the web uses: the
// PDFs become result files of the round and are written to --out, the whiteboard rows are printed (or written next
// to them); then the project page link is printed with whether it is public. share makes the project page public or
// private, or mails its link.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadShare, sendShareLink, setShared } from '@idea-studio/sdk';
import ora from 'ora';
import {
  type ClosingStream,
  closingStreams,
  type MadeOutput,
  makeClosingOutputs,
  shareLine,
  spinnerProgress,
} from '../closing.js';
import type { Context } from '../context.js';
import { userLang } from '../lang.js';
import { print } from '../output.js';
import { loadRound } from '../round.js';
import { writePdf } from './report.js';

/** The command's words in both languages. */
export const CLOSE_LABELS = {
  en: {
    rowsWritten: (path: string) => `whiteboard rows written to ${path}`,
    rowsCopied: 'whiteboard rows copied to output',
    wrote: (path: string) => `Wrote ${path}`,
    sent: (to: string) => `Sent the link to ${to}.`,
    noAddress: 'No address to send the link to.',
    offOrMail: 'Use either --off or --mail, not both.',
  },
  de: {
    rowsWritten: (path: string) => `Whiteboard-Zeilen geschrieben nach ${path}`,
    rowsCopied: 'Whiteboard-Zeilen zum Einfügen',
    wrote: (path: string) => `Geschrieben: ${path}`,
    sent: (to: string) => `Link gesendet an ${to}.`,
    noAddress: 'Keine Adresse, an die der Link gehen kann.',
    offOrMail: 'Nutze entweder --off oder --mail, nicht beides.',
  },
} as const;

export interface CloseOptions {
  stream?: string;
  out?: string;
  share?: boolean;
}

/** A file name for a stream's whiteboard rows: whiteboard-qualify.txt. */
function whiteboardFile(stream: ClosingStream): string {
  const slug = stream.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `whiteboard-${slug || stream.id}.txt`;
}

export async function close(ctx: Context, roundId: string, options: CloseOptions) {
  const l = await loadRound(ctx, roundId);
  const streams = await closingStreams(l, options.stream);
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr });
  let made: MadeOutput[];
  try {
    made = await makeClosingOutputs(l, streams, spinnerProgress(spinner, l.lang));
  } finally {
    spinner?.stop();
  }

  // The PDFs go to --out (default: the current directory); the whiteboard rows next to them when --out is given.
  const files: Array<{ fileId: string; path: string; bytes: number }> = [];
  for (const output of made) {
    if (output.kind === 'file') files.push(...(await writePdf(ctx, roundId, output.fileId, options.out)));
  }
  const whiteboards = new Map<string, string>();
  if (options.out) {
    const dir = resolve(options.out);
    await mkdir(dir, { recursive: true });
    for (const stream of streams) {
      const rows = made.filter((o) => o.streamId === stream.id && o.kind === 'whiteboard');
      if (rows.length === 0) continue;
      const path = join(dir, whiteboardFile(stream));
      await writeFile(path, `${rows.map((o) => (o.kind === 'whiteboard' ? o.text : '')).join('\n\n')}\n`);
      whiteboards.set(stream.id, path);
    }
  }

  const share = options.share ? await setShared(l.client, roundId, true) : await loadShare(l.client, roundId);
  const result = {
    roundId,
    streams: streams.map((stream) => ({
      streamId: stream.id,
      name: stream.name,
      outputs: made
        .filter((o) => o.streamId === stream.id)
        .map((o) => (o.kind === 'whiteboard' ? { ...o, path: whiteboards.get(stream.id) ?? null } : o)),
    })),
    files,
    share,
  };
  const t = CLOSE_LABELS[l.lang];
  print(ctx, result, () => [
    ...streams.flatMap((stream) => [
      stream.name,
      ...made
        .filter((o) => o.streamId === stream.id)
        .flatMap((o) => {
          if (o.kind === 'file') return [`  ${o.name}: ${o.fileName}`];
          const path = whiteboards.get(stream.id);
          return path
            ? [`  ${o.name}: ${t.rowsWritten(path)}`]
            : [`  ${o.name}: ${t.rowsCopied}`, ...o.text.split('\n')];
        }),
    ]),
    ...files.map((f) => t.wrote(f.path)),
    shareLine(share, roundId, l.lang),
  ]);
  return result;
}

export interface ShareOptions {
  off?: boolean;
  mail?: string;
}

/** Makes the project page public (or private with --off), or mails its link (which makes it public). */
export async function share(ctx: Context, roundId: string, options: ShareOptions) {
  const lang = await userLang(ctx);
  const t = CLOSE_LABELS[lang];
  if (options.off && options.mail !== undefined) throw new Error(t.offOrMail);
  const client = await ctx.client();
  if (options.mail !== undefined) {
    const sent = await sendShareLink(client, roundId, options.mail);
    const state = await loadShare(client, roundId);
    const result = { ...sent, shared: state.shared };
    print(ctx, result, () => [
      sent.sent.length > 0 ? t.sent(sent.sent.join(', ')) : t.noAddress,
      shareLine(state, roundId, lang),
    ]);
    return result;
  }
  const state = await setShared(client, roundId, !options.off);
  print(ctx, state, () => [shareLine(state, roundId, lang)]);
  return state;
}
