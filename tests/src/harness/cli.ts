// Runs the real `idea-studio` binary (cli/bin/idea-studio.js) as a child process, without a terminal.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
export const CLI_BIN = join(dirname(require.resolve('@idea-studio/cli/package.json')), 'bin', 'idea-studio.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A fresh config directory, so each journey has its own stored credentials. */
export function tempConfigDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'idea-studio-cli-'));
}

export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
