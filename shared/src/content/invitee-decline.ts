/** What a decline stores: no name, no address, so someone who says no leaves nothing about themselves. */
export const DECLINE_PAYLOAD = {
  name: 'Declined',
  email: '',
  notes: 'User declined the invitation',
} as const;
