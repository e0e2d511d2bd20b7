/**
 * The audit trail: one item per change of an invitation (`INVITATION#<id>` / `AUDIT#<at>#<entryId>`),
 * written in the same transaction as the change it records, so a retried or refused change leaves no
 * entry and a change never lacks one. The trail used to be a list inside the invitation item, which
 * grew with every change (invited_to_zoom <-> no_show_zoom loops without end) towards DynamoDB's
 * 400 KB item limit and made every card read pay for it. The dialog reads the newest entries with
 * one Query, newest first (the sort key starts with the time).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { dynamo } from '../core/aws-clients';
import { invitationPartition } from './invitation-partition';
import { defineEntity } from './entity';
import { tableName, type TableKey } from './table';
import type { NamedTransactItem } from './transaction';

export interface AuditEntry {
  from_status: InvitationStatus | null;
  to_status: InvitationStatus;
  at: string;
  note?: string;
  /** 'note': written by Add note, without a status change (from and to are the status it was written in). */
  kind?: 'note';
  /** Profile id of the staff member, absent for the invitee's own answer. */
  by?: string;
  /** The staff member's name when they made the change (the trail stays readable if they leave). */
  byName?: string;
}

export interface AuditItem extends AuditEntry {
  invitationId: string;
  /** Tells apart two entries written in the same millisecond; fixed once chosen, so a retry writes the same key. */
  entryId: string;
}

export const AUDIT_SK_PREFIX = 'AUDIT#';
export const AUDIT_TAG = 'invitation-audit';
/** How many entries the details dialog shows (the newest); a trail longer than that says there is more. */
export const AUDIT_PAGE_SIZE = 50;

const keyOf = (invitationId: string, at: string, entryId: string): TableKey => ({ pk: invitationPartition(invitationId), sk: `${AUDIT_SK_PREFIX}${at}#${entryId}` });

export const auditEntity = defineEntity<AuditItem, [invitationId: string, at: string, entryId: string]>({
  tag: AUDIT_TAG,
  key: keyOf,
  identity: (item) => [item.invitationId, item.at, item.entryId],
});

/** A short random id (8 hex characters): unique enough within one invitation's millisecond. */
export const newAuditEntryId = (): string => randomUUID().slice(0, 8);

/**
 * The transaction item that records one change. The key is chosen here, once, before any retry of
 * the transaction, and the Put only creates: a retried transaction cannot write the entry twice.
 */
export const recordAudit = <N extends string>(name: N, invitationId: string, entry: AuditEntry, entryId = newAuditEntryId()): NamedTransactItem<N> =>
  auditEntity.create(name, { ...entry, invitationId, entryId });

export const auditEntryOf = (item: AuditItem): AuditEntry => {
  const { invitationId: _invitationId, entryId: _entryId, ...entry } = item;
  return entry;
};

/** The newest `limit` entries, newest first, and whether older ones exist. One Query. */
export const auditTrailOf = async (invitationId: string, limit = AUDIT_PAGE_SIZE): Promise<{ entries: AuditEntry[]; more: boolean }> => {
  const { Items, LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
      ExpressionAttributeValues: { ':pk': invitationPartition(invitationId), ':audit': AUDIT_SK_PREFIX },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return { entries: (Items ?? []).map((item) => auditEntryOf(auditEntity.fromItem(item))), more: LastEvaluatedKey !== undefined };
};

/** The keys of every entry of the trail (deletion), oldest first, reading keys only. */
export const auditKeysOf = async (invitationId: string): Promise<TableKey[]> => {
  const keys: TableKey[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': invitationPartition(invitationId), ':audit': AUDIT_SK_PREFIX },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    keys.push(...(page.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return keys;
};
