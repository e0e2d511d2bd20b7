import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '@safe-haven/scripts/local/config';
import { startTestStack, type TestStackInfo } from './test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}

export default async function setup(project: TestProject) {
  // The browser tests run against the production build with its prerendered pages, as users get it.
  if (!process.env.E2E_SKIP_BUILD) {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const { info, teardown } = await startTestStack('e2e', 18200, 'preview');
  project.provide('stack', info);
  return teardown;
}
