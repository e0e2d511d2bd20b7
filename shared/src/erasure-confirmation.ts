/**
 * The typed confirmation of Erase invitee, checked by the dialog (to enable its button) and by the
 * server (which decides): the invitee's email address in any case (or any spelling of the same
 * address), or the word ERASE.
 */
import { ERASE_CONFIRMATION_WORD } from './retention';
import { canonicalEmail } from './validation/email-identity';

export const confirmsErasure = (typed: string, email: string): boolean => {
  const value = typed.trim();
  return value === ERASE_CONFIRMATION_WORD || value.toLowerCase() === email.trim().toLowerCase() || canonicalEmail(value) === canonicalEmail(email);
};
