/** PATCH /api/invitations/{id}: the next-step due date. */
import { invitationIdPathSchema, nextStepSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { setNextStepDue } from './next-step-service';

export const handler = idempotentStaffRoute({ path: invitationIdPathSchema, body: nextStepSchema }, async ({ input, profile }) =>
  json(200, await setNextStepDue(profile, input.path.id, input.body)),
);
