/**
 * POST /api/invitations: sends an invitation. Refusals are 409 with the catalogue's code; a
 * sender past the daily cap gets 429 (DAILY_INVITATION_CAP).
 */
import { INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import { sendInvitationSchema } from '@safe-haven/shared/validation/invitation';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { sendInvitation } from './send-invitation-service';

export const handler = staffRoute(
  {
    body: sendInvitationSchema,
    refusal: { code: ERROR_CODES.UNAUTHORIZED, message: INVITATION_RESULT_MESSAGES.UNAUTHORIZED },
    onInvalid: (fieldErrors) =>
      fieldErrors.email && Object.keys(fieldErrors).length === 1
        ? new BadRequestError(INVITATION_RESULT_MESSAGES.INVALID_EMAIL, { code: ERROR_CODES.INVALID_EMAIL, details: { ok: false, fieldErrors } })
        : undefined,
  },
  async ({ input, profile }) => {
    const result = await sendInvitation(profile, input.body);
    return json(result.ok ? 201 : 409, result);
  },
);
