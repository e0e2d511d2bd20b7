/**
 * The desktop sidebar's expanded/collapsed state, kept in a cookie for 7 days so a
 * reload or a new tab opens the sidebar the way the user left it.
 */
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@safe-haven/shared/constants';

/** Reads the state from a `document.cookie` string; undefined when absent or unreadable. */
export const parseSidebarCookie = (cookieHeader: string, name: string = SIDEBAR_COOKIE_NAME): boolean | undefined => {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return undefined;
  }
  return undefined;
};

/** The assignment for `document.cookie`: whole site, 7 days, not sent to other sites. */
export const serializeSidebarCookie = (
  open: boolean,
  { name = SIDEBAR_COOKIE_NAME, maxAgeSeconds = SIDEBAR_COOKIE_MAX_AGE_S, secure = false } = {},
): string => `${name}=${open}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The state at start: the cookie when present, else expanded. */
export const readSidebarOpen = (cookieHeader: string): boolean => parseSidebarCookie(cookieHeader) ?? true;
