/**
 * The pages served as prerendered HTML, each from its own file, and the SPA shell every other route
 * gets. The web build writes these files (web/build/build-site.ts); the CloudFront function (infra) and
 * the local preview server (web/vite.config.ts) serve them with `siteFileFor`, so all three agree.
 */
export const PRERENDERED_PAGES = ['/', '/invitation', '/invitation/land-owners', '/invitation/investors', '/thank-you'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/**
 * Signed-in pages served with a placeholder of their first screen (the layout and the page's words
 * that are the same for everyone) instead of the empty shell: it paints as the HTML arrives, while
 * the app's scripts and the person's data load. The app replaces it (web/src/main.tsx).
 */
// Spelt out rather than imported from ./paths: web/vite.config.ts loads this module on its own, and
// Vite's config loader wants no extensionless imports (a unit test checks these are DASHBOARD_PATHS').
export const PLACEHOLDER_PAGES = ['/dashboard', '/dashboard/admin/manage-invitations', '/dashboard/admin/edit-profile'] as const;
export type PlaceholderPage = (typeof PLACEHOLDER_PAGES)[number];

/** Marks a placeholder's outermost element: web/src/main.tsx renders the app over it instead of hydrating it. */
export const PLACEHOLDER_ATTRIBUTE = 'data-app-placeholder';

/** Every page with an HTML file of its own. */
export const PAGES_WITH_OWN_FILE: readonly (PrerenderedPage | PlaceholderPage)[] = [...PRERENDERED_PAGES, ...PLACEHOLDER_PAGES];

/** The empty shell of the single-page app: what any other route (most of the dashboard, a 404) is served. */
export const SPA_SHELL_FILE = '/app.html';

/** /invitation -> /invitation/index.html; / -> /index.html. */
export const prerenderedFile = (page: PrerenderedPage | PlaceholderPage): string => (page === '/' ? '/index.html' : `${page}/index.html`);

/**
 * A placeholder page drawn with the desktop sidebar folded to its rail, for a person who left it so:
 * /dashboard -> /dashboard/index-rail.html. The sidebar's cookie says how they left it, and comes with
 * the page's request, so the server picks the file and the frame does not jump when the app takes over.
 */
export const railPlaceholderFile = (page: PlaceholderPage): string => `${page}/index-rail.html`;

/**
 * The desktop sidebar's cookie: `true` expanded, `false` folded to its rail, kept for 7 days
 * (SIDEBAR_COOKIE_MAX_AGE_S). The app writes it (features/dashboard-shell/utils/sidebar-cookie.ts);
 * the app, the preview server and the prerender read it here, the CloudFront function by name.
 */
export const SIDEBAR_COOKIE = 'sidebar_state';

/** The sidebar's state in a Cookie header or `document.cookie`; undefined when absent or unreadable. */
export const readSidebarCookie = (cookieHeader: string | undefined): boolean | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SIDEBAR_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  return undefined;
};

/** Whether a Cookie header (or document.cookie) says the desktop sidebar was folded to its rail. */
export const sidebarFolded = (cookieHeader: string | undefined): boolean => readSidebarCookie(cookieHeader) === false;

/**
 * The file to serve for a request path (no query string): a prerendered or placeholder page's file
 * (with or without a trailing slash; a placeholder's rail variant when the request's cookies say the
 * sidebar is folded), the SPA shell for any other route, or the path itself for a file (anything with
 * an extension) and for the API.
 */
export const siteFileFor = (path: string, cookieHeader?: string): string => {
  const page = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const placeholder = PLACEHOLDER_PAGES.find((candidate) => candidate === page);
  if (placeholder && sidebarFolded(cookieHeader)) return railPlaceholderFile(placeholder);
  const own = PAGES_WITH_OWN_FILE.find((candidate) => candidate === page);
  if (own) return prerenderedFile(own);
  if (path.startsWith('/api/') || path.lastIndexOf('.') > path.lastIndexOf('/')) return path;
  return SPA_SHELL_FILE;
};

/**
 * The name of the login page's meta tag that lists the SPA's chunks (space-separated paths): the
 * web build writes it, the login screen prefetches them when idle (web/src/features/auth/utils/open-app.ts).
 */
export const APP_CHUNKS_META = 'safe-haven-app-chunks';
