/** The meeting or scheduling link a staff member saves in Edit Profile; Invite to Zoom emails it. A module of its own: every profile schema reads it. */
export const MEETING_LINK_MAX_LENGTH = 500;
export const MEETING_LINK_MESSAGES = {
  label: 'Meeting or scheduling link',
  help: 'Your Zoom, Calendly or other link: Invite to Zoom emails it to the lead.',
  invalid: 'Enter the link as it starts in your browser, with https://',
} as const;

/** A meeting link: an https address of at most 500 characters (it is emailed as a button). */
export const isMeetingLink = (value: string): boolean => {
  if (value.length > MEETING_LINK_MAX_LENGTH || !value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

