/**
 * What erasing a person leaves behind about them: nothing, except, if they asked not to be contacted
 * (declined, reported our email, or their address bounced), the hash of their canonical address on
 * the suppression list, so they are never invited again. One transaction with the audit record
 * (who, when, which invitations; no personal data), after their invitations are gone: until then the
 * recipient marker still refuses a new invitation to them.
 */
import { randomUUID } from 'node:crypto';
import { erasureRecordEntity, type ErasureRecord } from '../data/erasure-record';
import type { Invitation } from '../data/invitation';
import { recipientEntity } from '../data/recipient';
import { emailHash, hashedSuppressionEntity, suppressionEntity, type HashedSuppression } from '../data/suppression';
import { tableName, type TableKey } from '../data/table';
import { transactWrite, type NamedTransactItem } from '../data/transaction';

export type ContactWish = HashedSuppression['reason'] | undefined;

/** Whether the person asked not to be contacted, from their invitations and the suppression list. */
export const contactWishOf = async (email: string, invitations: readonly Pick<Invitation, 'answer' | 'status'>[]): Promise<ContactWish> => {
  const suppression = await suppressionEntity.get(email);
  if (suppression) return suppression.reason;
  const declined = invitations.some((invitation) => invitation.answer === 'no' || invitation.status === 'archived_not_interested');
  return declined ? 'declined' : undefined;
};

const remove = (name: string, key: TableKey): NamedTransactItem => ({ name, item: { Delete: { TableName: tableName(), Key: key } } });

export interface PersonErasure {
  email: string;
  wish: ContactWish;
  /** Remove the recipient marker only when it is held by one of these (retention); any holder (a person's erasure) when absent. */
  markerHeldBy?: readonly string[];
  record: Omit<ErasureRecord, 'id' | 'suppressed'>;
}

export const finishPersonErasure = async ({ email, wish, markerHeldBy, record }: PersonErasure): Promise<ErasureRecord> => {
  const [marker, hashed] = await Promise.all([recipientEntity.get(email), hashedSuppressionEntity.get(email)]);
  const removeMarker = marker && (!markerHeldBy || markerHeldBy.includes(marker.invitationId));
  const audit: ErasureRecord = { ...record, id: randomUUID(), suppressed: wish !== undefined || hashed !== undefined };
  await transactWrite([
    ...(wish && !hashed ? [hashedSuppressionEntity.create('hash', { emailHash: emailHash(email), reason: wish, at: record.at })] : []),
    // The plain entry (from SES) holds the address; its hash now does its job.
    ...(wish ? [remove('suppression', suppressionEntity.key(email))] : []),
    ...(removeMarker ? [remove('recipient', recipientEntity.key(email))] : []),
    erasureRecordEntity.create('audit', audit),
  ]);
  return audit;
};
