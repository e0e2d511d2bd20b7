/**
 * Personal document links: the lead opens one (a public route), staff withdraw one
 * (Details). Which fetches count as views: shared/src/document-views.ts. Every refusal of an open
 * is the same 404, whatever the reason (unknown, guessed, another lead's replaced link, withdrawn,
 * expired, invitation erased, document removed), so the answer tells a prober nothing.
 */
import type { InvitationDetails, OpenedDocument } from '@safe-haven/shared/api-types';
import { DOCUMENT_CATALOGUE, DOCUMENT_CONTENT_TYPE, DOCUMENT_MESSAGES as M, DOCUMENT_URL_SECONDS, type DocumentKind } from '@safe-haven/shared/documents';
import { whyNotADocumentView } from '@safe-haven/shared/document-views';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { NotFoundError } from '../core/errors';
import { logger } from '../core/logger';
import { documentsBucket, presignedGetUrl } from '../core/photo-bucket';
import { documentOf } from '../data/brand-document';
import { countView, documentLinkEntity, linkOf, markerOfToken, type DocumentLink, type DocumentTokenMarker } from '../data/document-link';
import { getInvitation, type Invitation } from '../data/invitation';
import { auditEntity, newAuditEntryId, recordAudit } from '../data/invitation-audit';
import { recordDocumentViewOnCard } from '../data/invitation-opens';
import type { Profile } from '../data/profile';
import { transactWrite } from '../data/transaction';
import { invitationDetails } from '../invitations/invitation-details-service';
import { visibleInvitation } from '../invitations/invitation-access';
import { senderDisplayName } from '../invitations/sender-name';

const invalidLink = () => new NotFoundError(M.linkInvalid, { code: ERROR_CODES.DOCUMENT_LINK_INVALID });

/** The link a token opens, if it still opens: same link id as its marker, not withdrawn, not expired. */
const usableLink = async (token: string, now: Date): Promise<{ marker: DocumentTokenMarker; link: DocumentLink; invitation: Invitation } | undefined> => {
  const marker = await markerOfToken(token);
  if (!marker) return undefined;
  const [link, invitation] = await Promise.all([linkOf(marker.invitationId, marker.kind), getInvitation(marker.invitationId)]);
  if (!link || !invitation || link.linkId !== marker.linkId || link.revokedAt || link.expiresAt <= now.toISOString()) return undefined;
  return { marker, link, invitation };
};

/**
 * Counts a view: the link's count, the card's copy, and an audit entry. A failure is logged and
 * swallowed: the lead gets the document whatever happens to the count.
 */
const recordView = async (marker: DocumentTokenMarker, invitation: Invitation, now: Date): Promise<void> => {
  const at = now.toISOString();
  try {
    const counted = await countView(marker, at);
    if (!counted) return;
    const count = counted.viewCount ?? 1;
    await recordDocumentViewOnCard(invitation, marker.kind, { count, lastAt: at });
    const title = DOCUMENT_CATALOGUE[marker.kind].title;
    await auditEntity.createOne({
      invitationId: invitation.id, entryId: newAuditEntryId(), from_status: invitation.status, to_status: invitation.status, at, kind: 'note',
      note: `${title} opened${count > 1 ? ` (${count} times)` : ''}`,
    });
  } catch (error) {
    logger.error('Document view could not be recorded', { error: error as Error, invitationId: invitation.id, kind: marker.kind });
  }
};

export const openDocumentLink = async (token: string, userAgent: string | undefined, now: Date = new Date()): Promise<OpenedDocument> => {
  const found = await usableLink(token, now);
  const document = found ? await documentOf(found.marker.kind) : undefined;
  if (!found || !document) throw invalidLink();
  const notCounted = whyNotADocumentView({ userAgent, sentAt: found.link.sentAt, now });
  if (notCounted) logger.info('Document fetch not counted as a view', { invitationId: found.invitation.id, kind: found.marker.kind, reason: notCounted });
  else await recordView(found.marker, found.invitation, now);
  const url = await presignedGetUrl(document.current.objectKey, {
    expiresInSeconds: DOCUMENT_URL_SECONDS, contentType: DOCUMENT_CONTENT_TYPE, fileName: document.current.fileName, now, bucket: documentsBucket(),
  });
  return { url, fileName: document.current.fileName };
};

export const revokeDocumentLink = async (actor: Profile, invitationId: string, kind: DocumentKind, now: Date = new Date()): Promise<InvitationDetails> => {
  const invitation = await visibleInvitation(actor, invitationId);
  const link = await linkOf(invitationId, kind);
  if (!link) throw new NotFoundError(M.linkInvalidTitle, { code: ERROR_CODES.DOCUMENT_LINK_NOT_FOUND });
  // Already withdrawn: nothing to write (a repeated click reads the details again).
  if (!link.revokedAt) {
    const at = now.toISOString();
    await transactWrite([
      documentLinkEntity.update(invitationId, kind).set({ revokedAt: at, revokedBy: actor.id }).where((c) => c.eq('linkId', link.linkId)).transact('link'),
      recordAudit('audit', invitationId, {
        from_status: invitation.status, to_status: invitation.status, at, kind: 'note', by: actor.id, byName: senderDisplayName(actor),
        note: `${DOCUMENT_CATALOGUE[kind].title} link withdrawn`,
      }),
    ]);
  }
  return invitationDetails(actor, invitationId);
};
