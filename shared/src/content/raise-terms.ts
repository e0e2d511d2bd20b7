/**
 * How the current raise reads: the wording around its terms, as functions of the
 * terms. No figure of the raise is written here or anywhere the web build imports: the terms come
 * from the API (an investor's invitation read, or GET /api/company/current-raise for staff) and live
 * in lambdas/src/company/current-raise-terms.ts. A test checks that web/ and shared/ hold none of them.
 */
import type { RaiseTerms, RaiseUseOfFunds } from '../api-types';
import { formatPercent, formatUsd } from './format';
import type { KeyFigure } from './types';

/**
 * How many of each the pages draw placeholders for before the terms arrive, so nothing moves when
 * they do. The terms module is checked against these counts.
 */
export const RAISE_TERMS_LAYOUT = { headlines: 4, terms: 5, useOfFunds: 6, targetReturns: 3, timeline: 3 } as const;

/** The terms as label/value rows, in the order a term sheet reads. */
export const raiseTermRows = (raise: RaiseTerms): KeyFigure[] => [
  { label: 'Raise', value: `${formatUsd(raise.amountUsd)} for ${formatPercent(raise.equityPercent)} equity` },
  { label: 'Pre-money valuation', value: formatUsd(raise.preMoneyValuationUsd) },
  { label: 'Instrument', value: raise.instrument },
  { label: 'Minimum investment', value: formatUsd(raise.minimumInvestmentUsd) },
  { label: 'Eligibility', value: raise.eligibility },
];

/** Four headline tiles: what a reader should take in at a glance, in the figures the raise states. */
export const raiseHeadlines = (raise: RaiseTerms): KeyFigure[] => [
  { value: formatUsd(raise.amountUsd), label: `Raise for ${formatPercent(raise.equityPercent)} equity` },
  { value: formatUsd(raise.preMoneyValuationUsd), label: 'Pre-money valuation' },
  { value: formatUsd(raise.minimumInvestmentUsd), label: 'Minimum investment' },
  raise.instrumentHeadline,
];

/** A use's share of the raise in dollars: 40% of $1,000,000 is $400,000. */
export const allocationUsd = (raise: RaiseTerms, use: RaiseUseOfFunds): number => (raise.amountUsd * use.percent) / 100;

export const largestUseOfFunds = (raise: RaiseTerms): RaiseUseOfFunds | undefined =>
  raise.useOfFunds.reduce<RaiseUseOfFunds | undefined>((largest, use) => (!largest || use.percent > largest.percent ? use : largest), undefined);
