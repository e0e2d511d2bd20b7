import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { BUSY_MAX_DELAY_MS, busyForLong, busyRetryDelay, isBusy, retryWhileBusy } from './busy-retry';

const error = (status: number) => new ApiError(status, 'x', { message: 'x' });

describe('busy retry', () => {
  it('treats 429, 5xx and no answer as busy, and nothing else', () => {
    expect([0, 429, 500, 502, 503].map((status) => isBusy(error(status)))).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 409].map((status) => isBusy(error(status)))).toEqual([false, false, false, false, false]);
    expect(isBusy(new Error('boom'))).toBe(false);
  });

  it('retries a busy read three times, and a refused one never', () => {
    expect([0, 1, 2, 3].map((count) => retryWhileBusy(count, error(503)))).toEqual([true, true, true, false]);
    expect(retryWhileBusy(0, error(403))).toBe(false);
  });

  it('waits a random time up to a doubling bound, capped', () => {
    expect(busyRetryDelay(0, undefined, () => 1)).toBe(1_000);
    expect(busyRetryDelay(2, undefined, () => 1)).toBe(4_000);
    expect(busyRetryDelay(2, undefined, () => 0.5)).toBe(2_000);
    expect(busyRetryDelay(10, undefined, () => 1)).toBe(BUSY_MAX_DELAY_MS);
    expect(busyRetryDelay(3, undefined, () => 0)).toBe(0);
  });

  it('speaks up only when busy reads have lasted 30 seconds', () => {
    const busy = { isError: true, error: error(429), lastSuccessAt: 1_000 };
    expect(busyForLong(busy, 20_000)).toBe(false);
    expect(busyForLong(busy, 31_000)).toBe(true);
    expect(busyForLong({ ...busy, error: error(403) }, 31_000)).toBe(false);
    expect(busyForLong({ ...busy, isError: false }, 31_000)).toBe(false);
  });
});
