/** POST /api/me/badges/{badgeId}/celebrated: the 'Congratulations!' dialog was shown; it is not shown again. */
import { badgeIdPathSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { markCelebrated } from '../data/earned-badge';

export const handler = idempotentStaffRoute({ path: badgeIdPathSchema }, async ({ input, profile }) => {
  const marked = await markCelebrated(profile.id, input.path.badgeId, new Date().toISOString());
  return json(200, { ok: true, marked });
});
