/**
 * How many submissions of the one submit hook are in flight on the page, for what must wait until
 * the person's own change has landed (the badge celebration). A module-level count: the hook runs
 * without a query client on the invitee pages, so TanStack's `useIsMutating` does not see it.
 */
import { useSyncExternalStore } from 'react';

let inFlight = 0;
const listeners = new Set<() => void>();

const changeBy = (delta: number) => {
  inFlight += delta;
  for (const listener of listeners) listener();
};

export const submissionStarted = () => changeBy(1);
export const submissionEnded = () => changeBy(-1);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSubmissionsInFlight = (): number => useSyncExternalStore(subscribe, () => inFlight, () => 0);
