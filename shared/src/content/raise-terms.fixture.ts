/**
 * Made-up terms for tests of the wording: the real ones are in lambdas/ (shared/ holds no figure of
 * the raise, not even in a test).
 */
import type { RaiseTerms } from '../api-types';

export const SAMPLE_RAISE_TERMS: RaiseTerms = {
  amountUsd: 1_230_000,
  equityPercent: 7,
  preMoneyValuationUsd: 17_570_000,
  instrument: 'Sample note',
  instrumentHeadline: { value: 'Sample', label: 'Note structure' },
  minimumInvestmentUsd: 25_000,
  eligibility: 'Sample investors only',
  useOfFunds: [
    { label: 'First Use', percent: 60 },
    { label: 'Second Use', percent: 25 },
    { label: 'Third Use', percent: 15 },
  ],
  targetReturns: [
    { value: '1-2%', label: 'Sample return' },
    { value: '3-4%', label: 'Another return' },
    { value: '5-6%', label: 'A third return' },
  ],
  timeline: [
    { period: 'Sample Q1', title: 'A first milestone', startsOn: '2030-01-01' },
    { period: 'Sample Q3', title: 'A second milestone', startsOn: '2030-07-01' },
    { period: 'Sample later', title: 'A third milestone', startsOn: '2031-01-01' },
  ],
};
