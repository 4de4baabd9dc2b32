import { ApiError } from '@idea-studio/sdk';
import type { Context } from './context.js';

/** Prints data as JSON with --json, otherwise as the human lines given. */
export function print(ctx: Context, data: unknown, human: () => string[]): void {
  if (ctx.json) ctx.output.out(JSON.stringify(data, null, 2));
  else for (const line of human()) ctx.output.out(line);
}

/** Prints a failure as the server's headline and text (or JSON with --json); returns the exit code. */
export function printError(ctx: Context, error: unknown): number {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(0, 'Error', error instanceof Error ? error.message : String(error), 'cli');
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
