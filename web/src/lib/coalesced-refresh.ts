/**
 * Live messages turned into reads, at most one per window: the first message of a quiet spell is
 * read at once (a single change still shows within the second), and the messages that arrive while
 * the window is open are read together when it ends, so the last change is never missed. What to
 * read is carried over: the invitations named by every message of the window, or every open one when
 * any message said there were more than it could name.
 */
export type RefreshTarget = readonly string[] | 'all';

export interface CoalescedRefresh {
  (target: RefreshTarget): void;
  /** Drops a read still waiting for its window (the tab is signing out or closing its connection). */
  cancel: () => void;
}

export const coalesceRefreshes = (windowMs: number, read: (target: RefreshTarget) => void): CoalescedRefresh => {
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Set<string> | 'all' | undefined;

  const openWindow = () => {
    windowTimer = setTimeout(() => {
      windowTimer = undefined;
      if (waiting === undefined) return;
      const target = waiting === 'all' ? 'all' : [...waiting];
      waiting = undefined;
      read(target);
      openWindow();
    }, windowMs);
  };

  const refresh = (target: RefreshTarget) => {
    if (windowTimer === undefined) {
      read(target);
      openWindow();
      return;
    }
    if (target === 'all' || waiting === 'all') waiting = 'all';
    else waiting = new Set([...(waiting ?? []), ...target]);
  };
  refresh.cancel = () => {
    if (windowTimer !== undefined) clearTimeout(windowTimer);
    windowTimer = undefined;
    waiting = undefined;
  };
  return refresh;
};
