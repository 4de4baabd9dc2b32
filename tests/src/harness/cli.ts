// Runs the real `idea-studio` binary (cli/bin/idea-studio.js) as a child process, without a terminal.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

// Every temporary folder lives under one root per test process, removed when the process ends (test files share
// the process and this module: see vitest.config.ts).
const tempRoot = mkdtempSync(join(tmpdir(), 'idea-studio-cli-'));
process.on('exit', () => rmSync(tempRoot, { recursive: true, force: true }));

/** A fresh folder (a config directory or a download target), so each journey has its own files. */
export function tempConfigDir(): Promise<string> {
  return mkdtemp(join(tempRoot, 'run-'));
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
