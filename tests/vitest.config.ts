import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['repo/**/*.test.ts', 'contract/**/*.test.ts', 'cli/**/*.test.ts', 'e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Suites start real servers, Prism and Chromium: keep them from competing for the 2 cores.
    fileParallelism: false,
  },
});
