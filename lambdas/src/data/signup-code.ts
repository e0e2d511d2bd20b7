/**
 * Founder sign-up codes and the marker that finds a code from what was typed. A code made by the
 * server is stored only as the SHA-256 of its normalised form (`SIGNUP_CODE_VALUE#<hash>`); the
 * hand-made codes of before (`SIGNUP_CODE_VALUE#<CODE>`, plain text, at most 40 characters, so never
 * mistaken for a 64-character hash) keep working until they expire.
 * Access patterns: signupCodeById, signupCodeByValue (marker by hash, else by the plain code, then
 * the code), allSignupCodes (gsi1 SIGNUP_CODES, newest first; admins create a handful).
 * A code is used once: a sign-up claims it with a conditional update before creating the account,
 * and the account's transaction marks it used under that claim.
 */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseSignupCode } from '@safe-haven/shared/team';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { tableName } from './table';
import { queryAllItems } from './query-all';
import type { NamedTransactItem } from './transaction';

export interface SignupCode {
  id: string;
  /** Only on old hand-made codes: the code itself, upper case. New codes keep only `codeHash`. */
  code?: string;
  /** SHA-256 (hex) of the normalised code (see normaliseSignupCode). */
  codeHash?: string;
  /** Who the code is for, in the admin's words. */
  label?: string;
  /** The address the code was issued for, as typed, and its canonical form (compared at sign-up). */
  email?: string;
  emailCanonical?: string;
  createdAt: string;
  createdById: string;
  expiresAt: string;
  isActive: boolean;
  usedByEmail?: string;
  usedAt?: string;
  usedByProfileId?: string;
  claimId?: string;
  claimedAt?: string;
}

export const signupCodeEntity = defineEntity<SignupCode, [id: string]>({
  tag: 'signup-code',
  key: (id) => ({ pk: `SIGNUP_CODE#${id}`, sk: 'SIGNUP_CODE' }),
  identity: (code) => [code.id],
  indexes: (code) => ({ gsi1pk: 'SIGNUP_CODES', gsi1sk: `${code.createdAt}#${code.id}` }),
});

/** A hand-made code made before codes were generated: plain text and not tied to an address. */
export const isWeakSignupCode = (code: SignupCode): boolean => !code.codeHash;

export const hashSignupCode = (typed: string): string => createHash('sha256').update(normaliseSignupCode(typed), 'utf8').digest('hex');

export interface SignupCodeValueMarker {
  /** The hash of a generated code, or an old hand-made code upper case. */
  value: string;
  codeId: string;
}

export const signupCodeValueEntity = defineEntity<SignupCodeValueMarker, [value: string]>({
  tag: 'signup-code-value',
  key: (value) => ({ pk: `SIGNUP_CODE_VALUE#${value}`, sk: 'SIGNUP_CODE' }),
  identity: (marker) => [marker.value],
});

export const getSignupCode = (id: string): Promise<SignupCode | undefined> => signupCodeEntity.get(id);

/** The code typed: by the hash of its normalised form, else (old codes) by its plain upper-case value. */
export const signupCodeByValue = async (typed: string): Promise<SignupCode | undefined> => {
  const plain = typed.trim().toUpperCase();
  const marker = (await signupCodeValueEntity.get(hashSignupCode(typed))) ?? (plain.length <= 40 ? await signupCodeValueEntity.get(plain) : undefined);
  return marker ? getSignupCode(marker.codeId) : undefined;
};

export const allSignupCodes = async (): Promise<SignupCode[]> =>
  (
    await queryAllItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :codes',
      ExpressionAttributeValues: { ':codes': 'SIGNUP_CODES' },
      ScanIndexForward: false,
    })
  ).map((item) => signupCodeEntity.fromItem(item));

export const setSignupCodeActive = async (id: string, isActive: boolean): Promise<SignupCode | undefined> => {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: signupCodeEntity.key(id),
        UpdateExpression: 'SET isActive = :active',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':active': isActive },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? signupCodeEntity.fromItem(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

export const SIGNUP_CODE_CLAIM_TIMEOUT_MS = 60_000;

/**
 * Claims a usable code (active, unused, unexpired, not held by a live sign-up) for one sign-up.
 * Of two sign-ups with the same code at the same moment only one gets past this point.
 */
export const claimSignupCode = async (id: string, claimId: string, now: Date): Promise<boolean> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: signupCodeEntity.key(id),
        UpdateExpression: 'SET claimId = :claimId, claimedAt = :now',
        ConditionExpression:
          'isActive = :true AND attribute_not_exists(usedAt) AND expiresAt > :now AND (attribute_not_exists(claimId) OR claimedAt < :stale)',
        ExpressionAttributeValues: {
          ':claimId': claimId, ':now': now.toISOString(), ':true': true,
          ':stale': new Date(now.getTime() - SIGNUP_CODE_CLAIM_TIMEOUT_MS).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export const releaseSignupCodeClaim = async (id: string, claimId: string): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: signupCodeEntity.key(id),
        UpdateExpression: 'REMOVE claimId, claimedAt',
        ConditionExpression: 'claimId = :claimId',
        ExpressionAttributeValues: { ':claimId': claimId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

/** Marks the code used by the new founder, inside the account's transaction and under its claim. */
export const markSignupCodeUsed = <N extends string>(
  name: N,
  id: string,
  claimId: string,
  used: { email: string; profileId: string },
  now: Date,
): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: signupCodeEntity.key(id),
      UpdateExpression: 'SET usedByEmail = :email, usedAt = :now, usedByProfileId = :profileId REMOVE claimId, claimedAt',
      ConditionExpression: 'claimId = :claimId AND attribute_not_exists(usedAt)',
      ExpressionAttributeValues: { ':email': used.email, ':now': now.toISOString(), ':profileId': used.profileId, ':claimId': claimId },
    },
  },
});
