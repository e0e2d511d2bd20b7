import { ONBOARDING_PATHS } from '@safe-haven/shared/paths';
import { tokenLink } from '../core/token-link';
import type { Renderer } from './renderers';
import { staffWelcomeEmail } from './templates/staff-welcome-email';

/** The account set-up page with the staff invitation's token: the same link on every resend. */
export const accountSetupLink = async (origin: string, staffInvitationId: string): Promise<string> =>
  tokenLink(origin, ONBOARDING_PATHS.setupProfile, 'staff-invitation', staffInvitationId);

/** A staff invitation's welcome email, to the invited address. */
export const renderStaffWelcome: Renderer<'staff-welcome'> = async (email, message, origin) => {
  if (!email.to) throw new Error(`Welcome email ${email.id} has no recipient`);
  const content = staffWelcomeEmail({
    recipientFirstName: message.recipientFirstName,
    role: message.role,
    inviterName: message.inviterName,
    expiresAt: message.expiresAt,
    link: await accountSetupLink(origin, message.staffInvitationId),
    siteOrigin: origin,
  });
  return { to: email.to, ...content };
};
