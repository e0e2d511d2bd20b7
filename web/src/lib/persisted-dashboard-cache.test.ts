/** The persisted dashboard cache: whose data it keeps, what it keeps, and what forgets it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { UNREAD_COUNTS_QUERY_KEY } from '../hooks/use-unread-counts';
import { MY_PROFILE_QUERY_KEY } from './query-keys';
import { DASHBOARD_CACHE_KEY_PREFIX, dashboardCacheKey, forgetDashboardCaches } from './dashboard-cache-storage';
import { PERSISTED_CACHE_MAX_AGE_MS, PERSISTED_QUERY_ROOTS, startDashboardCache } from './persisted-dashboard-cache';
import { INVITE_STATS_QUERY_KEY, inviteStatsQueryKey } from '../features/dashboard-home/api/get-invite-stats';

/** localStorage as the browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const ALICE = 'sub-alice';
const BOB = 'sub-bob';
const BUILD = '/assets/main-AAAA1111.js';
const aliceCounts = { manageInvitations: 7, myLeadgens: 3, version: 12 };

const options = (storage: Storage, buster = BUILD) => ({ storage, buster, throttleMs: 0 });
/** The persister writes after its throttle (a timer), even at 0 ms. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Alice's visit: her counts, her statistics, her profile, then what her browser keeps. */
const aliceVisit = async (storage: Storage) => {
  const client = new QueryClient();
  const stop = await startDashboardCache(client, ALICE, options(storage));
  client.setQueryData(UNREAD_COUNTS_QUERY_KEY, aliceCounts);
  client.setQueryData(inviteStatsQueryKey('alice'), { ok: true, own_sent: 41, my_leadgens_sent: 0, total_sent: 90 });
  client.setQueryData(MY_PROFILE_QUERY_KEY, { id: 'alice', email: 'alice@example.test', phone: '+15555550100' });
  client.setQueryData(['invitations', 'list'], [{ recipientEmail: 'invitee@example.test' }]);
  await settle();
  return { client, stop };
};

afterEach(() => {
  forgetDashboardCaches(new MemoryStorage());
  vi.useRealTimers();
});

describe('the persisted dashboard cache', () => {
  it('keeps the roots the dashboard reads under those names (a renamed key would silently stop being kept)', () => {
    expect(PERSISTED_QUERY_ROOTS).toEqual([UNREAD_COUNTS_QUERY_KEY[0], INVITE_STATS_QUERY_KEY[0], 'team']);
  });

  it("keeps only the counts and lists, under the person's own key: never the profile or other lists", async () => {
    const storage = new MemoryStorage();
    await aliceVisit(storage);
    const kept = storage.getItem(dashboardCacheKey(ALICE));
    expect(kept).not.toBeNull();
    const keys = JSON.parse(kept!).clientState.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    expect(keys.sort()).toEqual(['invite-stats', 'unread-counts']);
    expect(kept).not.toContain('alice@example.test');
    expect(kept).not.toContain('invitee@example.test');
    expect(kept).toContain(BUILD);
  });

  it('gives the same person their last counts back on the next visit', async () => {
    const storage = new MemoryStorage();
    (await aliceVisit(storage)).stop();
    const next = new QueryClient();
    await startDashboardCache(next, ALICE, options(storage));
    expect(next.getQueryData(UNREAD_COUNTS_QUERY_KEY)).toEqual(aliceCounts);
    // Shown at once, but asked for again when the page mounts it, however recent the copy.
    expect(next.getQueryState(UNREAD_COUNTS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it("never gives one person's copy to another, and drops it when someone else starts", async () => {
    const storage = new MemoryStorage();
    const alice = await aliceVisit(storage);
    alice.stop();
    // Bob in the same tab, without a reload: memory still holds Alice's counts.
    await startDashboardCache(alice.client, BOB, options(storage));
    expect(alice.client.getQueryData(UNREAD_COUNTS_QUERY_KEY)).toBeUndefined();
    expect(storage.getItem(dashboardCacheKey(ALICE))).toBeNull();
    // And in a fresh tab.
    const fresh = new QueryClient();
    await startDashboardCache(fresh, BOB, options(storage));
    expect(fresh.getQueryData(UNREAD_COUNTS_QUERY_KEY)).toBeUndefined();
  });

  it('forgets every entry on sign-out, and a write still waiting on its throttle is dropped', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`${DASHBOARD_CACHE_KEY_PREFIX}someone-earlier`, '{}');
    storage.setItem('unrelated', 'kept');
    const client = new QueryClient();
    await startDashboardCache(client, ALICE, { storage, buster: BUILD, throttleMs: 50 });
    // Starting for Alice already dropped the earlier person's entry.
    expect(storage.getItem(`${DASHBOARD_CACHE_KEY_PREFIX}someone-earlier`)).toBeNull();
    client.setQueryData(UNREAD_COUNTS_QUERY_KEY, aliceCounts);
    forgetDashboardCaches(storage);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(storage.getItem(dashboardCacheKey(ALICE))).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
  });

  it('discards a copy written by another build, or older than a day', async () => {
    const storage = new MemoryStorage();
    (await aliceVisit(storage)).stop();
    const newBuild = new QueryClient();
    await startDashboardCache(newBuild, ALICE, options(storage, '/assets/main-BBBB2222.js'));
    expect(newBuild.getQueryData(UNREAD_COUNTS_QUERY_KEY)).toBeUndefined();
    expect(storage.getItem(dashboardCacheKey(ALICE))).toBeNull();

    (await aliceVisit(storage)).stop();
    vi.useFakeTimers({ now: Date.now() + PERSISTED_CACHE_MAX_AGE_MS + 1_000, toFake: ['Date'] });
    const dayLater = new QueryClient();
    await startDashboardCache(dayLater, ALICE, options(storage));
    expect(dayLater.getQueryData(UNREAD_COUNTS_QUERY_KEY)).toBeUndefined();
  });
});
