/**
 * POST /api/public/invitations/read: the invitation an invitee may read, without any auth. The
 * token goes in the body, never the URL, so no log holds it.
 * A small store of its own rather than TanStack Query: the invitation pages hydrate without the
 * query library (about 10 KB gzipped of an invitee's first visit), and need one read per token, one
 * retry, a refetch after a failure and the "answered" flag set once they answer.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PublicInvitation } from '@safe-haven/shared/api-types';
import { ApiError, callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const getPublicInvitation = (token: string, signal?: AbortSignal): Promise<PublicInvitation> =>
  callApi(API.GetPublicInvitation, { body: { token }, signal });

/** A 4xx answer is final (malformed, unknown or expired link); only network and server errors are retried once, after a second. */
const isWorthRetrying = (error: unknown): boolean => !(error instanceof ApiError && error.status >= 400 && error.status < 500);
const RETRY_DELAY_MS = 1000;

interface InvitationRead {
  data?: PublicInvitation;
  error?: unknown;
  /** When the last read failed (a new failure has a new time). */
  errorAt: number;
  fetching: boolean;
}

const reads = new Map<string, InvitationRead>();
const listeners = new Set<() => void>();
const update = (token: string, read: InvitationRead) => {
  reads.set(token, read);
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const readInvitation = async (token: string): Promise<void> => {
  const current = reads.get(token);
  if (current?.fetching) return;
  update(token, { ...current, errorAt: current?.errorAt ?? 0, fetching: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      update(token, { data: await getPublicInvitation(token), errorAt: 0, fetching: false });
      return;
    } catch (error) {
      if (attempt >= 1 || !isWorthRetrying(error)) {
        update(token, { error, errorAt: Date.now(), fetching: false });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
};

/** Pass no token to leave the read idle (no link, or a staff preview that must not call the API). */
export const useInvitation = (token: string | undefined) => {
  // Copied into state in a transition rather than read with useSyncExternalStore, whose updates
  // render the whole page synchronously: the invitation arrives while the page may still be busy,
  // and a transition renders it in slices (see hooks/use-hydrated.ts).
  const [read, setRead] = useState<InvitationRead | undefined>(() => (token ? reads.get(token) : undefined));
  useEffect(() => {
    const sync = () => startTransition(() => setRead(token ? reads.get(token) : undefined));
    const unsubscribe = subscribe(sync);
    sync();
    if (token && !reads.has(token)) void readInvitation(token);
    return unsubscribe;
  }, [token]);
  const refetch = useCallback(() => (token ? readInvitation(token) : Promise.resolve()), [token]);
  return {
    data: read?.data,
    error: read?.error,
    isError: read?.error !== undefined,
    /** Nothing read yet (as with an idle read). */
    isPending: read?.data === undefined && read?.error === undefined,
    isFetching: read?.fetching ?? false,
    errorUpdatedAt: read?.errorAt ?? 0,
    refetch,
  };
};

/** Once answered (or refused as a second answer), a later visit in this tab must not ask again. */
export const markInvitationAnswered = (token: string): void => {
  const current = reads.get(token);
  if (current?.data) update(token, { ...current, data: { ...current.data, answered: true } });
};

/** The link is unusable (malformed, unknown or expired), as opposed to a failure worth retrying. */
export const isInvalidInvitationError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);
