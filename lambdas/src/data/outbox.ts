/**
 * Outbox emails: written in the same transaction as the record that causes them, then delivered by
 * the request itself (invitations), by the stream handler (answer notifications), or by the
 * scheduled sweeper (anything still due). Nothing is lost and nothing is sent twice:
 * - a worker claims an email with a conditional update and a claim id of its own; every later status
 *   write is conditional on that claim id;
 * - while an email is pending, sending or failed it sits in a sparse "due" index (gsi1 OUTBOX#DUE,
 *   sorted by the time it next needs attention), so the sweeper finds work with one Query;
 * - an email SES accepted is never marked failed; the "sent" write is retried on its own, and SES's
 *   own Send event (through EventBridge, retried for a day) records it too, so an email left
 *   'sending' is taken over only after UNCONFIRMED_SEND_WAIT_MS, once that event had every chance
 *   to say SES has it: nothing SES accepted is sent again.
 * The stored message holds what the email says, never a link token: links are built at delivery.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountEventKind } from '@safe-haven/shared/account-recovery';
import type { Audience } from '@safe-haven/shared/audiences';
import type { DocumentKind } from '@safe-haven/shared/documents';
import type { ResponseType } from '@safe-haven/shared/invitation-status';
import type { StaffRole } from '@safe-haven/shared/roles';
import { dynamo } from '../core/aws-clients';
import { keyTemplate } from './key-template';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';

export type OutboxStatus =
  | 'pending' | 'sending' | 'sent' | 'failed'
  /** Gave up after MAX_DELIVERY_ATTEMPTS; visible to staff, resendable. */
  | 'dead'
  /** Not sent: the address is on the suppression list. */
  | 'suppressed'
  /** Sent, then SES reported a hard bounce or a complaint. */
  | 'bounced' | 'complained';

/** The message an email carries, by template; rendered (with its links) only at delivery. */
export type OutboxMessage =
  | {
      template: 'invitation';
      invitationId: string;
      audience: Audience;
      recipientFirstName: string;
      inviterName: string;
      inviterEmail: string;
      personalMessage: string;
    }
  | {
      template: 'response-notification';
      invitationId: string;
      /** The inviter; if no longer active the email goes to whoever added them, else to an admin. */
      senderId: string;
      inviterName: string;
      inviteeName: string;
      /** Empty for a decline (the anonymous decline payload). */
      inviteeEmail: string;
      audience: Audience;
      responseType: ResponseType;
      phone?: string;
      address?: string;
      notes?: string;
    }
  | {
      /** The welcome email of a staff invitation: its button opens the account set-up page. */
      template: 'staff-welcome';
      staffInvitationId: string;
      recipientFirstName: string;
      role: StaffRole;
      inviterName: string;
      expiresAt: string;
    }
  | {
      /** The one-time code that proves a founder owns the address; the digits are derived at delivery. */
      template: 'email-proof';
      proofId: string;
      expiresAt: string;
    }
  | {
      /** Tells a staff member about a reset of their account (see accounts/account-recovery-service.ts). */
      template: 'account-notice';
      kind: AccountEventKind;
      at: string;
      recipientFirstName: string;
      /** The admin who did it; absent when the person did it themselves. */
      actorName?: string;
    }
  | {
      /** The daily follow-up digest: the leads overdue or due today; links built at delivery. */
      template: 'daily-digest';
      recipientFirstName: string;
      /** The person's local date. */
      date: string;
      leads: { name: string; email: string; nextStepDueAt: string; overdue: boolean }[];
      /** Leads due that the email does not list. */
      more: number;
    }
  | {
      /** A document a quick action sends: the lead's personal link, built at delivery from linkId. */
      template: 'document';
      invitationId: string;
      kind: DocumentKind;
      linkId: string;
      expiresAt: string;
      recipientFirstName: string;
      senderName: string;
      senderEmail: string;
      personalLine: string;
    }
  | {
      /** Invite to Zoom: the staff member's own meeting or scheduling link (not a secret: it is theirs to share). */
      template: 'meeting-invite';
      invitationId: string;
      meetingLink: string;
      recipientFirstName: string;
      senderName: string;
      senderEmail: string;
      personalLine: string;
    };

