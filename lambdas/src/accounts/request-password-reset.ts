/** POST /api/public/password-reset/request: "Forgot password?". The same 200 whether or not the account exists; 429 past the limits. */
import { passwordResetRequestSchema } from '@safe-haven/shared/validation/account-recovery';
import { clientIp } from '../core/client-ip';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { requestPasswordReset } from './password-reset-service';

export const handler = idempotentPublicRoute({ body: passwordResetRequestSchema }, async ({ input, event }) =>
  json(200, await requestPasswordReset(input.body.email, clientIp(event))),
);
