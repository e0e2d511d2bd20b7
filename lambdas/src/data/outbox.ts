/**
 * Outbox emails: written in the same transaction as the record that causes them, then delivered.
 * A failed delivery stays visible (status failed, lastError) and can be retried; nothing is lost.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { entityAttributes, keys, tableName } from './table';

export const OUTBOX_ENTITY = 'outbox';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxEmail {
  id: string;
  kind: 'invitation' | 'response-notification';
  /** direct: the API handler delivers it and reports the result; stream: the stream handler does. */
  delivery: 'direct' | 'stream';
  to: string;
  subject: string;
  html: string;
  text: string;
  relatedId: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  claimedAt?: string;
  sentAt?: string;
  lastError?: string;
  messageId?: string;
}

export const outboxItem = (email: OutboxEmail) => ({ ...keys.outbox(email.id), entity: OUTBOX_ENTITY, ...email });

export const getOutboxEmail = async (id: string): Promise<OutboxEmail | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.outbox(id), ConsistentRead: true }));
  return Item ? entityAttributes<OutboxEmail>(Item) : undefined;
};

/** A claim older than this is considered abandoned (the sender crashed) and may be taken again. */
const CLAIM_TIMEOUT_MS = 60_000;

/** Claims an email for delivery; false when it is already sent or another worker holds it. */
export const claimOutboxEmail = async (id: string, now = new Date()): Promise<OutboxEmail | undefined> => {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(id),
        UpdateExpression: 'SET #status = :sending, claimedAt = :now ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND (#status IN (:pending, :failed) OR (#status = :sending AND claimedAt < :stale))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending', ':pending': 'pending', ':failed': 'failed', ':one': 1,
          ':now': now.toISOString(), ':stale': new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? entityAttributes<OutboxEmail>(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};

export const markOutboxEmail = async (
  id: string,
  result: { status: 'sent'; messageId?: string } | { status: 'failed'; error: string },
): Promise<void> => {
  const now = new Date().toISOString();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.outbox(id),
      UpdateExpression:
        result.status === 'sent' ? 'SET #status = :status, sentAt = :now, messageId = :messageId REMOVE lastError' : 'SET #status = :status, lastError = :error',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues:
        result.status === 'sent'
          ? { ':status': 'sent', ':now': now, ':messageId': result.messageId ?? 'unknown' }
          : { ':status': 'failed', ':error': result.error.slice(0, 1000) },
    }),
  );
};
