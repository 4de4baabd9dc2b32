import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'repo/**/*.test.ts',
      'contract/**/*.test.ts',
      'cli/**/*.test.ts',
      'e2e/**/*.test.ts',
      'scale/**/*.test.ts',
      'load/**/*.test.ts',
      'quality/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Suites start real servers, Prism and Chromium: keep them from competing for the 2 cores.
    fileParallelism: false,
    // One module registry for the run instead of one per file (about a minute of imports); every suite starts and
    // ends its own servers and browser.
    isolate: false,
  },
});
