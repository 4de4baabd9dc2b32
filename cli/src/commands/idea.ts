// `idea-studio idea read "<text>" [--title <title>] [--lang en|de]`: how the assistant reads an idea (the idea frame),
// through POST /aiservice/ideaframe, without starting or changing a round. `--json` prints the frame itself.
import { type IdeaFrame, type IdeaFrameRequest, readIdeaFrame } from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { FRAME_LABELS, frameLines } from '../frame.js';
import { type Lang, userLang } from '../lang.js';
import { print } from '../output.js';

export interface IdeaReadOptions {
  title?: string;
  lang?: string;
}

/** Reads the idea; prints the frame (human: one line per slot, in the idea's language or the user's). */
export async function ideaRead(ctx: Context, text: string, options: IdeaReadOptions = {}): Promise<IdeaFrame> {
  const client = await ctx.client();
  // The language is the server's to check (400 with its message for anything but en or de).
  const body = {
    text,
    ...(options.title !== undefined ? { title: options.title } : {}),
    ...(options.lang !== undefined ? { lang: options.lang as IdeaFrameRequest['lang'] } : {}),
  };
  const { frame, provider } = await readIdeaFrame(client, body);
  const lang: Lang = options.lang === 'de' || options.lang === 'en' ? options.lang : await userLang(ctx);
  const t = FRAME_LABELS[lang];
  print(ctx, frame, () => [
    t.heading,
    ...frameLines(frame, lang),
    `  (${provider === 'offline' ? t.offline : t.model})`,
  ]);
  return frame;
}
