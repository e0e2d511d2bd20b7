/**
 * Turns a function's declaration (shared/src/function-permissions.ts) into its IAM statements and
 * its environment. Nothing else grants the app's functions anything: no grantReadWriteData, no
 * bucket-wide grant, and an index ARN only where a Query on that index is declared.
 */
import { ArnFormat, Stack, type CfnElement } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { FunctionEnvironment } from '@safe-haven/shared/function-environment';
import { IDEMPOTENT_REQUEST_CALLS, LIVE_CONNECTION_CALLS, type FunctionPermissions, type PhotoAccess, type TransactionPart } from '@safe-haven/shared/function-permissions';
import { IDEMPOTENT_REQUEST_KEY_PREFIX } from '@safe-haven/shared/idempotent-requests';
import { LIVE_CONNECTION_KEY_PREFIX } from '@safe-haven/shared/live-updates';
import { PHOTO_SERVED_PREFIX, PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/team';
import { SITE_PHOTO_SERVED_PREFIX, SITE_PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/site-photos';
import { DOCUMENT_STORED_PREFIX, DOCUMENT_UPLOAD_PREFIX } from '@safe-haven/shared/documents';
import type { Email } from './constructs/email';

/** Where the functions that build links find the site origin. */
export type SiteOriginSource =
  | { readonly kind: 'fixed'; readonly origin: string }
  | { readonly kind: 'parameter'; readonly parameterName: string };

/** The stage's resources a declaration can name. */
export interface AppResources {
  readonly table: ITable;
  readonly photosBucket: IBucket;
  /** The brand's documents (private, encrypted, versioned): only the document functions are granted any of it. */
  readonly documentsBucket: IBucket;
  readonly email: Email;
  readonly userPool: IUserPool;
  readonly siteOrigin: SiteOriginSource;
  /** Key of the HMAC tokens in emailed links. */
  readonly linkSigningKey: ISecret;
  /** What a function that changes second factors needs (see FunctionPermissions.secondFactor). */
  readonly secondFactor: { readonly stepUpClientId: string; readonly serverCallSecret: string };
  /** The web app's public client: Cognito's password-reset calls are authorised by it. */
  readonly webClientId: string;
  /** Whom emails about a person's account tell them to contact (the stage's supportEmail). */
  readonly supportEmail: string;
  /** Invitations one staff member may send per UTC day (the stage setting). */
  readonly dailyInvitationCap: number;
  /** Days a personal document link works (the stage's documentLinkDays). */
  readonly documentLinkDays: number;
  /** Emails per second SES allows the account (the stage setting); the outbox sweeper paces itself by it. */
  readonly sesSendRate: number;
  /** The WebSocket API of live updates: its management endpoint and the ARN of its connections. */
  readonly liveApi: { readonly managementEndpoint: string; readonly manageConnectionsArn: string };
}

/** Object keys the photos bucket serves (CloudFront routes /photos/* to it). */
export const PHOTOS_PREFIX = PHOTO_SERVED_PREFIX;
/** Where browsers upload, unchecked; CloudFront never serves it. */
export const UPLOADS_PREFIX = PHOTO_UPLOAD_PREFIX;

type ObjectGrant = { prefix: string; access: readonly PhotoAccess[] };

/** Each declared prefix of the photos bucket with the access declared on it. */
const photoGrants = (permissions: FunctionPermissions): ObjectGrant[] =>
  [
    { prefix: PHOTOS_PREFIX, access: permissions.photos ?? [] },
    { prefix: UPLOADS_PREFIX, access: permissions.photoUploads ?? [] },
    { prefix: SITE_PHOTO_SERVED_PREFIX, access: permissions.sitePhotos ?? [] },
    { prefix: SITE_PHOTO_UPLOAD_PREFIX, access: permissions.sitePhotoUploads ?? [] },
  ].filter((grant) => grant.access.length > 0);

/** Each declared prefix of the documents bucket with the access declared on it. */
const documentGrants = (permissions: FunctionPermissions): ObjectGrant[] =>
  [
    { prefix: DOCUMENT_STORED_PREFIX, access: permissions.documents ?? [] },
    { prefix: DOCUMENT_UPLOAD_PREFIX, access: permissions.documentUploads ?? [] },
  ].filter((grant) => grant.access.length > 0);

/** Both buckets' declared grants, each with its bucket. */
const objectGrants = (permissions: FunctionPermissions, resources: AppResources): (ObjectGrant & { bucket: IBucket })[] => [
  ...photoGrants(permissions).map((grant) => ({ ...grant, bucket: resources.photosBucket })),
  ...documentGrants(permissions).map((grant) => ({ ...grant, bucket: resources.documentsBucket })),
];

const TRANSACTION_PART_ACTIONS: Record<TransactionPart, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};
const PHOTO_ACTIONS: Record<PhotoAccess, string> = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' };

const parameterArn = (scope: Construct, parameterName: string) =>
  Stack.of(scope).formatArn({
    service: 'ssm',
    resource: 'parameter',
    resourceName: parameterName.replace(/^\//, ''),
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });

const tableStatements = (permissions: FunctionPermissions, table: ITable): PolicyStatement[] => {
  const access = permissions.table;
  if (!access) return [];
  const statements: PolicyStatement[] = [];
  const direct = (access.calls ?? []).map((call) => `dynamodb:${call}`);
  if (direct.length > 0) statements.push(new PolicyStatement({ actions: direct, resources: [table.tableArn] }));
  // A part the function may also call on its own is already covered by the direct statement.
  const transactional = (access.transactWrite ?? []).map((part) => TRANSACTION_PART_ACTIONS[part]).filter((action) => !direct.includes(action));
  if (transactional.length > 0) {
    statements.push(
      new PolicyStatement({
        actions: transactional,
        resources: [table.tableArn],
        conditions: { 'ForAnyValue:StringEquals': { 'dynamodb:EnclosingOperation': ['TransactWriteItems'] } },
      }),
    );
  }
  const queried = (access.query ?? []).map((target) => (target === 'table' ? table.tableArn : `${table.tableArn}/index/${target}`));
  if (queried.length > 0) statements.push(new PolicyStatement({ actions: ['dynamodb:Query'], resources: queried }));
  return statements;
};

/** The claims and results of repeated submissions: only items whose partition key starts with REQUEST#. */
const idempotentRequestStatements = (permissions: FunctionPermissions, table: ITable): PolicyStatement[] =>
  permissions.idempotentRequests
    ? [
        new PolicyStatement({
          actions: IDEMPOTENT_REQUEST_CALLS.map((call) => `dynamodb:${call}`),
          resources: [table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${IDEMPOTENT_REQUEST_KEY_PREFIX}*`] } },
        }),
      ]
    : [];

/** The live-updates connection items: only items whose partition key starts with LIVE#. */
const liveConnectionStatements = (permissions: FunctionPermissions, table: ITable): PolicyStatement[] =>
  permissions.liveConnections
    ? [
        new PolicyStatement({
          actions: LIVE_CONNECTION_CALLS[permissions.liveConnections].map((call) => `dynamodb:${call}`),
          resources: [table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${LIVE_CONNECTION_KEY_PREFIX}*`] } },
        }),
      ]
    : [];

