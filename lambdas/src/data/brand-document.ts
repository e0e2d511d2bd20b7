/**
 * The brand's documents (shared/src/documents.ts), one partition per kind (`DOCUMENT#<kind>`):
 * - the document item (`DOCUMENT`): the current version, what the Documents page and a send read;
 * - one version item per upload (`VERSION#<uploadedAt>#<versionId>`), never overwritten, so every
 *   version stays (its object key is its own: `documents/<kind>/<versionId>.pdf`).
 * Access patterns: documentsByKind (BatchGetItem of the catalogue's few keys), documentOf (GetItem),
 * versionsOf (Query of the partition, newest first), saveVersion (one transaction: the version
 * item, created only, and the document item's current version).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_KINDS, type DocumentKind } from '@safe-haven/shared/documents';
import { dynamo } from '../core/aws-clients';
import { batchGetItems } from './batch-get';
import { defineEntity } from './entity';
import { keyTemplate } from './key-template';
import { tableName } from './table';
import { transactWrite } from './transaction';

const DOCUMENT = keyTemplate('DOCUMENT');
const VERSION = keyTemplate('VERSION');

export interface DocumentVersion {
  kind: DocumentKind;
  versionId: string;
  /** The object in the bucket (documents/<kind>/<versionId>.pdf). */
  objectKey: string;
  /** The name the admin's file had, shown on the page and given to the download. */
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
  uploadedByName: string;
}

export interface BrandDocument {
  kind: DocumentKind;
  /** The version a send links to and a link opens. */
  current: DocumentVersion;
  versionCount: number;
}

export const brandDocumentEntity = defineEntity<BrandDocument, [kind: DocumentKind]>({
  tag: 'brand-document',
  key: (kind) => ({ pk: DOCUMENT.of(kind), sk: 'DOCUMENT' }),
  identity: (document) => [document.kind],
});

export const documentVersionEntity = defineEntity<DocumentVersion, [kind: DocumentKind, uploadedAt: string, versionId: string]>({
  tag: 'document-version',
  key: (kind, uploadedAt, versionId) => ({ pk: DOCUMENT.of(kind), sk: VERSION.of(uploadedAt, versionId) }),
  identity: (version) => [version.kind, version.uploadedAt, version.versionId],
});

/** Access pattern documentOf: the document and its current version (undefined before the first upload). */
export const documentOf = (kind: DocumentKind): Promise<BrandDocument | undefined> => brandDocumentEntity.get(kind);

/** Access pattern documentsByKind: every uploaded document of the catalogue, one BatchGetItem. */
export const allDocuments = async (): Promise<BrandDocument[]> => {
  const items = await batchGetItems(DOCUMENT_KINDS.map((kind) => brandDocumentEntity.key(kind)), { consistent: true });
  return items.map((item) => brandDocumentEntity.fromItem(item));
};

/** Access pattern versionsOf: a document's versions, newest first (one Query of its partition). */
export const versionsOf = async (kind: DocumentKind, limit = 20): Promise<DocumentVersion[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :version)',
      ExpressionAttributeValues: { ':pk': DOCUMENT.of(kind), ':version': VERSION.start },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => documentVersionEntity.fromItem(item));
};

/**
 * A new version becomes the current one: its item (created only) and the document item (a Put of the
 * whole item, conditional on the version count read before, so two uploads at once cannot both win).
 */
export const saveVersion = (version: DocumentVersion, previous: BrandDocument | undefined): Promise<void> =>
  transactWrite([
    documentVersionEntity.create('version', version),
    previous
      ? {
          name: 'document',
          item: {
            Put: {
              TableName: tableName(),
              Item: brandDocumentEntity.toItem({ kind: version.kind, current: version, versionCount: previous.versionCount + 1 }),
              ConditionExpression: 'versionCount = :seen',
              ExpressionAttributeValues: { ':seen': previous.versionCount },
            },
          },
        }
      : brandDocumentEntity.create('document', { kind: version.kind, current: version, versionCount: 1 }),
  ]);
