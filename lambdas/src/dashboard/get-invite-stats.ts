/** GET /api/dashboard/invite-stats: the dashboard home's three counters for the caller, one read whatever the volume. */
import { hasTeam } from '@safe-haven/shared/roles';
import type { InviteStats } from '@safe-haven/shared/api-types';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { readInviteCounters } from '../data/invite-stats';

export const handler = staffRoute({}, async ({ profile }) => {
  const counters = await readInviteCounters(profile.id);
  const body: InviteStats = {
    ok: true,
    own_sent: counters.ownSent,
    // Leadgens have no lead generators of their own; the card is hidden for them.
    my_leadgens_sent: hasTeam(profile.role) ? counters.myLeadgensSent : 0,
    total_sent: counters.totalSent,
  };
  return json(200, body);
});
