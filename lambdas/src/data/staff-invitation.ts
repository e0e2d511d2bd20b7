/**
 * Staff invitations (Invite New User) and their two markers:
 * - the token marker `STAFF_TOKEN#<sha256(token)>` -> invitation, for the set-up page (the raw token,
 *   HMAC-derived from the id, is never stored);
 * - the pending marker `STAFF_INVITE#<canonical email>`: one pending invitation per person; an
 *   expired one may be replaced.
 * Access patterns: staffInvitationById, staffInvitationByToken, pendingStaffInvitations (gsi1
 * STAFF_INVITATIONS#PENDING, newest first: only pending invitations carry the index keys).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRole } from '@safe-haven/shared/roles';
import type { NewAccountStatus } from '@safe-haven/shared/team';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { hashToken } from './invitation-token';
import { tableName } from './table';
import { queryAllItems } from './query-all';
import type { NamedTransactItem } from './transaction';

export type StaffInvitationStatus = 'pending' | 'accepted' | 'expired';

export interface StaffInvitation {
  id: string;
  tokenHash: string;
  /** As typed (lower-cased): the address the welcome email goes to and the account's sign-in name. */
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The status the new account starts in. */
  accountStatus: NewAccountStatus;
  invitedById: string;
  inviterName: string;
  status: StaffInvitationStatus;
  createdAt: string;
  expiresAt: string;
  lastSentAt: string;
  statusChangedAt?: string;
  acceptedAt?: string;
  profileId?: string;
  /** Set while an account set-up holds the invitation (see claimStaffInvitation). */
  claimId?: string;
  claimedAt?: string;
}

const PENDING_PARTITION = 'STAFF_INVITATIONS#PENDING';

export const staffInvitationEntity = defineEntity<StaffInvitation, [id: string]>({
  tag: 'staff-invitation',
  key: (id) => ({ pk: `STAFF_INVITATION#${id}`, sk: 'STAFF_INVITATION' }),
  identity: (invitation) => [invitation.id],
  indexes: (invitation) =>
    invitation.status === 'pending' ? { gsi1pk: PENDING_PARTITION, gsi1sk: `${invitation.createdAt}#${invitation.id}` } : {},
});

export interface StaffTokenMarker {
  tokenHash: string;
  invitationId: string;
}

