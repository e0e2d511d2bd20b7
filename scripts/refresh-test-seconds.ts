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
let updated = 0;
for (const report of reports) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
  for (const result of testResults) {
    seconds[repoPath(result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
    updated += 1;
  }
}
writeFileSync(target, `${JSON.stringify(Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b))), null, 1)}\n`);
console.log(`${updated} files' seconds written to ${relative(ROOT_DIR, target)}`);
