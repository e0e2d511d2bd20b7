/**
 * Invitations written straight through the data layer (no email), in any status, for tests that need
 * many of them or a particular starting point. The items are exactly what a send writes (the
 * invitation, its detail item and first audit entry, token, recipient marker and search entries).
 */
import { randomUUID } from 'node:crypto';
import { PIPELINE_BY_AUDIENCE, type Audience } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { linkToken } from '@safe-haven/lambdas/core/link-tokens';
import { invitationEntity, type Invitation } from '@safe-haven/lambdas/data/invitation';
import { invitationIdOfPartition } from '@safe-haven/lambdas/data/invitation-partition';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@safe-haven/lambdas/core/aws-clients';
import { auditEntity, auditKeysOf, auditTrailOf, recordAudit, type AuditEntry } from '@safe-haven/lambdas/data/invitation-audit';
import { invitationDetailEntity, type InvitationDetail } from '@safe-haven/lambdas/data/invitation-detail';
import { tableName } from '@safe-haven/lambdas/data/table';
import { hashToken, invitationTokenEntity } from '@safe-haven/lambdas/data/invitation-token';
import { takeRecipient } from '@safe-haven/lambdas/data/recipient';
import { getListOrderEntry } from '@safe-haven/lambdas/data/list-order';
import { createSearchEntries } from '@safe-haven/lambdas/data/search-entry';
import { transactWrite } from '@safe-haven/lambdas/data/transaction';
import { settleStreamIfInTest } from './stream';

export interface SeedSender {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  addedById?: string;
}

export interface SeedOptions {
  audience?: Audience;
  status?: InvitationStatus;
  firstName?: string;
  lastName?: string;
  email?: string;
  createdAt?: string;
  /** YYYY-MM-DD, in the past too (the API refuses a past date; a test may need an overdue lead). */
  nextStepDueAt?: string;
}

export const seedInvitation = async (sender: SeedSender, options: SeedOptions = {}): Promise<Invitation> => {
  const id = randomUUID();
  const audience = options.audience ?? 'member';
  const firstName = options.firstName ?? 'Robin';
  const lastName = options.lastName ?? `Seed${id.slice(0, 6)}`;
  const email = options.email ?? `seed-${id.slice(0, 8)}@invitee.test`;
  const createdAt = options.createdAt ?? new Date().toISOString();
  const expiresAt = new Date(Date.parse(createdAt) + 30 * 24 * 60 * 60 * 1000).toISOString();
  const tokenHash = hashToken(await linkToken('invitation', id));
  const status = options.status ?? 'sent';
  const invitation: Invitation = {
    id,
    tokenHash,
    audience,
    pipeline: PIPELINE_BY_AUDIENCE[audience],
    status,
    recipientEmail: email,
    recipientKey: canonicalEmail(email),
    recipientFirstName: firstName,
    recipientLastName: lastName,
    recipientName: `${firstName} ${lastName}`,
    senderId: sender.id,
    ...(sender.addedById ? { senderAddedById: sender.addedById } : {}),
    inviterName: `${sender.firstName} ${sender.lastName}`,
    inviterEmail: sender.email,
    ...(options.nextStepDueAt ? { nextStepDueAt: options.nextStepDueAt } : {}),
    createdAt,
    expiresAt,
    lastActivityAt: createdAt,
  };
  await transactWrite([
    takeRecipient('recipient', { recipientKey: invitation.recipientKey, invitationId: id, senderName: invitation.inviterName, sentAt: createdAt, expiresAt, state: 'open' }),
    invitationEntity.create('invitation', invitation),
    invitationDetailEntity.create('detail', { invitationId: id, personalMessage: 'Seeded for a test.' }),
    recordAudit('audit', id, { from_status: null, to_status: 'sent', at: createdAt, by: sender.id, byName: invitation.inviterName }),
    invitationTokenEntity.create('token', { tokenHash, invitationId: id }),
    ...createSearchEntries(invitation),
  ]);
  return invitation;
};

/** The whole audit trail of an invitation as stored (its own items), newest first. */
export const storedTrail = async (invitationId: string): Promise<AuditEntry[]> => (await auditTrailOf(invitationId, 10_000)).entries;

/** The detail item (personal message, latest status note). */
export const storedDetail = (invitationId: string): Promise<InvitationDetail | undefined> => invitationDetailEntity.get(invitationId);

/**
 * An invitation as written before the bounded item (data/audit-trail-migration.ts): the audit trail
 * as a list inside the item, the personal message and status note on it, no detail item, no audit
 * items, no lastActivityAt. For the migration's tests.
 */
export const seedOldShapeInvitation = async (sender: SeedSender, trail: AuditEntry[], options: SeedOptions & { responseNotes?: string } = {}): Promise<Invitation> => {
  const current = await seedInvitation(sender, { ...options, status: trail.at(-1)?.to_status ?? options.status });
  const { lastActivityAt: _lastActivityAt, ...rest } = current;
  const old: Invitation = {
    ...rest,
    isInternal: false,
    ...(rest.statusUpdatedAt ? { lastStatusChangeAt: rest.statusUpdatedAt } : {}),
    personalMessage: 'Written before the detail item.',
    ...(options.responseNotes ? { responseNotes: options.responseNotes } : {}),
    audit: trail,
  };
  await invitationDetailEntity.deleteOne(current.id);
  await Promise.all((await auditKeysOf(current.id)).map((key) => auditEntity.deleteOne(...parseAuditKey(key))));
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: invitationEntity.toItem(old) }));
  return old;
};

const parseAuditKey = (key: { pk: string; sk: string }): [string, string, string] => {
  const [, at, entryId] = /^AUDIT#(.+)#([^#]+)$/.exec(key.sk)!;
  return [invitationIdOfPartition(key.pk)!, at!, entryId!];
};

/**
 * Waits until the stream handler has listed these invitations (their list-order entries, which the
 * app's sorted lists read): a test that opens Manage Invitations right after seeding would otherwise
 * race the stream, which in a shared stack may still be settling earlier writes for many admins.
 */
export const waitUntilListed = async (ids: readonly string[], timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  // In a test file, the stack's poller says when every record so far has been handled: then one read
  // per invitation, instead of one every 200 ms while the stream works (for a bulk seed, hundreds of
  // reads a second that DynamoDB Local serves on the same cores as the stream handler's writes).
  await settleStreamIfInTest();
  let missing = [...ids];
  while (missing.length > 0) {
    const entries = await Promise.all(missing.map(async (id) => ({ id, entry: await getListOrderEntry(id) })));
    missing = entries.filter(({ entry }) => !entry).map(({ id }) => id);
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`The stream has not listed ${missing.length} seeded invitations after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** seedInvitation, then wait until the sorted lists show it. */
export const seedListedInvitation = async (sender: SeedSender, options: SeedOptions = {}): Promise<Invitation> => {
  const invitation = await seedInvitation(sender, options);
  await waitUntilListed([invitation.id]);
  return invitation;
};
