import { describe, expect, it } from 'vitest';
import { appliedSearch, searchBoxAfterUrlChange } from './search-box';

describe('the search box when the URL changes', () => {
  it('keeps letters typed while the URL caught up with the search it applied', () => {
    // 'Bu' applied after a pause, 's' typed before the URL showed 'Bu'.
    expect(searchBoxAfterUrlChange('Bu', appliedSearch('Bu'), 'Bus')).toBe('Bus');
    expect(searchBoxAfterUrlChange('Bu', appliedSearch('Bu '), 'Bu s')).toBe('Bu s');
  });

  it('follows a search the box did not apply: Clear Filters, the back button, a link', () => {
    expect(searchBoxAfterUrlChange('', appliedSearch('Bus'), 'Bus')).toBe('');
    expect(searchBoxAfterUrlChange('Ada', appliedSearch('Bus'), 'Bus')).toBe('Ada');
  });
});
