/**
 * The audit record of an erasure: who erased which invitations and when, without a word about the
 * person (no name, no address). Written by the admin's Erase invitee and by the retention sweeper.
 * Listed newest first under gsi1 `ERASURES`.
 */
import { defineEntity } from './entity';

export interface ErasureRecord {
  id: string;
  /** The invitation the erasure was asked from (or, for retention, the one that expired). */
  invitationId: string;
  /** Every invitation of the person that was erased with it. */
  invitationIds: string[];
  /** request: an admin's Erase invitee; retention: the retention sweeper (docs/privacy.md). */
  kind: 'request' | 'retention';
  /** The admin (absent for retention). */
  erasedById?: string;
  erasedByName?: string;
  /** For retention: which period ended (declined, unanswered-expired, closed-lead). */
  rule?: string;
  /** Whether the address was kept as a hash on the suppression list (they asked not to be contacted). */
  suppressed: boolean;
  at: string;
}

export const erasureRecordEntity = defineEntity<ErasureRecord, [id: string]>({
  tag: 'erasure-record',
  key: (id) => ({ pk: `ERASURE#${id}`, sk: 'ERASURE' }),
  identity: (record) => [record.id],
  indexes: (record) => ({ gsi1pk: 'ERASURES', gsi1sk: `${record.at}#${record.id}` }),
});
