/**
 * What a quick action that sends a document adds to its status change: the personal
 * link (one per lead and document: an open one is reused, a withdrawn or expired one replaced by a
 * new link id), its token marker, and the outbox email, all written in the status change's own
 * transaction. So the lead moves to "Pitch Sent" exactly when the email is committed to the outbox,
 * which delivers it (the stream handler, about a second later; else the sweeper's retries), once
 * (the claim), and never to a suppressed address (checked here, so nothing moves, and again at
 * delivery). Delivering from the stream keeps SES and the renderers out of this route's bundle.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_DOCUMENT_LINK_DAYS, DOCUMENT_CATALOGUE, DOCUMENT_MESSAGES as M, defaultMeetingLine, defaultPersonalLine, documentKindForAction, type DocumentKind,
} from '@safe-haven/shared/documents';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { QuickAction } from '@safe-haven/shared/invitation-status';
import { optionalEnv } from '../core/env';
import { ConflictError } from '../core/errors';
import { linkToken } from '../core/link-tokens';
import { documentOf } from '../data/brand-document';
import { documentLinkEntity, documentTokenEntity, linkOf, replaceLink, type DocumentLink } from '../data/document-link';
import type { Invitation } from '../data/invitation';
import { hashToken } from '../data/invitation-token';
import { newOutboxEmail, outboxEntity } from '../data/outbox';
import type { Profile } from '../data/profile';
import { isSuppressed } from '../data/suppression';
import type { NamedTransactItem } from '../data/transaction';
import { senderDisplayName } from '../invitations/sender-name';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stage's link lifetime in days (documentLinkDays; 30 when unset). */
export const documentLinkDays = (): number => {
  const raw = optionalEnv('DOCUMENT_LINK_DAYS');
  const days = raw === undefined ? DEFAULT_DOCUMENT_LINK_DAYS : Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`DOCUMENT_LINK_DAYS must be a whole number from 1, got "${raw}"`);
  return days;
};

/** The document a quick action sends, when it has one uploaded; undefined: the action only marks the lead. */
export const documentToSend = async (pipeline: Invitation['pipeline'], action: QuickAction): Promise<DocumentKind | undefined> => {
  const kind = documentKindForAction(pipeline, action.label);
  return kind && (await documentOf(kind)) ? kind : undefined;
};

export interface DocumentSend {
  items: NamedTransactItem<'outbox' | 'link' | 'token'>[];
}

const isOpen = (link: DocumentLink | undefined, now: Date): link is DocumentLink =>
  !!link && !link.revokedAt && link.expiresAt > now.toISOString();

/** The transaction items of one document send; refuses (409) a suppressed address before anything is written. */
export const documentSendItems = async (
  actor: Profile,
  invitation: Invitation,
  kind: DocumentKind,
  personalLine: string | undefined,
  now: Date,
): Promise<DocumentSend> => {
  if (await isSuppressed(invitation.recipientEmail)) throw new ConflictError(M.suppressed, { code: ERROR_CODES.EMAIL_SUPPRESSED });
  const at = now.toISOString();
  const existing = await linkOf(invitation.id, kind);
  const items: DocumentSend['items'] = [];
  let link: Pick<DocumentLink, 'linkId' | 'expiresAt'>;
  if (isOpen(existing, now)) {
    link = existing;
    items.push(documentLinkEntity.update(invitation.id, kind).set({ sentAt: at }).where((c) => c.eq('linkId', existing.linkId)).transact('link'));
  } else {
    // A new link id: the token of a withdrawn or expired link names a link that no longer exists.
    link = { linkId: randomUUID(), expiresAt: new Date(now.getTime() + documentLinkDays() * DAY_MS).toISOString() };
    items.push(
      replaceLink('link', { invitationId: invitation.id, kind, linkId: link.linkId, createdAt: at, sentAt: at, expiresAt: link.expiresAt, sentBy: actor.id }),
      documentTokenEntity.create('token', {
        tokenHash: hashToken(await linkToken('document-link', link.linkId)), invitationId: invitation.id, kind, linkId: link.linkId, expiresAt: link.expiresAt,
      }),
    );
  }
  const title = DOCUMENT_CATALOGUE[kind].title;
  const email = newOutboxEmail(
    {
      delivery: 'stream',
      to: invitation.recipientEmail,
      relatedId: invitation.id,
      message: {
        template: 'document', invitationId: invitation.id, kind, linkId: link.linkId, expiresAt: link.expiresAt,
        recipientFirstName: invitation.recipientFirstName, senderName: senderDisplayName(actor), senderEmail: actor.email,
        personalLine: personalLine ?? defaultPersonalLine(invitation.recipientFirstName, title),
      },
    },
    now,
  );
  items.push(outboxEntity.create('outbox', email));
  return { items };
};

/** Invite to Zoom with the actor's meeting link: the outbox email only (no personal link: the link is theirs). */
export const meetingSendItems = async (actor: Profile, invitation: Invitation, meetingLink: string, personalLine: string | undefined, now: Date): Promise<DocumentSend> => {
  if (await isSuppressed(invitation.recipientEmail)) throw new ConflictError(M.suppressed, { code: ERROR_CODES.EMAIL_SUPPRESSED });
  const email = newOutboxEmail(
    {
      delivery: 'stream',
      to: invitation.recipientEmail,
      relatedId: invitation.id,
      message: {
        template: 'meeting-invite', invitationId: invitation.id, meetingLink, recipientFirstName: invitation.recipientFirstName,
        senderName: senderDisplayName(actor), senderEmail: actor.email, personalLine: personalLine ?? defaultMeetingLine(invitation.recipientFirstName),
      },
    },
    now,
  );
  return { items: [outboxEntity.create('outbox', email)] };
};
