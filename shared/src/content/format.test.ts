import { describe, expect, it } from 'vitest';
import { formatUsd } from './format';

describe('formatUsd', () => {
  it('writes whole dollars with thousands separators, as Intl would', () => {
    for (const amount of [0, 5, 999, 1000, 12_500, 75_000, 3_000_000, 40_000_000, 1234.6, -3000]) {
      expect(formatUsd(amount)).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount));
    }
  });
});
