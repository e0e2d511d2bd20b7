/**
 * Makes the seconds each test file took in a run the estimates `npm test` splits its lanes by
 * (testing/src/balanced-shards.ts). Give it the Vitest JSON reports `npm test` keeps (their paths are
 * printed at the end of a run); files not in them keep their old estimate.
 *
 *   npx tsx scripts/refresh-test-seconds.ts /tmp/safe-haven-test-reports/*.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from './local/config';

const target = join(ROOT_DIR, 'testing', 'src', 'test-file-seconds.json');
const seconds = JSON.parse(readFileSync(target, 'utf8')) as Record<string, number>;
const reports = process.argv.slice(2);
if (reports.length === 0) throw new Error('Name one or more Vitest JSON reports');
/** The file's path in the repository, also for a report written by another checkout (a fresh clone). */
const repoPath = (file: string): string => {
  const inHere = relative(ROOT_DIR, file);
  if (!inHere.startsWith('..')) return inHere;
  const match = /\/((?:lambdas|shared|web|scripts|infra|testing)\/.*)$/.exec(file);
  if (!match) throw new Error(`Not a file of this repository: ${file}`);
  return match[1]!;
};
/**
 * Files that run one at a time (the integration and browser projects: fileParallelism false). The
 * time between one such file's start and the next one's is the first file's: its teardown, and the
 * next file's wait for the stream to finish the first one's writes (testing/src/integration-env.ts),
 * which Vitest counts in neither file's duration. A file's own duration undercounted a file that
 * writes hundreds of stream changes by more than a minute.
 */
const runsAlone = (file: string): boolean => file.endsWith('.int.test.ts') || file.endsWith('.e2e.test.ts');

let updated = 0;
for (const report of reports) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
  const oneAtATime = testResults.filter((result) => runsAlone(result.name)).sort((a, b) => a.startTime - b.startTime);
  for (const result of testResults) {
    const next = oneAtATime[oneAtATime.indexOf(result) + 1];
    const end = runsAlone(result.name) && next ? Math.max(result.endTime, next.startTime) : result.endTime;
    seconds[repoPath(result.name)] = Math.round((end - result.startTime) / 100) / 10;
    updated += 1;
  }
}
writeFileSync(target, `${JSON.stringify(Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b))), null, 1)}\n`);
console.log(`${updated} files' seconds written to ${relative(ROOT_DIR, target)}`);
