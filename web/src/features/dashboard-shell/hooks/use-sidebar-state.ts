/**
 * The sidebar's state: expanded or collapsed on desktop (kept in a cookie), open or closed as a
 * drawer below the mobile breakpoint, and the Ctrl/Cmd+B shortcut that toggles whichever applies.
 */
import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@chakra-ui/react';
import { MOBILE_BREAKPOINT_PX } from '@safe-haven/shared/constants';
import { readSidebarOpen, serializeSidebarCookie } from '../utils/sidebar-cookie';
import { isSidebarShortcut } from '../utils/sidebar-shortcut';

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  /** Mobile: the off-canvas drawer; always false on desktop, so widening the window closes it. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

export const useSidebarState = (): SidebarState => {
  // Read synchronously (ssr: false) so a phone never paints the desktop sidebar first.
  const [isDesktop = true] = useMediaQuery([`(min-width: ${MOBILE_BREAKPOINT_PX}px)`], { ssr: false });
  const isMobile = !isDesktop;
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((current) => !current);
      return;
    }
    // Written on change only, so the cookie keeps the state for 7 days after the last toggle.
    const next = !open;
    setOpen(next);
    document.cookie = serializeSidebarCookie(next, { secure: window.location.protocol === 'https:' });
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile: isMobile && drawerOpen, setOpenMobile: setDrawerOpen, toggle };
};
