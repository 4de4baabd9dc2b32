// The language the CLI speaks to a user: the system language of their profile (`profile set --lang en|de`), as the
// web app and the server's documents use it. Each command keeps its words in both languages next to its code; this
// is where it learns which to print. `--json` prints data, which has no language of its own.
import { currentUser, type Lang, type UserData } from '@idea-studio/sdk';
import type { Context } from './context.js';

export type { Lang };

/** German for a German profile, English for every other. */
export const langOf = (user: Pick<UserData, 'lang'> | undefined): Lang => (user?.lang === 'de' ? 'de' : 'en');

const asked = new WeakMap<Context, Promise<Lang>>();

/** The user's language, asked once per command; English with --json (nothing is labelled) or without a session. */
export function userLang(ctx: Context): Promise<Lang> {
  if (ctx.json) return Promise.resolve('en');
  let lang = asked.get(ctx);
  if (!lang) {
    lang = ctx
      .client()
      .then(currentUser)
      .then(langOf, () => 'en' as const);
    asked.set(ctx, lang);
  }
  return lang;
}

/** A count with its noun in the right number: `plural(2, 'Aufruf', 'Aufrufe')` → "2 Aufrufe". */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
