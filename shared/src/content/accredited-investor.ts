/**
 * Who counts as an accredited investor: the regulation's test, not a term of our raise, so it is
 * public and stays in the pages (the raise's own figures are in lambdas/src/company/current-raise-terms.ts).
 */
import { formatUsd } from './format';

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
