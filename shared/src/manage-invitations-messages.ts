/** Manage Invitations, the details dialog, erasing an invitee and the invitee's opens. */

/** Manage Invitations, the details dialog and their toasts. */
export const MANAGE_INVITATIONS_MESSAGES = {
  // Follow-up views.
  todayNotCurrent: "today must be today's date (YYYY-MM-DD) where you are: check your device's clock",
  deleteForbidden: 'Only admins and founders can delete invitations.',
  notFound: 'Invitation not found',
  resent: 'Invitation resent',
  resendFailed: 'Failed to resend invitation',
  resendNotAllowed: 'Only invitations still waiting for an answer (status sent or pending) can be resent.',
  resendRecipientTaken:
    'This email was invited again by someone else after this invitation expired, so this one can no longer be resent.',
  deleted: 'Invitation deleted',
  deleteFailed: 'Failed to delete invitation. Please try again.',
  statusUpdated: 'Status Updated',
  actionCompleted: 'Action Completed',
  statusFailed: 'Failed to update status',
  /** 'Failed to Mark Attended', 'Failed to mark pitch deck sent': the button's words after 'to'. */
  actionFailed: (label: string) => `Failed to ${label.replace(/^Mark [a-z]/, (start) => start.toLowerCase())}`,
  statusConflict: (current: string) =>
    `Someone else updated this invitation in the meantime; it is now "${current}". The details have been reloaded, so please check before trying again.`,
  transitionRefused: (from: string, to: string) => `An invitation cannot move from "${from}" to "${to}".`,
  quickActionRefused: (label: string, status: string) => `"${label}" is not available while the invitation is "${status}".`,
  dueDateSaved: 'Next step due date saved',
  dueDateFailed: 'Failed to save the due date',
  dueDatePast: 'The due date is in the past. Please choose today or a later date.',
  noteRequired: 'Write a note first',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  invalidCursor: 'This list position is no longer valid. Please reload the list.',
  loadFailed: 'Failed to load invitations',
  deliveryFailedHint: 'The invitation email could not be delivered. Resending may help.',
  undeliverable: {
    bounced: 'The invitation email bounced: the address does not accept mail. Check the address with the person; resending will not help.',
    complained: 'The recipient reported the invitation email as unwanted. We no longer email this address.',
  },
} as const;

/** Privacy: erasing an invitee and the access log of their details (admins only). */
export const PRIVACY_MESSAGES = {
  eraseForbidden: 'Only admins can erase an invitee.',
  confirmationRequired: 'Type the invitee\'s email address or ERASE to confirm.',
  confirmationMismatch: 'The confirmation does not match. Type the invitee\'s email address exactly, or ERASE.',
  erased: (count: number) => (count === 1 ? 'Their invitation and everything about them is gone.' : `Their ${count} invitations and everything about them are gone.`),
  eraseFailed: 'Failed to erase the invitee. Please try again.',
  accessLogForbidden: 'Only admins can read who opened an invitation.',
  accessLogFailed: 'Failed to load the access log',
} as const;

/** Opens: the invitee's views of their invitation page, as staff read them on cards and in the details. */
export const INVITATION_OPENS_MESSAGES = {
  /** `when` as the card formats it: "Tue 14:02", "Nov 3, 14:02". */
  opened: (when: string) => `Opened ${when}`,
  notOpened: 'Not opened yet',
  views: (count: number) => (count === 1 ? '1 view' : `${count} views`),
  whatCounts: 'Views of the invitation page by the invitee; link scanners and previews are not counted.',
} as const;
