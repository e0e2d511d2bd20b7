/**
 * The proof that a founder owns an address other than the one their invite code was issued for: a
 * 6-digit code emailed to that address before the account exists (`EMAIL_PROOF#<id>`). The digits
 * are derived from the id with the link-signing key at delivery (see oneTimeDigits); the item keeps
 * only their SHA-256, a count of wrong tries and the expiry, and expires a day later (ttl).
 * Access pattern: emailProofById. Used once, in the new account's transaction.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EMAIL_PROOF } from '@safe-haven/shared/team';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';
import type { NamedTransactItem } from './transaction';

export interface EmailProof {
  id: string;
  codeId: string;
  /** As typed (lower case): where the digits were sent. */
  email: string;
  emailCanonical: string;
  digitsHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const emailProofEntity = defineEntity<EmailProof, [id: string]>({
  tag: 'email-proof',
  key: (id) => ({ pk: `EMAIL_PROOF#${id}`, sk: 'EMAIL_PROOF' }),
  identity: (proof) => [proof.id],
  extra: (proof) => ({ ttl: ttlSeconds(new Date(Date.parse(proof.expiresAt) + DAY_MS)) }),
});

export const hashProofDigits = (id: string, digits: string): string => createHash('sha256').update(`${id}:${digits}`, 'utf8').digest('hex');

export const proofDigitsMatch = (proof: EmailProof, digits: string): boolean =>
  timingSafeEqual(Buffer.from(proof.digitsHash, 'hex'), Buffer.from(hashProofDigits(proof.id, digits), 'hex'));

/** Still usable: unused, unexpired, tries left. */
export const emailProofOpen = (proof: EmailProof, now: Date): boolean =>
  !proof.usedAt && Date.parse(proof.expiresAt) > now.getTime() && proof.attempts < EMAIL_PROOF.maxAttempts;

/** Counts a wrong try (never past the limit). */
export const countWrongProofTry = async (id: string): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: emailProofEntity.key(id),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': EMAIL_PROOF.maxAttempts },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

/** Marks the proof used, inside the account's transaction: one proof makes one account. */
export const markEmailProofUsed = <N extends string>(name: N, id: string, now: Date): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: emailProofEntity.key(id),
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: 'attribute_not_exists(usedAt) AND attempts < :max AND expiresAt > :now',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':max': EMAIL_PROOF.maxAttempts },
    },
  },
});
