import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Infra tests synthesise whole stacks (with cdk-nag), which takes seconds rather than milliseconds.
export default defineConfig({
  test: {
    name: 'infra',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['infra/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
