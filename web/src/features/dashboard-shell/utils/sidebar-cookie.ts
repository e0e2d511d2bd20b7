/**
 * The desktop sidebar's expanded/collapsed state, kept in a cookie for 7 days so a reload or a new
 * tab opens the sidebar the way the user left it. The cookie is read in one place,
 * shared/src/site-pages.ts, because the server reads it too: it serves a placeholder page drawn with
 * the sidebar as the cookie says.
 */
import { SIDEBAR_COOKIE_MAX_AGE_S } from '@safe-haven/shared/constants';
import { readSidebarCookie, SIDEBAR_COOKIE } from '@safe-haven/shared/site-pages';

/** The assignment for `document.cookie`: whole site, 7 days, not sent to other sites. */
export const serializeSidebarCookie = (open: boolean, { maxAgeSeconds = SIDEBAR_COOKIE_MAX_AGE_S, secure = false } = {}): string =>
  `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The state at start: the cookie when present, else expanded. */
export const readSidebarOpen = (cookieHeader: string): boolean => readSidebarCookie(cookieHeader) ?? true;
