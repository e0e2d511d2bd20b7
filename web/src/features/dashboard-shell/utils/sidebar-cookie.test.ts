import { describe, expect, it } from 'vitest';
import { readSidebarCookie, SIDEBAR_COOKIE, sidebarFolded } from '@safe-haven/shared/site-pages';
import { SIDEBAR_COOKIE_MAX_AGE_S } from '@safe-haven/shared/constants';
import { readSidebarOpen, serializeSidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('keeps the state for 7 days on the whole site', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800);
    expect(serializeSidebarCookie(false)).toBe(`${SIDEBAR_COOKIE}=false; path=/; max-age=604800; SameSite=Lax`);
    expect(serializeSidebarCookie(true, { secure: true })).toBe(`${SIDEBAR_COOKIE}=true; path=/; max-age=604800; SameSite=Lax; Secure`);
  });

  it('reads back what it wrote among other cookies', () => {
    const written = serializeSidebarCookie(false).split(';')[0];
    expect(readSidebarCookie(`theme=dark; ${written}; other=1`)).toBe(false);
    expect(readSidebarCookie(`${SIDEBAR_COOKIE}=true`)).toBe(true);
  });

  it('ignores absent, similarly named and garbled cookies', () => {
    expect(readSidebarCookie('')).toBeUndefined();
    expect(readSidebarCookie(undefined)).toBeUndefined();
    expect(readSidebarCookie(`x${SIDEBAR_COOKIE}=false; ${SIDEBAR_COOKIE}_old=false`)).toBeUndefined();
    expect(readSidebarCookie(`${SIDEBAR_COOKIE}=maybe`)).toBeUndefined();
    expect(readSidebarCookie('novalue')).toBeUndefined();
  });

  it('starts expanded unless the cookie says collapsed, as the server picks its placeholder page', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen(`${SIDEBAR_COOKIE}=false`)).toBe(false);
    expect(readSidebarOpen(`${SIDEBAR_COOKIE}=true`)).toBe(true);
    for (const header of ['', `${SIDEBAR_COOKIE}=false`, `theme=dark; ${SIDEBAR_COOKIE}=false; other=1`, `${SIDEBAR_COOKIE}=true`, `${SIDEBAR_COOKIE}=maybe`]) {
      expect(readSidebarOpen(header), header).toBe(!sidebarFolded(header));
    }
  });
});
