/**
 * Filter changes made faster than the page re-renders (two selects changed within a frame, the search's
 * debounce firing as a select changes) must all stick. react-router's setSearchParams, even its
 * function form, starts from the params of the last render, so the second of two quick changes would
 * write over the first. Each change here starts from the latest query this page wrote that the
 * rendered URL has not caught up with yet.
 */
import { filtersFromParams, filtersToParams, type InvitationFilters } from './filters';

/** Queries written by this page, oldest first, that the rendered URL has not shown yet. */
export type PendingWrites = readonly string[];

/** The query a change starts from: the newest one written, else the one rendered. */
export const latestQuery = (rendered: string, pending: PendingWrites): string => pending.at(-1) ?? rendered;

/** The params after a change, applied to the latest filters rather than the rendered ones. */
export const paramsAfterChange = (rendered: string, pending: PendingWrites, change: Partial<InvitationFilters>): URLSearchParams =>
  filtersToParams({ ...filtersFromParams(new URLSearchParams(latestQuery(rendered, pending))), ...change });

/**
 * The writes still pending once `rendered` is on screen: the ones after it when it is one of ours;
 * none when it is not (a link, the back button), since the URL a person navigated to wins.
 */
export const pendingAfterRender = (rendered: string, pending: PendingWrites): PendingWrites => {
  const landed = pending.lastIndexOf(rendered);
  return landed === -1 ? [] : pending.slice(landed + 1);
};

/**
 * The writes to keep before a new one: none once the URL shows the newest (a change back to the
 * rendered query lands without a new render, so nothing else would drop the ones before it).
 */
export const pendingBeforeWrite = (rendered: string, pending: PendingWrites): PendingWrites => (pending.at(-1) === rendered ? [] : pending);
