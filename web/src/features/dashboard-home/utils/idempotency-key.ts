/**
 * One idempotency key per form content: re-clicking or retrying the same content after a network
 * error reuses the key (the server answers the first invitation again); edited content, a reopened
 * form or a new invitation after a success gets a new key.
 */
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import type { SendInvitationInput } from '@safe-haven/shared/validation/invitation';

export interface IdempotencyAttempt {
  key: string;
  fingerprint: string;
}

/** The content that matters, after the schema's trimming; the email compared as the same person. */
export const invitationFingerprint = (input: Omit<SendInvitationInput, 'idempotencyKey'>): string =>
  JSON.stringify([input.audience, input.firstName, input.lastName, canonicalEmail(input.email), input.personalMessage]);

export const attemptFor = (
  previous: IdempotencyAttempt | null,
  fingerprint: string,
  newKey: () => string = () => crypto.randomUUID(),
): IdempotencyAttempt => (previous && previous.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint });
