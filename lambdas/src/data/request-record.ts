/**
 * The claim and then the result of one mutating request, keyed by the caller, the route and the
 * browser's Idempotency-Key (lambdas/src/http/middleware/idempotent-requests.ts). A claim is held
 * while the work runs and expires quickly so a crashed run does not block a retry; a result is kept
 * 24 hours so a repeat of the same submission is answered with it.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENT_REQUEST_KEY_PREFIX } from '@safe-haven/shared/idempotent-requests';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';

/** A repeat after this is a new request. */
export const REQUEST_RESULT_TTL_MS = 24 * 60 * 60 * 1000;

export interface RequestRecord {
  /** Whose request: the staff member's profile id, or 'public' for the public routes. */
  scope: string;
  /** The route key (method and path template), so one key never answers for another route. */
  route: string;
  key: string;
  /** SHA-256 of the request's path and body: the same key with another request is refused. */
  fingerprint: string;
  status: 'in_progress' | 'complete';
  /** Epoch ms after which an in-progress claim is abandoned (the function died) and may be taken over. */
  claimExpiresAt: number;
  createdAt: string;
  statusCode?: number;
  /** The response body as sent, without the fields the route withholds (a secret shown once). */
  body?: string;
  /** True when the stored body lacks the route's secret: a repeat says it was already shown. */
  withheld?: boolean;
}

const keyOf = (scope: string, route: string, key: string) => ({ pk: `${IDEMPOTENT_REQUEST_KEY_PREFIX}${scope}#${route}#${key}`, sk: 'REQUEST' });

export const requestRecordEntity = /* @__PURE__ */ defineEntity<RequestRecord, [scope: string, route: string, key: string]>({
  tag: 'requestRecord',
  key: keyOf,
  identity: (record) => [record.scope, record.route, record.key],
  extra: (record) => ({ ttl: ttlSeconds(new Date(Date.parse(record.createdAt) + REQUEST_RESULT_TTL_MS)) }),
});

/**
 * Claims the key for this request: true when no record exists, or only an abandoned claim. False
 * when another request holds it or has already finished.
 */
export const claimRequest = async (claim: RequestRecord, now: number): Promise<boolean> => {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: requestRecordEntity.toItem(claim),
        ConditionExpression: 'attribute_not_exists(pk) OR (#status = :inProgress AND claimExpiresAt < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':inProgress': 'in_progress', ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

const whileClaimed = (claim: RequestRecord) => ({
  ConditionExpression: '#status = :inProgress AND createdAt = :createdAt',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':inProgress': 'in_progress', ':createdAt': claim.createdAt },
});

/** Replaces this request's claim with its result (only while the claim is still ours). */
export const completeRequest = async (claim: RequestRecord, result: Pick<RequestRecord, 'statusCode' | 'body' | 'withheld'>): Promise<void> => {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: requestRecordEntity.toItem({ ...claim, ...result, status: 'complete' }), ...whileClaimed(claim) }),
  );
};

/** Gives up this request's claim, so a retry runs the work; a claim taken over meanwhile is left alone. */
export const releaseRequest = async (claim: RequestRecord): Promise<void> => {
  try {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: requestRecordEntity.keyOf(claim), ...whileClaimed(claim) }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
