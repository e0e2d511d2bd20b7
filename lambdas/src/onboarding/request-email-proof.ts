/** POST /api/public/founder-signup/email-proof: emails a one-time code to an address other than the invite code's (201). */
import { requestEmailProofSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { requestEmailProof } from './email-proof-service';

export const handler = idempotentPublicRoute({ body: requestEmailProofSchema }, async ({ input }) => json(201, await requestEmailProof(input.body)));
