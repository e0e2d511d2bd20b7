/**
 * Reserving an email for an account that is being created. Creating a staff account touches two
 * systems (the Cognito user, then the profile), so the email's marker is taken first, as a
 * reservation: while it is held no other sign-up for the same person can start, which is what keeps
 * two submissions from making two Cognito users for one email. The account's transaction turns the
 * reservation into the finished marker; a failed sign-up releases it; a reservation whose worker
 * died is taken over after RESERVATION_TIMEOUT_MS.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { profileEmailEntity, type ProfileEmailMarker } from './profile';
import { tableName } from './table';
import type { NamedTransactItem } from './transaction';

export const RESERVATION_TIMEOUT_MS = 60_000;

export type ReservationOutcome = 'reserved' | 'registered' | 'busy';

export const reserveAccountEmail = async (email: string, reservationId: string, now: Date): Promise<ReservationOutcome> => {
  const marker: ProfileEmailMarker = { email, reservationId, reservedAt: now.toISOString() };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: profileEmailEntity.toItem(marker),
        ConditionExpression: 'attribute_not_exists(pk) OR (attribute_exists(reservationId) AND reservedAt < :stale)',
        ExpressionAttributeValues: { ':stale': new Date(now.getTime() - RESERVATION_TIMEOUT_MS).toISOString() },
      }),
    );
    return 'reserved';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const current = await profileEmailEntity.get(email);
    return current?.profileId ? 'registered' : 'busy';
  }
};

/** Inside the account's transaction: the reservation becomes the finished one-profile-per-email marker. */
export const completeAccountEmail = <N extends string>(name: N, email: string, reservationId: string, profileId: string): NamedTransactItem<N> => ({
  name,
  item: {
    Put: {
      TableName: tableName(),
      Item: profileEmailEntity.toItem({ email, profileId }),
      ConditionExpression: 'reservationId = :reservation',
      ExpressionAttributeValues: { ':reservation': reservationId },
    },
  },
});

export const releaseAccountEmail = async (email: string, reservationId: string): Promise<void> => {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: profileEmailEntity.key(email),
        ConditionExpression: 'reservationId = :reservation',
        ExpressionAttributeValues: { ':reservation': reservationId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
