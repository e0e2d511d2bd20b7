/**
 * The public invitation pages read the address bar and leave the page without react-router: they
 * hydrate with their own small entry (public-main.tsx) that does not ship a router. Every place they
 * lead to (the thank-you page, the sign-in page, another invitation page, the dashboard) is a page of
 * its own, so a full page load is the right move even when the page was opened inside the dashboard.
 */

/** The query string of the current address; empty while prerendering (there is no address then). */
export const currentSearchParams = (): URLSearchParams =>
  new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);

export const currentSearch = (): string => (typeof window === 'undefined' ? '' : window.location.search);

/** Opens another page; `replace` keeps the current one out of the history (a redirect). */
export const goTo = (to: string, { replace = false }: { replace?: boolean } = {}): void => {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
};
