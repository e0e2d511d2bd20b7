/**
 * Fetches a chunk the page will likely need (a dialog, the sign-in code) when the browser is next
 * idle after the page has painted, a timer where it has no idle callback: out of the first visit's
 * way, and there by the time someone taps. `enabled` false waits (the login screen's session check).
 */
import { useEffect } from 'react';

export const usePrefetchWhenIdle = (load: () => Promise<unknown>, enabled = true): void => {
  useEffect(() => {
    if (!enabled) return;
    const fetchChunk = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(fetchChunk, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchChunk, 1000);
    return () => clearTimeout(timer);
    // The loader is a module-level import(): the first one is the one that counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
};
