/**
 * Fixed-window rate limits: one counter item per subject and window (`RATE#<scope>#<subject>` /
 * `WINDOW#<start>`), incremented with a conditional ADD that refuses once the limit is reached.
 * The items expire with the window (ttl). Used for founder-code validation per client IP (IPv6 by
 * its /64) and per code hash, for the global count of failed validations, and for the emailed
 * address proofs per code, and for the invitations each staff member sends per UTC day (counted
 * inside the send's own transaction). A lock (`RATE#<scope>#<subject>` / `LOCK`) holds a scope shut
 * until a time.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { keyTemplate } from './key-template';
import { tableName, ttlSeconds, type TableKey } from './table';
import type { NamedTransactItem } from './transaction';

const RATE = keyTemplate('RATE');
const WINDOW = keyTemplate('WINDOW');

export const rateLimitKey = (scope: string, subject: string, windowStart: number): TableKey => ({
  pk: RATE.of(scope, subject),
  sk: WINDOW.of(new Date(windowStart).toISOString()),
});

export interface RateLimitRule {
  scope: string;
  subject: string;
  limit: number;
  windowMs: number;
}

/** The conditional ADD that takes one token from the rule's current window. */
const takeTokenUpdate = (rule: RateLimitRule, now: Date) => {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    TableName: tableName(),
    Key: rateLimitKey(rule.scope, rule.subject, windowStart),
    UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1, ':limit': rule.limit, ':entity': 'rate-limit',
      ':ttl': ttlSeconds(new Date(windowStart + 2 * rule.windowMs)),
    },
  };
};

/** Counts one request; false (and nothing counted) when the subject has used up its window. */
export const takeRateLimitToken = async (rule: RateLimitRule, now: Date): Promise<boolean> => {
  try {
    await dynamo().send(new UpdateCommand(takeTokenUpdate(rule, now)));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/**
 * The same token as a transaction item: the window counts the request only when the whole
 * transaction succeeds, and the transaction fails (this item's condition) when the window is used up.
 */
export const rateLimitTokenItem = <N extends string>(name: N, rule: RateLimitRule, now: Date): NamedTransactItem<N> => ({
  name,
  item: { Update: takeTokenUpdate(rule, now) },
});

/** Import preview: how many tokens the subject has taken in the window of `now`, without taking one. */
export const tokensTaken = async (rule: { scope: string; subject: string; windowMs: number }, now: Date): Promise<number> => {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: rateLimitKey(rule.scope, rule.subject, windowStart), ConsistentRead: true }));
  return Number(Item?.count ?? 0);
};

/** Counts one event in its window, unconditionally; answers the window's count including it. */
export const countInWindow = async (rule: { scope: string; subject: string; windowMs: number }, now: Date): Promise<number> => {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: rateLimitKey(rule.scope, rule.subject, windowStart),
      UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'rate-limit', ':ttl': ttlSeconds(new Date(windowStart + 2 * rule.windowMs)) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 1);
};

const lockKey = (scope: string, subject: string): TableKey => ({ pk: RATE.of(scope, subject), sk: 'LOCK' });

/** Shuts a scope until a time (a later lock replaces an earlier one). */
export const lockRateLimit = async (scope: string, subject: string, until: Date): Promise<void> => {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...lockKey(scope, subject), entity: 'rate-lock', until: until.toISOString(), ttl: ttlSeconds(new Date(until.getTime() + 60_000)) },
    }),
  );
};

/** The end of a scope's lock, when it is locked now. */
export const rateLimitLockedUntil = async (scope: string, subject: string, now: Date): Promise<Date | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: lockKey(scope, subject), ConsistentRead: true }));
  const until = typeof Item?.until === 'string' ? new Date(Item.until) : undefined;
  return until && until.getTime() > now.getTime() ? until : undefined;
};
