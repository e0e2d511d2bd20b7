/** What an invitation page reads about its invitation (POST /api/public/invitations/read). */
import type { PublicInvitation, RaiseTerms } from '@safe-haven/shared/api-types';
import type { Audience } from '@safe-haven/shared/audiences';
import { currentRaiseTerms } from '../content/current-raise';
import type { Invitation } from '../data/invitation';

/**
 * The raise's terms go only to the holder of a usable investor invitation (the caller has checked
 * the token): a member's or land owner's link never carries them. An investor keeps reading them
 * after answering, while the link is valid, because the page they answered from shows them.
 */
export const raiseTermsFor = async (audience: Audience): Promise<RaiseTerms | undefined> =>
  audience === 'investor' ? currentRaiseTerms() : undefined;

/**
 * What an invitation page shows, and the invitee's details only until they answer. `raiseTerms`:
 * the terms in force, for an investor's invitation (raiseTermsFor).
 */
export const toPublicInvitation = (invitation: Invitation, raiseTerms: RaiseTerms | undefined): PublicInvitation => {
  const answered = invitation.status !== 'sent';
  return {
    audience: invitation.audience,
    inviter_name: invitation.inviterName,
    expires_at: invitation.expiresAt,
    answered,
    ...(answered
      ? { ...(invitation.answer ? { answer: invitation.answer } : {}), ...(invitation.responseAt ? { answered_at: invitation.responseAt } : {}) }
      : {
          recipient_name: invitation.recipientName,
          recipient_first_name: invitation.recipientFirstName,
          recipient_last_name: invitation.recipientLastName,
          recipient_email: invitation.recipientEmail,
        }),
    ...(raiseTerms ? { raise_terms: raiseTerms } : {}),
  };
};
