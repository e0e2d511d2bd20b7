/**
 * Founder sign-up codes and the marker that keeps each code unique (`SIGNUP_CODE_VALUE#<CODE>`).
 * Access patterns: signupCodeById, signupCodeByValue (marker, then the code), allSignupCodes (gsi1
 * SIGNUP_CODES, newest first; admins create a handful).
 * A code is used once: a sign-up claims it with a conditional update before creating the account,
 * and the account's transaction marks it used under that claim.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { tableName } from './table';
import { queryAllItems } from './query-all';
import type { NamedTransactItem } from './transaction';

export interface SignupCode {
  id: string;
  /** Upper case, as stored and compared. */
  code: string;
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
  keyOf: (code) => ({ pk: `SIGNUP_CODE#${code.id}`, sk: 'SIGNUP_CODE' }),
  indexes: (code) => ({ gsi1pk: 'SIGNUP_CODES', gsi1sk: `${code.createdAt}#${code.id}` }),
});

export interface SignupCodeValueMarker {
  code: string;
  codeId: string;
}

export const signupCodeValueEntity = defineEntity<SignupCodeValueMarker, [code: string]>({
  tag: 'signup-code-value',
  key: (code) => ({ pk: `SIGNUP_CODE_VALUE#${code.toUpperCase()}`, sk: 'SIGNUP_CODE' }),
  keyOf: (marker) => ({ pk: `SIGNUP_CODE_VALUE#${marker.code.toUpperCase()}`, sk: 'SIGNUP_CODE' }),
});

export const getSignupCode = (id: string): Promise<SignupCode | undefined> => signupCodeEntity.get(id);

export const signupCodeByValue = async (code: string): Promise<SignupCode | undefined> => {
  const marker = await signupCodeValueEntity.get(code);
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
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
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
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
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
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
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
