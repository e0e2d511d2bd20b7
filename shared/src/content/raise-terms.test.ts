import { describe, expect, it } from 'vitest';
import { allocationUsd, largestUseOfFunds, raiseHeadlines, raiseTermRows } from './raise-terms';
import { SAMPLE_RAISE_TERMS } from './raise-terms.fixture';

describe('the wording of the raise', () => {
  it('reads the term sheet and the headline tiles from the terms it is given', () => {
    expect(raiseTermRows(SAMPLE_RAISE_TERMS)).toEqual([
      { label: 'Raise', value: '$1,230,000 for 7% equity' },
      { label: 'Pre-money valuation', value: '$17,570,000' },
      { label: 'Instrument', value: 'Sample note' },
      { label: 'Minimum investment', value: '$25,000' },
      { label: 'Eligibility', value: 'Sample investors only' },
    ]);
    expect(raiseHeadlines(SAMPLE_RAISE_TERMS)).toEqual([
      { value: '$1,230,000', label: 'Raise for 7% equity' },
      { value: '$17,570,000', label: 'Pre-money valuation' },
      { value: '$25,000', label: 'Minimum investment' },
      { value: 'Sample', label: 'Note structure' },
    ]);
  });

  it('turns a share of the raise into dollars, and finds the largest use', () => {
    expect(allocationUsd(SAMPLE_RAISE_TERMS, SAMPLE_RAISE_TERMS.useOfFunds[1]!)).toBe(307_500);
    expect(largestUseOfFunds(SAMPLE_RAISE_TERMS)?.label).toBe('First Use');
    expect(largestUseOfFunds({ ...SAMPLE_RAISE_TERMS, useOfFunds: [] })).toBeUndefined();
  });
});
