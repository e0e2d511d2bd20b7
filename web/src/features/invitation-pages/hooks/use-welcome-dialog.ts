/**
 * The welcome (or opening) dialog: shown once when an invitation with a token is open and not yet
 * answered. Remembered for the browser tab, so a reload does not greet the invitee twice; a
 * staff preview always shows it, since showing it is the point of the preview.
 */
import { useState } from 'react';
import { PREVIEW_TOKEN } from '@safe-haven/shared/constants';
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
