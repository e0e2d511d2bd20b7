/** Sending an invitation: the form, its toasts and what the server answers of a send. */

export const INVITATION_RESULT_MESSAGES = {
  ALREADY_REGISTERED: 'That email already belongs to a registered user. No invitation sent.',
  ALREADY_INVITED_ACTIVE: (sender: string, date: string) =>
    `We've already invited this contact (last sent by ${sender} on ${date}). Please avoid duplicate invites.`,
  /** The same refusal for someone who may not see the earlier invitation: it must not tell them who else is working this person. */
  ALREADY_INVITED_ACTIVE_ELSEWHERE: "We've already invited this contact. Please avoid duplicate invites.",
  ALREADY_CLOSED:
    'This email has a closed record (No/Archived/Converted). Please contact an admin if you believe a re-invite is necessary.',
  INVALID_EMAIL: 'Please provide a valid email address.',
  UNAUTHORIZED: 'You must be logged in to send invitations.',
  EMAIL_SUPPRESSED:
    'Emails to this address have bounced or were reported as unwanted, so we no longer send to it. Please check the address or reach this person another way.',
  /** 429 from a send or a resend: the person's daily cap (a stage setting) is used up. */
  DAILY_CAP_REACHED: (cap: number) =>
    `You have sent the most invitations allowed in one day (${cap}). You can send more tomorrow, or ask an admin.`,
  OTHER: 'An error occurred while processing the invitation. Please try again.',
  RPC_ERROR: 'Failed to process invitation. Please try again.',
  UNEXPECTED_ERROR: 'An unexpected error occurred. Please try again.',
} as const;

export const INVITATION_TOASTS = {
  errorSending: 'Error Sending Invitation',
  cannotSend: 'Cannot Send Invitation',
  dailyCapReached: 'Daily Invitation Limit Reached',
  created: 'Invitation Created',
  createdDetail: 'The invitation was saved, but the email could not be delivered. Resend it from Manage Invitations.',
  emailDeliveryFailed: (detail: string) => `Email delivery failed: ${detail}`,
} as const;

export const INVITATION_FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  personalMessageRequired: 'Personal message is required',
  /** Asked when Escape or a click outside would close a form that has something typed in it. */
  discardTitle: 'Discard this invitation?',
  discardBody: 'What you have typed will be lost.',
  keepEditing: 'Keep Editing',
  discard: 'Discard',
} as const;
