import { ApiError, type Lang, StepNotReadyError } from '@idea-studio/sdk';
import type { Context } from './context.js';

/** Prints data as JSON with --json, otherwise as the human lines given. */
export function print(ctx: Context, data: unknown, human: () => string[]): void {
  if (ctx.json) ctx.output.out(JSON.stringify(data, null, 2));
  else for (const line of human()) ctx.output.out(line);
}

/** The headline of a failure the CLI itself reports, in the user's language. */
export const ERROR_HEADLINE = { en: 'Error', de: 'Fehler' } as const;

/** A failure's text in the user's language: a step the SDK refuses says it in German too. */
export function messageIn(error: unknown, lang: Lang): string {
  if (error instanceof StepNotReadyError) return error.in(lang);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Prints a failure as the server's headline and text (or JSON with --json); returns the exit code. A failure of the
 * CLI's own is headed in the user's language (`lang`).
 */
export function printError(ctx: Context, error: unknown, lang: Lang = 'en'): number {
  const apiError =
    error instanceof ApiError ? error : new ApiError(0, ERROR_HEADLINE[lang], messageIn(error, lang), 'cli');
  if (ctx.json) {
    ctx.output.err(
      JSON.stringify({
        error: { status: apiError.status, code: apiError.code, headline: apiError.headline, text: apiError.text },
      }),
    );
  } else {
    ctx.output.err(`${apiError.headline}: ${apiError.text}`);
  }
  return 1;
}
