/**
 * AWS SDK clients, created once per container. Locally the *_ENDPOINT variables point them at the
 * engines of the local stack; in AWS they are unset and the SDK uses its defaults.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import type { MiddlewareStack } from '@smithy/types';
import { optionalEnv, requiredEnv } from './env';

const region = () => optionalEnv('AWS_REGION') ?? 'us-east-1';

/** The services the functions call; names match the IAM prefixes. */
export type AwsService = 'dynamodb' | 'ses' | 's3' | 'cognito-idp' | 'ssm' | 'execute-api';

/**
 * Sees each client as it is created, and each call made without an SDK client (the photo bucket's
 * signed requests, lambdas/src/core/photo-bucket.ts). Only the local stack sets one: it refuses every
 * call the running function has not declared (scripts/local/function-permissions.ts), as IAM does in
 * AWS. Every client factory (here, in cognito-client.ts, and any added later) must pass its client
 * through `watched`, and every call made without a client must go through `checkCall` first.
 */
export interface ClientObserver {
  client: (service: AwsService, middlewareStack: MiddlewareStack<object, object>) => void;
  /** Throws when the running function may not make this call; `command` is the SDK command's name. */
  call: (service: AwsService, command: string, input: Record<string, unknown>) => void;
}
let observer: ClientObserver | undefined;
export const observeClients = (next: ClientObserver): void => {
  observer = next;
};
export const watched = <C extends { middlewareStack: unknown }>(service: AwsService, client: C): C => {
  observer?.client(service, client.middlewareStack as MiddlewareStack<object, object>);
  return client;
};
export const checkCall = (service: AwsService, command: string, input: Record<string, unknown>): void => observer?.call(service, command, input);

let documentClient: DynamoDBDocumentClient | undefined;
export const dynamo = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(
    // The document client shares the base client's middleware stack, so one watch covers both.
    watched('dynamodb', new DynamoDBClient({ region: region(), endpoint: optionalEnv('DYNAMODB_ENDPOINT') })),
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
  ses ??= watched(
    'ses',
    new SESv2Client({
      region: region(),
      endpoint: optionalEnv('SES_ENDPOINT'),
      maxAttempts: 2,
      requestHandler: { requestTimeout: SES_REQUEST_TIMEOUT_MS, connectionTimeout: 1000 },
    }),
  );
  return ses;
};

/**
 * The WebSocket API's management endpoint (live updates): in AWS `https://<api>.execute-api.<region>
 * .amazonaws.com/<stage>`, locally the local gateway. A post waits at most a second: the fan-out
 * never holds the stream up for a slow connection.
 */
let liveConnections: ApiGatewayManagementApiClient | undefined;
export const liveConnectionsClient = (): ApiGatewayManagementApiClient => {
  liveConnections ??= watched(
    'execute-api',
    new ApiGatewayManagementApiClient({
      region: region(),
      endpoint: requiredEnv('LIVE_CONNECTIONS_ENDPOINT'),
      maxAttempts: 2,
      requestHandler: { requestTimeout: 1000, connectionTimeout: 500 },
    }),
  );
  return liveConnections;
};
