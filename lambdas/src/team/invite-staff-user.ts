/** POST /api/staff-invitations: Invite New User (admins: any role; founders: Lead Generators only). */
import { TEAM_ROLES } from '@safe-haven/shared/roles';
import { inviteUserSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { inviteStaffUser } from './staff-invitation-service';

export const handler = idempotentStaffRoute({ roles: TEAM_ROLES, body: inviteUserSchema }, async ({ input, profile }) =>
  json(201, await inviteStaffUser(profile, input.body)),
);
