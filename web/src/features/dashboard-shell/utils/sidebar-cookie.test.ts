import { describe, expect, it } from 'vitest';
import { sidebarFolded } from '@safe-haven/shared/site-pages';
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@safe-haven/shared/constants';
import { parseSidebarCookie, readSidebarOpen, serializeSidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('keeps the state for 7 days on the whole site', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800);
    expect(serializeSidebarCookie(false)).toBe(`${SIDEBAR_COOKIE_NAME}=false; path=/; max-age=604800; SameSite=Lax`);
    expect(serializeSidebarCookie(true, { secure: true })).toBe(`${SIDEBAR_COOKIE_NAME}=true; path=/; max-age=604800; SameSite=Lax; Secure`);
  });

  it('reads back what it wrote among other cookies', () => {
    const written = serializeSidebarCookie(false).split(';')[0];
    expect(parseSidebarCookie(`theme=dark; ${written}; other=1`)).toBe(false);
    expect(parseSidebarCookie(`${SIDEBAR_COOKIE_NAME}=true`)).toBe(true);
  });

  it('ignores absent, similarly named and garbled cookies', () => {
    expect(parseSidebarCookie('')).toBeUndefined();
    expect(parseSidebarCookie(`x${SIDEBAR_COOKIE_NAME}=false; ${SIDEBAR_COOKIE_NAME}_old=false`)).toBeUndefined();
    expect(parseSidebarCookie(`${SIDEBAR_COOKIE_NAME}=maybe`)).toBeUndefined();
    expect(parseSidebarCookie('novalue')).toBeUndefined();
  });

  it('starts expanded unless the cookie says collapsed', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen(`${SIDEBAR_COOKIE_NAME}=false`)).toBe(false);
    expect(readSidebarOpen(`${SIDEBAR_COOKIE_NAME}=true`)).toBe(true);
  });

  it('reads the cookie as the server does when it picks a placeholder page (sidebarFolded in shared/src/site-pages.ts)', () => {
    for (const header of ['', `${SIDEBAR_COOKIE_NAME}=false`, `theme=dark; ${SIDEBAR_COOKIE_NAME}=false; other=1`, `${SIDEBAR_COOKIE_NAME}=true`,
      `x${SIDEBAR_COOKIE_NAME}=false`, `${SIDEBAR_COOKIE_NAME}_old=false`, `${SIDEBAR_COOKIE_NAME}=maybe`, 'novalue']) {
      expect(readSidebarOpen(header), header).toBe(!sidebarFolded(header));
    }
  });
});