export interface OutboxEmail {
  id: string;
  /** direct: the API request delivers it and reports the result; stream: the stream handler does. */
  delivery: 'direct' | 'stream';
  /** Fixed recipient; absent when the recipient is resolved at delivery (notifications). */
  to?: string;
  message: OutboxMessage;
  /** The record the email is about (an invitation or staff invitation id). */
  relatedId: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  /** When the sweeper should next look at it (pending grace, claim timeout, or retry backoff). */
  nextAttemptAt?: string;
  claimId?: string;
  claimedAt?: string;
  sentAt?: string;
  /** The address it was actually sent to. */
  sentTo?: string;
  messageId?: string;
  deliveredAt?: string;
  /** When SES reported a bounce or complaint. */
  reportedAt?: string;
  lastError?: string;
}

/** Attempts before an email is given up ('dead'); with the backoff below that spans about two hours. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/**
 * A claim older than this is abandoned (the worker died, or SES accepted the email and every "sent"
 * write failed). SES's Send event reaches the table within seconds; waiting half an hour before
 * another worker may send it again leaves a DynamoDB outage that long to heal first. A worker that
 * died before calling SES only delays its email by as much.
 */
export const UNCONFIRMED_SEND_WAIT_MS = 30 * 60_000;
/** A new email is left to its own request or the stream for this long before the sweeper takes it. */
export const PENDING_GRACE_MS = 2 * 60_000;
/** Sent emails (with their personal data) are kept this long for support, then expire. */
export const SENT_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Emails that were never sent are kept longer, so staff can see and resend them. */
export const UNSENT_RETENTION_MS = 90 * 24 * 60 * 60_000;

/** Exponential backoff: 1, 2, 4 ... minutes after each failed attempt, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

const DUE_PARTITION = 'OUTBOX#DUE';
const dueKeys = (at: string, id: string) => ({ gsi1pk: DUE_PARTITION, gsi1sk: `${at}#${id}` });
/**
 * Every email about a record (gsi2 `ABOUT#<relatedId>`), so erasing a person finds each copy of
 * what was emailed about them. Never changes, so no status write touches it.
 */
const OUTBOX = keyTemplate('OUTBOX');
const ABOUT = keyTemplate('ABOUT');
const aboutPartition = (relatedId: string) => ABOUT.of(relatedId);
const aboutKeys = (email: Pick<OutboxEmail, 'relatedId' | 'createdAt' | 'id'>) => ({ gsi2pk: aboutPartition(email.relatedId), gsi2sk: OUTBOX.of(email.createdAt, email.id) });

export const outboxEntity = defineEntity<OutboxEmail, [id: string]>({
  tag: 'outbox',
  key: (id) => ({ pk: OUTBOX.of(id), sk: 'OUTBOX' }),
  identity: (email) => [email.id],
  indexes: (email) => ({ ...aboutKeys(email), ...(email.nextAttemptAt ? dueKeys(email.nextAttemptAt, email.id) : {}) }),
});

/**
 * The ids of every email about a record (invitation or staff invitation), written since emails were
 * indexed by what they are about; older ones expire on their own (sent: 30 days, unsent: 90).
 */
export const outboxEmailIdsAbout = async (relatedId: string): Promise<string[]> => {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :about AND begins_with(gsi2sk, :outbox)',
        ExpressionAttributeValues: { ':about': aboutPartition(relatedId), ':outbox': OUTBOX.start },
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.id)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
};

/**
 * A new pending email, due for the sweeper after the grace period, or at once (`dueNow`) when no
 * request will deliver it itself (an import's rows, sent by the sweeper at the stage's rate).
 */
export const newOutboxEmail = (
  fields: Pick<OutboxEmail, 'delivery' | 'to' | 'message' | 'relatedId'> & { id?: string },
  now: Date,
  options: { dueNow?: boolean } = {},
): OutboxEmail => ({
  id: fields.id ?? randomUUID(),
  delivery: fields.delivery,
  ...(fields.to ? { to: fields.to } : {}),
  message: fields.message,
  relatedId: fields.relatedId,
  status: 'pending',
  attempts: 0,
  createdAt: now.toISOString(),
  nextAttemptAt: new Date(now.getTime() + (options.dueNow ? 0 : PENDING_GRACE_MS)).toISOString(),
});

