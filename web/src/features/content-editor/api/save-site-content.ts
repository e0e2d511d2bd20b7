/** Edit Content's save (PUT /api/admin/content): the new version goes into the staff pages' queries. */
import { useQueryClient } from '@tanstack/react-query';
import type { SaveSiteContentBody } from '@safe-haven/shared/validation/site-content';
import { RAISE_TERMS_QUERY_KEY } from '../../../hooks/use-raise-terms';
import { SITE_CONTENT_QUERY_KEY } from '../../../hooks/use-site-content';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useSaveSiteContent = () => {
  const client = useQueryClient();
  return useSubmitOnce(
    (body: SaveSiteContentBody, idempotencyKey) => callApi(API.SaveSiteContent, { body, idempotencyKey }),
    {
      onSuccess: (saved) => {
        const { warnings: _warnings, ...view } = saved;
        client.setQueryData(SITE_CONTENT_QUERY_KEY, view);
        client.setQueryData(RAISE_TERMS_QUERY_KEY, saved.content.raise);
      },
    },
  );
};
