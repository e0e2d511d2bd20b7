/** POST /api/admin/signup-codes: Create Code (label, email, lifetime); answers the generated code once (201). */
import { createSignupCodeSchema } from '@safe-haven/shared/validation/team';
import { SIGNUP_CODE_ALREADY_SHOWN } from '@safe-haven/shared/idempotent-requests';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { createSignupCode } from './signup-code-service';

export const handler = idempotentStaffRoute(
  // The code is shown once and only its hash is kept: a repeated submission says so instead.
  { roles: ['admin'], body: createSignupCodeSchema, idempotency: { withhold: ['value'], replayMessage: SIGNUP_CODE_ALREADY_SHOWN } },
  async ({ input, profile }) =>
  json(201, await createSignupCode(profile, input.body)),
);
