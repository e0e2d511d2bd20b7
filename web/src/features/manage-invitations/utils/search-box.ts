/**
 * The search box applies what is typed 300 ms after typing stops, and the URL shows it a render or more
 * later; on a slow phone a letter typed in between must not be lost when the URL catches up. So the box
 * follows the URL only when the URL's search is not the one the box applied: Clear Filters, the back
 * button, a link.
 */

/** The search as the URL holds it: what the box applied, trimmed (filtersToParams trims). */
export const appliedSearch = (typed: string): string => typed.trim();

/** What the box shows once the URL's search changed to `urlSearch`. */
export const searchBoxAfterUrlChange = (urlSearch: string, applied: string, typed: string): string =>
  urlSearch === applied ? typed : urlSearch;
