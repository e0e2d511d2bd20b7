/**
 * The content as supplied is what every reader gets until an admin saves, and the investor checks
 * flag it as the issue read it: 10% for $2,000,000 at $20,000,000 pre-money is 9.09%, a convertible
 * note quoting an equity stake, and a timeline whose first periods have started.
 */
import { describe, expect, it } from 'vitest';
import { investorChecks } from '@safe-haven/shared/content/investor-checks';
import { siteContentSchema } from '@safe-haven/shared/validation/site-content';
import { INITIAL_CONTENT } from './current-content';

describe('the initial content', () => {
  it('is valid content the save route would take', () => {
    expect(siteContentSchema.safeParse(INITIAL_CONTENT).success).toBe(true);
    expect(INITIAL_CONTENT.properties.map((property) => property.id)).toEqual(['colorado', 'belize', 'caribbean']);
  });

  it('shows the equity, instrument and past-timeline warnings (the use of funds adds up)', () => {
    const warnings = investorChecks(INITIAL_CONTENT.raise, new Date('2026-11-26T12:00:00Z'));
    expect(warnings.map((warning) => warning.field)).toEqual(['raise.equityPercent', 'raise.instrument', 'raise.timeline.0.startsOn', 'raise.timeline.1.startsOn']);
    expect(warnings[0]?.message).toBe('$2,000,000 at a $20,000,000 pre-money valuation buys 9.09% of the company (amount ÷ (pre-money + amount)), not 10%.');
  });
});
