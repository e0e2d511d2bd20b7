/** POST /api/public/password-reset/confirm: the emailed code and a new password; 400 with what to fix. */
import { passwordResetConfirmSchema } from '@safe-haven/shared/validation/account-recovery';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { confirmPasswordReset } from './password-reset-service';

export const handler = idempotentPublicRoute({ body: passwordResetConfirmSchema }, async ({ input }) => json(200, await confirmPasswordReset(input.body)));
