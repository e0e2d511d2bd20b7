/**
 * The current raise as supplied: the offering's terms and projected timeline, the initial content until
 * an admin saves a version (Edit Content; lambdas/src/data/content-version.ts). A private placement may show them only
 * to people it already has a relationship with, so they are written here, in the API, and reach a
 * browser only through GET /api/company/current-raise (active staff) or an investor's invitation read
 * (a valid token). Nothing the web build imports may hold them: raise-terms-stay-private.test.ts
 * and a browser test over the built pages check it.
 */
import type { RaiseTerms } from '@safe-haven/shared/api-types';

export const CURRENT_RAISE_TERMS: RaiseTerms = {
  amountUsd: 2_000_000,
  equityPercent: 10,
  preMoneyValuationUsd: 20_000_000,
  instrument: 'Convertible note',
  instrumentHeadline: { value: 'Convertible', label: 'Note structure' },
  minimumInvestmentUsd: 50_000,
  eligibility: 'Accredited investors only',
  useOfFunds: [
    { label: 'Securing Properties', percent: 40 },
    { label: 'International Development', percent: 15 },
    { label: 'Membership Marketing & Sales', percent: 15 },
    { label: 'Operations & Infrastructure', percent: 15 },
    { label: 'Legal & Compliance', percent: 10 },
    { label: 'Contingency & Growth Fund', percent: 5 },
  ],
  targetReturns: [
    { value: '18-22%', label: 'Target IRR' },
    { value: '2.0x-2.5x', label: 'Equity multiple over 5-7 years' },
    { value: '8-12%', label: 'Cash-on-cash return' },
  ],
  timeline: [
    { period: 'Q1-Q2 2026', title: 'First property development begins', startsOn: '2026-01-01' },
    { period: 'Q4 2026', title: 'Member onboarding and initial resort launch', startsOn: '2026-10-01' },
    { period: '2027+', title: 'Multi-location expansion', startsOn: '2027-01-01' },
  ],
};
