/**
 * Viewing the list marks the shown cards seen: once they have been on screen with the tab visible,
 * the unread ones are sent (once each status change) and the counts refetched a moment later, when
 * the stream handler has lowered them.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationCard } from '@safe-haven/shared/api-types';
import { usePageVisible } from '../../../hooks/use-page-visible';
import { UNREAD_COUNTS_QUERY_KEY } from '../../../hooks/use-unread-counts';
import { markInvitationsSeen } from '../api/invitations';

/** Long enough to count as seen, short enough that the badge clears while the person is still here. */
const SEEN_AFTER_MS = 1000;
const COUNTS_SETTLE_MS = 1500;

export const useMarkSeen = (cards: readonly InvitationCard[]) => {
  const client = useQueryClient();
  const sent = useRef(new Set<string>());
  const visible = usePageVisible();
  useEffect(() => {
    const unseen = cards.filter((card) => card.unread && card.statusUpdatedAt && !sent.current.has(`${card.id}@${card.statusUpdatedAt}`));
    if (unseen.length === 0 || !visible) return;
    const timer = window.setTimeout(() => {
      for (const card of unseen) sent.current.add(`${card.id}@${card.statusUpdatedAt}`);
      markInvitationsSeen(unseen.map((card) => ({ id: card.id, statusUpdatedAt: card.statusUpdatedAt! })))
        .then(() => {
          window.setTimeout(() => void client.invalidateQueries({ queryKey: UNREAD_COUNTS_QUERY_KEY }), COUNTS_SETTLE_MS);
        })
        .catch(() => {
          // Not marked: they stay unread and are tried again on the next render of the list.
          for (const card of unseen) sent.current.delete(`${card.id}@${card.statusUpdatedAt}`);
        });
    }, SEEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [cards, client, visible]);
};
