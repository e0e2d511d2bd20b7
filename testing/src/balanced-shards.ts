/**
 * Splits the test files between `npm test`'s lanes (Vitest's --shard, scripts/test-all.ts) by how long
 * each file takes, not by a hash of its name as Vitest does: by count, one lane could draw the three
 * slowest integration files and finish minutes after the other.
 *
 * Longest file first, each to the lane with the least work so far (the LPT rule). Estimates come from
 * test-file-seconds.json, seconds per file from a fresh-clone run, refreshed with
 * `npx tsx scripts/refresh-test-seconds.ts <vitest json report>`; a file not in it counts as the median
 * of the files that are. Every lane computes the same split from the same committed figures (never
 * from Vitest's own cache, which the other lane may be rewriting), so each file runs exactly once.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ESTIMATES: Record<string, number> = JSON.parse(readFileSync(new URL('./test-file-seconds.json', import.meta.url), 'utf8')) as Record<string, number>;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)]!;
};

/** Which of `count` lanes each file goes to (0-based), from its estimated seconds. */
export const assignLanes = (files: string[], count: number, estimates: Record<string, number> = ESTIMATES): Map<string, number> => {
  const fallback = median(files.flatMap((file) => (file in estimates ? [estimates[file]!] : [])));
  const seconds = (file: string) => estimates[file] ?? fallback;
  const totals = Array.from({ length: count }, () => 0);
  const lanes = new Map<string, number>();
  const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lane = totals.indexOf(Math.min(...totals));
    lanes.set(file, lane);
    totals[lane]! += seconds(file);
  }
  return lanes;
};

export default class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const pathOf = (spec: TestSpecification) => relative(this.ctx.config.root, spec.moduleId);
    const lanes = assignLanes([...new Set(files.map(pathOf))], count);
    return files.filter((spec) => lanes.get(pathOf(spec)) === index - 1);
  }
}
