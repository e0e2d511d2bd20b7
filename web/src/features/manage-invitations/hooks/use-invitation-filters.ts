/** The filters as URL state: every change replaces the query string (no history entry per keystroke). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, type InvitationFilters } from '../utils/filters';

export const useInvitationFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<InvitationFilters>) => setParams(filtersToParams({ ...filtersFromParams(params), ...change }), { replace: true }),
    [params, setParams],
  );
  const clear = useCallback(() => setParams(filtersToParams(EMPTY_FILTERS), { replace: true }), [setParams]);
  return { filters, update, clear };
};
