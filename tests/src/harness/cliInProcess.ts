// The CLI run in this process (the same program as the `idea-studio` binary), with its own environment and output:
// what the quality runner and the prompt audit use to work whole tracks without spawning a process per command.
import { buildProgram } from '@idea-studio/cli/dist/program.js';

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
