/** What a decline stores: the invitee stays anonymous (spec section 7, "Decline payloads"). */
export const DECLINE_PAYLOAD = {
  name: 'Declined',
  email: '',
  notes: 'User declined the invitation',
} as const;
