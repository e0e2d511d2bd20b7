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

/**
 * Files that must share a lane: the infra tests run in one process without isolation so that each
 * stage is synthesised once per run (vitest.config.ts); split over two lanes, both would synthesise it.
 */
const groupOf = (file: string): string => (file.startsWith('infra/test/') ? 'infra/test/' : file);

/** Which of `count` lanes each file goes to (0-based), from its estimated seconds. */
export const assignLanes = (files: string[], count: number, estimates: Record<string, number> = ESTIMATES): Map<string, number> => {
  const fallback = median(files.flatMap((file) => (file in estimates ? [estimates[file]!] : [])));
  const groups = new Map<string, { files: string[]; seconds: number }>();
  for (const file of files) {
    const group = groups.get(groupOf(file)) ?? { files: [], seconds: 0 };
    group.files.push(file);
    group.seconds += estimates[file] ?? fallback;
    groups.set(groupOf(file), group);
  }
  const totals = Array.from({ length: count }, () => 0);
  const lanes = new Map<string, number>();
  const longestFirst = [...groups].sort(([a, x], [b, y]) => y.seconds - x.seconds || a.localeCompare(b));
  for (const [, group] of longestFirst) {
    const lane = totals.indexOf(Math.min(...totals));
    for (const file of group.files) lanes.set(file, lane);
    totals[lane]! += group.seconds;
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
