/**
 * IAM, locally. In AWS each function may do only what its declaration in shared/src/api-routes.ts
 * grants; here the handlers all run in one process with one set of credentials, so this module
 * refuses, per call, what the running function has not declared. The gateway and the stream poller
 * run each handler inside `runAsFunction`; a middleware on every SDK client the handlers create
 * (lambdas/src/core/aws-clients.ts) checks each call against that function's declaration. A handler
 * that starts using an undeclared action fails the integration and browser tests with
 * "AccessDenied (not declared for route X): ...", not a deployed stage with a bare AccessDenied.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareStack } from '@smithy/types';
import { IDEMPOTENT_REQUEST_CALLS, LIVE_CONNECTION_CALLS, PASSWORD_RESET_CALLS, SECOND_FACTOR_CALLS, type FunctionPermissions, type PhotoAccess, type TableCall, type TransactionPart } from '@safe-haven/shared/function-permissions';
import { IDEMPOTENT_REQUEST_KEY_PREFIX } from '@safe-haven/shared/idempotent-requests';
import { LIVE_CONNECTION_KEY_PREFIX } from '@safe-haven/shared/live-updates';
import { PHOTO_SERVED_PREFIX, PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/team';
import { SITE_PHOTO_SERVED_PREFIX, SITE_PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/site-photos';
import { DOCUMENT_STORED_PREFIX, DOCUMENT_UPLOAD_PREFIX } from '@safe-haven/shared/documents';
import { observeClients, type AwsService } from '@safe-haven/lambdas/core/aws-clients';

export interface RunningFunction {
  /** `route SendInvitation`, `function TableStream`: names the declaration to fix. */
  readonly label: string;
  readonly permissions: FunctionPermissions;
}

interface Invocation extends RunningFunction {
  readonly denied: string[];
}

const running = new AsyncLocalStorage<Invocation>();

/** Runs a handler as the function `fn`; returns its result and every call that was refused. */
export const runAsFunction = async <T>(fn: RunningFunction, work: () => Promise<T>): Promise<{ result: T; denied: string[] }> => {
  const invocation: Invocation = { ...fn, denied: [] };
  const result = await running.run(invocation, work);
  return { result, denied: invocation.denied };
};

export class AccessDeniedException extends Error {
  override readonly name = 'AccessDeniedException';
}

type Input = Record<string, unknown>;
type Check = { allowed: boolean; what: string };

const TABLE_CALLS: Record<string, TableCall> = {
  GetItemCommand: 'GetItem',
  BatchGetItemCommand: 'BatchGetItem',
  PutItemCommand: 'PutItem',
  UpdateItemCommand: 'UpdateItem',
  DeleteItemCommand: 'DeleteItem',
  BatchWriteItemCommand: 'BatchWriteItem',
};
/** IAM authorises a transaction's part as this action; all but ConditionCheck also exist as plain calls. */
const PART_ACTIONS: Record<TransactionPart, TableCall | 'ConditionCheckItem'> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};
const PHOTO_CALLS: Record<string, PhotoAccess> = { GetObjectCommand: 'read', HeadObjectCommand: 'read', PutObjectCommand: 'write', DeleteObjectCommand: 'delete' };

/** Table names a call addresses, so a call to another table is refused as IAM would. */
const tablesOf = (command: string, input: Input): string[] => {
  if (command === 'BatchGetItemCommand' || command === 'BatchWriteItemCommand') return Object.keys((input.RequestItems as Input) ?? {});
  if (command === 'TransactWriteItemsCommand') {
    return ((input.TransactItems as Input[]) ?? []).map((item) => String((Object.values(item)[0] as Input | undefined)?.TableName));
  }
  return [String(input.TableName)];
};

/** The partition key a single-item call addresses (marshalled by the low-level client, or not yet). */
const partitionKeyOf = (input: Input): string | undefined => {
  const pk = ((input.Key ?? input.Item) as Input | undefined)?.pk;
  if (typeof pk === 'string') return pk;
  const marshalled = (pk as { S?: unknown } | undefined)?.S;
  return typeof marshalled === 'string' ? marshalled : undefined;
};

