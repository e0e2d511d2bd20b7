/** GET /api/unread-counts: the sidebar's two unread badges, polled every 10 s while the tab is visible (one GetItem). */
import { hasTeam } from '@safe-haven/shared/roles';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { readUnreadCounts } from '../data/unread';

export const handler = staffRoute({}, async ({ profile }) => {
  const counts = await readUnreadCounts(profile.id);
  // Lead generators have no team: their second badge is never shown.
  return json(200, hasTeam(profile.role) ? counts : { ...counts, myLeadgens: 0 });
});