export const staffTokenEntity = defineEntity<StaffTokenMarker, [tokenHash: string]>({
  tag: 'staff-invitation-token',
  key: (tokenHash) => ({ pk: `STAFF_TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  identity: (marker) => [marker.tokenHash],
});

export interface PendingStaffInviteMarker {
  email: string;
  invitationId: string;
  expiresAt: string;
}

export const pendingStaffInviteEntity = defineEntity<PendingStaffInviteMarker, [email: string]>({
  tag: 'staff-invitation-pending',
  key: (email) => ({ pk: `STAFF_INVITE#${canonicalEmail(email)}`, sk: 'PENDING' }),
  identity: (marker) => [marker.email],
});

/** Takes the pending marker when it is free or its invitation has expired. */
export const takePendingMarker = <N extends string>(name: N, marker: PendingStaffInviteMarker, now: Date): NamedTransactItem<N> => ({
  name,
  item: {
    Put: {
      TableName: tableName(),
      Item: pendingStaffInviteEntity.toItem(marker),
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
      ExpressionAttributeValues: { ':now': now.toISOString() },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  },
});

/** Removes the pending marker if it still belongs to this invitation (a newer one may have taken it). */
export const releasePendingMarker = async (email: string, invitationId: string): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pendingStaffInviteEntity.key(email),
        // An expired marker is as good as gone; setting it to expire now frees it for a new invitation.
        UpdateExpression: 'SET expiresAt = :epoch',
        ConditionExpression: 'invitationId = :id',
        ExpressionAttributeValues: { ':id': invitationId, ':epoch': new Date(0).toISOString() },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

export const getStaffInvitation = (id: string): Promise<StaffInvitation | undefined> => staffInvitationEntity.get(id);

export const getStaffInvitationByToken = async (token: string): Promise<StaffInvitation | undefined> => {
  const marker = await staffTokenEntity.get(hashToken(token));
  return marker ? getStaffInvitation(marker.invitationId) : undefined;
};

export const isUsable = (invitation: StaffInvitation | undefined, now: Date): invitation is StaffInvitation =>
  invitation?.status === 'pending' && Date.parse(invitation.expiresAt) > now.getTime();

/** Pending invitations, newest first (including those whose link has expired: the page shows them in red). */
export const pendingStaffInvitations = async (): Promise<StaffInvitation[]> =>
  (
    await queryAllItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pending',
      ExpressionAttributeValues: { ':pending': PENDING_PARTITION },
      ScanIndexForward: false,
    })
  ).map((item) => staffInvitationEntity.fromItem(item));

/** How long a set-up may hold an invitation before another attempt may take it over (its worker died). */
export const STAFF_CLAIM_TIMEOUT_MS = 60_000;

/**
 * Claims a usable invitation for one account set-up: a conditional update, so of two submissions of
 * the same link only one goes on to create an account. False when it is not pending, expired, or
 * held by a live claim.
 */
export const claimStaffInvitation = async (id: string, claimId: string, now: Date): Promise<boolean> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffInvitationEntity.key(id),
        UpdateExpression: 'SET claimId = :claimId, claimedAt = :now',
        ConditionExpression:
          '#status = :pending AND expiresAt > :now AND (attribute_not_exists(claimId) OR claimedAt < :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claimId': claimId, ':now': now.toISOString(), ':pending': 'pending',
          ':stale': new Date(now.getTime() - STAFF_CLAIM_TIMEOUT_MS).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export const releaseStaffInvitationClaim = async (id: string, claimId: string): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffInvitationEntity.key(id),
        UpdateExpression: 'REMOVE claimId, claimedAt',
        ConditionExpression: 'claimId = :claimId',
        ExpressionAttributeValues: { ':claimId': claimId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

/** The account's transaction closes the invitation it holds: accepted, out of the pending list. */
export const acceptStaffInvitation = <N extends string>(name: N, id: string, claimId: string, profileId: string, now: Date): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: staffInvitationEntity.key(id),
      UpdateExpression: 'SET #status = :accepted, acceptedAt = :now, statusChangedAt = :now, profileId = :profileId REMOVE claimId, claimedAt, gsi1pk, gsi1sk',
      ConditionExpression: 'claimId = :claimId AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':now': now.toISOString(), ':profileId': profileId, ':claimId': claimId },
    },
  },
});

/** Cancelling sets the status to expired and records when; the link dies with its token marker. */
export const cancelStaffInvitationItem = <N extends string>(name: N, id: string, now: Date): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: staffInvitationEntity.key(id),
      UpdateExpression: 'SET #status = :expired, statusChangedAt = :now REMOVE gsi1pk, gsi1sk',
      // A set-up in progress holds a claim; it wins and the cancel is refused.
      ConditionExpression: '#status = :pending AND (attribute_not_exists(claimId) OR claimedAt < :stale)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':expired': 'expired', ':pending': 'pending', ':now': now.toISOString(),
        ':stale': new Date(now.getTime() - STAFF_CLAIM_TIMEOUT_MS).toISOString(),
      },
    },
  },
});

/** A resend starts the link's lifetime again (the link itself stays the same). */
export const renewStaffInvitationItem = <N extends string>(name: N, invitation: StaffInvitation, expiresAt: string, now: Date): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: staffInvitationEntity.key(invitation.id),
      UpdateExpression: 'SET expiresAt = :expiresAt, lastSentAt = :now',
      ConditionExpression: '#status = :pending AND attribute_not_exists(claimId)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':expiresAt': expiresAt, ':now': now.toISOString(), ':pending': 'pending' },
    },
  },
});

/** The pending marker follows a resend's new expiry, unless another invitation has taken it. */
export const renewPendingMarker = <N extends string>(name: N, invitation: StaffInvitation, expiresAt: string, now: Date): NamedTransactItem<N> => ({
  name,
  item: {
    Put: {
      TableName: tableName(),
      Item: pendingStaffInviteEntity.toItem({ email: invitation.email, invitationId: invitation.id, expiresAt }),
      ConditionExpression: 'attribute_not_exists(pk) OR invitationId = :id OR expiresAt <= :now',
      ExpressionAttributeValues: { ':id': invitation.id, ':now': now.toISOString() },
    },
  },
});

/** Kills the set-up link: the token marker is deleted in the transaction that closes the invitation. */
export const deleteStaffToken = <N extends string>(name: N, tokenHash: string): NamedTransactItem<N> => ({
  name,
  item: { Delete: { TableName: tableName(), Key: staffTokenEntity.key(tokenHash) } },
});
