/** The result of a send request, so a retried or double-clicked request returns the first result. */
import { ttlSeconds } from './table';
import { defineEntity } from './entity';

/** A replay after this is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyRecord {
  /** Whose request: the sender's profile id. */
  scope: string;
  key: string;
  invitationId: string;
  outboxId: string;
  createdAt: string;
}

const keyOf = (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}#${key}`, sk: 'IDEMPOTENCY' });

export const idempotencyEntity = defineEntity<IdempotencyRecord, [scope: string, key: string]>({
  tag: 'idempotency',
  key: keyOf,
  identity: (record) => [record.scope, record.key],
  extra: (record) => ({ ttl: ttlSeconds(new Date(Date.parse(record.createdAt) + IDEMPOTENCY_TTL_MS)) }),
});
