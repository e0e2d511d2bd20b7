/**
 * Opens of an invitation: `openedAt` and `viewCount` on the invitation item. Access
 * patterns: recordFirstOpen (UpdateItem, conditional on no openedAt yet) and countLaterView
 * (UpdateItem). Both require the invitation to exist, so a view racing an erasure never writes a
 * stray item. Whether a read counts at all is decided before (shared/src/invitation-opens.ts).
 */
import type { DocumentKind, DocumentViewSummary } from '@safe-haven/shared/documents';
import { invitationEntity, type Invitation } from './invitation';

/**
 * The first counted view: sets openedAt and counts it, only while the item has no openedAt. Of two
 * concurrent first views exactly one wins (false for the other, which then counts as a later view),
 * so openedAt is written once and never moves.
 */
export const recordFirstOpen = (invitationId: string, at: string): Promise<boolean> =>
  invitationEntity
    .update(invitationId)
    .set({ openedAt: at })
    .add({ viewCount: 1 })
    .where((c) => c.and(c.exists('pk'), c.notExists('openedAt')))
    .attempt();

/** A view after the first: one more on viewCount (false when the invitation is gone). */
export const countLaterView = (invitationId: string): Promise<boolean> =>
  invitationEntity
    .update(invitationId)
    .add({ viewCount: 1 })
    .where((c) => c.exists('pk'))
    .attempt();

/**
 * A counted view of a document link, copied onto the invitation item for its card (the link item,
 * data/document-link.ts, keeps the count itself). The whole entry is written: two views at the same
 * moment may leave the card one behind until the next, never ahead of the link.
 */
export const recordDocumentViewOnCard = (
  invitation: Pick<Invitation, 'id' | 'documentViews'>,
  kind: DocumentKind,
  summary: DocumentViewSummary,
): Promise<boolean> => {
  const update = invitationEntity.update(invitation.id);
  if (invitation.documentViews) update.setEntry('documentViews', kind, summary);
  else update.set({ documentViews: { [kind]: summary } });
  return update.where((c) => c.exists('pk')).attempt();
};
