/**
 * Tokens in emailed links. A token is HMAC-SHA256(link-signing key, purpose + id): 256 bits nobody can
 * guess without the key, and derivable again from the id, so a resend carries the same link although
 * the table stores only the token's SHA-256 (see data/invitation-token.ts). The key lives in Secrets
 * Manager (locally in the stack's state folder).
 */
import { createHmac } from 'node:crypto';
import { configValue } from './config-values';

export type LinkPurpose = 'invitation' | 'staff-invitation' | 'email-proof' | 'document-link';

export const linkToken = async (purpose: LinkPurpose, id: string): Promise<string> =>
  createHmac('sha256', await configValue('LINK_SIGNING_KEY')).update(`${purpose}:${id}`, 'utf8').digest('base64url');

/**
 * A one-time code of `digits` digits for a record (the emailed proof of an address): derived like a
 * link token, so the outbox item never holds it and the email renders it at delivery.
 */
export const oneTimeDigits = async (purpose: LinkPurpose, id: string, digits: number): Promise<string> => {
  const mac = createHmac('sha256', await configValue('LINK_SIGNING_KEY')).update(`${purpose}:${id}`, 'utf8').digest();
  return String(mac.readUInt32BE(0) % 10 ** digits).padStart(digits, '0');
};
