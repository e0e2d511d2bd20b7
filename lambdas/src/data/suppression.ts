/**
 * The suppression list: people whose address hard-bounced, who reported our email as unwanted, or
 * who were erased after asking not to be contacted. Sending checks it in the same transaction that
 * creates the email, and delivery checks it again.
 *
 * Two kinds of entry, both keyed by the canonical address (canonicalEmail):
 * - `SUPPRESSED#<canonical email>`: written from SES events; keeps the address SES reported;
 * - `SUPPRESSED#SHA256#<sha256(canonical email)>`: what erasure leaves (docs/privacy.md): no address,
 *   only its hash, which is enough to refuse a new invitation to the same person.
 */
import { createHash } from 'node:crypto';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { conditionAbsent, defineEntity } from './entity';
import type { NamedTransactItem, TransactionCancelledError } from './transaction';

export interface Suppression {
  /** canonicalEmail of the address. */
  recipientKey: string;
  /** The address SES reported. */
  email: string;
  reason: 'bounced' | 'complained';
  at: string;
  /** The SES message that caused it. */
  messageId?: string;
}

export const suppressionEntity = defineEntity<Suppression, [email: string]>({
  tag: 'suppression',
  key: (email) => ({ pk: `SUPPRESSED#${canonicalEmail(email)}`, sk: 'SUPPRESSED' }),
  identity: (suppression) => [suppression.recipientKey],
});

/** An erased person who must not be contacted again: only the hash of their canonical address. */
export interface HashedSuppression {
  emailHash: string;
  reason: 'bounced' | 'complained' | 'declined';
  at: string;
}

export const emailHash = (email: string): string => createHash('sha256').update(canonicalEmail(email)).digest('hex');

const hashedKey = (hash: string) => ({ pk: `SUPPRESSED#SHA256#${hash}`, sk: 'SUPPRESSED' });

/** Looked up by the address, stored by its hash (the address is what erasure removes). */
export const hashedSuppressionEntity = defineEntity<HashedSuppression, [email: string]>({
  tag: 'suppression-hash',
  key: (email) => hashedKey(emailHash(email)),
  keyOf: (suppression) => hashedKey(suppression.emailHash),
});

/** Two GetItems (not a BatchGet): every function that delivers email may already make GetItem calls. */
export const isSuppressed = async (email: string): Promise<boolean> =>
  (await Promise.all([suppressionEntity.get(email), hashedSuppressionEntity.get(email)])).some((entry) => entry !== undefined);

const HASHED_SUFFIX = '-hashed';

/** Transaction checks that the address is on neither kind of entry (named `name` and `name-hashed`). */
export const notSuppressed = <N extends string>(name: N, email: string): NamedTransactItem<N | `${N}${typeof HASHED_SUFFIX}`>[] => [
  conditionAbsent(name, suppressionEntity.key(email)),
  conditionAbsent(`${name}${HASHED_SUFFIX}` as const, hashedSuppressionEntity.key(email)),
];

/** Whether a cancelled transaction failed on the checks `notSuppressed(name, ...)` added. */
export const refusedAsSuppressed = (error: TransactionCancelledError, name: string): boolean =>
  error.conditionFailed(name) || error.conditionFailed(`${name}${HASHED_SUFFIX}`);
