import { describe, expect, it } from 'vitest';
import { EQUITY_TOLERANCE_POINTS, impliedEquityPercent, investorChecks } from './investor-checks';
import { SAMPLE_RAISE_TERMS } from './raise-terms.fixture';
import type { RaiseTerms } from '../api-types';

/** Consistent terms: 1,000,000 at 9,000,000 pre-money is 10%, an equity instrument, 100% used, a future timeline. */
const consistent: RaiseTerms = {
  ...SAMPLE_RAISE_TERMS,
  amountUsd: 1_000_000,
  preMoneyValuationUsd: 9_000_000,
  equityPercent: 10,
  instrument: 'Series Seed preferred shares',
  useOfFunds: [{ label: 'A', percent: 60 }, { label: 'B', percent: 40 }],
  timeline: [{ period: 'Q1 2030', title: 'Later', startsOn: '2030-01-01' }],
};
const NOW = new Date('2026-11-26T12:00:00Z');
const fields = (raise: RaiseTerms) => investorChecks(raise, NOW).map((warning) => warning.field);

describe('the checks an investor would make', () => {
  it('find nothing in consistent terms', () => {
    expect(investorChecks(consistent, NOW)).toEqual([]);
  });

  it('compute the equity an amount buys at a pre-money valuation', () => {
    expect(impliedEquityPercent(1_000_000, 9_000_000)).toBe(10);
    expect(impliedEquityPercent(2, 20)).toBeCloseTo(9.0909, 3);
  });

  it('warn when the equity is not amount / (pre-money + amount), and accept a one-decimal rounding', () => {
    const warnings = investorChecks({ ...consistent, preMoneyValuationUsd: 10_000_000 }, NOW);
    expect(warnings).toEqual([
      { field: 'raise.equityPercent', message: '$1,000,000 at a $10,000,000 pre-money valuation buys 9.09% of the company (amount ÷ (pre-money + amount)), not 10%.' },
    ]);
    expect(fields({ ...consistent, preMoneyValuationUsd: 10_000_000, equityPercent: 9.1 })).toEqual([]);
    expect(fields({ ...consistent, preMoneyValuationUsd: 10_000_000, equityPercent: 9 })).toEqual(['raise.equityPercent']);
    expect(EQUITY_TOLERANCE_POINTS).toBeLessThan(0.1);
  });

  it('warn about a convertible instrument that quotes an equity stake, not about an equity one', () => {
    for (const instrument of ['Convertible note', 'SAFE', 'Promissory note', 'Simple Agreement for Future Equity']) {
      expect(fields({ ...consistent, instrument })).toEqual(['raise.instrument']);
    }
    expect(investorChecks({ ...consistent, instrument: 'Convertible note' }, NOW)[0]?.message).toContain('does not offer a fixed equity stake');
    expect(fields({ ...consistent, instrument: 'Common stock' })).toEqual([]);
    expect(fields({ ...consistent, instrument: 'Convertible note', equityPercent: 0, amountUsd: 1, preMoneyValuationUsd: 10_000_000_000 })).toEqual([]);
  });

  it('warn when the use of funds does not add up to 100%, to the hundredth', () => {
    expect(investorChecks({ ...consistent, useOfFunds: [{ label: 'A', percent: 60 }, { label: 'B', percent: 30 }] }, NOW)).toEqual([
      { field: 'raise.useOfFunds', message: 'The use of funds adds up to 90%, not 100%.' },
    ]);
    expect(fields({ ...consistent, useOfFunds: [33.33, 33.33, 33.34].map((percent) => ({ label: 'x', percent })) })).toEqual([]);
    expect(fields({ ...consistent, useOfFunds: [{ label: 'A', percent: 60 }, { label: 'B', percent: 40.5 }] })).toEqual(['raise.useOfFunds']);
  });

  it('warn about each milestone whose period has started, not about today or later', () => {
    const timeline = [
      { period: 'Q1-Q2 2026', title: 'Past', startsOn: '2026-01-01' },
      { period: 'Today', title: 'Now', startsOn: '2026-11-26' },
      { period: 'Q4 2026', title: 'Also past', startsOn: '2026-10-01' },
    ];
    const warnings = investorChecks({ ...consistent, timeline }, NOW);
    expect(warnings.map((warning) => warning.field)).toEqual(['raise.timeline.0.startsOn', 'raise.timeline.2.startsOn']);
    expect(warnings[0]?.message).toBe('"Q1-Q2 2026" starts on 2026-01-01, which has passed: update the projected timeline.');
  });
});
