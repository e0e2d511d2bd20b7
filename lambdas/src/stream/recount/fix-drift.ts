/**
 * Fixes one drift while the stream goes on writing. Every fix is a conditional write on the value the
 * recount read: a counter is SET to the recounted value only if it still holds the value read (not
 * ADDed the difference). Why: a counter the stream moved after the read fails the condition and is
 * left to the next recount (the stream's ADD landed on a value the recount did not see, so the
 * difference is unknown), while a stream ADD that lands after the fix applies on top of the right
 * value; and a fix retried after a timeout cannot apply twice, which an ADD would. Viewer states keep
 * their stream position (asOf), so the stream's later records still apply to them in order; a badge is
 * a conditional create, as the stream awards it.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../core/aws-clients';
import { awardBadge } from '../../data/earned-badge';
import { tableName } from '../../data/table';
import { streamPosition, viewerStateEntity } from '../../data/unread';
import type { Drift } from './find-drifts';

/** The value a condition compares with: absent attributes are checked as absent, not as zero. */
const unchanged = (name: string, actual: unknown, values: Record<string, unknown>) => {
  if (actual === undefined) return `attribute_not_exists(${name})`;
  values[':actual'] = actual;
  return `${name} = :actual`;
};

const update = (drift: Drift): UpdateCommandInput | undefined => {
  const base = { TableName: tableName(), Key: drift.key };
  switch (drift.kind) {
    case 'counter': {
      const values: Record<string, unknown> = { ':expected': drift.expected, ':entity': drift.entity };
      const condition = unchanged('#counter', drift.actual, values);
      if (drift.ttl !== undefined) values[':ttl'] = drift.ttl;
      if (drift.movesVersion) values[':one'] = 1;
      return {
        ...base,
        // A moved unread count also moves the version, so open lists refetch.
        UpdateExpression: `SET #counter = :expected, entity = :entity${drift.ttl !== undefined ? ', #ttl = if_not_exists(#ttl, :ttl)' : ''}${drift.movesVersion ? ' ADD version :one' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#counter': drift.attribute, ...(drift.ttl !== undefined ? { '#ttl': 'ttl' } : {}) },
        ExpressionAttributeValues: values,
      };
    }
    case 'last-invite': {
      const values: Record<string, unknown> = drift.expected ? { ':expected': drift.expected } : {};
      return {
        ...base,
        UpdateExpression: drift.expected ? 'SET lastInviteAt = :expected' : 'REMOVE lastInviteAt',
        ConditionExpression: unchanged('lastInviteAt', drift.actual, values),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      };
    }
    case 'unread-state': {
      const values: Record<string, unknown> = {
        ':unread': drift.expected.unread, ':counts': drift.expected.counts, ':entity': viewerStateEntity.tag,
        ':invitation': drift.invitationId, ':viewer': drift.viewerId, ':start': streamPosition('0'),
      };
      if (drift.actual) Object.assign(values, { ':asOf': drift.actual.asOf, ':was': drift.actual.unread });
      return {
        ...base,
        // A new state starts before every stream record, so the next record of this invitation applies to it.
        UpdateExpression: 'SET unread = :unread, #counts = :counts, entity = :entity, invitationId = :invitation, viewerId = :viewer, asOf = if_not_exists(asOf, :start)',
        ConditionExpression: drift.actual ? 'asOf = :asOf AND unread = :was' : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#counts': 'counts' },
        ExpressionAttributeValues: values,
      };
    }
    case 'badge':
      return undefined;
  }
};

/** True when fixed; false when the table moved since it was read (left to the next recount). */
export const fixDrift = async (drift: Drift, now: Date): Promise<boolean> => {
  if (drift.kind === 'badge') {
    await awardBadge({ profileId: drift.profileId, badgeId: drift.badgeId, earnedAt: now.toISOString(), count: drift.count });
    // Awarded meanwhile by the stream counts as fixed: the badge is there.
    return true;
  }
  try {
    await dynamo().send(new UpdateCommand(update(drift)!));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
