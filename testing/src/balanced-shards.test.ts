import { describe, expect, it } from 'vitest';
import { assignLanes } from './balanced-shards';

describe('assignLanes', () => {
  it('puts every file in exactly one lane', () => {
    const files = Array.from({ length: 25 }, (_, i) => `f${i}.test.ts`);
    const lanes = assignLanes(files, 2, Object.fromEntries(files.map((file, i) => [file, i % 7])));
    expect([...lanes.keys()].sort()).toEqual([...files].sort());
    expect(new Set(lanes.values())).toEqual(new Set([0, 1]));
  });

  it('balances by seconds, not by count', () => {
    const estimates = { 'slow.test.ts': 100, 'a.test.ts': 30, 'b.test.ts': 30, 'c.test.ts': 30, 'd.test.ts': 10 };
    const lanes = assignLanes(Object.keys(estimates), 2, estimates);
    const total = (lane: number) => Object.entries(estimates).filter(([file]) => lanes.get(file) === lane).reduce((sum, [, s]) => sum + s, 0);
    expect([total(0), total(1)].sort()).toEqual([100, 100]);
    expect(lanes.get('slow.test.ts')).not.toBe(lanes.get('a.test.ts'));
  });

  it('gives the same split whatever order the files come in', () => {
    const estimates = { 'x.test.ts': 5, 'y.test.ts': 5, 'z.test.ts': 5, 'new.test.ts': 9 };
    const forward = assignLanes(Object.keys(estimates), 2, estimates);
    const backward = assignLanes(Object.keys(estimates).reverse(), 2, estimates);
    expect(backward).toEqual(forward);
  });

  it('counts a file without an estimate as the median of the others', () => {
    const lanes = assignLanes(['big.test.ts', 'new.test.ts', 'small.test.ts'], 2, { 'big.test.ts': 50, 'small.test.ts': 1 });
    // new.test.ts counts as 50 (the median of [1, 50] by this rule), so it does not join big's lane.
    expect(lanes.get('new.test.ts')).not.toBe(lanes.get('big.test.ts'));
  });

  it('keeps the infra tests in one lane, where each stage is synthesised once', () => {
    const files = ['infra/test/a.test.ts', 'infra/test/b.test.ts', 'infra/test/c.test.ts', 'x.test.ts', 'y.test.ts'];
    const lanes = assignLanes(files, 2, { 'infra/test/a.test.ts': 10, 'infra/test/b.test.ts': 10, 'infra/test/c.test.ts': 10, 'x.test.ts': 10, 'y.test.ts': 10 });
    expect(new Set(files.slice(0, 3).map((file) => lanes.get(file))).size).toBe(1);
    expect(lanes.get('x.test.ts')).toBe(lanes.get('y.test.ts'));
    expect(lanes.get('x.test.ts')).not.toBe(lanes.get('infra/test/a.test.ts'));
  });
});
