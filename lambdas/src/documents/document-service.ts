/**
 * The Documents page (admins): a presigned POST for one PDF (the policy allows one object of at most
 * DOCUMENT_MAX_BYTES at one key under uploads/, with the PDF content type), then the save, which
 * checks the uploaded bytes themselves (size, and the %PDF- header every PDF starts with), copies the
 * file to its own version key under documents/ and makes it the document's current version. Every
 * version is kept (its own key and item). Both areas are in the documents bucket, which no origin
 * serves and only the document functions may touch (private, encrypted, versioned).
 */
import type { DocumentUploadTicket, DocumentVersionsResponse, DocumentView } from '@safe-haven/shared/api-types';
import {
  DOCUMENT_CATALOGUE, DOCUMENT_CONTENT_TYPE, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES as M, DOCUMENT_STORED_PREFIX,
  DOCUMENT_UPLOAD_PREFIX, DOCUMENT_VERSIONS_SHOWN, PDF_MAGIC, type DocumentKind,
} from '@safe-haven/shared/documents';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { logger } from '../core/logger';
import { deleteObject, documentsBucket, getObjectBytes, headObject, putObject } from '../core/photo-bucket';
import { createUploadTicket } from '../core/upload-ticket';
import { allDocuments, documentOf, saveVersion, versionsOf, type BrandDocument, type DocumentVersion } from '../data/brand-document';
import type { Profile } from '../data/profile';
import { senderDisplayName } from '../invitations/sender-name';

const uploadKey = (kind: DocumentKind, uploadId: string) => `${DOCUMENT_UPLOAD_PREFIX}${kind}/${uploadId}`;

export const createDocumentUpload = (kind: DocumentKind): Promise<DocumentUploadTicket> =>
  createUploadTicket((uploadId) => uploadKey(kind, uploadId), DOCUMENT_CONTENT_TYPE, DOCUMENT_MAX_BYTES, documentsBucket());

const notAPdf = () => new BadRequestError(M.notAPdf, { code: ERROR_CODES.INVALID_FILE_TYPE, details: { title: M.notAPdfTitle } });
const tooLarge = () => new BadRequestError(M.tooLarge, { code: ERROR_CODES.FILE_TOO_LARGE, details: { title: M.tooLargeTitle } });

const deleteOrLog = async (key: string) => {
  await deleteObject(key, documentsBucket()).catch((error: unknown) => logger.warn('Could not delete a document upload', { key, error: error as Error }));
};

/** Whether the bytes start as a PDF does; a renamed image or script does not. */
export const looksLikePdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC;

export const saveDocumentVersion = async (
  actor: Profile,
  input: { kind: DocumentKind; uploadId: string; fileName: string },
  now: Date = new Date(),
): Promise<DocumentView> => {
  const staged = uploadKey(input.kind, input.uploadId);
  const head = await headObject(staged, documentsBucket());
  if (!head) throw new BadRequestError(M.uploadExpired, { code: ERROR_CODES.UPLOAD_MISSING });
  // The policy refused larger files already; this holds where a policy was not applied.
  if (head.size > DOCUMENT_MAX_BYTES) {
    await deleteOrLog(staged);
    throw tooLarge();
  }
  const bytes = await getObjectBytes(staged, documentsBucket());
  if (!looksLikePdf(bytes)) {
    logger.info('Document upload refused: not a PDF', { kind: input.kind, size: bytes.length });
    await deleteOrLog(staged);
    throw notAPdf();
  }
  const versionId = input.uploadId;
  const objectKey = `${DOCUMENT_STORED_PREFIX}${input.kind}/${versionId}.pdf`;
  await putObject(objectKey, bytes, { contentType: DOCUMENT_CONTENT_TYPE, cacheControl: 'private, no-store' }, documentsBucket());
  await deleteOrLog(staged);
  const version: DocumentVersion = {
    kind: input.kind, versionId, objectKey, fileName: input.fileName, size: bytes.length,
    uploadedAt: now.toISOString(), uploadedBy: actor.id, uploadedByName: senderDisplayName(actor),
  };
  const previous = await documentOf(input.kind);
  await saveVersion(version, previous);
  return toDocumentView(input.kind, { kind: input.kind, current: version, versionCount: (previous?.versionCount ?? 0) + 1 });
};

const toDocumentView = (kind: DocumentKind, document: BrandDocument | undefined): DocumentView => ({
  kind,
  title: DOCUMENT_CATALOGUE[kind].title,
  sentBy: DOCUMENT_CATALOGUE[kind].sentBy.map((s) => s.action),
  ...(document
    ? {
        current: {
          fileName: document.current.fileName, size: document.current.size, uploadedAt: document.current.uploadedAt, uploadedByName: document.current.uploadedByName,
        },
        versionCount: document.versionCount,
      }
    : {}),
});

/** Every document of the catalogue, uploaded or not, in the catalogue's order. */
export const listDocuments = async (): Promise<DocumentView[]> => {
  const byKind = new Map((await allDocuments()).map((document) => [document.kind, document]));
  return DOCUMENT_KINDS.map((kind) => toDocumentView(kind, byKind.get(kind)));
};

/**
 * A document's versions for Documents (read-only): who uploaded each and when, its file name and
 * size, the current one marked. One GetItem and one Query, in parallel; none before the first upload.
 */
export const listDocumentVersions = async (kind: DocumentKind): Promise<DocumentVersionsResponse> => {
  const [document, versions] = await Promise.all([documentOf(kind), versionsOf(kind, DOCUMENT_VERSIONS_SHOWN)]);
  return {
    versionCount: document?.versionCount ?? versions.length,
    versions: versions.map(({ versionId, fileName, size, uploadedAt, uploadedByName }) => ({
      versionId, fileName, size, uploadedAt, uploadedByName, current: versionId === document?.current.versionId,
    })),
  };
};