export const getOutboxEmail = (id: string): Promise<OutboxEmail | undefined> => outboxEntity.get(id);

export interface OutboxClaim {
  email: OutboxEmail;
  claimId: string;
}

/**
 * Claims an email for delivery. Undefined when it is already sent, given up, held by a live claim of
 * another worker, or out of attempts.
 */
export const claimOutboxEmail = async (id: string, now = new Date()): Promise<OutboxClaim | undefined> => {
  const claimId = randomUUID();
  const claimedAt = now.toISOString();
  const abandonAt = new Date(now.getTime() + UNCONFIRMED_SEND_WAIT_MS).toISOString();
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxEntity.key(id),
        UpdateExpression: 'SET #status = :sending, claimId = :claimId, claimedAt = :now, nextAttemptAt = :abandonAt, gsi1pk = :due, gsi1sk = :dueSk ADD attempts :one',
        ConditionExpression:
          // A worker that died on the last attempt still gets its claim taken over once (then 'dead').
          'attribute_exists(pk) AND ((#status IN (:pending, :failed) AND attempts < :max) OR (#status = :sending AND claimedAt < :stale))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending', ':pending': 'pending', ':failed': 'failed', ':one': 1, ':max': MAX_DELIVERY_ATTEMPTS,
          ':claimId': claimId, ':now': claimedAt, ':abandonAt': abandonAt,
          ':stale': new Date(now.getTime() - UNCONFIRMED_SEND_WAIT_MS).toISOString(),
          ':due': DUE_PARTITION, ':dueSk': `${abandonAt}#${id}`,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? { email: outboxEntity.fromItem(Attributes), claimId } : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

/** Outcome writes are conditional on the worker's own claim; false when the claim was lost. */
const updateClaimed = async (id: string, claimId: string, update: string, values: Record<string, unknown>): Promise<boolean> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxEntity.key(id),
        UpdateExpression: update,
        ConditionExpression: 'claimId = :claimId AND #status = :sending',
        // TTL is a reserved word; DynamoDB refuses names an expression does not use.
        ExpressionAttributeNames: { '#status': 'status', ...(update.includes('#ttl') ? { '#ttl': 'ttl' } : {}) },
        ExpressionAttributeValues: { ':claimId': claimId, ':sending': 'sending', ...values },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export const markOutboxSent = (id: string, claimId: string, result: { messageId: string; sentTo: string }, now = new Date()) =>
  updateClaimed(id, claimId, 'SET #status = :sent, sentAt = :now, messageId = :messageId, sentTo = :sentTo, #ttl = :ttl REMOVE lastError, nextAttemptAt, gsi1pk, gsi1sk', {
    ':sent': 'sent', ':now': now.toISOString(), ':messageId': result.messageId, ':sentTo': result.sentTo,
    ':ttl': ttlSeconds(new Date(now.getTime() + SENT_RETENTION_MS)),
  });

/** A failed attempt: due again after the backoff, or given up ('dead') after the last attempt. */
export const markOutboxFailed = (id: string, claimId: string, attempts: number, error: string, now = new Date()) => {
  const lastError = error.slice(0, 1000);
  if (attempts >= MAX_DELIVERY_ATTEMPTS) {
    return updateClaimed(id, claimId, 'SET #status = :dead, lastError = :error, #ttl = :ttl REMOVE nextAttemptAt, gsi1pk, gsi1sk', {
      ':dead': 'dead', ':error': lastError, ':ttl': ttlSeconds(new Date(now.getTime() + UNSENT_RETENTION_MS)),
    });
  }
  const next = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  return updateClaimed(id, claimId, 'SET #status = :failed, lastError = :error, nextAttemptAt = :next, gsi1sk = :dueSk', {
    ':failed': 'failed', ':error': lastError, ':next': next, ':dueSk': `${next}#${id}`,
  });
};

/**
 * SES refused for its sending rate or daily quota: the email goes back in line, due at `retryAt`,
 * and the attempt its claim counted is given back (throttling says nothing about the email).
 */
export const releaseThrottledEmail = (id: string, claimId: string, retryAt: Date) => {
  const next = retryAt.toISOString();
  return updateClaimed(id, claimId, 'SET #status = :failed, lastError = :why, nextAttemptAt = :next, gsi1sk = :dueSk ADD attempts :minusOne', {
    ':failed': 'failed', ':why': 'SES is throttling the sending rate; sent again shortly.', ':next': next, ':dueSk': `${next}#${id}`, ':minusOne': -1,
  });
};

/** Not sent because the recipient is suppressed: final, nothing left to retry. */
export const markOutboxSuppressed = (id: string, claimId: string, now = new Date()) =>
  updateClaimed(id, claimId, 'SET #status = :suppressed, lastError = :why, #ttl = :ttl REMOVE nextAttemptAt, gsi1pk, gsi1sk', {
    ':suppressed': 'suppressed', ':why': 'The address is on the suppression list (bounce or complaint).',
    ':ttl': ttlSeconds(new Date(now.getTime() + UNSENT_RETENTION_MS)),
  });

export type OutboxEvent =
  | { kind: 'bounced' | 'complained' | 'delivered'; at: string }
  /** SES's Send event: it accepted the email. Records it sent unless a worker already did. */
  | { kind: 'accepted'; at: string; messageId: string };

const eventUpdate = (event: OutboxEvent, now: Date) => {
  switch (event.kind) {
    case 'delivered':
      return { update: 'SET deliveredAt = :at', condition: 'attribute_exists(pk)', values: { ':at': event.at } };
    case 'accepted':
      return {
        update: 'SET #status = :sent, sentAt = :at, messageId = :messageId, #ttl = :ttl REMOVE lastError, nextAttemptAt, gsi1pk, gsi1sk',
        // Only an email not yet known to be sent: a later bounce or the worker's own write stays.
        condition: 'attribute_exists(pk) AND #status IN (:pending, :sending, :failed)',
        values: {
          ':at': event.at, ':sent': 'sent', ':messageId': event.messageId, ':pending': 'pending', ':sending': 'sending', ':failed': 'failed',
          ':ttl': ttlSeconds(new Date(now.getTime() + SENT_RETENTION_MS)),
        },
      };
    default:
      return {
        update: 'SET #status = :status, lastError = :why, reportedAt = :at',
        condition: 'attribute_exists(pk)',
        values: { ':at': event.at, ':status': event.kind, ':why': event.kind === 'bounced' ? 'Hard bounce reported by SES' : 'Complaint reported by SES' },
      };
  }
};

/** What SES reported about an email (accepted, bounced, complained, delivered); idempotent, any order. */
export const recordOutboxEvent = async (id: string, event: OutboxEvent, now = new Date()): Promise<OutboxEmail | undefined> => {
  const { update, condition, values } = eventUpdate(event, now);
  const names = { ...(update.includes('#status') ? { '#status': 'status' } : {}), ...(update.includes('#ttl') ? { '#ttl': 'ttl' } : {}) };
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxEntity.key(id),
        UpdateExpression: update,
        ConditionExpression: condition,
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? outboxEntity.fromItem(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

/** Ids of emails due for attention now (pending past its grace, failed past its backoff, abandoned claims). */
export const dueOutboxEmailIds = async (now = new Date(), limit = 100): Promise<string[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':due': DUE_PARTITION, ':now': `${now.toISOString()}#~` },
      ProjectionExpression: 'id',
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => String(item.id));
};

/**
 * Gives up an email that no worker holds (pending or failed): its invitation was deleted, or a resend
 * replaced it. Best effort: an email being sent right now is left to finish.
 */
export const cancelUnsentEmail = async (id: string, reason: string, now = new Date()): Promise<boolean> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxEntity.key(id),
        UpdateExpression: 'SET #status = :dead, lastError = :why, #ttl = :ttl REMOVE nextAttemptAt, gsi1pk, gsi1sk',
        ConditionExpression: '#status IN (:pending, :failed)',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':dead': 'dead', ':pending': 'pending', ':failed': 'failed', ':why': reason,
          ':ttl': ttlSeconds(new Date(now.getTime() + UNSENT_RETENTION_MS)),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
