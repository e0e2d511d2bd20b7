/**
 * The words of the form fields people fill in: the staff invitation form and the three invitee answer
 * forms. A field that means the same thing is named the same way on every form, in Title Case as the
 * staff forms and the spec's member form ('Full Name') have it. The investor form keeps the spec's own
 * words where they differ ('Telephone', 'Mailing Address', 'Additional Notes').
 */
export const FIELD_LABELS = {
  fullName: 'Full Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  personalMessage: 'Personal Message',
  company: 'Company',
  propertyAddress: 'Property Address',
  acreage: 'Acreage',
  zoning: 'Zoning',
  utilities: 'Utilities',
  notes: 'Notes',
  allocationRange: 'Allocation Range',
  investorPhone: 'Telephone',
  investorAddress: 'Mailing Address',
  investorNotes: 'Additional Notes',
} as const;

/** What the invitee answer forms share besides labels: the maybe choice, hints and the submit button. */
export const ANSWER_FORM_TEXT = {
  /** The legend of the maybe choice on all three forms (info, deck or call). */
  maybeChoice: 'How would you like to learn more?',
  sendMoreInformation: 'Send me more information',
  sendPitchDeck: 'Send me the pitch deck',
  scheduleCall: 'Schedule a call',
  notesPlaceholder: 'Anything you would like us to know',
  /** Land owners: the notes are about the property, so the hint names what helps. */
  propertyNotesPlaceholder: 'Anything you would like us to know: water, access, current use',
  callPhoneHelper: 'The number we should call.',
  allocationRangePlaceholder: 'Choose a range',
  allocationRangeOptionalHelper: 'Optional for now, if you have a range in mind.',
  submit: 'Send my answer',
  submitting: 'Sending...',
} as const;
