/**
 * GET /api/company/current-raise for a staff preview of the investor page: the terms an invitee gets
 * with their invitation, read with the staff member's session (the preview check has loaded the auth
 * code by then). A small hook rather than TanStack Query, which the invitation pages do not load; a
 * failure leaves the places held for the terms as they are.
 */
import { startTransition, useEffect, useState } from 'react';
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useStaffRaiseTerms = (enabled: boolean): RaiseTerms | undefined => {
  const [terms, setTerms] = useState<RaiseTerms | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    callApi(API.GetCurrentRaise, { redirectOnUnauthorized: false, signal: abort.signal })
      .then((read) => startTransition(() => setTerms(read)))
      .catch(() => undefined);
    return () => abort.abort();
  }, [enabled]);
  return enabled ? terms : undefined;
};
