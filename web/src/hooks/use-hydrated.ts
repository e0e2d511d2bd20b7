/**
 * False while rendering on the server (prerender) and during hydration, true afterwards. Anything
 * that depends on the URL's token, storage or the clock renders only once this is true, so the
 * first client render matches the prerendered HTML exactly.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(subscribe, () => true, () => false);
