/** GET /api/invitations/{id}: the details dialog (404 for an invitation the caller may not see). */
import { invitationIdPathSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { invitationDetails } from './invitation-details-service';

export const handler = staffRoute({ path: invitationIdPathSchema }, async ({ input, profile }) => json(200, await invitationDetails(profile, input.path.id)));
