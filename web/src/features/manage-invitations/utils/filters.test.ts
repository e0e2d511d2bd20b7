import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, hasActiveFilters } from './filters';

describe('list filters in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const filters = filtersFromParams(new URLSearchParams('search=ann&audience=investor&pipeline=bogus&status=yes&sender=a, b,&team=true'));
    expect(filters).toEqual({ search: 'ann', audience: 'investor', pipeline: undefined, status: 'yes', sender: ['a', 'b'], team: true, due: undefined });
    expect(filtersFromParams(new URLSearchParams('due=overdue')).due).toBe('overdue');
    expect(filtersFromParams(new URLSearchParams('due=later')).due).toBeUndefined();
  });

  it('writes only what is set, so Clear Filters leaves a bare URL', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, search: '  ', status: 'maybe' }).toString()).toBe('status=maybe');
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sender: ['x'] })).toBe(true);
  });

  it('does not count a follow-up view as a filter (Clear Filters has nothing to clear in a bare Overdue)', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, due: 'overdue' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, due: 'week', status: 'maybe' })).toBe(true);
  });

  it('round-trips', () => {
    const filters = { search: 'Jo', audience: 'member' as const, pipeline: 'member' as const, status: 'sent' as const, sender: ['s1', 's2'], team: true, due: 'week' as const };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });
});
