/**
 * The welcome (or opening) dialog: shown once when an invitation with a token is open and not yet
 * answered. Remembered for the browser tab, so a reload does not greet the invitee twice; a
 * staff preview always shows it, since showing it is the point of the preview. The page is readable
 * before the link is checked: someone who already followed one of its links (to the answers, say)
 * is not interrupted by a greeting popping up over where they went.
 */
import { useLayoutEffect, useState } from 'react';
import { PREVIEW_TOKEN } from '@safe-haven/shared/constants';
import { hasSectionFragment } from '../../../lib/link-token';
import type { InvitationContext } from './use-invitation-page';

const storageKey = (token: string) => `safe-haven:welcomed:${token}`;

const wasWelcomed = (token: string): boolean => {
  try {
    return sessionStorage.getItem(storageKey(token)) === '1';
  } catch {
    return false;
  }
};

export const useWelcomeDialog = ({ invitation, preview, token }: InvitationContext) => {
  const key = token ?? PREVIEW_TOKEN;
  const [dismissed, setDismissed] = useState(false);
  const loaded = !!invitation;
  // Emailed links carry no #section (their fragment is the token): any other fragment means a link
  // on the page was already followed, perhaps before this chunk loaded. Checked before paint on
  // mounting and again once the invitation arrives (a render in a transition can yield to a tap
  // before the listener below is on).
  useLayoutEffect(() => {
    if (preview) return;
    if (hasSectionFragment()) setDismissed(true);
    if (loaded) return;
    const movedOn = () => setDismissed(true);
    window.addEventListener('hashchange', movedOn);
    return () => window.removeEventListener('hashchange', movedOn);
  }, [loaded, preview]);
  const open = !!invitation && !invitation.answered && !dismissed && (preview || !wasWelcomed(key));
  const close = () => {
    setDismissed(true);
    if (invitation && !preview) {
      try {
        sessionStorage.setItem(storageKey(key), '1');
      } catch {
        // Private browsing may refuse storage; the dialog simply shows again on reload.
      }
    }
  };
  return { open, close };
};
