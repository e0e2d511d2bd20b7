/** Every mutating route of the route table has a double-tap scenario or a written reason it has no button. */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { ONE_SUBMIT_COVERAGE } from './one-submit-coverage';

const mutatingRouteIds = API_ROUTES.filter((route) => route.method !== 'GET').map((route) => route.id).sort();

describe('the double-tap scenarios', () => {
  it('name every route that changes something, and nothing else', () => {
    expect(Object.keys(ONE_SUBMIT_COVERAGE).sort()).toEqual(mutatingRouteIds);
  });

  it('give a reason whenever a route has no scenario', () => {
    for (const [id, coverage] of Object.entries(ONE_SUBMIT_COVERAGE)) {
      const reason = 'scenario' in coverage ? coverage.scenario : coverage.noButton;
      expect({ id, reason: reason.trim().length > 3 }).toEqual({ id, reason: true });
    }
  });
});
