import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { MY_PROFILE_QUERY_KEY } from './query-keys';
import { ApiError } from './api-client';
import { busyRetryDelay, retryWhileBusy } from './busy-retry';
import { registerSubmitErrorHandler } from './submit-errors';

/**
 * A 403 from a staff call means the server sees the user differently now (role changed, suspended):
 * the cached profile is read again, so guards and the sidebar follow on the next request.
 */
const refreshProfileOnForbidden = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
};

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: refreshProfileOnForbidden }),
  mutationCache: new MutationCache({ onError: refreshProfileOnForbidden }),
  defaultOptions: {
    // A busy server (429, 5xx, no answer) is asked again with jittered backoff; the last data stays on screen.
    queries: { refetchOnWindowFocus: false, retry: retryWhileBusy, retryDelay: busyRetryDelay },
  },
});

// Submissions go through useSubmitOnce, not TanStack's mutations: the same rule for them.
registerSubmitErrorHandler(refreshProfileOnForbidden);
