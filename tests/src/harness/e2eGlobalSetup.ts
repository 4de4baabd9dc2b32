// Global setup of the end-to-end project: a temporary folder for the data of the worker's shared server
// (src/harness/shared.ts), removed once every file has run. The worker ends without closing that server, so it
// cannot clean up after itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'idea-studio-e2e-'));
  project.provide('sharedDataDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
