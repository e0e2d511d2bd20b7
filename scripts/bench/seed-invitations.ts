/**
 * Fills the local table with invitations for the capacity benchmark: the invitation items exactly as
 * the data layer writes them (`invitationEntity.toItem`, with their sender and all-invitations index keys,
 * their detail item and first audit entry),
 * written with BatchWriteItem, 24 items (8 invitations) a call, many calls at once. All are the given sender's, so
 * the indexes that list a sender's invitations hold the whole table's worth.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PIPELINE_BY_AUDIENCE, AUDIENCES } from '@safe-haven/shared/audiences';
import { dynamo } from '@safe-haven/lambdas/core/aws-clients';
import { invitationEntity, type Invitation } from '@safe-haven/lambdas/data/invitation';
import { auditEntity, newAuditEntryId } from '@safe-haven/lambdas/data/invitation-audit';
import { invitationDetailEntity } from '@safe-haven/lambdas/data/invitation-detail';
import { tableName } from '@safe-haven/lambdas/data/table';

export interface Sender {
  id: string;
  name: string;
  email: string;
}

/** Three items an invitation (the card, its detail, its first audit entry): 8 invitations a BatchWrite. */
const BATCH = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

const invitation = (sender: Sender, index: number, now: number): Invitation => {
  const id = randomUUID();
  const audience = AUDIENCES[index % AUDIENCES.length]!;
  const createdAt = new Date(now - index * 1000).toISOString();
  return {
    id,
    tokenHash: randomBytes(32).toString('hex'),
    audience,
    pipeline: PIPELINE_BY_AUDIENCE[audience],
    status: 'sent',
    recipientEmail: `seed-${id}@bench.test`,
    recipientKey: `seed-${id}@bench.test`,
    recipientFirstName: 'Seed',
    recipientLastName: `Invitee ${index}`,
    recipientName: `Seed Invitee ${index}`,
    senderId: sender.id,
    inviterName: sender.name,
    inviterEmail: sender.email,
    createdAt,
    expiresAt: new Date(now - index * 1000 + 30 * DAY_MS).toISOString(),
    lastActivityAt: createdAt,
  };
};

/** Writes `count` invitations; returns the seconds it took. */
export const seedInvitations = async (
  sender: Sender,
  count: number,
  { concurrency = 32, onProgress }: { concurrency?: number; onProgress?: (written: number) => void } = {},
): Promise<number> => {
  const started = Date.now();
  const now = Date.now();
  const table = tableName();
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < count) {
      const items = [];
      for (let i = 0; i < BATCH && next < count; i += 1, next += 1) {
        const seeded = invitation(sender, next, now);
        items.push(
          { PutRequest: { Item: invitationEntity.toItem(seeded) } },
          { PutRequest: { Item: invitationDetailEntity.toItem({ invitationId: seeded.id, personalMessage: 'We would like you to see this.' }) } },
          { PutRequest: { Item: auditEntity.toItem({ invitationId: seeded.id, entryId: newAuditEntryId(), from_status: null, to_status: 'sent', at: seeded.createdAt, by: sender.id, byName: sender.name }) } },
        );
      }
      let pending: Record<string, unknown[]> | undefined = { [table]: items };
      for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: pending as never }));
        pending = UnprocessedItems as Record<string, unknown[]> | undefined;
      }
      written += items.length / 3;
      if (written % 50_000 < BATCH) onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (Date.now() - started) / 1000;
};
