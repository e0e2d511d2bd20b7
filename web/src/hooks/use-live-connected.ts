/** Whether the tab's live-updates connection is open now: while it is not, the counts and cards poll. */
import { useSyncExternalStore } from 'react';
import { isLiveConnected, subscribeLiveConnected } from '../lib/live-connection';

/** How often the counts and cards are read while there is no live connection. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

export const useLiveConnected = (): boolean => useSyncExternalStore(subscribeLiveConnected, isLiveConnected, () => false);
