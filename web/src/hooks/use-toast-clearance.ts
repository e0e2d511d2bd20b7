/**
 * A bar pinned to the bottom of the screen (Edit Content's Save bar) keeps a phone's toasts above it:
 * while it is mounted its height is the page's `--sh-toast-clearance`, which the phone's toast store
 * adds to its bottom offset (components/ui/toaster-view.tsx). At the bottom of a phone, a toast after
 * a save covered Save, Discard and the version line for five seconds. A module of its own, so the
 * page that uses it does not load the toasts' code with it.
 */
import { useEffect, useRef } from 'react';

const TOAST_CLEARANCE_VARIABLE = '--sh-toast-clearance';

export const useToastClearance = <E extends HTMLElement>() => {
  const ref = useRef<E>(null);
  useEffect(() => {
    const bar = ref.current;
    const root = document.documentElement.style;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.setProperty(TOAST_CLEARANCE_VARIABLE, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(TOAST_CLEARANCE_VARIABLE);
    };
  }, []);
  return ref;
};
