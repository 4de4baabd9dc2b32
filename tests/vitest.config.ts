import { defineConfig } from 'vitest/config';

const BENCH = 'repo/bench.test.ts';
const QUALITY = 'quality/quality.test.ts';

export default defineConfig({
  test: {
    // `npm test` runs four lanes on two cores, so a whole track through the CLI can take minutes; a test that hangs
    // still fails, later.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Suites start real servers, Prism and Chromium: keep them from competing for the 2 cores.
    fileParallelism: false,
    // One module registry for the run instead of one per file (about a minute of imports); the end-to-end files
    // share one server and one Chromium of the worker (src/harness/shared.ts).
    isolate: false,
    // Four groups that share no state, so `npm test` (scripts/run-tests.mjs) runs them side by side: each is one
    // Vitest process with `--project`. `vitest run` here runs all four, one file at a time.
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['e2e/**/*.test.ts'], globalSetup: ['src/harness/e2eGlobalSetup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: [
            'repo/**/*.test.ts',
            'contract/**/*.test.ts',
            'cli/**/*.test.ts',
            'scale/**/*.test.ts',
            'load/**/*.test.ts',
            'quality/**/*.test.ts',
          ],
          exclude: [BENCH, QUALITY],
        },
      },
      { extends: true, test: { name: 'bench', include: [BENCH] } },
      { extends: true, test: { name: 'quality', include: [QUALITY] } },
    ],
  },
});
