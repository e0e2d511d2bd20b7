/** POST /api/me/two-factor/setup: the key of a new authenticator app (a replacement needs the password and a code). */
import { startTwoFactorSchema } from '@safe-haven/shared/validation/auth';
import { json } from '../core/http';
import { callerAccessToken } from '../http/middleware/require-staff';
import { staffRoute } from '../http/route';
import { startTwoFactorSetup } from './two-factor-service';

export const handler = staffRoute({ body: startTwoFactorSchema, duringTwoFactorEnrolment: true }, async ({ input, event, profile }) =>
  json(200, await startTwoFactorSetup(profile, callerAccessToken(event), input.body.purpose === 'replace' ? input.body.current : undefined)),
);
