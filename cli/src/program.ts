// The one commander program; each command's action is a plain function in src/commands/<noun>.ts.
import { Command } from 'commander';
import { health } from './commands/health.js';
import { type ContextOptions, createContext, type GlobalOptions } from './context.js';
import { printError } from './output.js';

export function buildProgram(contextOptions: ContextOptions = {}): Command {
  const program = new Command();
  program
    .name('idea-studio')
    .description('Idea Studio from the terminal: develop a business idea step by step with an AI assistant.')
    .version('0.1.0')
    .option('--api-url <url>', 'API base URL (env IDEA_API_URL)', undefined)
    .option('--json', 'machine-readable JSON output')
    .showHelpAfterError()
    .exitOverride();

  /** Wraps a command action: builds the context from the global flags and maps failures to exit code 1. */
  const action =
    <A extends unknown[]>(run: (ctx: ReturnType<typeof createContext>, ...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      const ctx = createContext(program.opts<GlobalOptions>(), contextOptions);
      try {
        await run(ctx, ...args);
      } catch (error) {
        process.exitCode = printError(ctx, error);
      }
    };

  program.command('health').description("print the server's health").action(action((ctx) => health(ctx)));
  return program;
}
