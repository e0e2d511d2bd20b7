/**
 * GET /api/invitations/{id}: the details dialog (404 for an invitation the caller may not see). Each
 * opening is recorded in the access log (who and when), after the visibility check passed.
 */
import { invitationIdPathSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { recordDetailsView } from '../privacy/access-log-service';
import { invitationDetails } from './invitation-details-service';

export const handler = staffRoute({ path: invitationIdPathSchema }, async ({ input, profile }) => {
  const details = await invitationDetails(profile, input.path.id);
  await recordDetailsView(profile, input.path.id);
  return json(200, details);
});
