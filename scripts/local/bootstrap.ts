/**
 * Brings an empty local store to the state a fresh AWS stage has after deploy: the table, the user
 * pool and its client, and (only when there is no profile yet) the first active admin.
 */
import {
  CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTableCommand, UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  AdminCreateUserCommand, AdminGetUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient,
  CreateUserPoolClientCommand, CreateUserPoolCommand, DescribeUserPoolCommand, UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  indexKeySchema, indexProjection, keyAttributes, TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE, type TableIndex,
} from '@safe-haven/shared/table-definition';
import { PASSWORD_POLICY } from '@safe-haven/shared/validation/password';
import type { LocalStackConfig } from './config';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export const dynamoClient = (config: LocalStackConfig) =>
  new DynamoDBClient({ region: config.region, endpoint: `http://127.0.0.1:${config.ports.dynamodb}`, credentials: LOCAL_CREDENTIALS });

export const cognitoClient = (config: LocalStackConfig) =>
  new CognitoIdentityProviderClient({ region: config.region, endpoint: `http://127.0.0.1:${config.ports.cognito}`, credentials: LOCAL_CREDENTIALS });

const globalSecondaryIndex = (index: TableIndex) => ({
  IndexName: index.indexName,
  KeySchema: indexKeySchema(index),
  Projection: indexProjection(index),
});

/**
 * Creates the table, or adds the indexes a newer version declares to a table created before them
 * (one index per UpdateTable, as DynamoDB requires), so a local store survives an upgrade.
 */
export const ensureTable = async (config: LocalStackConfig): Promise<void> => {
  const client = dynamoClient(config);
  const definitions = keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));
  let existing: string[] | undefined;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: config.tableName }));
    existing = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (existing) {
    for (const index of TABLE_INDEXES.filter((candidate) => !existing.includes(candidate.indexName))) {
      await client.send(
        new UpdateTableCommand({ TableName: config.tableName, AttributeDefinitions: definitions, GlobalSecondaryIndexUpdates: [{ Create: globalSecondaryIndex(index) }] }),
      );
    }
    return;
  }
  await client.send(
    new CreateTableCommand({
      TableName: config.tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: definitions,
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map(globalSecondaryIndex),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: config.tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
  );
};

const poolFile = (config: LocalStackConfig) => join(config.stateDir, 'user-pool.json');

export const ensureUserPool = async (config: LocalStackConfig): Promise<UserPoolIds> => {
  const client = cognitoClient(config);
  if (existsSync(poolFile(config))) {
    const saved = JSON.parse(readFileSync(poolFile(config), 'utf8')) as UserPoolIds;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      return saved;
    } catch {
      // The emulator's store was wiped without ours: create a new pool below.
    }
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'safe-haven-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: UserPool!.Id!,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
  writeFileSync(poolFile(config), JSON.stringify(ids, null, 2));
  return ids;
};

/** Creates (or finds) a confirmed Cognito user with a permanent password and returns its subject. */
export const ensureCognitoUser = async (
  config: LocalStackConfig,
  pool: UserPoolIds,
  email: string,
  password: string,
): Promise<string> => {
  const client = cognitoClient(config);
  const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) => attributes?.find((a) => a.Name === 'sub')?.Value;
  try {
    const existing = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
    const sub = subOf(existing.UserAttributes);
    if (sub) return sub;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: password, Permanent: true }));
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error(`Cognito did not return a subject for ${email}`);
  return sub;
};

export const hasAnyProfile = async (config: LocalStackConfig): Promise<boolean> => {
  const doc = DynamoDBDocumentClient.from(dynamoClient(config));
  const { Items } = await doc.send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': 'PROFILES' },
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
};
