/**
 * The environment contract of the Lambda functions: every variable a function reads, in one place.
 * The CDK stack sets them in AWS (infra/lib/function-access.ts and the stack's defaults), the local
 * stack sets them for the same handlers (scripts/local/stack.ts), and the functions read them through
 * lambdas/src/core/env.ts. All three are typed by these names, so a variable cannot be renamed, or
 * read without being set, on one side only.
 */
/** What each variable holds; a function gets a resource's name only when its declaration may use it. */
export const FUNCTION_ENVIRONMENT = {
  TABLE_NAME: 'the single table',
  PHOTOS_BUCKET: 'the profile photos bucket',
  DOCUMENTS_BUCKET: "the brand's documents bucket (private, encrypted, versioned)",
  SENDER_EMAIL: 'the From address of every email',
  SES_CONFIGURATION_SET: "SES's configuration set, which publishes delivery events to the table",
  SES_SEND_RATE: "the stage's SES sending rate per second, which the outbox sweep keeps under",
  SUPPORT_EMAIL: 'whom account emails tell a person to contact',
  USER_POOL_ID: 'the Cognito user pool',
  STEP_UP_CLIENT_ID: "the pool client of the functions' password re-check (step-up)",
  PASSWORD_RESET_CLIENT_ID: "the web app's pool client, for the password reset calls",
  SERVER_CALL_SECRET: "the header that lets the functions' own Cognito calls past the web ACL",
  APP_ORIGIN: 'the site origin of email links, as a value',
  APP_ORIGIN_PARAMETER: 'the SSM parameter holding the site origin (a stage on the CloudFront domain)',
  LINK_SIGNING_KEY: 'the key that signs link tokens, as a value (local stack)',
  LINK_SIGNING_KEY_SECRET: 'the Secrets Manager secret holding the link signing key',
  DAILY_INVITATION_CAP: 'invitations one staff member may send per day',
  DOCUMENT_LINK_DAYS: "days a personal document link works (the stage's documentLinkDays)",
  ORIGIN_VERIFY_SECRET: 'the header CloudFront adds, without which the API answers 403',
  LOG_LEVEL: 'the structured logger level (DEBUG, INFO, WARN, ERROR)',
  STAGE_TIME_ZONE: "the stage's IANA time zone: a daily digest's 8:00 for staff who chose none",
  RETENTION_DECLINED_DAYS: 'days a declined invitation is kept',
  RETENTION_UNANSWERED_EXPIRED_DAYS: 'days an unanswered invitation is kept after it expires',
  RETENTION_CLOSED_LEAD_DAYS: 'days a closed lead is kept',
  RETENTION_ACCESS_LOG_DAYS: 'days an access log entry is kept',
  // Live updates.
  STAFF_TOKEN_ISSUER: "the user pool's token issuer, which the live connection checks staff tokens against",
  STAFF_TOKEN_JWKS_URL: "the user pool's signing keys (the issuer's JWKS)",
  STAFF_TOKEN_CLIENT_ID: "the web app's pool client, the only audience of a staff token",
  LIVE_CONNECTIONS_ENDPOINT: "the WebSocket API's management endpoint, where the stream posts to connections",
  DYNAMODB_ENDPOINT: 'local stack only: DynamoDB Local',
  SES_ENDPOINT: 'local stack only: the local SES mailbox',
  S3_ENDPOINT: 'local stack only: the local S3',
  COGNITO_ENDPOINT: 'local stack only: the Cognito emulator',
} as const;

export type FunctionEnvName = keyof typeof FUNCTION_ENVIRONMENT;

/** Set by the local stack only: in AWS the SDK finds each service itself, and the key is a secret. */
export const LOCAL_ONLY_VARIABLES = ['DYNAMODB_ENDPOINT', 'SES_ENDPOINT', 'S3_ENDPOINT', 'COGNITO_ENDPOINT', 'LINK_SIGNING_KEY'] as const satisfies readonly FunctionEnvName[];

/** An environment as infra or the local stack sets it. */
export type FunctionEnvironment = Partial<Record<FunctionEnvName, string>>;

/** Set by Lambda itself (and by the local stack to match), never by the stack's code. */
export const LAMBDA_RUNTIME_ENVIRONMENT = [
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_LAMBDA_FUNCTION_NAME',
  'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
] as const;

export type RuntimeEnvName = (typeof LAMBDA_RUNTIME_ENVIRONMENT)[number];
