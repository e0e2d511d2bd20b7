/** POST /api/public/signup-codes/validate: validate-signup-code. 200 with the code id, 400 refused, 429 rate limited. */
import { validateSignupCodeSchema } from '@safe-haven/shared/validation/team';
import { clientIp } from '../core/client-ip';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { validateSignupCode } from './signup-code-validation';

export const handler = idempotentPublicRoute({ body: validateSignupCodeSchema }, async ({ input, event }) =>
  json(200, await validateSignupCode(input.body.code, clientIp(event))),
);
