/**
 * DynamoDB's modelled errors are classes the SDK exports (ConditionalCheckFailedException,
 * TransactionCanceledException, ...) and are matched with instanceof where they are caught.
 * ValidationException (a request DynamoDB cannot run as written: an item past 400 KB, a document path
 * into a map that is not there) is not in the service's model, so the SDK has no class for it: it
 * arrives as the service's base exception named by its code. This is the one place that reads a name.
 */
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';

export const isDynamoValidationError = (error: unknown): boolean =>
  // eslint-disable-next-line no-restricted-syntax -- no class to match: see above.
  error instanceof DynamoDBServiceException && error.name === 'ValidationException';
