/** POST /api/public/founder-signup: creates a founder account with a validated code (201); the code is used once. */
import { founderSignupSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { signUpFounder } from './founder-signup-service';

export const handler = idempotentPublicRoute({ body: founderSignupSchema }, async ({ input }) => json(201, await signUpFounder(input.body)));
