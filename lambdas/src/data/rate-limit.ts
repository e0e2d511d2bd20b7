/**
 * Fixed-window rate limits: one counter item per subject and window (`RATE#<scope>#<subject>` /
 * `WINDOW#<start>`), incremented with a conditional ADD that refuses once the limit is reached.
 * The items expire with the window (ttl). Used for founder-code validation per client IP and per code.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { tableName, ttlSeconds, type TableKey } from './table';

export const rateLimitKey = (scope: string, subject: string, windowStart: number): TableKey => ({
  pk: `RATE#${scope}#${subject}`,
  sk: `WINDOW#${new Date(windowStart).toISOString()}`,
});

/** Counts one request; false (and nothing counted) when the subject has used up its window. */
export const takeRateLimitToken = async (
  rule: { scope: string; subject: string; limit: number; windowMs: number },
  now: Date,
): Promise<boolean> => {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(rule.scope, rule.subject, windowStart),
        UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1, ':limit': rule.limit, ':entity': 'rate-limit',
          ':ttl': ttlSeconds(new Date(windowStart + 2 * rule.windowMs)),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};
