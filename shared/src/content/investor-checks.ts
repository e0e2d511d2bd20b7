/**
 * What an investor checks first in a raise's terms, once for the editor (as the admin types) and the
 * save handler (which returns them with the saved version). Each is a warning, never a refusal: the
 * admin may mean it (a rounded equity figure), and the brand's content is theirs to publish.
 */
import type { RaiseTerms } from '../api-types';
import { CONTENT_WARNINGS } from './content-editor-text';
import type { ContentWarning } from './site-content';

/**
 * How far the stated equity may be from amount / (pre-money + amount), in percentage points: a
 * figure rounded to one decimal (9.1% for 9.09%) passes, a whole-number rounding (9% or 10%) does not.
 */
export const EQUITY_TOLERANCE_POINTS = 0.05;

/** Instruments that convert later at a price set then: quoting a fixed equity stake with one is inconsistent. */
const CONVERTIBLE = /convertible|\bnote\b|\bSAFE\b|simple agreement for future equity/i;

export const impliedEquityPercent = (amountUsd: number, preMoneyValuationUsd: number): number =>
  (amountUsd / (preMoneyValuationUsd + amountUsd)) * 100;

const equityWarning = ({ amountUsd, preMoneyValuationUsd, equityPercent }: RaiseTerms): ContentWarning[] => {
  if (!(amountUsd > 0) || !(preMoneyValuationUsd > 0)) return [];
  const implied = impliedEquityPercent(amountUsd, preMoneyValuationUsd);
  return Math.abs(implied - equityPercent) > EQUITY_TOLERANCE_POINTS
    ? [{ field: 'raise.equityPercent', message: CONTENT_WARNINGS.equity(amountUsd, preMoneyValuationUsd, implied, equityPercent) }]
    : [];
};

const instrumentWarning = ({ instrument, equityPercent }: RaiseTerms): ContentWarning[] =>
  equityPercent > 0 && CONVERTIBLE.test(instrument) ? [{ field: 'raise.instrument', message: CONTENT_WARNINGS.instrument(instrument) }] : [];

const useOfFundsWarning = ({ useOfFunds }: RaiseTerms): ContentWarning[] => {
  // In hundredths, so 33.33 + 33.33 + 33.34 is 100 and not 99.99999.
  const total = useOfFunds.reduce((sum, use) => sum + Math.round(use.percent * 100), 0) / 100;
  return total === 100 ? [] : [{ field: 'raise.useOfFunds', message: CONTENT_WARNINGS.useOfFunds(total) }];
};

/** `today` as YYYY-MM-DD: a milestone that starts before it is in the past. */
const timelineWarnings = ({ timeline }: RaiseTerms, today: string): ContentWarning[] =>
  timeline.flatMap((milestone, index) =>
    milestone.startsOn < today ? [{ field: `raise.timeline.${index}.startsOn`, message: CONTENT_WARNINGS.pastMilestone(milestone.period, milestone.startsOn) }] : [],
  );

/** Every warning of the raise, in the order the editor shows its fields. */
export const investorChecks = (raise: RaiseTerms, now: Date = new Date()): ContentWarning[] => {
  const today = now.toISOString().slice(0, 10);
  return [...equityWarning(raise), ...instrumentWarning(raise), ...useOfFundsWarning(raise), ...timelineWarnings(raise, today)];
};
