/**
 * The current raise (spec section 9): terms, who may invest and where the money goes.
 * The investor invitation page and the Current Raise page both render from this module.
 */
import { formatPercent, formatUsd } from './format';
import type { KeyFigure } from './types';

export const CURRENT_RAISE = {
  amountUsd: 2_000_000,
  equityPercent: 10,
  preMoneyValuationUsd: 20_000_000,
  instrument: 'Convertible note',
  minimumInvestmentUsd: 50_000,
  eligibility: 'Accredited investors only',
} as const;

/** The accredited-investor test as the raise states it. */
export const ACCREDITED_INVESTOR = {
  netWorthUsd: 1_000_000,
  incomeSingleUsd: 200_000,
  incomeJointUsd: 300_000,
  incomeYears: 2,
} as const;

export const ACCREDITED_INVESTOR_DEFINITION =
  `An accredited investor has a net worth over ${formatUsd(ACCREDITED_INVESTOR.netWorthUsd)} excluding their primary home, ` +
  `or income over ${formatUsd(ACCREDITED_INVESTOR.incomeSingleUsd)} single / ${formatUsd(ACCREDITED_INVESTOR.incomeJointUsd)} joint ` +
  `for each of the last ${ACCREDITED_INVESTOR.incomeYears} years.`;

export interface UseOfFunds {
  label: string;
  percent: number;
}

/** Sums to 100. */
export const USE_OF_FUNDS: readonly UseOfFunds[] = [
  { label: 'Securing Properties', percent: 40 },
  { label: 'International Development', percent: 15 },
  { label: 'Membership Marketing & Sales', percent: 15 },
  { label: 'Operations & Infrastructure', percent: 15 },
  { label: 'Legal & Compliance', percent: 10 },
  { label: 'Contingency & Growth Fund', percent: 5 },
];

/** The terms as label/value rows, in the order a term sheet reads. */
export const CURRENT_RAISE_TERMS: readonly KeyFigure[] = [
  { label: 'Raise', value: `${formatUsd(CURRENT_RAISE.amountUsd)} for ${formatPercent(CURRENT_RAISE.equityPercent)} equity` },
  { label: 'Pre-money valuation', value: formatUsd(CURRENT_RAISE.preMoneyValuationUsd) },
  { label: 'Instrument', value: CURRENT_RAISE.instrument },
  { label: 'Minimum investment', value: formatUsd(CURRENT_RAISE.minimumInvestmentUsd) },
  { label: 'Eligibility', value: CURRENT_RAISE.eligibility },
];

/** Four headline tiles: what a reader should take in at a glance, in the figures the raise states. */
export const CURRENT_RAISE_HEADLINES: readonly KeyFigure[] = [
  { value: formatUsd(CURRENT_RAISE.amountUsd), label: `Raise for ${formatPercent(CURRENT_RAISE.equityPercent)} equity` },
  { value: formatUsd(CURRENT_RAISE.preMoneyValuationUsd), label: 'Pre-money valuation' },
  { value: formatUsd(CURRENT_RAISE.minimumInvestmentUsd), label: 'Minimum investment' },
  { value: 'Convertible', label: 'Note structure' },
];

/** The dashboard's Current Raise page: the terms, who may invest and the use of funds as chart and table. */
export const CURRENT_RAISE_PAGE = {
  title: 'The Current Raise',
  intro: `We are raising ${formatUsd(CURRENT_RAISE.amountUsd)} to secure and develop the first properties. Here is what investors are offered and where the money goes.`,
  termsTitle: 'Investment terms',
  eligibilityTitle: 'Who may invest',
  useOfFundsTitle: 'Use of funds',
  useOfFundsIntro: `How the ${formatUsd(CURRENT_RAISE.amountUsd)} will be spent, as a share of the raise.`,
  tableCaption: 'Use of funds by category, as a share of the raise and in dollars',
  share: {
    title: 'Share the opportunity',
    body: 'Know an accredited investor who should see this? Preview the page investors receive, then invite them from your dashboard.',
    preview: 'Preview the Investor Page',
    invite: 'Invite an Investor',
  },
} as const;

/** A use's share of the raise in dollars: 40% of $2,000,000 is $800,000. */
export const allocationUsd = (use: UseOfFunds): number => (CURRENT_RAISE.amountUsd * use.percent) / 100;
