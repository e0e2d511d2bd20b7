/**
 * AWS SDK clients, created once per container. Locally the *_ENDPOINT variables point them at the
 * engines of the local stack; in AWS they are unset and the SDK uses its defaults.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { optionalEnv } from './env';

const region = () => optionalEnv('AWS_REGION') ?? 'us-east-1';

let documentClient: DynamoDBDocumentClient | undefined;
export const dynamo = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: region(), endpoint: optionalEnv('DYNAMODB_ENDPOINT') }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documentClient;
};

/**
 * SES answers in about 100 ms. A short timeout and one retry keep a hung call far inside the outbox
 * claim timeout (60 s), so a claim is never taken over while its SES call may still succeed.
 */
export const SES_REQUEST_TIMEOUT_MS = 3000;

let ses: SESv2Client | undefined;
export const sesClient = (): SESv2Client => {
  ses ??= new SESv2Client({
    region: region(),
    endpoint: optionalEnv('SES_ENDPOINT'),
    maxAttempts: 2,
    requestHandler: { requestTimeout: SES_REQUEST_TIMEOUT_MS, connectionTimeout: 1000 },
  });
  return ses;
};
