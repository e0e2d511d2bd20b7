/** Add Users: inviting a person to the team. */

export const INVITE_USER_MESSAGES = {
  roleRequired: 'Role is required',
  roleNotAllowed: 'Founders can add Lead Generators only.',
  founderTip:
    'As a founder you can add Lead Generators to your team. To invite members, land owners or investors, use the invitation cards on your Dashboard.',
  alreadyRegistered: 'That email already belongs to a registered user. No invitation sent.',
  alreadyPending: (date: string) => `This person already has a pending invitation (valid until ${date}). Resend it from Manage Users instead.`,
  suppressed:
    'Emails to this address have bounced or were reported as unwanted, so we no longer send to it. Please check the address.',
  sentTitle: 'Invitation sent',
  sent: (email: string) => `A welcome email with a set-up link is on its way to ${email}.`,
  createdTitle: 'Invitation Created',
  welcomeEmailFailed: (detail: string) => `Failed to send welcome email: ${detail}`,
  sendFailedTitle: 'Error Sending Invitation',
} as const;
