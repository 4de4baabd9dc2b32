import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Files that replace modules with `vi.mock`: they need a module registry of their own. */
const MOCKING_MODULES = ['src/features/avatar/components/AvatarEditDialog.test.tsx'];

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'happy-dom',
        // Every core (Vitest's default, one core fewer, runs a 2-core machine's files one at a time).
        maxWorkers: availableParallelism(),
        setupFiles: ['./src/test/setup.ts'],
        restoreMocks: true,
        unstubGlobals: true,
        // Room for the slowest screen tests on a loaded CI machine; none takes 2 s here.
        testTimeout: 15_000,
        projects: [
          {
            extends: true,
            test: {
              name: 'screens',
              include: ['src/**/*.test.{ts,tsx}'],
              exclude: MOCKING_MODULES,
              // One page environment and module registry per worker instead of per file: a third of the time.
              // The setup file resets what tests change (DOM, storage, timers, language); mocks are restored and
              // stubbed globals removed after each test.
              isolate: false,
            },
          },
          { extends: true, test: { name: 'isolated', include: MOCKING_MODULES } },
        ],
      },
    }),
  ),
);
