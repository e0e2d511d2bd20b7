/** Whether the tab's live-updates connection is open now: while it is not, the counts and cards poll. */
import { useSyncExternalStore } from 'react';
import { isLiveConnected, subscribeLiveConnected } from '../lib/live-connection';

export { LIVE_FALLBACK_POLL_MS } from '@safe-haven/shared/live-updates';

export const useLiveConnected = (): boolean => useSyncExternalStore(subscribeLiveConnected, isLiveConnected, () => false);
