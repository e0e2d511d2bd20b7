/**
 * Injects DynamoDB failures into the handlers' own DocumentClient with aws-sdk-client-mock: every
 * command goes through to DynamoDB Local unless `intercept` answers it (returns a value, or a rejected
 * promise). Restore with the returned mock's `restore()`.
 */
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@safe-haven/lambdas/core/aws-clients';

const COMMANDS = { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } as const;
export type InterceptedCommand = keyof typeof COMMANDS;

export const interceptDynamo = (intercept: (name: InterceptedCommand, input: Record<string, unknown>) => 'pass' | Promise<unknown>) => {
  const client: DynamoDBDocumentClient = dynamo();
  const realSend = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const mock = mockClient(client);
  for (const [name, Command] of Object.entries(COMMANDS) as [InterceptedCommand, new (input: never) => unknown][]) {
    mock.on(Command as never).callsFake(async (input: Record<string, unknown>) => {
      const decision = intercept(name, input);
      return decision === 'pass' ? realSend(new Command(input as never)) : decision;
    });
  }
  return mock;
};
