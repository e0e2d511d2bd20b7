/**
 * Personal document links: one per recipient and document, in the invitation's partition
 * (`INVITATION#<id>` / `DOCLINK#<kind>`), so erasing an invitation erases its links with it, and
 * Details reads them with the partition. The link's token is HMAC(link key, `document-link:<linkId>`)
 * (core/link-tokens.ts): the table stores only its SHA-256 in a token marker (`DOCTOKEN#<hash>`),
 * which names the invitation, the kind and the link id. A link sent again after it was withdrawn or
 * expired gets a new link id, so the old token's marker names a link that no longer exists.
 * Access patterns: linkOf (GetItem), the links of an invitation (with its details' Query, data/invitation-response.ts), the token
 * marker's GetItem, countView (UpdateItem, conditional on the same link id, not withdrawn), withdrawal (UpdateItem, in a transaction with its audit entry). The marker expires with the link (TTL); a stale marker is refused by its link id.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DocumentKind } from '@safe-haven/shared/documents';
import { defineEntity } from './entity';
import { invitationPartition } from './invitation-partition';
import { keyTemplate } from './key-template';
import { hashToken } from './invitation-token';
import { tableName, ttlSeconds } from './table';
import type { NamedTransactItem } from './transaction';

const DOCLINK = keyTemplate('DOCLINK');
const DOCTOKEN = keyTemplate('DOCTOKEN');

export interface DocumentLink {
  invitationId: string;
  kind: DocumentKind;
  /** Random; the token is derived from it, so the item holds no working link. */
  linkId: string;
  createdAt: string;
  /** The latest email that carried it (a send again of an open link reuses it). */
  sentAt: string;
  expiresAt: string;
  sentBy: string;
  revokedAt?: string;
  revokedBy?: string;
  /** Counted views (see shared/src/document-views.ts for what counts). */
  viewCount?: number;
  firstViewedAt?: string;
  lastViewedAt?: string;
}

export interface DocumentTokenMarker {
  tokenHash: string;
  invitationId: string;
  kind: DocumentKind;
  linkId: string;
  expiresAt: string;
}

export const documentLinkEntity = defineEntity<DocumentLink, [invitationId: string, kind: DocumentKind]>({
  tag: 'document-link',
  key: (invitationId, kind) => ({ pk: invitationPartition(invitationId), sk: DOCLINK.of(kind) }),
  identity: (link) => [link.invitationId, link.kind],
});

export const documentTokenEntity = defineEntity<DocumentTokenMarker, [tokenHash: string]>({
  tag: 'document-token',
  key: (tokenHash) => ({ pk: DOCTOKEN.of(tokenHash), sk: 'DOCTOKEN' }),
  identity: (marker) => [marker.tokenHash],
  // Gone on its own a little after its link expires (TTL deletes within a few days; the read checks expiresAt).
  extra: (marker) => ({ ttl: ttlSeconds(new Date(marker.expiresAt)) }),
});

export const linkOf = (invitationId: string, kind: DocumentKind): Promise<DocumentLink | undefined> => documentLinkEntity.get(invitationId, kind);

/** The marker a token names (two reads open a link: this, then the link). */
export const markerOfToken = (token: string): Promise<DocumentTokenMarker | undefined> => documentTokenEntity.get(hashToken(token));

/**
 * A counted view: one more on the link, only while it is the same link (not replaced by a new send)
 * and not withdrawn. Answers the link as it is now, or undefined when the condition refused it.
 */
export const countView = async (marker: DocumentTokenMarker, at: string): Promise<DocumentLink | undefined> => {
  try {
    const attributes = await documentLinkEntity
      .update(marker.invitationId, marker.kind)
      .add({ viewCount: 1 })
      .set({ lastViewedAt: at })
      .setIfNotExists({ firstViewedAt: at })
      .where((c) => c.and(c.eq('linkId', marker.linkId), c.notExists('revokedAt')))
      .go({ ReturnValues: 'ALL_NEW' });
    return attributes ? documentLinkEntity.fromItem(attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

/**
 * A new link for a lead and document, replacing a withdrawn or expired one (a Put: its counts start
 * again; the card keeps the document's total). Unconditional: the status change in the same
 * transaction is what keeps two sends apart.
 */
export const replaceLink = <N extends string>(name: N, link: DocumentLink): NamedTransactItem<N> => ({
  name,
  item: { Put: { TableName: tableName(), Item: documentLinkEntity.toItem(link) } },
});
