import { describe, expect, it } from 'vitest';
import { RESPONSE_TIME_INVESTORS } from '../constants';
import { INVESTOR_FLOW } from './investor-invitation';
import { LAND_OWNER_FLOW } from './land-owner-invitation';
import { THANK_YOU, thankYouContent, thankYouPath } from './thank-you';

describe('the thank-you page', () => {
  it("keeps the member's next steps for members and for any link it does not know", () => {
    expect(thankYouContent('member', 'interested')).toBe(THANK_YOU);
    expect(thankYouContent()).toBe(THANK_YOU);
    expect(thankYouContent('someone', 'maybe')).toBe(THANK_YOU);
  });

  it("gives land owners, investors and declines next steps that are true for them", () => {
    expect(thankYouContent('investor', 'maybe').nextSteps[0]!.description).toContain(RESPONSE_TIME_INVESTORS);
    expect(thankYouContent('land_owner', 'interested').nextSteps.map((step) => step.description).join(' ')).not.toContain('membership');
    expect(thankYouContent('investor', 'decline').nextSteps.map((step) => step.description).join(' ')).not.toMatch(/follow-up|call/);
  });

  it("repeats the land owner's confirmation for the same answer, so an interested owner is not told 'as you asked'", () => {
    for (const answer of ['interested', 'maybe'] as const) {
      expect(thankYouContent('land_owner', answer).nextSteps.map((step) => step.description)).toEqual(LAND_OWNER_FLOW.confirmation[answer].nextSteps);
    }
    const interested = thankYouContent('land_owner', 'interested').nextSteps.map((step) => `${step.title} ${step.description}`).join(' ');
    expect(interested).not.toMatch(/as you asked|or call/i);
  });

  it("repeats the investor's confirmation for the same answer, so 'send me information' is not told a call is arranged", () => {
    expect(thankYouContent('investor', 'maybe').nextSteps.map((step) => step.description)).toEqual(INVESTOR_FLOW.confirmation.maybe.nextSteps);
    expect(thankYouContent('investor', 'interested').nextSteps.map((step) => step.description)).toEqual(INVESTOR_FLOW.confirmation.interested.nextSteps);
    expect(thankYouContent('investor', 'maybe').nextSteps.map((step) => step.description).join(' ')).not.toContain('NDA');
  });

  it('reads back the links the answer flow builds', () => {
    const link = new URL(thankYouPath('land_owner', 'decline'), 'https://x.test');
    expect(thankYouContent(link.searchParams.get('audience'), link.searchParams.get('answer'))).toBe(thankYouContent('investor', 'decline'));
  });
});
