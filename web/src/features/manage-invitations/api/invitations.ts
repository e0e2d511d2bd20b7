/**
 * Manage Invitations calls: the paged list, the details, and the changes made from the cards and the
 * dialog. Every change refetches the list, the details and the unread counts.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { DocumentKind } from '@safe-haven/shared/documents';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import type { ListSort } from '@safe-haven/shared/list-sort';
import { callApi } from '../../../lib/api-client';
import { INVITATION_DETAILS_QUERY_KEY, INVITATIONS_QUERY_KEY } from '../../../lib/query-keys';
import * as API from '../../../lib/api-endpoints.generated';
import { UNREAD_COUNTS_QUERY_KEY } from '../../../hooks/use-unread-counts';
import { FOLLOW_UP_COUNTS_QUERY_KEY } from '../../../hooks/use-follow-up-counts';
import { localCalendarDate } from '@safe-haven/shared/follow-up';
import { filtersToParams, type InvitationFilters } from '../utils/filters';
import { saveTextFile } from '../../../lib/save-file';
import { joinExportParts } from '../utils/export-parts';
import type { ImportPreviewInput, ImportSendInput, ImportSendRowResult } from '@safe-haven/shared/invitation-import';
import { IMPORT_SEND_CHUNK } from '@safe-haven/shared/invitation-import-messages';

export { INVITATIONS_QUERY_KEY };
// A follow-up view is as of the viewer's today: a new day is a new list.
const listKey = (filters: InvitationFilters, sort: ListSort) =>
  [...INVITATIONS_QUERY_KEY, 'list', sort, filtersToParams(filters).toString(), filters.due ? localCalendarDate(new Date()) : ''] as const;
const detailsKey = (id: string) => [...INVITATION_DETAILS_QUERY_KEY, id] as const;

/** The list in the chosen order; the server sorts, so every page continues the same order. */
export const useInvitationList = (filters: InvitationFilters, sort: ListSort, enabled = true) =>
  useInfiniteQuery({
    queryKey: listKey(filters, sort),
    enabled,
    queryFn: ({ pageParam, signal }) => {
      const params = filtersToParams(filters);
      params.set('sort', sort);
      if (filters.due) params.set('today', localCalendarDate(new Date()));
      if (pageParam) params.set('cursor', pageParam);
      return callApi(API.ListInvitations, { query: params, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    retry: 1,
  });

/**
 * One lead's details. Fresh for a moment, so the dialog that opens just after a tap on Details takes
 * the answer its tap asked for (usePrefetchInvitationDetails) instead of asking again; a change
 * invalidates it at once.
 */
const detailsQuery = (id: string) => ({
  queryKey: detailsKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(API.GetInvitation, { params: { id }, signal }),
  retry: false,
  staleTime: 5_000,
});

export const useInvitationDetails = (id: string | null) => useQuery({ ...detailsQuery(id ?? ''), enabled: !!id });

/**
 * Asks for a lead's details as Details is tapped, so the request runs while the dialog's first
 * render does (about a third of a second the first time in a page) rather than after it.
 */
export const usePrefetchInvitationDetails = () => {
  const client = useQueryClient();
  return (id: string) => void client.prefetchQuery(detailsQuery(id));
};

const useRefreshAfterChange = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
      client.invalidateQueries({ queryKey: UNREAD_COUNTS_QUERY_KEY }),
      client.invalidateQueries({ queryKey: FOLLOW_UP_COUNTS_QUERY_KEY }),
    ]);
};

export interface StatusChange {
  id: string;
  from: InvitationStatus;
  to: InvitationStatus;
  note?: string;
  /** A quick action's label. */
  action?: string;
  /** A document email's own line. */
  personalLine?: string;
}

export const useChangeStatus = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, ...body }: StatusChange, idempotencyKey) =>
      callApi(API.ChangeInvitationStatus, { params: { id }, body, idempotencyKey }),
    // A refusal (someone changed it first) reloads the dialog too.
    { onSettled: refresh },
  );
};

/** Withdraw link in Details: the lead's personal document link stops opening. */
export const useRevokeDocumentLink = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, kind }: { id: string; kind: DocumentKind }, idempotencyKey) =>
      callApi(API.RevokeDocumentLink, { params: { id, kind }, idempotencyKey }),
    { onSettled: refresh },
  );
};

export const useAddNote = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, note }: { id: string; note: string }, idempotencyKey) =>
      callApi(API.AddInvitationNote, { params: { id }, body: { note }, idempotencyKey }),
    { onSettled: refresh },
  );
};

export const useSetNextStep = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    ({ id, nextStepDueAt }: { id: string; nextStepDueAt: string | null }, idempotencyKey) =>
      callApi(API.UpdateInvitation, { params: { id }, body: { nextStepDueAt }, idempotencyKey }),
    { onSettled: refresh },
  );
};

export const useResendInvitation = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    (id: string, idempotencyKey) => callApi(API.ResendInvitation, { params: { id }, idempotencyKey }),
    { onSettled: refresh },
  );
};

export const useDeleteInvitation = () => {
  const refresh = useRefreshAfterChange();
  return useSubmitOnce(
    (id: string, idempotencyKey) => callApi(API.DeleteInvitation, { params: { id }, idempotencyKey }),
    { onSettled: refresh },
  );
};

/** Marks cards seen; the counts fall once the stream handler has caught up (a moment later). */
export const markInvitationsSeen = (items: { id: string; statusUpdatedAt: string }[]) =>
  callApi(API.MarkInvitationsSeen, { body: { items } });

/**
 * 'Export CSV': the whole list under these filters, view and order (every page, not only the loaded
 * ones), a part at a time, joined (utils/export-parts.ts) and saved as a file from memory.
 */
export const useExportInvitations = () =>
  useMutation({
    mutationFn: async ({ filters, sort, onProgress }: { filters: InvitationFilters; sort: ListSort; onProgress: (rows: number) => void }) => {
      const params = filtersToParams(filters);
      params.set('sort', sort);
      if (filters.due) params.set('today', localCalendarDate(new Date()));
      const file = await joinExportParts((cursor) => {
        if (cursor) params.set('cursor', cursor);
        return callApi(API.ExportInvitations, { query: params });
      }, onProgress);
      saveTextFile(file.fileName, file.pieces);
      return file;
    },
  });

/** 'Import CSV': each row's result before anything is sent (writes nothing). */
export const useImportPreview = () =>
  useMutation({ mutationFn: (body: ImportPreviewInput) => callApi(API.PreviewInvitationImport, { body }) });

/**
 * Sends the accepted rows a chunk at a time (each chunk's results reported as it answers, so the rows
 * say Sent as they go), stopping at the daily cap. Each row's key derives from the import and the address on the server, so a retry of a chunk,
 * or of the whole import, creates nothing twice.
 */
export const useImportSend = () => {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async ({ importId, rows, onProgress }: { importId: string; rows: ImportSendInput['rows']; onProgress: (resultsSoFar: ImportSendRowResult[]) => void }) => {
      const results: ImportSendRowResult[] = [];
      for (let start = 0; start < rows.length; start += IMPORT_SEND_CHUNK) {
        const answer = await callApi(API.SendInvitationImport, { body: { importId, rows: rows.slice(start, start + IMPORT_SEND_CHUNK) } });
        results.push(...answer.results);
        onProgress([...results]);
        if (answer.capReached) break;
      }
      return results;
    },
    onSettled: refresh,
  });
};
