/**
 * The brand's content in force (GET /api/content): the properties in review and the membership
 * tiers for the staff pages, and everything for Edit Content. Admins change it rarely, and a save
 * puts the new version in this query, so a read every few minutes is enough.
 */
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';

export const SITE_CONTENT_QUERY_KEY = ['site-content'] as const;

export const useSiteContent = () =>
  useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.GetSiteContent, { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
