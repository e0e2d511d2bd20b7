import { EMAIL_PROOF } from '@safe-haven/shared/team';
import { oneTimeDigits } from '../core/link-tokens';
import type { Renderer } from './renderers';
import { emailProofEmail } from './templates/email-proof-email';

/** The address check of a founder sign-up: the digits are derived from the proof's id here, at delivery. */
export const renderEmailProof: Renderer<'email-proof'> = async (email, message) => {
  if (!email.to) throw new Error(`Email proof ${email.id} has no recipient`);
  const digits = await oneTimeDigits('email-proof', message.proofId, EMAIL_PROOF.digits);
  return { to: email.to, ...emailProofEmail({ digits, expiresAt: message.expiresAt }) };
};
