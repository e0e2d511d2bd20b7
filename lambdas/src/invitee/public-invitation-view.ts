/** What an invitation page reads about its invitation (POST /api/public/invitations/read). */
import type { PublicInvitation, RaiseTerms } from '@safe-haven/shared/api-types';
import type { Audience } from '@safe-haven/shared/audiences';
import { INITIAL_PUBLIC_CONTENT, type PublicSiteContent } from '@safe-haven/shared/content/site-content';
import { CURRENT_RAISE_TERMS } from '../company/current-raise-terms';
import { getCurrentContent } from '../data/content-version';
import type { Invitation } from '../data/invitation';

/** The brand's content an invitation page shows, as the read carries it (invitationContentFor). */
export interface InvitationContent {
  raiseTerms?: RaiseTerms;
  siteContent?: PublicSiteContent;
}

/**
 * The content in force that the audience's page shows (one GetItem; the supplied content until an
 * admin saves a version). The raise's terms go only to the holder of a usable investor invitation
 * (the caller has checked the token): a member's or land owner's link never carries them. A member's
 * page shows the membership tiers, the properties in review and what members say, a land owner's the
 * properties. An invitee keeps reading them after answering, while the link is valid, because the
 * page they answered from shows them.
 */
export const invitationContentFor = async (audience: Audience): Promise<InvitationContent> => {
  const current = (await getCurrentContent())?.content;
  if (audience === 'investor') return { raiseTerms: current?.raise ?? CURRENT_RAISE_TERMS };
  const properties = current?.properties ?? INITIAL_PUBLIC_CONTENT.properties;
  if (audience === 'land_owner') return { siteContent: { properties } };
  return {
    siteContent: {
      membership: current?.membership ?? INITIAL_PUBLIC_CONTENT.membership,
      properties,
      testimonials: current?.testimonials ?? INITIAL_PUBLIC_CONTENT.testimonials,
    },
  };
};

/**
 * What an invitation page shows, and the invitee's details only until they answer. `content`: the
 * brand's content in force for the invitation's audience (invitationContentFor).
 */
export const toPublicInvitation = (invitation: Invitation, content: InvitationContent = {}): PublicInvitation => {
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
    ...(content.raiseTerms ? { raise_terms: content.raiseTerms } : {}),
    ...(content.siteContent ? { site_content: content.siteContent } : {}),
  };
};
