/** Staff onboarding through the real API: staff invitations with their set-up link, signup codes, rate limits. */
import { randomUUID } from 'node:crypto';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRole } from '../../shared/src/roles';
import { cognitoClient, dynamoClient } from '../local/bootstrap';
import { invitationLinkIn, waitForEmail } from './mailbox';
import { callApi } from './staff-users';
import type { TestStackInfo } from './test-stack';

const documentClient = (stack: TestStackInfo) => DynamoDBDocumentClient.from(dynamoClient(stack.config));

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@staff.test`;

/** Invites a staff member through POST /staff-invitations and returns the set-up link's token from the mailbox. */
export const inviteStaff = async (
  stack: TestStackInfo,
  inviterToken: string,
  options: { role: StaffRole; email?: string; firstName?: string; lastName?: string; status?: 'active' | 'suspended' },
) => {
  const email = options.email ?? uniqueEmail(`invited-${options.role}`);
  const response = await callApi<{ invitationId: string; emailDelivered: boolean }>(stack, 'POST', '/staff-invitations', {
    token: inviterToken,
    body: { firstName: options.firstName ?? 'Nova', lastName: options.lastName ?? 'Reyes', email, role: options.role, status: options.status ?? 'active' },
  });
  if (response.status !== 201) throw new Error(`Could not invite ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  const [mail] = await waitForEmail(stack.urls.mailbox, email);
  const link = invitationLinkIn(mail!);
  return { email, link, token: link.searchParams.get('token')!, invitationId: response.body.invitationId };
};

/** Creates a signup code through the admin API; returns its value and id. */
export const createSignupCode = async (stack: TestStackInfo, adminToken: string, options: { code?: string; expiresInDays?: number } = {}) => {
  const code = options.code ?? `FOUNDER-${randomUUID().slice(0, 6).toUpperCase()}`;
  const response = await callApi<{ id: string; code: string }>(stack, 'POST', '/admin/signup-codes', {
    token: adminToken,
    body: { code, expiresInDays: options.expiresInDays ?? 30 },
  });
  if (response.status !== 201) throw new Error(`Could not create code ${code}: ${JSON.stringify(response.body)}`);
  return response.body;
};

/** Moves a code's expiry into the past (no API makes an expired code). */
export const expireSignupCode = async (stack: TestStackInfo, codeId: string) => {
  await documentClient(stack).send(
    new UpdateCommand({
      TableName: stack.config.tableName,
      Key: { pk: `SIGNUP_CODE#${codeId}`, sk: 'SIGNUP_CODE' },
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
};

/**
 * Clears the founder-code rate-limit counters of the local client (every test request comes from
 * 127.0.0.1) and, when given, of a code, so one test's attempts do not limit the next.
 */
export const clearCodeRateLimits = async (stack: TestStackInfo, codes: string[] = []) => {
  const client = documentClient(stack);
  for (const pk of ['RATE#code-ip#127.0.0.1', ...codes.map((code) => `RATE#code#${code.toUpperCase()}`)]) {
    const { Items } = await client.send(new QueryCommand({ TableName: stack.config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
    for (const item of Items ?? []) await client.send(new DeleteCommand({ TableName: stack.config.tableName, Key: { pk: item.pk, sk: item.sk } }));
  }
};

/** The Cognito users whose email is this one (cognito-local compares exactly). */
export const cognitoUsersWithEmail = async (stack: TestStackInfo, email: string) => {
  const { Users } = await cognitoClient(stack.config).send(new ListUsersCommand({ UserPoolId: stack.pool.userPoolId }));
  return (Users ?? []).filter((user) => user.Attributes?.some((attribute) => attribute.Name === 'email' && attribute.Value === email.toLowerCase()));
};

/** Makes the active-admin roster hold exactly these admins, as on a stage that has only them. */
export const setAdminRoster = async (stack: TestStackInfo, adminIds: string[]) => {
  await documentClient(stack).send(
    new UpdateCommand({
      TableName: stack.config.tableName,
      Key: { pk: 'ROSTER#ACTIVE_ADMINS', sk: 'ROSTER' },
      UpdateExpression: 'SET ids = :ids, entity = :entity',
      ExpressionAttributeValues: { ':ids': new Set(adminIds), ':entity': 'admin-roster' },
    }),
  );
};
