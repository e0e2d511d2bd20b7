/**
 * `npm test`: typecheck, lint, then every Vitest project (unit, integration against the local
 * engines, CDK assertions, browser tests in Chromium), then the size budgets. Ends with one plain
 * line "tests: N passed, N failed" and exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from './local/config';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const run = ({ name, command, args }: Step): boolean => {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
};

const started = Date.now();
const failures: string[] = [];
for (const step of [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'typecheck web', command: 'npx', args: ['tsc', '-p', 'web/tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
]) {
  if (!run(step)) failures.push(step.name);
}

let passed = 0;
let failed = 0;
// The integration and browser tests each start a local stack whose handlers run in-process; one
// stack per process, so the browser tests get a vitest run of their own.
const vitestRuns = [
  { name: 'vitest: unit, infra, integration', projects: ['unit', 'infra', 'integration'] },
  { name: 'vitest: e2e (Chromium)', projects: ['e2e'] },
];
for (const { name, projects } of vitestRuns) {
  const report = join(tmpdir(), `safe-haven-vitest-${process.pid}-${projects[0]}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  if (!run({ name, command: 'npx', args })) failures.push(name);
  try {
    const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    if (results.numPendingTests + results.numTodoTests > 0) failures.push(`${name}: skipped or todo tests are not allowed`);
    rmSync(report, { force: true });
  } catch {
    failures.push(`${name}: report missing`);
  }
}

for (const step of [
  { name: 'budget: page weight', command: 'npx', args: ['tsx', 'scripts/budgets/page-weight.ts'] },
  { name: 'budget: lambda bundles', command: 'npx', args: ['tsx', 'scripts/budgets/lambda-bundles.ts'] },
]) {
  if (!run(step)) failures.push(step.name);
}

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `; failed: ${failures.join(', ')}` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
