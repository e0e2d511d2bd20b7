/**
 * Manage Invitations calls: the paged list, the details, and the changes made from the cards and the
 * dialog. Every change refetches the list, the details and the unread counts.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { InvitationDetails, InvitationListResponse } from '@safe-haven/shared/api-types';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import type { ListSort } from '@safe-haven/shared/list-sort';
import { apiRequest } from '../../../lib/api-client';
import { UNREAD_COUNTS_QUERY_KEY } from '../../../hooks/use-unread-counts';
import { filtersToParams, type InvitationFilters } from '../utils/filters';

export const INVITATIONS_QUERY_KEY = ['invitations'] as const;
const listKey = (filters: InvitationFilters, sort: ListSort) => [...INVITATIONS_QUERY_KEY, 'list', sort, filtersToParams(filters).toString()] as const;
const detailsKey = (id: string) => [...INVITATIONS_QUERY_KEY, 'details', id] as const;

/** The list in the chosen order; the server sorts, so every page continues the same order. */
export const useInvitationList = (filters: InvitationFilters, sort: ListSort, enabled = true) =>
  useInfiniteQuery({
    queryKey: listKey(filters, sort),
    enabled,
    queryFn: ({ pageParam, signal }) => {
      const params = filtersToParams(filters);
      params.set('sort', sort);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiRequest<InvitationListResponse>(`/invitations${query ? `?${query}` : ''}`, { auth: true, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    retry: 1,
  });

export const useInvitationDetails = (id: string | null) =>
  useQuery({
    queryKey: detailsKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<InvitationDetails>(`/invitations/${encodeURIComponent(id!)}`, { auth: true, signal }),
    enabled: !!id,
    retry: false,
  });

const useRefreshAfterChange = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
      client.invalidateQueries({ queryKey: UNREAD_COUNTS_QUERY_KEY }),
    ]);
};

export interface StatusChange {
  id: string;
  from: InvitationStatus;
  to: InvitationStatus;
  note?: string;
  /** A quick action's label. */
  action?: string;
}

export const useChangeStatus = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, ...body }: StatusChange, idempotencyKey) =>
      apiRequest<InvitationDetails>(`/invitations/${encodeURIComponent(id)}/status`, { method: 'POST', auth: true, body, idempotencyKey }),
    // A refusal (someone changed it first) reloads the dialog too.
    { onSettled: refresh },
  );
};

export const useAddNote = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, note }: { id: string; note: string }, idempotencyKey) =>
      apiRequest<InvitationDetails>(`/invitations/${encodeURIComponent(id)}/notes`, { method: 'POST', auth: true, body: { note }, idempotencyKey }),
    { onSettled: refresh },
  );
};

export const useSetNextStep = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, nextStepDueAt }: { id: string; nextStepDueAt: string | null }, idempotencyKey) =>
      apiRequest<InvitationDetails>(`/invitations/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, body: { nextStepDueAt }, idempotencyKey }),
    { onSettled: refresh },
  );
};

export interface ResendResult {
  ok: boolean;
  message: string;
  emailDelivered: boolean;
  deliveryError?: string;
}

export const useResendInvitation = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    (id: string, idempotencyKey) => apiRequest<ResendResult>(`/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST', auth: true, idempotencyKey }),
    { onSettled: refresh },
  );
};

export const useDeleteInvitation = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    (id: string, idempotencyKey) =>
      apiRequest<{ ok: boolean; message: string }>(`/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true, idempotencyKey }),
    { onSettled: refresh },
  );
};

/** Marks cards seen; the counts fall once the stream handler has caught up (a moment later). */
export const markInvitationsSeen = (items: { id: string; statusUpdatedAt: string }[]) =>
  apiRequest<{ marked: number }>('/invitation-views', { method: 'POST', auth: true, body: { items } });
