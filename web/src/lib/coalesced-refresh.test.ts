import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceRefreshes, type RefreshTarget } from './coalesced-refresh';

const WINDOW_MS = 2_000;

describe('coalesceRefreshes', () => {
  let reads: RefreshTarget[];
  let refresh: ReturnType<typeof coalesceRefreshes>;

  beforeEach(() => {
    vi.useFakeTimers();
    reads = [];
    refresh = coalesceRefreshes(WINDOW_MS, (target) => reads.push(target));
  });
  afterEach(() => {
    refresh.cancel();
    vi.useRealTimers();
  });

  it('reads the first message of a quiet spell at once', () => {
    refresh(['a']);
    expect(reads).toEqual([['a']]);
  });

  it('reads the messages of one window together when it ends, with every named invitation', () => {
    refresh(['a']);
    refresh(['b']);
    refresh(['c', 'b']);
    expect(reads).toEqual([['a']]);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reads).toEqual([['a'], ['b', 'c']]);
  });

  it('reads everything when any message of the window could not name them all', () => {
    refresh(['a']);
    refresh(['b']);
    refresh('all');
    refresh(['c']);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reads).toEqual([['a'], 'all']);
  });

  it('makes at most one read per window under a steady stream of messages, and misses none at the end', () => {
    // A campaign's peak: a message every 100 ms for 10 s.
    for (let elapsed = 0; elapsed < 10_000; elapsed += 100) {
      refresh([`id-${elapsed}`]);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reads.length).toBe(6);
    const read = new Set(reads.flatMap((target) => (target === 'all' ? [] : [...target])));
    expect(read.size).toBe(100);
  });

  it('after a quiet window, the next message is read at once again', () => {
    refresh(['a']);
    vi.advanceTimersByTime(WINDOW_MS);
    vi.advanceTimersByTime(WINDOW_MS);
    refresh(['b']);
    expect(reads).toEqual([['a'], ['b']]);
  });

  it('cancel drops a waiting read', () => {
    refresh(['a']);
    refresh(['b']);
    refresh.cancel();
    vi.advanceTimersByTime(WINDOW_MS * 2);
    expect(reads).toEqual([['a']]);
  });
});
