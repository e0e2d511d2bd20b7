/** GET /api/funnel: the Funnel page (admins: every invitation; founders: their own and their team's). */
import { TEAM_ROLES } from '@safe-haven/shared/roles';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { invitationNotFound } from '../invitations/invitation-access';
import { funnelFor } from './funnel-service';

export const handler = staffRoute({ roles: TEAM_ROLES }, async ({ profile }) => {
  const funnel = await funnelFor(profile);
  // Unreachable past the role check (admins and founders each have a partition); never someone else's figures.
  if (!funnel) throw invitationNotFound();
  return json(200, funnel);
});
