import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    maxWorkers: availableParallelism(),
    // One module registry per worker: the banks and the tagger load once per worker, not per file.
    isolate: false,
    testTimeout: 60_000,
  },
});
