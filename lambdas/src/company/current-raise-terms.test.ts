import { describe, expect, it } from 'vitest';
import { RAISE_TERMS_LAYOUT, allocationUsd, raiseHeadlines, raiseTermRows } from '@safe-haven/shared/content/raise-terms';
import { CURRENT_RAISE_TERMS } from './current-raise-terms';

describe('the current raise', () => {
  it('states the terms the company set', () => {
    expect(raiseTermRows(CURRENT_RAISE_TERMS)).toEqual([
      { label: 'Raise', value: '$2,000,000 for 10% equity' },
      { label: 'Pre-money valuation', value: '$20,000,000' },
      { label: 'Instrument', value: 'Convertible note' },
      { label: 'Minimum investment', value: '$50,000' },
      { label: 'Eligibility', value: 'Accredited investors only' },
    ]);
  });

  it('spends the whole raise, and no more', () => {
    const { useOfFunds } = CURRENT_RAISE_TERMS;
    expect(useOfFunds.reduce((sum, use) => sum + use.percent, 0)).toBe(100);
    expect(useOfFunds.reduce((sum, use) => sum + allocationUsd(CURRENT_RAISE_TERMS, use), 0)).toBe(CURRENT_RAISE_TERMS.amountUsd);
    expect(allocationUsd(CURRENT_RAISE_TERMS, useOfFunds[0]!)).toBe(800_000);
  });

  it('has as many of each as the pages hold places for, so nothing moves when they arrive', () => {
    expect(raiseHeadlines(CURRENT_RAISE_TERMS)).toHaveLength(RAISE_TERMS_LAYOUT.headlines);
    expect(raiseTermRows(CURRENT_RAISE_TERMS)).toHaveLength(RAISE_TERMS_LAYOUT.terms);
    expect(CURRENT_RAISE_TERMS.useOfFunds).toHaveLength(RAISE_TERMS_LAYOUT.useOfFunds);
    expect(CURRENT_RAISE_TERMS.targetReturns).toHaveLength(RAISE_TERMS_LAYOUT.targetReturns);
  });
});
