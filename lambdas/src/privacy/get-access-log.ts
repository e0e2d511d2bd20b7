/** GET /api/invitations/{id}/access-log: who opened the invitee's details (admins only). */
import { PRIVACY_MESSAGES } from '@safe-haven/shared/messages';
import { invitationIdPath } from '@safe-haven/shared/validation/privacy';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { invitationAccessLog } from './access-log-service';

export const handler = staffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.ACCESS_LOG_FORBIDDEN, message: PRIVACY_MESSAGES.accessLogForbidden }, path: invitationIdPath },
  async ({ input, profile }) => json(200, await invitationAccessLog(profile, input.path.id)),
);
