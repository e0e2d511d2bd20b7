/** GET /api/admin/staff-invitations: the Invited Users table (pending invitations, newest first). */
import type { PendingStaffInvitation } from '@safe-haven/shared/team-api-types';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { pendingStaffInvitations } from '../data/staff-invitation';

export const handler = staffRoute({ roles: ['admin'] }, async () => {
  const invitations: PendingStaffInvitation[] = (await pendingStaffInvitations()).map((invitation) => ({
    id: invitation.id,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    inviterName: invitation.inviterName,
    invitedAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  }));
  return json(200, { invitations });
});
