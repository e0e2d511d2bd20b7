/** POST /api/me/two-factor/confirm: a code from the new app turns it on as the second factor. */
import { confirmTwoFactorSchema } from '@safe-haven/shared/validation/auth';
import { json } from '../core/http';
import { callerAccessToken } from '../http/middleware/require-staff';
import { idempotentStaffRoute } from '../http/route';
import { confirmTwoFactorSetup } from './two-factor-service';

export const handler = idempotentStaffRoute({ body: confirmTwoFactorSchema, duringTwoFactorEnrolment: true }, async ({ input, event, profile }) =>
  json(200, await confirmTwoFactorSetup(profile, callerAccessToken(event), input.body.code)),
);
