/**
 * `npm test`: typecheck, lint, then every Vitest project (unit, integration against the local
 * engines, CDK assertions, browser tests in Chromium), then the size budgets. Prints each step's
 * seconds as it ends and a table of them all at the end, then one plain line "tests: N passed, N
 * failed"; exits non-zero on any failure.
 *
 * Steps that share nothing run side by side on the machine's two cores: the two typechecks beside
 * ESLint, the two budgets together. The Vitest runs each start a local stack and keep both cores
 * busy, so they run one after the other.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from './local/config';

interface Step {
  name: string;
  command: string;
  args: string[];
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const outcomes: Outcome[] = [];
const seconds = (since: number) => (Date.now() - since) / 1000;

/**
 * Runs one step. Alone, its output streams to the terminal; beside another, it is held and printed
 * whole when the step ends, so two steps' lines never interleave.
 */
const run = ({ name, command, args }: Step, alone: boolean): Promise<boolean> =>
  new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${name}${alone ? '' : ' (alongside another step; its output follows when it ends)'}`);
    const child = spawn(command, args, {
      cwd: ROOT_DIR,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (held.length > 0) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(held).toString()}`);
      const took = seconds(started);
      console.log(`${ok ? '✔' : '✖'} ${name} (${took.toFixed(1)} s)`);
      outcomes.push({ name, ok, seconds: took });
      resolve(ok);
    });
  });

/** Lanes run side by side; the steps of one lane run in order. */
const runLanes = async (lanes: Step[][]): Promise<void> => {
  const alone = lanes.length === 1;
  await Promise.all(lanes.map(async (lane) => {
    for (const step of lane) await run(step, alone);
  }));
};

const started = Date.now();

await runLanes([
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
    { name: 'typecheck web', command: 'npx', args: ['tsc', '-p', 'web/tsconfig.json'] },
  ],
  [{ name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] }],
]);

let passed = 0;
let failed = 0;
const problems: string[] = [];
// The integration and browser tests each start a local stack whose handlers run in-process; one
// stack per process, so the browser tests get a vitest run of their own.
const vitestRuns = [
  { name: 'vitest: unit, infra, integration', projects: ['unit', 'infra', 'integration'] },
  { name: 'vitest: e2e (Chromium)', projects: ['e2e'] },
];
for (const { name, projects } of vitestRuns) {
  const report = join(tmpdir(), `safe-haven-vitest-${process.pid}-${projects[0]}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  await run({ name, command: 'npx', args }, true);
  try {
    const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    if (results.numPendingTests + results.numTodoTests > 0) problems.push(`${name}: skipped or todo tests are not allowed`);
    rmSync(report, { force: true });
  } catch {
    problems.push(`${name}: report missing`);
  }
}

await runLanes([
  [{ name: 'budget: page weight', command: 'npx', args: ['tsx', 'scripts/budgets/page-weight.ts'] }],
  [{ name: 'budget: lambda bundles', command: 'npx', args: ['tsx', 'scripts/budgets/lambda-bundles.ts'] }],
]);

const failures = [...outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name), ...problems];
const width = Math.max('total (wall clock)'.length, ...outcomes.map((outcome) => outcome.name.length));
console.log(`\n${'step'.padEnd(width + 1)}${'seconds'.padStart(8)}  result`);
for (const outcome of outcomes) {
  console.log(`${outcome.name.padEnd(width + 1)}${outcome.seconds.toFixed(1).padStart(8)}  ${outcome.ok ? 'ok' : 'FAILED'}`);
}
console.log(`${'total (wall clock)'.padEnd(width + 1)}${seconds(started).toFixed(1).padStart(8)}`);

console.log(`\nnpm test took ${seconds(started).toFixed(0)} s${failures.length ? `; failed: ${failures.join(', ')}` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
