/** The bundles' LRU cache must behave as mnemonist's, which it replaces (see the module's note). */
import fc from 'fast-check';
import MnemonistLRU from 'mnemonist/lru-cache';
import { describe, expect, it } from 'vitest';
import LRUCache from './lru-cache';

type Operation = { op: 'set'; key: number; value: number } | { op: 'get' | 'peek' | 'has'; key: number } | { op: 'clear' };

const key = fc.integer({ min: 0, max: 6 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), key, value: fc.integer() }),
  fc.record({ op: fc.constantFrom('get' as const, 'peek' as const, 'has' as const), key }),
  fc.record({ op: fc.constant('clear' as const) }),
);

const apply = (cache: { set(k: number, v: number): unknown; get(k: number): unknown; peek(k: number): unknown; has(k: number): boolean; clear(): void; size: number }, step: Operation) => {
  if (step.op === 'set') return cache.set(step.key, step.value);
  if (step.op === 'clear') return cache.clear();
  return cache[step.op](step.key);
};

describe('LRUCache', () => {
  it('answers every sequence of operations as mnemonist does, evictions included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(operation, { maxLength: 60 }), (capacity, steps) => {
        const ours = new LRUCache<number, number>(capacity);
        const theirs = new MnemonistLRU<number, number>(capacity);
        for (const step of steps) {
          expect(apply(ours, step)).toEqual(apply(theirs, step));
          expect(ours.size).toBe(theirs.size);
        }
      }),
    );
  });

  it('evicts the least recently used entry; a read counts as a use, a peek does not', () => {
    const cache = new LRUCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.peek('b');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });
});