/** As the leading-keys condition of the IAM grant: these calls, on REQUEST# partitions only. */
const isIdempotentRequestCall = (permissions: FunctionPermissions, call: TableCall | undefined, input: Input): boolean =>
  permissions.idempotentRequests === true &&
  call !== undefined &&
  (IDEMPOTENT_REQUEST_CALLS as readonly string[]).includes(call) &&
  (partitionKeyOf(input)?.startsWith(IDEMPOTENT_REQUEST_KEY_PREFIX) ?? false);

/** As the leading-keys condition of the live-updates grant: these calls, on LIVE# partitions only. */
const isLiveConnectionCall = (permissions: FunctionPermissions, call: TableCall | undefined, input: Input): boolean =>
  permissions.liveConnections !== undefined &&
  call !== undefined &&
  (LIVE_CONNECTION_CALLS[permissions.liveConnections] as readonly string[]).includes(call) &&
  (partitionKeyOf(input)?.startsWith(LIVE_CONNECTION_KEY_PREFIX) ?? false);

const tableChecks = (permissions: FunctionPermissions, command: string, input: Input): Check[] => {
  const access = permissions.table;
  const calls = access?.calls ?? [];
  const table = process.env.TABLE_NAME;
  const checks: Check[] = tablesOf(command, input)
    .filter((name) => name !== table)
    .map((name) => ({ allowed: false, what: `dynamodb:* on table ${name} (only ${table ?? 'the stage table'} exists for the functions)` }));
  const call = TABLE_CALLS[command];
  if (call && (isIdempotentRequestCall(permissions, call, input) || isLiveConnectionCall(permissions, call, input))) return checks;
  if (call) return [...checks, { allowed: calls.includes(call), what: `dynamodb:${call}${call === 'PutItem' || call === 'UpdateItem' || call === 'DeleteItem' ? ' outside a transaction' : ''}` }];
  if (command === 'TransactWriteItemsCommand') {
    const parts = ((input.TransactItems as Input[]) ?? []).map((item) => Object.keys(item)[0] as TransactionPart);
    return [
      ...checks,
      ...[...new Set(parts)].map((part) => {
        const action = PART_ACTIONS[part];
        // IAM grants a part through the transactional statement, or through the same plain call.
        const allowed = (access?.transactWrite ?? []).includes(part) || (action !== 'ConditionCheckItem' && calls.includes(action));
        return { allowed, what: `TransactWriteItems with ${part} (dynamodb:${action})` };
      }),
    ];
  }
  if (command === 'QueryCommand') {
    const target = typeof input.IndexName === 'string' ? input.IndexName : 'table';
    return [...checks, { allowed: (access?.query ?? []).includes(target), what: `dynamodb:Query on ${target === 'table' ? 'the table' : `index ${target}`}` }];
  }
  if (command === 'ScanCommand') return [{ allowed: false, what: 'dynamodb:Scan (never declared: every read path is a key or an index)' }];
  return [{ allowed: false, what: `dynamodb:${command.replace(/Command$/, '')}` }];
};

/** The declared access for an object key of the photos bucket: photos/ and uploads/ are declared apart. */
const declaredPhotoAccess = (permissions: FunctionPermissions, key: string): readonly PhotoAccess[] => {
  if (key.startsWith(PHOTO_SERVED_PREFIX)) return permissions.photos ?? [];
  if (key.startsWith(SITE_PHOTO_SERVED_PREFIX)) return permissions.sitePhotos ?? [];
  // IAM grants the union: uploads/* (photoUploads) also covers uploads/site-photos/*.
  if (key.startsWith(SITE_PHOTO_UPLOAD_PREFIX)) return [...(permissions.sitePhotoUploads ?? []), ...(permissions.photoUploads ?? [])];
  if (key.startsWith(PHOTO_UPLOAD_PREFIX)) return permissions.photoUploads ?? [];
  return [];
};

