import * as z from 'zod';
import { AUDIENCES } from '../audiences';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '../constants';
import { INVITATION_FORM_MESSAGES as M } from '../messages';
import { emailAddress, requiredMultilineText, requiredText } from './fields';

// The send's outcome (codes, result, its message) has no schema: it lives in ../invitation-results.ts,
// which a page can load without zod (the dashboard's delivery warning).
export { INVITATION_RESULT_CODES, invitationResultMessage, type InvitationResultCode, type SendInvitationResult } from '../invitation-results';

/** The invitation modal's form, validated the same way in the browser and in the handler. */
export const invitationFormSchema = z.object({
  firstName: requiredText('First name', M.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', M.lastNameRequired, MAX_NAME_LENGTH),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  personalMessage: requiredMultilineText('Personal message', M.personalMessageRequired, MAX_MESSAGE_LENGTH),
});
export type InvitationFormInput = z.input<typeof invitationFormSchema>;

export const sendInvitationSchema = invitationFormSchema.extend({
  audience: z.enum(AUDIENCES, { error: `Audience must be one of: ${AUDIENCES.join(', ')}` }),
  /** Generated once per modal submission; a retried request with the same key sends nothing new. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'idempotencyKey must be 8-64 letters, digits or dashes' }),
});
export type SendInvitationInput = z.infer<typeof sendInvitationSchema>;