/** The IAM statements a declaration allows, each on the narrowest resource AWS supports. */
export const accessStatements = (scope: Construct, permissions: FunctionPermissions, resources: AppResources): PolicyStatement[] => {
  const statements = [
    ...tableStatements(permissions, resources.table),
    ...idempotentRequestStatements(permissions, resources.table),
    ...liveConnectionStatements(permissions, resources.table),
  ];
  if (permissions.sendEmail) {
    // SendEmail authorises on the identity and on the configuration set named in the request.
    statements.push(new PolicyStatement({ actions: ['ses:SendEmail'], resources: resources.email.sendResourceArns }));
  }
  for (const grant of objectGrants(permissions, resources)) {
    statements.push(
      new PolicyStatement({
        actions: grant.access.map((access) => PHOTO_ACTIONS[access]),
        resources: [grant.bucket.arnForObjects(`${grant.prefix}*`)],
      }),
    );
  }
  if (permissions.cognito?.length) {
    statements.push(
      new PolicyStatement({
        actions: permissions.cognito.map((action) => `cognito-idp:${action}`),
        resources: [resources.userPool.userPoolArn],
      }),
    );
  }
  if (permissions.siteOrigin && resources.siteOrigin.kind === 'parameter') {
    statements.push(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn(scope, resources.siteOrigin.parameterName)] }));
  }
  if (permissions.linkSigningKey) {
    statements.push(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.linkSigningKey.secretArn] }));
  }
  if (permissions.liveConnections === 'post') {
    // Post to and delete the live-updates connections: this API's stage alone.
    statements.push(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [resources.liveApi.manageConnectionsArn] }));
  }
  return statements;
};

