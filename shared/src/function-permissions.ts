/**
 * What one Lambda function may do, declared next to its route (or background job) in
 * shared/src/api-routes.ts. The CDK stack turns a declaration into the function's IAM policy and
 * environment (infra/lib/function-access.ts); the local gateway and stream poller refuse every AWS
 * call a running handler makes that its declaration does not cover (scripts/local/function-permissions.ts),
 * so a missing entry fails the integration and browser tests instead of a deployed stage.
 *
 * The words are the AWS API's, so a declaration reads like the code it covers.
 */

/** Single-item and batch calls on the table (never Scan: every read path is a key or an index). */
export type TableCall = 'GetItem' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

/**
 * Parts of a TransactWriteItems call. IAM has no TransactWriteItems action: each part is authorised
 * as PutItem, UpdateItem, DeleteItem or ConditionCheckItem, and a part declared here is granted only
 * inside a transaction (condition dynamodb:EnclosingOperation), not as a plain call.
 */
export type TransactionPart = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

export interface TableAccess {
  readonly calls?: readonly TableCall[];
  readonly transactWrite?: readonly TransactionPart[];
  /** Query on the table itself ('table') or on named global secondary indexes. */
  readonly query?: readonly string[];
}

/** Objects of the photos bucket under one prefix (presigned URLs carry the function's rights). */
export type PhotoAccess = 'read' | 'write' | 'delete';

/** Cognito user-pool actions a function may call on the stage's own pool. */
export type CognitoAction =
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminGetUser'
  | 'AdminSetUserMFAPreference'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

export interface FunctionPermissions {
  readonly table?: TableAccess;
  /** SES SendEmail through the stage's identity and configuration set. */
  readonly sendEmail?: true;
  /** Objects under photos/: the checked, cleaned photos CloudFront serves. */
  readonly photos?: readonly PhotoAccess[];
  /** Objects under uploads/: what browsers uploaded, unchecked, never served. */
  readonly photoUploads?: readonly PhotoAccess[];
  /** Objects under site-photos/ of the photos bucket: the sizes made of the brand's photos, served as /site-photos/*. */
  readonly sitePhotos?: readonly PhotoAccess[];
  /** Objects under uploads/site-photos/ of the photos bucket: an admin's photo uploads, unchecked, never served. */
  readonly sitePhotoUploads?: readonly PhotoAccess[];
  /**
   * Objects under documents/ of the documents bucket (its own, private, encrypted and versioned): the
   * brand's checked PDFs, never served by CloudFront; a personal link opens one through a short-lived
   * signed URL (read).
   */
  readonly documents?: readonly PhotoAccess[];
  /** Objects under uploads/ of the documents bucket: what an admin's browser uploaded, unchecked. */
  readonly documentUploads?: readonly PhotoAccess[];
  /** Sends documents by personal link: gets the stage's link lifetime (DOCUMENT_LINK_DAYS). */
  readonly documentLinks?: true;
  /**
   * Builds links into the site (emails): gets the site origin from configuration (APP_ORIGIN, or
   * APP_ORIGIN_PARAMETER naming the SSM parameter that holds the CloudFront domain), never from a request.
   */
  readonly siteOrigin?: true;
  /** Makes or checks the tokens in emailed links: reads the stage's link-signing key (a secret). */
  readonly linkSigningKey?: true;
  readonly cognito?: readonly CognitoAction[];
  /**
   * Changes the caller's own second factor with Cognito's user calls (AssociateSoftwareToken,
   * VerifySoftwareToken, SetUserMFAPreference, with the caller's access token) and checks a password
   * and a current code by signing in with the server's step-up client (InitiateAuth,
   * RespondToAuthChallenge, RevokeToken). Token-authorised calls: no IAM grant; the user pool's web
   * ACL lets them through only with the server's header (SERVER_CALL_SECRET).
   */
  readonly secondFactor?: true;
  /**
   * Cognito's password reset (ForgotPassword, ConfirmForgotPassword) with the web app's public client,
   * the calls a browser would make: authorised by the client id (PASSWORD_RESET_CLIENT_ID), no IAM grant.
   */
  readonly passwordReset?: true;
  /**
   * Sends invitation emails on a staff member's behalf: gets the stage's per-person daily cap
   * (DAILY_INVITATION_CAP), which every send and resend counts against in its own transaction.
   */
  readonly dailyInvitationCap?: true;
  /**
   * Live updates. 'accept': opens and closes connections, checking the staff token at
   * $connect against the pool's keys (STAFF_TOKEN_*; no IAM grant). 'post': posts to connections and
   * closes or deletes gone ones through the WebSocket API's management endpoint (LIVE_CONNECTIONS_ENDPOINT;
   * execute-api:ManageConnections on that API's connections alone). Either writes the connection items
   * (LIVE_CONNECTION_CALLS) on their LIVE# partitions alone.
   */
  readonly liveConnections?: 'accept' | 'post';
  /**
   * Stores the claims and results of repeated submissions (Idempotency-Key): GetItem, PutItem and
   * DeleteItem on the items whose partition key starts with REQUEST# only (a leading-keys condition).
   * Every mutating route gets it unless it declares why not (api-routes.ts, routePermissions).
   */
  readonly idempotentRequests?: true;
}

/**
 * The table calls a live-updates function makes on the connection items alone (LIVE# partitions, a
 * leading-keys condition): $connect puts one and $disconnect deletes it; the stream deletes one found
 * gone or closed. Their other table calls (the profile at $connect, the fan-out's reads) are declared as usual.
 */
export const LIVE_CONNECTION_CALLS = { accept: ['PutItem', 'DeleteItem'], post: ['DeleteItem'] } as const;

/** The table calls an `idempotentRequests` function makes, only on the REQUEST# partitions. */
export const IDEMPOTENT_REQUEST_CALLS = ['GetItem', 'PutItem', 'DeleteItem'] as const;

/** The Cognito user calls a `secondFactor` function makes. */
export const SECOND_FACTOR_CALLS = [
  'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference', 'InitiateAuth', 'RespondToAuthChallenge', 'RevokeToken',
] as const;

/** The Cognito calls a `passwordReset` function makes. */
export const PASSWORD_RESET_CALLS = ['ForgotPassword', 'ConfirmForgotPassword'] as const;

/** Size of a function; memory also buys CPU (1,769 MB is one full vCPU), which shortens cold starts. */
export interface FunctionSizing {
  readonly memoryMb: number;
  /** @default 10 for API routes (below the HTTP API's 30 s limit) */
  readonly timeoutSeconds?: number;
}

/** A function that no HTTP route invokes (stream consumer, scheduled sweeper, event handler). */
export interface BackgroundFunction extends FunctionSizing {
  /** Stable id: names the Lambda function and the CloudFormation logical id. */
  readonly id: string;
  /** Handler module under lambdas/src, without extension; it exports `handler`. */
  readonly handler: string;
  readonly permissions: FunctionPermissions;
}
