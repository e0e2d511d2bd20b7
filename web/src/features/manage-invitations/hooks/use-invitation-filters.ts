/**
 * The filters as URL state: every change replaces the query string (no history entry per keystroke).
 * Each change applies to the latest filters, including changes written but not rendered yet, so two
 * quick changes both stick (see utils/filter-writes.ts).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, type InvitationFilters } from '../utils/filters';
import { latestQuery, paramsAfterChange, pendingAfterRender, pendingBeforeWrite, type PendingWrites } from '../utils/filter-writes';

export const useInvitationFilters = () => {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(rendered)), [rendered]);
  const pending = useRef<PendingWrites>([]);
  // A ref, not the render's value: a change made before the next render must see the URL as it is now.
  const renderedNow = useRef(rendered);
  useEffect(() => {
    renderedNow.current = rendered;
    pending.current = pendingAfterRender(rendered, pending.current);
  }, [rendered]);

  const write = useCallback(
    (next: URLSearchParams) => {
      pending.current = [...pendingBeforeWrite(renderedNow.current, pending.current), next.toString()];
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const update = useCallback((change: Partial<InvitationFilters>) => write(paramsAfterChange(renderedNow.current, pending.current, change)), [write]);
  // Clears the filters, not the follow-up view (chosen with its own buttons).
  const clear = useCallback(
    () => write(filtersToParams({ ...EMPTY_FILTERS, due: filtersFromParams(new URLSearchParams(latestQuery(renderedNow.current, pending.current))).due })),
    [write],
  );
  /**
   * The filters as last written, rendered or not: react-router renders a URL change as a transition,
   * which a busy phone may not have committed when the next click comes, so an action that reads the
   * filters at a click (Export CSV) reads them here, not from the render it was defined in.
   */
  const latest = useCallback(() => filtersFromParams(new URLSearchParams(latestQuery(renderedNow.current, pending.current))), []);
  return { filters, update, clear, latest };
};
