/**
 * Gives focus back to the control that opened a dialog when it closes. Dialogs return focus to what
 * was focused when they opened, which is wrong when one dialog replaces another (the form's submit
 * button is gone when its confirmation closes), when the opener lived in a closed drawer, or in
 * browsers that do not focus a clicked button.
 */
import { useCallback, useRef } from 'react';

const isShown = (element: HTMLElement): boolean => element.isConnected && element.getClientRects().length > 0;

export const useReturnFocus = (fallback?: () => HTMLElement | null | undefined) => {
  const opener = useRef<HTMLElement | null>(null);

  /** Call when opening, with the control that was activated (or nothing: the focused element). */
  const remember = useCallback((control?: Element | null) => {
    const candidate = control ?? document.activeElement;
    opener.current = candidate instanceof HTMLElement && candidate !== document.body ? candidate : null;
  }, []);

  /** For a dialog's `finalFocusEl`: the opener while it is on screen, else the fallback. */
  const finalFocusEl = useCallback((): HTMLElement | null => {
    const element = opener.current;
    if (element && isShown(element)) return element;
    return fallback?.() ?? null;
  }, [fallback]);

  return { remember, finalFocusEl };
};
