/** Inputs of the privacy routes (erasure, access log), in zod mini to keep the handlers small. */
import { PRIVACY_MESSAGES } from '../messages';
import * as z from './mini';

const invitationId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Not a valid id' }));

export const invitationIdPath = z.object({ id: invitationId });

export const eraseInviteeBodySchema = z.object({
  /** The invitee's email address (any case) or ERASE, typed by the admin. */
  confirmation: z.string({ error: PRIVACY_MESSAGES.confirmationRequired }).check(
    z.trim(),
    z.minLength(1, { error: PRIVACY_MESSAGES.confirmationRequired }),
    z.maxLength(320, { error: PRIVACY_MESSAGES.confirmationMismatch }),
  ),
});
