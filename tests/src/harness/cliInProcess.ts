// The CLI run in this process (the same program as the `idea-studio` binary), with its own environment and output:
// what the quality runner and the prompt audit use to work whole tracks without spawning a process per command.
import { buildProgram } from '@idea-studio/cli/dist/program.js';
import type { UserData } from '@idea-studio/sdk';
import { loginWithCode, registerConfirmed } from './accounts.js';
import type { RunningServer } from './server.js';

/** Runs one CLI command; answers what it printed on stdout and stderr (a thrown error's message goes to stderr). */
export async function runCliInProcess(
  args: string[],
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const program = buildProgram({
    env,
    interactive: false,
    output: {
      out: (line) => {
        stdout += `${line}\n`;
      },
      err: (line) => {
        stderr += `${line}\n`;
      },
    },
  });
  program.configureOutput({
    writeOut: (text) => {
      stdout += text;
    },
    writeErr: (text) => {
      stderr += text;
    },
  });
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    stderr += `${error instanceof Error ? error.message : String(error)}\n`;
  }
  return { stdout, stderr };
}

/** A confirmed founder working in the terminal: each `step` runs one command as them; failures collect in `errors`. */
export interface TerminalFounder {
  step(args: string[]): Promise<string>;
  errors: string[];
  user: UserData;
}

/** Registers and logs in a new founder in `lang` and gives them a CLI whose credentials live in `configDir`. */
export async function terminalFounder(
  server: RunningServer,
  lang: 'en' | 'de',
  configDir: string,
): Promise<TerminalFounder> {
  const user = await loginWithCode(server, await registerConfirmed(server, undefined, lang));
  const env = {
    IDEA_CONFIG_DIR: configDir,
    IDEA_API_URL: server.apiUrl,
    IDEA_USER_ID: user.id,
    IDEA_API_KEY: user.apiKey ?? '',
  };
  const errors: string[] = [];
  return {
    errors,
    user,
    step: async (args) => {
      const out = await runCliInProcess(args, env);
      if (out.stderr.trim()) errors.push(`${args.join(' ')}: ${out.stderr.trim()}`);
      return out.stdout;
    },
  };
}
