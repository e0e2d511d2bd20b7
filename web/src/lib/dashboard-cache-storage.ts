/**
 * Where the dashboard's last lists and counts are kept in this browser (see
 * persisted-dashboard-cache.ts), one entry per person, and the one rule about writing them: only for
 * the person whose cache is running. Kept apart from the persister and TanStack's code so signing
 * out (lib/auth.ts, on the login screen too) can forget every entry without loading either.
 */

export const DASHBOARD_CACHE_KEY_PREFIX = 'safe-haven.dashboard-cache.';

/** The entry of one person, by their Cognito user id (sub): another person's key never matches. */
export const dashboardCacheKey = (userSub: string): string => `${DASHBOARD_CACHE_KEY_PREFIX}${userSub}`;

/**
 * The running cache: whose it is. An object per start, not the id alone, so a start that was
 * superseded (React runs effects twice in development) can tell it is no longer the running one.
 */
export interface CacheOwner {
  readonly userSub: string;
}
let activeOwner: CacheOwner | undefined;

export const setActiveCacheOwner = (owner: CacheOwner | undefined): void => {
  activeOwner = owner;
};

export const activeCacheOwner = (): CacheOwner | undefined => activeOwner;

/** Storage the persister writes through: a write that arrives after sign-out (its throttle fires up to 1 s later) is dropped. */
export const ownerOnlyStorage = (storage: Storage): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => ({
  getItem: (key) => storage.getItem(key),
  setItem: (key, value) => {
    if (activeOwner !== undefined && key === dashboardCacheKey(activeOwner.userSub)) storage.setItem(key, value);
  },
  removeItem: (key) => storage.removeItem(key),
});

/** Every person's entry but the one given (none given: all of them). */
export const removeDashboardCaches = (storage: Storage, keep?: string): void => {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => !!key);
  for (const key of keys) if (key.startsWith(DASHBOARD_CACHE_KEY_PREFIX) && key !== keep) storage.removeItem(key);
};

/**
 * On every sign-out: stop writing and drop every entry, so nothing of this person (or anyone before)
 * is left in the browser for the next one.
 */
export const forgetDashboardCaches = (storage: Storage | undefined = globalThis.localStorage): void => {
  activeOwner = undefined;
  try {
    if (storage) removeDashboardCaches(storage);
  } catch {
    // Storage can be unavailable (private mode, blocked): there is then nothing kept to forget.
  }
};
