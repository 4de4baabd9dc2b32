// Starts Prism as a mock server generated from openapi/idea-studio.yaml. With --errors it answers an error for
// any request that breaks the contract, so SDK calls that succeed against it are calls the contract allows.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contractPath } from '@idea-studio/openapi';
import { freePort } from './ports.js';

export interface MockServer {
  url: string;
  log: () => string;
  close: () => Promise<void>;
}

export async function startPrism(): Promise<MockServer> {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'mock', contractPath, '-h', '127.0.0.1', '-p', String(port), '--errors'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