/** The declared access for an object key of the documents bucket: documents/ and uploads/ are declared apart. */
const declaredDocumentAccess = (permissions: FunctionPermissions, key: string): readonly PhotoAccess[] => {
  if (key.startsWith(DOCUMENT_STORED_PREFIX)) return permissions.documents ?? [];
  if (key.startsWith(DOCUMENT_UPLOAD_PREFIX)) return permissions.documentUploads ?? [];
  return [];
};

const declaredObjectAccess = (permissions: FunctionPermissions, bucket: unknown, key: string): readonly PhotoAccess[] => {
  if (bucket === process.env.PHOTOS_BUCKET) return declaredPhotoAccess(permissions, key);
  if (bucket === process.env.DOCUMENTS_BUCKET) return declaredDocumentAccess(permissions, key);
  return [];
};

const photoChecks = (permissions: FunctionPermissions, command: string, input: Input): Check[] => {
  const access = PHOTO_CALLS[command];
  const what = `s3:${command.replace(/Command$/, '')} on ${String(input.Bucket)}/${String(input.Key)}`;
  const declared = declaredObjectAccess(permissions, input.Bucket, String(input.Key));
  return [{ allowed: access !== undefined && declared.includes(access), what }];
};

/** Every permission a call needs, and whether the declaration grants it. */
export const checksFor = (permissions: FunctionPermissions, service: AwsService, command: string, input: Input): Check[] => {
  switch (service) {
    case 'dynamodb':
      return tableChecks(permissions, command, input);
    case 'ses':
      return [{ allowed: command === 'SendEmailCommand' && permissions.sendEmail === true, what: `ses:${command.replace(/Command$/, '')}` }];
    case 's3':
      return photoChecks(permissions, command, input);
    case 'cognito-idp': {
      const action = command.replace(/Command$/, '');
      const userCall = permissions.secondFactor === true && (SECOND_FACTOR_CALLS as readonly string[]).includes(action);
      const resetCall = permissions.passwordReset === true && (PASSWORD_RESET_CALLS as readonly string[]).includes(action);
      return [{ allowed: userCall || resetCall || (permissions.cognito ?? []).some((declared) => declared === action), what: `cognito-idp:${action}` }];
    }
    case 'execute-api': {
      // The management API's connection calls are all one IAM action, execute-api:ManageConnections.
      const action = command.replace(/Command$/, '');
      const connectionCall = ['PostToConnection', 'DeleteConnection', 'GetConnection'].includes(action);
      return [{ allowed: connectionCall && permissions.liveConnections === 'post', what: `execute-api:ManageConnections (${action})` }];
    }
    case 'ssm':
      return [{ allowed: command === 'GetParameterCommand' && permissions.siteOrigin === true, what: `ssm:${command.replace(/Command$/, '')}` }];
  }
};

/** Throws AccessDeniedException when the running function (if any) has not declared this call. */
const refuseUndeclared = (service: AwsService, command: string, input: Input): void => {
  const fn = running.getStore();
  if (!fn) return;
  const refused = checksFor(fn.permissions, service, command, input).filter((check) => !check.allowed);
  if (refused.length === 0) return;
  const message = `AccessDenied (not declared for ${fn.label}): ${refused.map((check) => check.what).join('; ')}. Declare it in shared/src/api-routes.ts.`;
  fn.denied.push(message);
  throw new AccessDeniedException(message);
};

const checkingMiddleware = (service: AwsService) =>
  ((next: (args: { input: Input }) => Promise<unknown>, context: { commandName?: string }) => async (args: { input: Input }) => {
    refuseUndeclared(service, context.commandName ?? 'UnknownCommand', args.input);
    return next(args);
  }) as never;

/**
 * Checks every call of every client the handlers create from now on, and every call they make
 * without a client (the photo bucket's signed requests); call before they create any.
 */
export const enforceDeclaredPermissions = (extra?: (service: AwsService, stack: MiddlewareStack<object, object>) => void): void => {
  observeClients({
    client: (service, stack) => {
      stack.add(checkingMiddleware(service), { step: 'initialize', priority: 'high', name: 'localDeclaredPermissions' });
      extra?.(service, stack);
    },
    call: refuseUndeclared,
  });
};
