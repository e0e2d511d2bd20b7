/**
 * A returning visit shows the dashboard's last lists and counts at once while fresh data loads:
 * TanStack Query's persister keeps them in localStorage and puts them back into the
 * query cache when the signed-in person is known. The queries still refetch as they always do; the
 * kept copy only fills the screen until they answer.
 *
 * What keeps one person's data from the next on a shared browser:
 * - the entry is per person (dashboardCacheKey(sub)), and starting for someone drops everyone
 *   else's entry and, in memory, the kept queries of the person before;
 * - every sign-out drops every entry (lib/auth.ts, forgetDashboardCaches);
 * - only the counts and lists below are kept: never the profile (the server's word on role and
 *   second factor, read again each visit), never a token (Amplify keeps those itself).
 * And so a stale copy is not read as current: it is discarded after a day, and by a new build (the
 * buster), whose code may expect another shape.
 */
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  activeCacheOwner, dashboardCacheKey, ownerOnlyStorage, removeDashboardCaches, setActiveCacheOwner, type CacheOwner,
} from './dashboard-cache-storage';

/**
 * The first element of the kept queries' keys: the sidebar's unread counts (hooks/use-unread-counts.ts),
 * the home's invitation statistics (invite-stats, keyed by the profile id too) and team directory.
 * Written out rather than imported so the shell does not load those features' code for a key.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = ['unread-counts', 'invite-stats', 'team'];

export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The person the in-memory cache last held kept queries for (survives sign-out, unlike the running owner). */
let lastUserSub: string | undefined;

const isKept = (query: Query) => PERSISTED_QUERY_ROOTS.includes(String(query.queryKey[0]));

/**
 * The build's identity: the entry script's file name, which carries a hash of its content, and the
 * entry lists every other chunk by its hashed name, so any change to the web build changes it.
 */
export const currentBuildId = (): string =>
  (typeof document === 'undefined' ? undefined : document.querySelector('script[type="module"][src]')?.getAttribute('src')) ?? 'development';

export interface DashboardCacheOptions {
  storage?: Storage;
  buster?: string;
  /** The persister's throttle: one write a second at most (polls and refetches would write often). */
  throttleMs?: number;
}

/**
 * Starts keeping the dashboard's data for this person: restores their last copy into the cache, then
 * writes changes back. Returns the stop function (call it when the person leaves the signed-in pages).
 */
export const startDashboardCache = async (queryClient: QueryClient, userSub: string, options: DashboardCacheOptions = {}): Promise<() => void> => {
  const storage = options.storage ?? globalThis.localStorage;
  const buster = options.buster ?? currentBuildId();
  // Someone else signed in in this tab without a reload: what memory holds of the kept queries is theirs.
  if (lastUserSub !== undefined && lastUserSub !== userSub) queryClient.removeQueries({ predicate: isKept });
  lastUserSub = userSub;
  const key = dashboardCacheKey(userSub);
  removeDashboardCaches(storage, key);
  const owner: CacheOwner = { userSub };
  setActiveCacheOwner(owner);
  const persister = createSyncStoragePersister({ storage: ownerOnlyStorage(storage), key, throttleTime: options.throttleMs ?? 1000 });
  // A copy that cannot be read (corrupt, another shape) is dropped by the library; the page just loads as on a first visit.
  await persistQueryClientRestore({ queryClient, persister, buster, maxAge: PERSISTED_CACHE_MAX_AGE_MS }).catch(() => undefined);
  // Signed out, or superseded by another start, while restoring: do not start writing.
  if (activeCacheOwner() !== owner) return () => undefined;
  // A kept copy fills the screen, it is not fresh: each query asks the server as it mounts, however
  // recent the copy (a staleTime of a minute would otherwise skip that request on a quick return).
  await queryClient.invalidateQueries({ predicate: isKept, refetchType: 'none' });
  const unsubscribe = persistQueryClientSubscribe({
    queryClient, persister, buster,
    dehydrateOptions: { shouldDehydrateQuery: (query) => isKept(query) && defaultShouldDehydrateQuery(query), shouldDehydrateMutation: () => false },
  });
  return () => {
    unsubscribe();
    if (activeCacheOwner() === owner) setActiveCacheOwner(undefined);
  };
};
