import { useEffect } from 'react';
import { refreshSession } from '../lib/auth';

/** Access tokens last an hour; refreshing a little more often keeps an open tab signed in. */
export const SESSION_REFRESH_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Refreshes the session while the tab is visible, stops while it is hidden, and recovers it as soon
 * as the tab becomes visible again.
 */
export const useSessionRefresh = (): void => {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => void refreshSession().catch(() => undefined), SESSION_REFRESH_INTERVAL_MS);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void refreshSession().catch(() => undefined);
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
};
