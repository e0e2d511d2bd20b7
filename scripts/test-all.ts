/**
 * `npm test`: typecheck, lint, then every Vitest project (unit, integration against the local
 * engines, CDK assertions, browser tests in Chromium), then the size budgets. Prints each step's
 * seconds as it ends and a table of them all at the end, then one plain line "tests: N passed, N
 * failed"; exits non-zero on any failure.
 *
 * Steps that share nothing run side by side on the machine's two cores: the two typechecks beside
 * ESLint and the web build, the two budgets together. The tests run in two lanes, each half of the
 * test files (Vitest's --shard) against a local stack of its own (ports shifted by TEST_PORT_OFFSET),
 * so no test sees another lane's data: a test waiting on DynamoDB Local, Cognito or the stream
 * leaves a core idle that the other lane uses. Each lane runs its half of unit, infra and
 * integration, then its half of the browser tests.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT_DIR } from './local/config';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
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
const run = ({ name, command, args, env = {} }: Step, alone: boolean): Promise<boolean> =>
  new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${name}${alone ? '' : ' (alongside another step; its output follows when it ends)'}`);
    const child = spawn(command, args, {
      cwd: ROOT_DIR,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
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
  [
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
    // Once for both lanes' browser tests (E2E_SKIP_BUILD below): two builds would write one web/dist.
    { name: 'web build', command: 'npx', args: ['tsx', 'web/build/build-site.ts'], env: { NODE_ENV: 'production' } },
  ],
]);

let passed = 0;
let failed = 0;
/** Vitest's JSON report, the parts read here. */
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
};
/**
 * Each failed test with the first line of its error, repeated at the very end: a CI log that keeps
 * only its last lines still names every failure (four lanes' output interleaves above).
 */
const failedTestsOf = (results: VitestReport) =>
  results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(process.cwd(), file.name)} > ${test.fullName}\n    ${stripVTControlCharacters(test.failureMessages[0] ?? '').split('\n')[0]!.slice(0, 300)}`),
  );
const failedTests: string[] = [];
const problems: string[] = [];
/** A lane per core, two at least (a lane waiting on its engines leaves a core idle), four at most. */
const LANES = Number(process.env.TEST_LANES ?? Math.min(4, Math.max(2, availableParallelism())));
const portOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
/** Vitest writes its results here: counted below, kept for scripts/refresh-test-seconds.ts. */
const reportDir = join(tmpdir(), 'safe-haven-test-reports');
rmSync(reportDir, { recursive: true, force: true });
const reports = new Map<string, string>();

/**
 * One Vitest run of a shard of some projects. The integration and browser tests each start a local
 * stack whose handlers run in-process; one stack per run, so the browser tests get runs of their own.
 */
const vitestStep = (projects: string[], lane: number): Step => {
  const name = `vitest ${lane}/${LANES}: ${projects.join(', ')}`;
  const report = join(reportDir, `lane-${lane}-${projects[0]}.json`);
  reports.set(name, report);
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), `--shard=${lane}/${LANES}`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    // Ten ports apart: each test stack takes six from its base (testing/src/test-stack.ts), and the
    // integration and browser bases are 100 apart, so four lanes never meet.
    env: { TEST_PORT_OFFSET: String(portOffset + 10 * (lane - 1)), E2E_SKIP_BUILD: '1' },
  };
};

await runLanes(Array.from({ length: LANES }, (_, index) => [
  vitestStep(['unit', 'infra', 'integration'], index + 1),
  vitestStep(['e2e'], index + 1),
]));

for (const [name, report] of reports) {
  try {
    const results = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    failedTests.push(...failedTestsOf(results));
    if (results.numPendingTests + results.numTodoTests > 0) problems.push(`${name}: skipped or todo tests are not allowed`);
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

console.log(`\nEach file's seconds: ${reportDir} (npx tsx scripts/refresh-test-seconds.ts ${reportDir}/*.json makes them the lanes' estimates)`);
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
console.log(`\nnpm test took ${seconds(started).toFixed(0)} s${failures.length ? `; failed: ${failures.join(', ')}` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
