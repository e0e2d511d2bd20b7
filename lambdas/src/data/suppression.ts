/**
 * The suppression list: people whose address hard-bounced or who reported our email as unwanted.
 * Sending checks it in the same transaction that creates the email, and delivery checks it again.
 */
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { conditionAbsent, defineEntity } from './entity';
import type { NamedTransactItem } from './transaction';

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
  keyOf: (suppression) => ({ pk: `SUPPRESSED#${suppression.recipientKey}`, sk: 'SUPPRESSED' }),
});

export const isSuppressed = async (email: string): Promise<boolean> => (await suppressionEntity.get(email)) !== undefined;

export const notSuppressed = <N extends string>(name: N, email: string): NamedTransactItem<N> => conditionAbsent(name, suppressionEntity.key(email));
