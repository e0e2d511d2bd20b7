/**
 * The log of founder-code validation attempts: client IP, the first characters of the code, the
 * outcome. Access patterns: recentCodeAttempts (gsi1 CODE_ATTEMPTS, newest first, 50) and
 * codeAttemptsSince (the same partition from a time on, counted). Kept 90 days (ttl).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CODE_ATTEMPT_SHOWN_CHARACTERS } from '@safe-haven/shared/team';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';

export type CodeAttemptOutcome = 'valid' | 'unknown' | 'used' | 'inactive' | 'expired' | 'rate-limited' | 'locked';

export interface CodeAttempt {
  id: string;
  ip: string;
  /** Only the first characters of what was typed: a valid code never sits whole in the log. */
  codeShown: string;
  outcome: CodeAttemptOutcome;
  success: boolean;
  attemptedAt: string;
}

export const ATTEMPT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const PARTITION = 'CODE_ATTEMPTS';

export const codeAttemptEntity = defineEntity<CodeAttempt, [id: string]>({
  tag: 'code-attempt',
  key: (id) => ({ pk: `CODE_ATTEMPT#${id}`, sk: 'CODE_ATTEMPT' }),
  identity: (attempt) => [attempt.id],
  indexes: (attempt) => ({ gsi1pk: PARTITION, gsi1sk: `${attempt.attemptedAt}#${attempt.id}` }),
  extra: (attempt) => ({ ttl: ttlSeconds(new Date(Date.parse(attempt.attemptedAt) + ATTEMPT_RETENTION_MS)) }),
});

export const recordCodeAttempt = async (attempt: { ip: string; code: string; outcome: CodeAttemptOutcome }, now: Date): Promise<CodeAttempt> => {
  const record: CodeAttempt = {
    id: randomUUID(),
    ip: attempt.ip,
    codeShown: attempt.code.slice(0, CODE_ATTEMPT_SHOWN_CHARACTERS),
    outcome: attempt.outcome,
    success: attempt.outcome === 'valid',
    attemptedAt: now.toISOString(),
  };
  await codeAttemptEntity.createOne(record);
  return record;
};

export const recentCodeAttempts = async (limit: number): Promise<CodeAttempt[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :attempts',
      ExpressionAttributeValues: { ':attempts': PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => codeAttemptEntity.fromItem(item));
};

/** How many attempts since a moment; the rate limits keep this to a few hundred a day at most. */
export const countCodeAttemptsSince = async (since: Date): Promise<number> => {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :attempts AND gsi1sk >= :since',
        ExpressionAttributeValues: { ':attempts': PARTITION, ':since': since.toISOString() },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
};
