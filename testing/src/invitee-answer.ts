/**
 * A valid answer form for an audience and choice, as an invitee's page would send it: for the tests
 * and the rehearsal that answer many invitations at random.
 */
import type { Audience } from '@safe-haven/shared/audiences';
import type { InviteeChoice } from '@safe-haven/shared/invitation-status';

export const inviteeAnswerBody = (audience: Audience, choice: InviteeChoice, email: string, firstName = 'Random') => {
  if (choice === 'no') return { form: 'decline' as const };
  const answer = choice === 'yes' ? ('interested' as const) : ('maybe' as const);
  if (audience === 'member') return { form: 'member' as const, answer, name: `${firstName} Invitee`, email };
  if (audience === 'land_owner') {
    return { form: 'land_owner' as const, answer, firstName, lastName: 'Invitee', email, phone: '(303) 555-0102', propertyAddress: '1 Farm Rd', acreage: '40' };
  }
  return { form: 'investor' as const, answer, firstName, lastName: 'Invitee', email, phone: '(303) 555-0102', address: '1 Main St', allocationRange: '50k-100k' as const };
};
