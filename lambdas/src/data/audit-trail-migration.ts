/**
 * Moves what invitations written before the bounded item still hold (docs/data-model.md, "A bounded
 * invitation item") out of the invitation item: the audit list into one `AUDIT#` item per entry, the
 * personal message and the status note into the detail item; the latest activity becomes
 * `lastActivityAt`, and what the card no longer needs goes (`lastStatusChangeAt`, a copy of
 * `statusUpdatedAt`; `isInternal`, always false; the oldest layout's unused `gsi1`/`gsi2` keys). Run by
 * scripts/ops/migrate-audit-trails.ts once per stage, after the code that reads both shapes is
 * deployed.
 *
 * Safe to run twice, or again after it stopped half-way: an entry's key comes from its place in the
 * list (`L` + index), so writing it again overwrites it with itself; the invitation is emptied last,
 * in one transaction with the last entries, on condition that its list still has the length read, so
 * an invitation changed meanwhile is left for the next run and an emptied one is not touched again.
 */
import { lastUpdateOf } from '@safe-haven/shared/list-sort';
import { batchGetItems } from './batch-get';
import { invitationIdPages } from './every-invitation';
import { invitationEntity, type Invitation } from './invitation';
import { auditEntity, type AuditEntry } from './invitation-audit';
import { DETAIL_TAG, invitationDetailEntity } from './invitation-detail';
import { tableName } from './table';
import { TransactionCancelledError, transactWrite, type NamedTransactItem } from './transaction';

const TRANSACTION_LIMIT = 100;
/** Besides the trail and the texts: a copy of statusUpdatedAt, a constant and the oldest layout's index keys. */
const LEGACY_ATTRIBUTES = ['audit', 'personalMessage', 'responseNotes', 'lastStatusChangeAt', 'isInternal', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

export interface MigrationReport {
  invitations: number;
  migrated: number;
  entriesMoved: number;
  /** Changed while being migrated (their list grew): the next run takes them. */
  skipped: string[];
}

/** The fixed entry id of the list's `index`-th entry: the same key on every run. */
export const legacyEntryId = (index: number): string => `L${String(index).padStart(7, '0')}`;

const putEntry = (invitationId: string, entry: AuditEntry, index: number): NamedTransactItem => ({
  name: `audit-${index}`,
  // A plain Put: a second run writes the same item again, which changes nothing.
  item: { Put: { TableName: tableName(), Item: auditEntity.toItem({ ...entry, invitationId, entryId: legacyEntryId(index) }) } },
});

export const needsMigration = (item: Record<string, unknown>): boolean => LEGACY_ATTRIBUTES.some((name) => item[name] !== undefined);

/** Migrates one invitation item (as read); returns the entries moved, or undefined when it changed meanwhile. */
export const migrateInvitation = async (item: Record<string, unknown>): Promise<number | undefined> => {
  const invitation = invitationEntity.fromItem(item) as Invitation;
  const entries = invitation.audit ?? [];
  const puts = entries.map((entry, index) => putEntry(invitation.id, entry, index));
  // What does not fit beside the detail and the invitation goes first, oldest first.
  const early = puts.slice(0, Math.max(0, puts.length - (TRANSACTION_LIMIT - 2)));
  for (let start = 0; start < early.length; start += TRANSACTION_LIMIT) await transactWrite(early.slice(start, start + TRANSACTION_LIMIT));
  const texts = [
    ...(invitation.personalMessage !== undefined ? ['personalMessage = if_not_exists(personalMessage, :message)'] : []),
    // A status change since the deploy wrote the note to the detail item and removed it here.
    ...(invitation.responseNotes !== undefined ? ['responseNotes = if_not_exists(responseNotes, :note)'] : []),
  ];
  const detail: NamedTransactItem = {
    name: 'detail',
    item: {
      Update: {
        TableName: tableName(),
        Key: invitationDetailEntity.key(invitation.id),
        UpdateExpression: `SET ${['entity = :tag', 'invitationId = :id', ...texts].join(', ')}`,
        ExpressionAttributeValues: {
          ':tag': DETAIL_TAG, ':id': invitation.id,
          ...(invitation.personalMessage !== undefined ? { ':message': invitation.personalMessage } : {}),
          ...(invitation.responseNotes !== undefined ? { ':note': invitation.responseNotes } : {}),
        },
      },
    },
  };
  const emptied: NamedTransactItem = {
    name: 'invitation',
    item: {
      Update: {
        TableName: tableName(),
        Key: invitationEntity.key(invitation.id),
        // A write since the deploy set lastActivityAt to its own time, later than anything in the list.
        UpdateExpression: `SET lastActivityAt = if_not_exists(lastActivityAt, :last) REMOVE ${LEGACY_ATTRIBUTES.join(', ')}`,
        ConditionExpression: item.audit !== undefined ? 'size(audit) = :length' : 'attribute_exists(pk) AND attribute_not_exists(audit)',
        ExpressionAttributeValues: { ':last': lastUpdateOf(invitation), ...(item.audit !== undefined ? { ':length': entries.length } : {}) },
      },
    },
  };
  try {
    await transactWrite([...puts.slice(early.length), detail, emptied]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && (error.conditionFailed('invitation') || error.conflictOnly)) return undefined;
    throw error;
  }
  return entries.length;
};

/** Every invitation, through `allByCreated` (100 ids a page, then a consistent BatchGet). */
export const migrateAuditTrails = async (onProgress?: (report: MigrationReport) => void): Promise<MigrationReport> => {
  const report: MigrationReport = { invitations: 0, migrated: 0, entriesMoved: 0, skipped: [] };
  for await (const ids of invitationIdPages()) {
    const items = await batchGetItems(ids.map((id) => invitationEntity.key(id)), { consistent: true });
    for (const item of items.filter((entry) => invitationEntity.is(entry))) {
      report.invitations++;
      if (!needsMigration(item)) continue;
      const moved = await migrateInvitation(item);
      if (moved === undefined) {
        report.skipped.push(String(item.id));
        continue;
      }
      report.migrated++;
      report.entriesMoved += moved;
    }
    onProgress?.(report);
  }
  return report;
};
