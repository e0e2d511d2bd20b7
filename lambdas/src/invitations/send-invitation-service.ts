/**
 * send_invitation_safely: one transaction writes the invitation, its token, the recipient marker
 * (one open invitation per email across all staff), the outbox email and the idempotency record;
 * then the email is delivered. A conflict answers with the catalogue's result code; a failed
 * delivery keeps the invitation and says so.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { PIPELINE_BY_AUDIENCE, invitationLink } from '@safe-haven/shared/audiences';
import { INVITATION_LIFETIME_DAYS, INVITER_FALLBACK_NAME } from '@safe-haven/shared/constants';
import { invitationResultMessage, type SendInvitationInput, type SendInvitationResult } from '@safe-haven/shared/validation/invitation';
import { dynamo } from '../core/aws-clients';
import { invitationItem, recipientMarkerItem, type Invitation, type RecipientMarker } from '../data/invitations';
import { outboxItem, type OutboxEmail } from '../data/outbox';
import type { Profile } from '../data/profiles';
import { keys, tableName, ttlSeconds } from '../data/table';
import { deliverOutboxEmail } from '../email/deliver-outbox-email';
import { invitationEmail } from '../email/templates/invitation-email';

const DAY_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_TTL_MS = DAY_MS;
const MAX_CONFLICT_RETRIES = 3;

/** 32 random bytes: 256 bits, URL-safe, never derived from anything guessable. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

export const senderDisplayName = (profile: Profile): string =>
  `${profile.firstName} ${profile.lastName}`.trim() || INVITER_FALLBACK_NAME;

interface StoredIdempotency {
  invitationId: string;
  outboxId: string;
}

const findIdempotentResult = async (senderId: string, key: string): Promise<StoredIdempotency | undefined> => {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.idempotency(senderId, key), ConsistentRead: true }),
  );
  return Item ? { invitationId: String(Item.invitationId), outboxId: String(Item.outboxId) } : undefined;
};

const refusal = (result: Omit<SendInvitationResult, 'ok' | 'message'>): SendInvitationResult => ({
  ok: false,
  ...result,
  message: invitationResultMessage({ code: result.code, message: '', meta: result.meta }),
});

type CancellationReason = { Code?: string; Item?: Record<string, unknown> };

export const sendInvitation = async (
  sender: Profile,
  input: SendInvitationInput,
  origin: string,
  now: Date = new Date(),
): Promise<SendInvitationResult> => {
  const replay = await findIdempotentResult(sender.id, input.idempotencyKey);
  if (replay) return deliverAndReport(replay.invitationId, replay.outboxId);

  const id = randomUUID();
  const outboxId = randomUUID();
  const token = newInvitationToken();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString();
  const inviterName = senderDisplayName(sender);
  const invitation: Invitation = {
    id,
    token,
    audience: input.audience,
    pipeline: PIPELINE_BY_AUDIENCE[input.audience],
    status: 'sent',
    recipientEmail: input.email,
    recipientFirstName: input.firstName,
    recipientLastName: input.lastName,
    recipientName: `${input.firstName} ${input.lastName}`,
    senderId: sender.id,
    ...(sender.addedById ? { senderAddedById: sender.addedById } : {}),
    inviterName,
    inviterEmail: sender.email,
    personalMessage: input.personalMessage,
    isInternal: false,
    createdAt,
    expiresAt,
    audit: [{ from_status: null, to_status: 'sent', at: createdAt, by: sender.id }],
  };
  const marker: RecipientMarker = { email: input.email, invitationId: id, senderName: inviterName, sentAt: createdAt, expiresAt, state: 'open' };
  const content = invitationEmail({
    audience: input.audience,
    recipientFirstName: input.firstName,
    inviterName,
    personalMessage: input.personalMessage,
    link: invitationLink(origin, input.audience, token),
  });
  const email: OutboxEmail = {
    id: outboxId, kind: 'invitation', delivery: 'direct', to: input.email, ...content,
    relatedId: id, status: 'pending', attempts: 0, createdAt,
  };

  const table = tableName();
  const command = new TransactWriteCommand({
    TransactItems: [
      { ConditionCheck: { TableName: table, Key: keys.profileEmail(input.email), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: table,
          Item: recipientMarkerItem(marker),
          // Free, or held by an open invitation whose link expired unanswered: then a new one may take it.
          // An answered invitation (yes or maybe) is an active lead and keeps the email.
          ConditionExpression: 'attribute_not_exists(pk) OR (#state = :open AND expiresAt < :now AND attribute_not_exists(answeredAt))',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':open': 'open', ':now': createdAt },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      { Put: { TableName: table, Item: invitationItem(invitation), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table, Item: { ...keys.invitationToken(token), entity: 'invitation-token', invitationId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table, Item: outboxItem(email), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.idempotency(sender.id, input.idempotencyKey),
            entity: 'idempotency', invitationId: id, outboxId, createdAt,
            ttl: ttlSeconds(new Date(now.getTime() + IDEMPOTENCY_TTL_MS)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
  });

  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo().send(command);
      return deliverAndReport(id, outboxId);
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = ((error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? []) as CancellationReason[];
      const failed = (index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';
      if (failed(5)) {
        // The same request arrived twice at once: answer with the one that won.
        const winner = await findIdempotentResult(sender.id, input.idempotencyKey);
        if (winner) return deliverAndReport(winner.invitationId, winner.outboxId);
      }
      if (failed(0)) return refusal({ code: 'ALREADY_REGISTERED' });
      if (failed(1)) {
        // The document client does not unmarshall cancellation reasons.
        const old = reasons[1]?.Item;
        return refusalForMarker(old ? unmarshall(old as Record<string, AttributeValue>) : await readMarker(input.email));
      }
      // A concurrent transaction touched the same items: try again, the conditions decide.
      if (attempt >= MAX_CONFLICT_RETRIES) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 50));
    }
  }
};

const readMarker = async (email: string): Promise<Record<string, unknown> | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.recipient(email), ConsistentRead: true }));
  return Item;
};

const refusalForMarker = (marker: Record<string, unknown> | undefined): SendInvitationResult => {
  if (marker?.state === 'closed') return refusal({ code: 'ALREADY_CLOSED' });
  return refusal({
    code: 'ALREADY_INVITED_ACTIVE',
    meta: { senderName: String(marker?.senderName ?? 'another team member'), lastSentDate: String(marker?.sentAt ?? new Date().toISOString()) },
  });
};

const deliverAndReport = async (invitationId: string, outboxId: string): Promise<SendInvitationResult> => {
  const delivery = await deliverOutboxEmail(outboxId);
  if (delivery.delivered) return { ok: true, message: 'Invitation sent', invitationId, emailDelivered: true };
  return { ok: true, message: 'Invitation created, but the email could not be delivered', invitationId, emailDelivered: false, deliveryError: delivery.error };
};