/**
 * Whether the function reads configuration at cold start (an SSM parameter or a secret) through the
 * AWS Parameters and Secrets Lambda extension, a local HTTP call that keeps the SDK clients for SSM
 * and Secrets Manager out of the bundle (lambdas/src/core/config-values.ts).
 */
export const readsConfigAtColdStart = (permissions: FunctionPermissions, resources: AppResources): boolean =>
  (permissions.siteOrigin === true && resources.siteOrigin.kind === 'parameter') || permissions.linkSigningKey === true;

/**
 * The environment a declaration needs: a function gets the name of a resource only when it may use
 * it. A link-building function gets exactly one of APP_ORIGIN (an https origin) or
 * APP_ORIGIN_PARAMETER; nothing lets a request header choose where a link points.
 */
export const accessEnvironment = (permissions: FunctionPermissions, resources: AppResources): FunctionEnvironment => ({
  ...(permissions.table || permissions.idempotentRequests ? { TABLE_NAME: resources.table.tableName } : {}),
  ...(photoGrants(permissions).length > 0 ? { PHOTOS_BUCKET: resources.photosBucket.bucketName } : {}),
  ...(documentGrants(permissions).length > 0 ? { DOCUMENTS_BUCKET: resources.documentsBucket.bucketName } : {}),
  ...(permissions.sendEmail
    ? {
        SENDER_EMAIL: resources.email.senderEmail,
        SES_CONFIGURATION_SET: resources.email.configurationSet.configurationSetName,
        SUPPORT_EMAIL: resources.supportEmail,
        SES_SEND_RATE: String(resources.sesSendRate),
      }
    : {}),
  ...(permissions.cognito?.length ? { USER_POOL_ID: resources.userPool.userPoolId } : {}),
  ...(permissions.siteOrigin
    ? resources.siteOrigin.kind === 'fixed'
      ? { APP_ORIGIN: resources.siteOrigin.origin }
      : { APP_ORIGIN_PARAMETER: resources.siteOrigin.parameterName }
    : {}),
  ...(permissions.linkSigningKey ? { LINK_SIGNING_KEY_SECRET: resources.linkSigningKey.secretArn } : {}),
  ...(permissions.secondFactor
    ? { STEP_UP_CLIENT_ID: resources.secondFactor.stepUpClientId, SERVER_CALL_SECRET: resources.secondFactor.serverCallSecret }
    : {}),
  ...(permissions.passwordReset ? { PASSWORD_RESET_CLIENT_ID: resources.webClientId } : {}),
  ...(permissions.dailyInvitationCap ? { DAILY_INVITATION_CAP: String(resources.dailyInvitationCap) } : {}),
  ...(permissions.liveConnections === 'accept'
    ? {
        // The issuer of the pool's tokens and its keys, as the HTTP API's JWT authorizer checks them.
        STAFF_TOKEN_ISSUER: `https://${resources.userPool.userPoolProviderName}`,
        STAFF_TOKEN_JWKS_URL: `https://${resources.userPool.userPoolProviderName}/.well-known/jwks.json`,
        STAFF_TOKEN_CLIENT_ID: resources.webClientId,
      }
    : {}),
  ...(permissions.liveConnections === 'post' ? { LIVE_CONNECTIONS_ENDPOINT: resources.liveApi.managementEndpoint } : {}),
  ...(permissions.documentLinks ? { DOCUMENT_LINK_DAYS: String(resources.documentLinkDays) } : {}),
});

/** The cdk-nag findings a declaration's own statements produce (exactly), for the suppression next to the grant. */
export const declaredWildcards = (permissions: FunctionPermissions, resources: AppResources): string[] => {
  return objectGrants(permissions, resources).map((grant) => {
    const bucket = grant.bucket.node.defaultChild as CfnElement;
    return `Resource::<${Stack.of(bucket).getLogicalId(bucket)}.Arn>/${grant.prefix}*`;
  });
};
