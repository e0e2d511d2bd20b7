/** POST /api/invitations/{id}/erase: Erase invitee (admins only, with the typed confirmation). */
import { PRIVACY_MESSAGES } from '@safe-haven/shared/messages';
import { eraseInviteeBodySchema, invitationIdPath } from '@safe-haven/shared/validation/privacy';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { eraseInvitee } from './erase-invitee-service';

export const handler = idempotentStaffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.ERASE_FORBIDDEN, message: PRIVACY_MESSAGES.eraseForbidden }, path: invitationIdPath, body: eraseInviteeBodySchema },
  async ({ input, profile }) => {
    const result = await eraseInvitee(profile, input.path.id, input.body.confirmation);
    return json(200, { ok: true, message: PRIVACY_MESSAGES.erased(result.erasedInvitations), ...result });
  },
);
