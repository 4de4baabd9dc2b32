// The terminal's prompts and progress bars, loaded when a command asks or shows progress: most commands (and every
// --json or scripted run) need neither, and loading both up front took about a third of the CLI's start.
import type { Preset, Options as ProgressOptions } from 'cli-progress';

export const prompts = () => import('@inquirer/prompts');

/** A set of progress bars on the given options, in the classic look. */
export async function progressBars(options: ProgressOptions) {
  const { default: cliProgress } = await import('cli-progress');
  return new cliProgress.MultiBar(options, cliProgress.Presets.shades_classic as Preset);
}
