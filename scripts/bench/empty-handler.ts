/**
 * The floor the handlers' cold initialisation is compared with: nothing but the DynamoDB
 * DocumentClient, bundled with the handlers' options (scripts/bench/lambda-init.ts). Like the
 * handlers, it creates its client on the first call.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let client: DynamoDBDocumentClient | undefined;

export const handler = async () => {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  return { statusCode: 200, body: '' };
};
