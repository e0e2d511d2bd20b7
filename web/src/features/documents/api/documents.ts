/**
 * Documents (admins): the catalogue, a document's versions (read when asked for), and an upload:
 * ticket, the browser's POST to S3, then the checked save.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@safe-haven/shared/api-types';
import { DOCUMENT_MESSAGES as M, type DocumentKind } from '@safe-haven/shared/documents';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

const KEY = ['admin', 'documents'] as const;

export const useDocuments = () => useQuery({ queryKey: KEY, queryFn: () => callApi(API.ListDocuments) });

/** Under the catalogue's key, so an upload's refresh of the catalogue refreshes the versions too. */
export const useDocumentVersions = (kind: DocumentKind, enabled: boolean) =>
  useQuery({ queryKey: [...KEY, kind, 'versions'], queryFn: () => callApi(API.ListDocumentVersions, { params: { kind } }), enabled });

const uploadDocument = async (kind: DocumentKind, file: File, idempotencyKey: string): Promise<DocumentView> => {
  const ticket = await callApi(API.CreateDocumentUpload, { params: { kind } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(ticket.url, { method: 'POST', body: form }).catch(() => undefined);
  if (!stored?.ok) throw new Error(stored && (await stored.text()).includes('EntityTooLarge') ? M.tooLarge : M.uploadFailed);
  return callApi(API.SaveDocumentVersion, { params: { kind }, body: { uploadId: ticket.uploadId, fileName: file.name }, idempotencyKey });
};

export const useUploadDocument = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    ({ kind, file }: { kind: DocumentKind; file: File }, idempotencyKey) => uploadDocument(kind, file, idempotencyKey),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) },
  );
};
