/** The signed-in person's badges; read again on every page view so a fresh badge is celebrated on the next one. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from './use-submit-once';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';

export const MY_BADGES_QUERY_KEY = ['my-badges'] as const;

export const useMyBadges = (enabled: boolean) =>
  useQuery({
    queryKey: MY_BADGES_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.GetMyBadges, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });

export const useMarkCelebrated = () => {
  const client = useQueryClient();
  return useSubmitOnce(
    // A key per badge of the batch: the server refuses one key for two paths.
    (badgeIds: string[], idempotencyKey) =>
      Promise.all(
        badgeIds.map((id, index) =>
          callApi(API.CelebrateBadge, { params: { badgeId: id }, idempotencyKey: `${idempotencyKey}-${index}` }),
        ),
      ),
    { onSettled: () => client.invalidateQueries({ queryKey: MY_BADGES_QUERY_KEY }) },
  );
};
