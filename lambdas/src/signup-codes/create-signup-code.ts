/** POST /api/admin/signup-codes: Create Code (label, email, lifetime); answers the generated code once (201). */
import { createSignupCodeSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { createSignupCode } from './signup-code-service';

export const handler = staffRoute({ roles: ['admin'], body: createSignupCodeSchema }, async ({ input, profile }) =>
  json(201, await createSignupCode(profile, input.body)),
);
