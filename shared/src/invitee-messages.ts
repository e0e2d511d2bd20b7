/**
 * What the invitation pages and their answer forms say, and what the server answers an invitee with.
 * A module of its own, beside the other messages (messages.ts), so that an invitation page carries
 * only these words and not the staff screens'.
 */
export const INVITEE_MESSAGES = {
  validating: 'Validating invitation...',
  /** Shown instead of "Validating invitation..." when the browser runs no JavaScript: the check would never finish. */
  javaScriptOff: 'To answer here, please turn on JavaScript in your browser, or simply reply to your invitation email.',
  invalidTitle: 'Invalid or Expired Invitation',
  invalidBody:
    'This invitation link is invalid or has expired. Please ask the person who invited you for a new link: a reply to your invitation email reaches them.',
  loadErrorTitle: 'Error loading invitation',
  memberLoadError: 'Unable to load invitation details. You can still view the page.',
  otherLoadError: 'Unable to load invitation details. Please try again.',
  memberSubmitErrorTitle: 'Error',
  memberSubmitError: 'There was an error submitting your response. Please try again.',
  submitErrorTitle: 'Something went wrong',
  submitError: 'Please try again or contact us directly.',
  /** Follows a submit failure, so "contact us directly" says how: the inviter by email, or a reply. */
  /** The invitation email's Reply-To is the inviter, so a reply reaches them without the page showing their address. */
  contactDirectly: (inviterName?: string) =>
    inviterName
      ? `You can also reply to your invitation email: it goes straight to ${inviterName}.`
      : 'You can also reply to your invitation email: it reaches the person who invited you.',
  statusUpdateFailed: 'Failed to update invitation status',
  submitFailed: 'Failed to submit response',
  tokenNotFound: 'Invitation token not found',
  alreadyAnswered:
    'You have already answered this invitation, so we kept your first answer. If something has changed, please reply to the email you received.',
  alreadyAnsweredTitle: 'We already have your answer',
  /** The same title naming the answer and its day, when the server says which: 'We already have your answer: Interested, on Nov 3, 2026'. */
  alreadyAnsweredTitleWith: (answer: 'yes' | 'maybe' | 'no', day: string) =>
    `We already have your answer: ${({ yes: 'Interested', maybe: 'Maybe', no: 'Not interested' } as const)[answer]}, on ${day}`,
  /**
   * Opening the link again after answering: nothing was refused, so nothing to apologise for. The same
   * words suit every answer, a decline included (so no promise that anyone "will be in touch").
   */
  answeredOnEarlierVisit: (inviterName?: string) =>
    `Thank you: your answer reached ${inviterName ?? 'the person who invited you'}. If something has changed, reply to your invitation email.`,
  answerReceivedTitle: 'Thank you, your answer has been received',
  previewNotAllowedTitle: 'Preview unavailable',
  previewNotAllowed: 'Previews are only available to signed-in staff.',
  previewBanner: 'Admin Preview: this is how invitees see this page. Responses are disabled.',
  closePreview: 'Close Preview',
  fullNameRequired: 'Full Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone is required',
  /** The investor form labels the field "Telephone", so its message names it so too. */
  telephoneRequired: 'Telephone is required',
  propertyAddressRequired: 'Property address is required',
  acreageRequired: 'Acreage is required',
  acreageInvalid: 'Enter the acreage as a number or a range, like 140 or 100-200',
  phoneRequiredForCall: 'Please give a phone number so we can call you',
  addressRequired: 'Mailing address is required',
  allocationRequired: 'Please choose an allocation range',
  landownerDeclineToast: 'Thank you for your honesty',
  declineToast: 'Thank you for letting us know',
  declineToastDetail: 'We appreciate your time.',
} as const;
