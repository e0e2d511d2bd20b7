import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStackInfo } from './test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}

export default async function setup(project: TestProject) {
  const { info, teardown } = await startTestStack('integration', 18100, 'none');
  project.provide('stack', info);
  return teardown;
}
