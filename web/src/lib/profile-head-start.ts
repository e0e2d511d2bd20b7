/**
 * A signed-in page cannot show anything before the server has said who is signed in (the guard,
 * features/auth/components/protected-route.tsx, waits for the profile). Left to the guard, that
 * request would leave only once the route's code had arrived and rendered, and then one step at a
 * time: the auth module, the runtime config, the profile. Asked for as the app starts, beside the
 * route's chunks, the answer is usually there when the guard first renders; the guard's own query
 * (the same key and options) takes it over, or waits for it, and never asks twice.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ensureAuthConfigured } from './auth';
import { MY_PROFILE_QUERY } from './my-profile-query';

export const startProfileRequest = (client: QueryClient): void => {
  // The profile's request reads the stored token through lib/auth, which reads the runtime config:
  // imported statically here, that module arrives with this one, and the config's request leaves now.
  void ensureAuthConfigured().catch(() => undefined);
  // Errors stay in the query: the guard's own query sees them and asks again as it always did.
  void client.prefetchQuery(MY_PROFILE_QUERY);
};
