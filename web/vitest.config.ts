import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'happy-dom',
        // Every core (Vitest's default, one core fewer, runs a 2-core machine's files one at a time).
        maxWorkers: availableParallelism(),
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['./src/test/setup.ts'],
        restoreMocks: true,
        // Room for the slowest screen tests on a loaded CI machine; none takes 2 s here.
        testTimeout: 15_000,
      },
    }),
  ),
);
