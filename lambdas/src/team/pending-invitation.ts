import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { NotFoundError } from '../core/errors';
import { getStaffInvitation, type StaffInvitation } from '../data/staff-invitation';

/** A staff invitation an admin can still resend or cancel; anything else is 'Invitation not found'. */
export const pendingInvitation = async (id: string): Promise<StaffInvitation> => {
  const invitation = await getStaffInvitation(id);
  if (invitation?.status !== 'pending') throw new NotFoundError(MANAGE_USERS_MESSAGES.invitationNotFound, { code: ERROR_CODES.NOT_FOUND });
  return invitation;
};
