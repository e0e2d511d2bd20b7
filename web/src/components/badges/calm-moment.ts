/**
 * When the badge celebration may take the screen: nobody typing, no other dialog open, and that for
 * a whole second. Between one dialog closing and the next opening (the invitation form giving way to
 * 'Invitation Sent!', 'Send Another' reopening the form) the page is calm for a frame; a celebration
 * that lands in that frame would take the place of the confirmation the person is waiting for.
 */

/** How long the moment must stay calm before the celebration shows. */
export const CALM_HOLD_MS = 1_000;

/** Nobody is typing and no other dialog is open. */
export const isCalmMoment = (doc: Document = document): boolean => {
  const active = doc.activeElement;
  const typing = active instanceof HTMLElement && (active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName));
  return !typing && doc.querySelector('[role="dialog"], [role="alertdialog"]') === null;
};

/**
 * A check to call repeatedly: true once every call for `holdMs` has found the moment calm. A busy
 * look in between starts the wait again.
 */
export const calmForAWhile = (isCalm: () => boolean = isCalmMoment, now: () => number = Date.now, holdMs = CALM_HOLD_MS) => {
  let calmSince: number | null = null;
  return (): boolean => {
    if (!isCalm()) {
      calmSince = null;
      return false;
    }
    calmSince ??= now();
    return now() - calmSince >= holdMs;
  };
};
