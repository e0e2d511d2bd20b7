/** GET /api/follow-up-counts: the sidebar's overdue count and Due this week's, as of the viewer's today (two COUNT Queries per scope). */
import { followUpCountsQuerySchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { followUpCounts } from './follow-up-counts-service';

export const handler = staffRoute({ query: followUpCountsQuerySchema }, async ({ input, profile }) => {
  const { overdue, dueThisWeek } = await followUpCounts(profile, input.query.today);
  return json(200, { overdue, dueThisWeek });
});
