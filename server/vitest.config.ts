import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every core: each file has its own databases, and Vitest's default (one core fewer) runs a 2-core machine's
    // files one at a time.
    maxWorkers: availableParallelism(),
    // One module registry per worker instead of per file: importing the server once per file took half the run.
    // Suites share no state but module-level memos (track definitions, ids); each builds its own apps and databases.
    isolate: false,
    restoreMocks: true,
    // Beside the other test lanes of `npm test` on 2 cores, tests that spawn a server process (main.test.ts, 10 s
    // alone) run about three times slower; a hung test still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
