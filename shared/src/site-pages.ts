/**
 * The pages served as prerendered HTML, each from its own file, and the SPA shell every other route
 * gets. The web build writes these files (web/build/build-site.ts); the CloudFront function (infra) and
 * the local preview server (web/vite.config.ts) serve them with `siteFileFor`, so all three agree.
 */
export const PRERENDERED_PAGES = ['/', '/invitation', '/invitation/land-owners', '/invitation/investors', '/thank-you'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The empty shell of the single-page app: what any other route (the dashboard, a 404) is served. */
export const SPA_SHELL_FILE = '/app.html';

/** /invitation -> /invitation/index.html; / -> /index.html. */
export const prerenderedFile = (page: PrerenderedPage): string => (page === '/' ? '/index.html' : `${page}/index.html`);

/**
 * The file to serve for a request path (no query string): a prerendered page's file (with or
 * without a trailing slash), the SPA shell for any other route, or the path itself for a file
 * (anything with an extension) and for the API.
 */
export const siteFileFor = (path: string): string => {
  const page = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if ((PRERENDERED_PAGES as readonly string[]).includes(page)) return prerenderedFile(page as PrerenderedPage);
  if (path.startsWith('/api/') || path.lastIndexOf('.') > path.lastIndexOf('/')) return path;
  return SPA_SHELL_FILE;
};

/**
 * The name of the login page's meta tag that lists the SPA's chunks (space-separated paths): the
 * web build writes it, the login screen prefetches them when idle (web/src/features/auth/utils/open-app.ts).
 */
export const APP_CHUNKS_META = 'safe-haven-app-chunks';
