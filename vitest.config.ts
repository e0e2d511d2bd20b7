import { defineConfig } from 'vitest/config';
import BalancedSequencer from './testing/src/balanced-shards.ts';

/**
 * Four projects: unit (pure logic), integration (handlers against the real local engines),
 * infra (CDK assertions) and e2e (Chromium against the whole local stack).
 */
export default defineConfig({
  test: {
    // `npm test` runs two shards side by side (scripts/test-all.ts), split by each file's duration.
    sequence: { sequencer: BalancedSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'lambdas/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/vite-plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'testing/src/**/*.test.ts', 'web/e2e/support/**/*.test.ts', 'web/build/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['lambdas/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: ['testing/src/integration-global-setup.ts'],
          setupFiles: ['testing/src/integration-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          // One process for every file, modules shared: infra/test/synth-stack.ts then synthesises
          // each stage once per run instead of once per file.
          isolate: false,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['testing/src/e2e-global-setup.ts'],
          setupFiles: ['testing/src/e2e-env.ts'],
          // A page's state (focus after a dialog opens, a refetched row) can take over the default
          // second when two shards and their stacks share two CPUs; five keeps polls from flaking.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
