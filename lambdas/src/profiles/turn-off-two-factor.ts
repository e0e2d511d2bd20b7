/** POST /api/me/two-factor/disable: lead generators turn the app off with their password and a current code. */
import { secondFactorCheckSchema } from '@safe-haven/shared/validation/auth';
import { json } from '../core/http';
import { callerAccessToken } from '../http/middleware/require-staff';
import { idempotentStaffRoute } from '../http/route';
import { turnOffTwoFactor } from './two-factor-service';

export const handler = idempotentStaffRoute({ body: secondFactorCheckSchema }, async ({ input, event, profile }) =>
  json(200, await turnOffTwoFactor(profile, callerAccessToken(event), input.body)),
);
