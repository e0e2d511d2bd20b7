/**
 * GET /api/content for a staff preview of the member or land owner page: the tiers, the properties in
 * review and what members say, as an invitee gets them with their invitation, read with the staff
 * member's session. A small hook rather than TanStack Query, which the invitation pages do not load;
 * a failure leaves the places held for them as they are.
 */
import { startTransition, useEffect, useState } from 'react';
import type { PublicSiteContent } from '@safe-haven/shared/content/site-content';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useStaffSiteContent = (enabled: boolean): PublicSiteContent | undefined => {
  const [content, setContent] = useState<PublicSiteContent | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    callApi(API.GetSiteContent, { redirectOnUnauthorized: false, signal: abort.signal })
      .then((read) => startTransition(() => setContent({ membership: read.content.membership, properties: read.content.properties, testimonials: read.content.testimonials })))
      .catch(() => undefined);
    return () => abort.abort();
  }, [enabled]);
  return enabled ? content : undefined;
};
