/**
 * The account set-up page's calls: read the staff invitation its link names, then create the account.
 * The link's token goes in the request body, never the URL, so no log holds it.
 */
import { useQuery } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useStaffInvitation = (token: string) =>
  useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => callApi(API.GetStaffInvitation, { body: { token } }),
    retry: false,
    staleTime: Infinity,
  });

export const useAcceptStaffInvitation = (token: string) =>
  useSubmitOnce((password: string, idempotencyKey) =>
    callApi(API.AcceptStaffInvitation, { body: { token, password }, idempotencyKey }),
  );
