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
import { print } from '../output.js';
import { writePdf } from './report.js';
import { loadRound } from './step.js';

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
    made = await makeClosingOutputs(l, streams, spinnerProgress(spinner));
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
  print(ctx, result, () => [
    ...streams.flatMap((stream) => [
      stream.name,
      ...made
        .filter((o) => o.streamId === stream.id)
        .flatMap((o) => {
          if (o.kind === 'file') return [`  ${o.name}: ${o.fileName}`];
          const path = whiteboards.get(stream.id);
          return path
            ? [`  ${o.name}: whiteboard rows written to ${path}`]
            : [`  ${o.name}: whiteboard rows copied to output`, ...o.text.split('\n')];
        }),
    ]),
    ...files.map((f) => `Wrote ${f.path}`),
    shareLine(share, roundId),
  ]);
  return result;
}

export interface ShareOptions {
  off?: boolean;
  mail?: string;
}

/** Makes the project page public (or private with --off), or mails its link (which makes it public). */
export async function share(ctx: Context, roundId: string, options: ShareOptions) {
  if (options.off && options.mail !== undefined) throw new Error('Use either --off or --mail, not both.');
  const client = await ctx.client();
  if (options.mail !== undefined) {
    const sent = await sendShareLink(client, roundId, options.mail);
    const state = await loadShare(client, roundId);
    const result = { ...sent, shared: state.shared };
    print(ctx, result, () => [
      sent.sent.length > 0 ? `Sent the link to ${sent.sent.join(', ')}.` : 'No address to send the link to.',
      shareLine(state, roundId),
    ]);
    return result;
  }
  const state = await setShared(client, roundId, !options.off);
  print(ctx, state, () => [shareLine(state, roundId)]);
  return state;
}
