/**
 * The account history: one item per recovery event of a staff account (a reset code asked for or
 * sent by an admin, a password changed with a code, a second factor reset), in a partition of its
 * own per person (`ACCOUNT#<profileId>`), newest last. Admins read it in Manage Users' Account
 * History. Like the invitee access log, each item expires after the stage's access-log retention.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountEventKind } from '@safe-haven/shared/account-recovery';
import { dynamo } from '../core/aws-clients';
import { DAY_MS, retentionPeriods } from '../core/retention-settings';
import { keyTemplate } from './key-template';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';
import type { NamedTransactItem } from './transaction';

export interface AccountEvent {
  id: string;
  profileId: string;
  kind: AccountEventKind;
  at: string;
  /** The admin (or operator script) who did it; absent when the person did it themselves. */
  actorId?: string;
  actorName?: string;
  /** Epoch seconds when DynamoDB deletes it. */
  expiresAt: number;
}

const ACCOUNT = keyTemplate('ACCOUNT');
const EVENT = keyTemplate('EVENT');

const keyOf = (profileId: string, at: string, id: string) => ({ pk: ACCOUNT.of(profileId), sk: EVENT.of(at, id) });

export const accountEventEntity = defineEntity<AccountEvent, [profileId: string, at: string, id: string]>({
  tag: 'account-event',
  key: keyOf,
  identity: (event) => [event.profileId, event.at, event.id],
  extra: (event) => ({ ttl: event.expiresAt }),
});

export const newAccountEvent = (fields: Pick<AccountEvent, 'profileId' | 'kind' | 'actorId' | 'actorName'>, now: Date): AccountEvent => ({
  id: randomUUID(),
  profileId: fields.profileId,
  kind: fields.kind,
  at: now.toISOString(),
  ...(fields.actorId ? { actorId: fields.actorId, actorName: fields.actorName ?? '' } : {}),
  expiresAt: ttlSeconds(new Date(now.getTime() + retentionPeriods().accessLogDays * DAY_MS)),
});

export const accountEventItem = <N extends string>(name: N, event: AccountEvent): NamedTransactItem<N> => accountEventEntity.create(name, event);

/** Newest first; at most `limit` events. */
export const accountEventsOf = async (profileId: string, limit: number): Promise<AccountEvent[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :event)',
      ExpressionAttributeValues: { ':pk': ACCOUNT.of(profileId), ':event': EVENT.start },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => accountEventEntity.fromItem(item));
};
