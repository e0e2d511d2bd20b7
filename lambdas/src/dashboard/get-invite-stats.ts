/** GET /api/dashboard/invite-stats: get_dashboard_invite_stats for the caller, in O(1). */
import type { InviteStats } from '@safe-haven/shared/api-types';
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { readInviteCounters } from '../data/invite-stats';

export const handler = staffRoute({}, async ({ profile }) => {
  const counters = await readInviteCounters(profile.id);
  const body: InviteStats = {
    ok: true,
    own_sent: counters.ownSent,
    // Leadgens have no lead generators of their own; the card is hidden for them.
    my_leadgens_sent: profile.role === 'leadgen' ? 0 : counters.myLeadgensSent,
    total_sent: counters.totalSent,
  };
  return json(200, body);
});
