/**
 * Least privilege per function, read from the synthesised template: each function's IAM statements
 * and environment, against the contract written out here by hand (a second, reviewed statement of
 * what each route may do), and against its declaration in shared/src/api-routes.ts.
 */
import { App, Aspects, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, BACKGROUND_FUNCTIONS, DAILY_DIGEST_FUNCTION, LIVE_CONNECTIONS_FUNCTION, OUTBOX_SWEEPER_FUNCTION, RETENTION_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION, STREAM_FUNCTION , type ApiRoute } from '@safe-haven/shared/api-routes';
import type { FunctionPermissions } from '@safe-haven/shared/function-permissions';
import { FUNCTION_ENVIRONMENT, LOCAL_ONLY_VARIABLES } from '@safe-haven/shared/function-environment';
import { Email } from '../lib/constructs/email';
import { HandlerFunction } from '../lib/constructs/handler-function';
import { accessStatements, type AppResources } from '../lib/function-access';
import { siteOriginParameterName } from '../lib/safe-haven-stack';
import { repoRoot, synthStage } from './synth-stack';

const dev = synthStage('dev');
const fixedOrigin = synthStage('prod', { overrides: { appOrigin: 'https://invite.example.org' } });

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };
// Template JSON is untyped; these tests read it like the JSON it is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resource = { Type: string; Properties: Record<string, any> };

/** The function built from a handler module (its description), with the statements of its role. */
const functionOf = (template: Template, handler: string) => {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const fn = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Description === handler);
  if (!fn) throw new Error(`No function for ${handler}`);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  // Inline in the role (InlinePolicyRole) or in a separate policy naming it: both grant.
  const inline = ((resources[roleId]?.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (policy) => policy.PolicyDocument.Statement,
  );
  const separate = Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  const statements = [...inline, ...separate];
  const managed = JSON.stringify(resources[roleId]?.Properties.ManagedPolicyArns ?? []);
  return { environment: (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>, statements, managed };
};

/**
 * Every allowed action, with `tx:` in front when it is granted only inside TransactWriteItems and
 * `req:` when only on the REQUEST# partitions (the idempotency records), `live:` when only on the
 * LIVE# partitions (the live-updates connections).
 */
const grantedActions = (statements: Statement[]): string[] =>
  statements
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => {
      const condition = JSON.stringify(statement.Condition ?? '');
      const prefix = !statement.Condition ? '' : condition.includes('LIVE#') ? 'live:' : condition.includes('dynamodb:LeadingKeys') ? 'req:' : 'tx:';
      return [statement.Action].flat().map((action) => `${prefix}${action}`);
    })
    .sort();

// What the platform itself needs: X-Ray traces of every function; reading the stream and writing
// its dead-letter queue for the stream consumer.
const TRACING = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const STREAM_READ = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
const DLQ_WRITE = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];

// The claims and results of repeated submissions (Idempotency-Key), on REQUEST# partitions only.
const REQUEST_RECORDS = ['req:dynamodb:DeleteItem', 'req:dynamodb:GetItem', 'req:dynamodb:PutItem'];

const EXPECTED: Record<string, string[]> = {
  'profiles/get-my-profile': ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
  'profiles/sign-out': ['cognito-idp:AdminUserGlobalSignOut', 'dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'dashboard/get-invite-stats': ['dynamodb:BatchGetItem', 'dynamodb:GetItem'],
  'invitations/send-invitation': [
    'dynamodb:GetItem', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue', 'ses:SendEmail', 'ssm:GetParameter',
    'tx:dynamodb:ConditionCheckItem', 'tx:dynamodb:PutItem',
  ],
  'invitee/get-public-invitation': ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
  'invitee/submit-response': ['dynamodb:GetItem', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'onboarding/get-staff-invitation': ['dynamodb:GetItem'],
  'onboarding/request-email-proof': ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS],
  'onboarding/accept-staff-invitation': [
    'cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword',
    'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'tx:dynamodb:ConditionCheckItem', ...REQUEST_RECORDS,
  ],
  'onboarding/validate-signup-code': ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'onboarding/founder-signup': [
    'cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword',
    'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'tx:dynamodb:ConditionCheckItem', ...REQUEST_RECORDS,
  ],
  'team/invite-staff-user': [
    'dynamodb:GetItem', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue', 'ses:SendEmail', 'ssm:GetParameter',
    'tx:dynamodb:ConditionCheckItem', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS,
  ],
  'team/list-users': ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  'team/update-user': [
    'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut',
    'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS,
  ],
  'team/delete-user': [
    'cognito-idp:AdminDeleteUser', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 's3:DeleteObject', 'tx:dynamodb:DeleteItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS,
  ],
  'team/list-staff-invitations': ['dynamodb:GetItem', 'dynamodb:Query'],
  // Account recovery: the reset calls (ForgotPassword, ConfirmForgotPassword) are authorised by the
  // web client, so the only Cognito grants are the two-factor reset's and the sign-outs.
  'accounts/request-password-reset': ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS],
  'accounts/confirm-password-reset': ['cognito-idp:AdminUserGlobalSignOut', 'dynamodb:GetItem', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'team/send-password-reset': ['dynamodb:GetItem', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS],
  'team/reset-two-factor': [
    'cognito-idp:AdminSetUserMFAPreference', 'cognito-idp:AdminUserGlobalSignOut', 'dynamodb:GetItem', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS,
  ],
  'team/get-account-history': ['dynamodb:GetItem', 'dynamodb:Query'],
  'team/resend-staff-invitation': [
    'dynamodb:GetItem', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue', 'ses:SendEmail', 'ssm:GetParameter', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS,
  ],
  'team/cancel-staff-invitation': ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'tx:dynamodb:DeleteItem', ...REQUEST_RECORDS],
  'signup-codes/list-signup-codes': ['dynamodb:GetItem', 'dynamodb:Query'],
  'signup-codes/create-signup-code': ['dynamodb:GetItem', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS],
  'signup-codes/set-signup-code-active': ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'profiles/update-my-profile': ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'profiles/create-photo-upload': ['dynamodb:GetItem', 's3:PutObject'],
  // Reads and deletes the upload (uploads/*), writes its clean copy and deletes the old photo (photos/*): see below.
  'profiles/save-my-photo': ['dynamodb:GetItem', 'dynamodb:UpdateItem', 's3:DeleteObject', 's3:DeleteObject', 's3:GetObject', 's3:PutObject', ...REQUEST_RECORDS],
  'profiles/delete-my-photo': ['dynamodb:GetItem', 'dynamodb:UpdateItem', 's3:DeleteObject', ...REQUEST_RECORDS],
  // Documents and personal document links.
  'documents/list-documents': ['dynamodb:BatchGetItem', 'dynamodb:GetItem'],
  // Brand photos: the ticket writes under uploads/site-photos/ alone; the save reads and deletes there
  // and writes the sizes under site-photos/ (see below), nothing of the profile photos or other uploads.
  'site-photos/create-site-photo-upload': ['dynamodb:GetItem', 's3:PutObject'],
  'site-photos/save-site-photo': ['dynamodb:GetItem', 's3:DeleteObject', 's3:GetObject', 's3:PutObject', ...REQUEST_RECORDS],
  // A page's hero: the same upload reading, the sizes over the page's addresses under site-photos/hero/,
  // and the content's access-log entry (PutItem); the removal deletes the sizes and logs.
  'site-photos/save-hero-photo': ['dynamodb:GetItem', 'dynamodb:PutItem', 's3:DeleteObject', 's3:GetObject', 's3:PutObject', ...REQUEST_RECORDS],
  'site-photos/remove-hero-photo': ['dynamodb:GetItem', 'dynamodb:PutItem', 's3:DeleteObject', ...REQUEST_RECORDS],
  // A document's versions: its item and one Query of its partition (the table, no index), nothing of S3.
  'documents/list-document-versions': ['dynamodb:GetItem', 'dynamodb:Query'],
  'documents/create-document-upload': ['dynamodb:GetItem', 's3:PutObject'],
  'documents/save-document-version': ['dynamodb:GetItem', 's3:DeleteObject', 's3:GetObject', 's3:PutObject', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'documents/open-document-link': ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 's3:GetObject'],
  'documents/revoke-document-link': ['dynamodb:GetItem', 'dynamodb:Query', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'profiles/start-two-factor-setup': ['cognito-idp:AdminGetUser', 'dynamodb:GetItem'],
  'profiles/confirm-two-factor-setup': ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'profiles/turn-off-two-factor': ['cognito-idp:AdminGetUser', 'dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'invitations/list-invitations': ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  // Follow-up: COUNT Queries of the due-date order.
  'invitations/get-follow-up-counts': ['dynamodb:GetItem', 'dynamodb:Query'],
  'settings/get-going-cold-limits': ['dynamodb:GetItem'],
  'settings/set-going-cold-limits': ['dynamodb:GetItem', 'dynamodb:PutItem', ...REQUEST_RECORDS],
  // CSV export and import.
  'invitations/export-invitations': ['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  'invitations/preview-invitation-import': ['dynamodb:GetItem'],
  'invitations/send-invitation-import': ['dynamodb:GetItem', 'secretsmanager:GetSecretValue', 'tx:dynamodb:ConditionCheckItem', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem'],
  'invitations/get-invitation': ['dynamodb:GetItem', 'dynamodb:Query', 'tx:dynamodb:PutItem'],
  'privacy/erase-invitee': ['dynamodb:GetItem', 'dynamodb:Query', 'tx:dynamodb:DeleteItem', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'privacy/get-access-log': ['dynamodb:GetItem', 'dynamodb:Query'],
  'invitations/update-invitation': ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'invitations/add-invitation-note': ['dynamodb:GetItem', 'dynamodb:Query', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'invitations/delete-invitation': ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'tx:dynamodb:DeleteItem', ...REQUEST_RECORDS],
  // A quick action that sends a document hashes its link's token with the link key.
  'invitations/change-invitation-status': [
    'dynamodb:GetItem', 'dynamodb:Query', ...REQUEST_RECORDS, 'secretsmanager:GetSecretValue', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem',
  ],
  'invitations/resend-invitation': [
    'dynamodb:GetItem', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue', 'ses:SendEmail', 'ssm:GetParameter',
    'tx:dynamodb:ConditionCheckItem', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS,
  ],
  'invitations/mark-invitations-seen': ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  'dashboard/get-unread-counts': ['dynamodb:GetItem'],
  'leadgens/get-leadgen-stats': ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  'team/get-team': ['dynamodb:GetItem', 'dynamodb:Query'],
  // Funnel analytics.
  'funnel/get-funnel': ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  'company/get-current-raise': ['dynamodb:GetItem'],
  // Edit Content: the brand's versioned content.
  'content/get-site-content': ['dynamodb:GetItem', 'dynamodb:Query'],
  'content/save-site-content': ['dynamodb:GetItem', 'dynamodb:Query', 'tx:dynamodb:PutItem', ...REQUEST_RECORDS],
  'team/get-my-badges': ['dynamodb:GetItem', 'dynamodb:Query'],
  'team/celebrate-badge': ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...REQUEST_RECORDS],
  [STREAM_FUNCTION.handler]: [
    'dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'live:dynamodb:DeleteItem',
    // Deletes otherwise only inside transactions (offboarding's token markers).
    'tx:dynamodb:DeleteItem',
    'execute-api:ManageConnections', 'secretsmanager:GetSecretValue', 'ses:SendEmail', 'ssm:GetParameter', ...STREAM_READ, ...DLQ_WRITE,
  ],
  // Live updates: $connect and $disconnect (the person's profile, the connection item, found by id at $disconnect).
  [LIVE_CONNECTIONS_FUNCTION.handler]: ['dynamodb:GetItem', 'dynamodb:Query', 'live:dynamodb:DeleteItem', 'live:dynamodb:PutItem'],
  [OUTBOX_SWEEPER_FUNCTION.handler]: [
    'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue', 'ses:SendEmail', 'ssm:GetParameter', 'sqs:SendMessage',
  ],
  [SES_EVENTS_FUNCTION.handler]: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'sqs:SendMessage'],
  [RETENTION_SWEEPER_FUNCTION.handler]: [
    'dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'sqs:SendMessage', 'tx:dynamodb:DeleteItem', 'tx:dynamodb:PutItem', 'tx:dynamodb:UpdateItem',
  ],
  // Follow-up: reads the staff and their due leads, writes a marker and an email; no SES (the stream sends).
  [DAILY_DIGEST_FUNCTION.handler]: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'sqs:SendMessage', 'tx:dynamodb:PutItem'],
};
/**
 * The indexes each function may Query: gsi1 (the profile list, the outbox due list, pending staff
 * invitations, codes and attempts; the stream ends those of someone offboarded), gsi2 (a founder's team), the Manage Invitations list indexes, and
 * profilesByRole (the active admins: unread viewers, the notification stand-in, and the admin roster
 * built the first time a role or status changes). Every other function names no index at all.
 */
const LIST_INDEXES = [
  'allByAudience', 'allByCreated', 'allByStatus', 'searchAll', 'searchSender', 'searchTeam',
  'senderByAudience', 'senderByCreated', 'senderByStatus', 'teamByAudience', 'teamByCreated', 'teamByStatus',
  'orderByUpdated', 'orderByDue', 'orderByName', 'orderByTerm',
];
const INDEX_READERS: Record<string, string[]> = {
  [STREAM_FUNCTION.handler]: ['gsi1', 'profilesByRole', 'senderByCreated'],
  [LIVE_CONNECTIONS_FUNCTION.handler]: ['gsi1'],
  [OUTBOX_SWEEPER_FUNCTION.handler]: ['gsi1', 'profilesByRole'],
  'invitations/list-invitations': LIST_INDEXES,
  'invitations/get-follow-up-counts': ['orderByDue'],
  'invitations/export-invitations': LIST_INDEXES,
  'leadgens/get-leadgen-stats': ['gsi1', 'gsi2'],
  'team/get-team': ['gsi1', 'gsi2'],
  'onboarding/accept-staff-invitation': ['profilesByRole'],
  'team/update-user': ['profilesByRole'],
  'team/delete-user': ['profilesByRole'],
  'privacy/erase-invitee': ['searchAll', 'gsi2'],
  [RETENTION_SWEEPER_FUNCTION.handler]: ['allByStatus', 'gsi2'],
  [DAILY_DIGEST_FUNCTION.handler]: ['gsi1', 'orderByDue'],
  'team/list-users': ['gsi1'],
  'team/list-staff-invitations': ['gsi1'],
  'signup-codes/list-signup-codes': ['gsi1'],
};

const ROUTES: readonly ApiRoute[] = API_ROUTES;

describe('IAM per function', () => {
  it('covers every function of the route table and every background function', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => fn.handler).sort());
  });

  it.each(Object.entries(EXPECTED))('%s may do exactly what its route needs', (handler, expected) => {
    const { statements } = functionOf(dev.template, handler);
    const traced = !ROUTES.some((route) => route.handler === handler && route.untraced);
    expect(grantedActions(statements)).toEqual([...expected, ...(traced ? TRACING : [])].sort());
  });

  it('leaves the polled routes out of X-Ray (no tracing, no X-Ray grant) and traces the rest', () => {
    const tracingOf = (handler: string) => {
      const [fn] = Object.values(dev.template.findResources('AWS::Lambda::Function', { Properties: { Description: handler } }));
      return (fn!.Properties.TracingConfig as { Mode: string } | undefined)?.Mode ?? 'off';
    };
    expect(ROUTES.filter((route) => route.untraced).map((route) => route.id).sort()).toEqual(['GetInviteStats', 'GetUnreadCounts']);
    for (const route of ROUTES) expect({ route: route.id, mode: tracingOf(route.handler) }).toEqual({ route: route.id, mode: route.untraced ? 'off' : 'Active' });
  });

  it('lets the public invitation read do nothing but GetItem and the UpdateItem that records a view', () => {
    const { statements } = functionOf(dev.template, 'invitee/get-public-invitation');
    expect(grantedActions(statements).filter((action) => !TRACING.includes(action))).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
  });

  // A personal document link's page signs a one-minute read of the current PDF: that
  // function may read documents/ and nothing else of the bucket (checked below).
  it.each(API_ROUTES.filter((route) => route.access === 'public' && route.id !== 'OpenDocumentLink'))('$id (public) may neither send email nor touch S3', (route) => {
    const actions = grantedActions(functionOf(dev.template, route.handler).statements);
    expect(actions.filter((action) => /ses:|s3:/.test(action))).toEqual([]);
  });

  it('lets the public document link read documents/ of the documents bucket only, and send no email', () => {
    const { statements, environment } = functionOf(dev.template, 'documents/open-document-link');
    const s3 = statements.filter((statement) => JSON.stringify(statement.Action).includes('s3:'));
    expect(s3.map((statement) => statement.Action)).toEqual(['s3:GetObject']);
    expect(JSON.stringify(s3[0]?.Resource)).toMatch(/DocumentsBucket[^"]*",\s*"Arn"\]\},"\/documents\/\*"/);
    expect(Object.keys(environment)).toContain('DOCUMENTS_BUCKET');
    expect(Object.keys(environment)).not.toContain('PHOTOS_BUCKET');
    expect(grantedActions(statements).filter((action) => action.startsWith('ses:'))).toEqual([]);
  });

  it('grants nothing on "*" but what has no resource-level permission (X-Ray, ListStreams)', () => {
    for (const handler of Object.keys(EXPECTED)) {
      for (const statement of functionOf(dev.template, handler).statements) {
        if (statement.Resource === '*') expect([statement.Action].flat().every((a) => [...TRACING, 'dynamodb:ListStreams'].includes(a))).toBe(true);
        // No action wildcards such as dynamodb:* or s3:Get*.
        expect([statement.Action].flat().filter((action) => action.includes('*'))).toEqual([]);
      }
    }
  });

  it('names a table index only where a Query on it is declared', () => {
    for (const handler of Object.keys(EXPECTED)) {
      const statements = functionOf(dev.template, handler).statements;
      const indexes = statements.filter((statement) => JSON.stringify(statement.Resource).includes('/index/'));
      for (const statement of indexes) expect(statement.Action).toBe('dynamodb:Query');
      const named = indexes.flatMap((statement) => JSON.stringify(statement.Resource).match(/(?<=\/index\/)[A-Za-z0-9]+/g) ?? []);
      expect({ handler, indexes: named.sort() }).toEqual({ handler, indexes: [...(INDEX_READERS[handler] ?? [])].sort() });
    }
  });

  it("lets the stream's function manage only the live-updates API's connections", () => {
    const { statements } = functionOf(dev.template, STREAM_FUNCTION.handler);
    const manage = statements.filter((statement) => [statement.Action].flat().includes('execute-api:ManageConnections'));
    expect(manage).toHaveLength(1);
    const resource = JSON.stringify(manage[0]!.Resource);
    expect(resource).toContain('LiveUpdatesApi');
    expect(resource).toContain('/live/*/@connections/*');
  });

  it("holds the live functions' own writes to the connection items (LIVE# partitions)", () => {
    for (const handler of [STREAM_FUNCTION.handler, LIVE_CONNECTIONS_FUNCTION.handler]) {
      const { statements } = functionOf(dev.template, handler);
      // Outside a transaction, DeleteItem (and PutItem at $connect) only where the leading-keys condition holds.
      const deletes = statements.filter((statement) => [statement.Action].flat().includes('dynamodb:DeleteItem') && !JSON.stringify(statement.Condition ?? '').includes('EnclosingOperation'));
      expect(deletes, handler).toHaveLength(1);
      expect(deletes[0]!.Condition, handler).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LIVE#*'] } });
    }
    const connectionWrites = functionOf(dev.template, LIVE_CONNECTIONS_FUNCTION.handler).statements.filter((statement) => [statement.Action].flat().includes('dynamodb:PutItem'));
    expect(connectionWrites.map((statement) => statement.Condition)).toEqual([{ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LIVE#*'] } }]);
  });

  it('lets the transactional parts run only inside TransactWriteItems', () => {
    const { statements } = functionOf(dev.template, 'invitee/submit-response');
    const transactional = statements.find((statement) => [statement.Action].flat().includes('dynamodb:PutItem'));
    expect(transactional?.Condition).toEqual({ 'ForAnyValue:StringEquals': { 'dynamodb:EnclosingOperation': ['TransactWriteItems'] } });
  });

  it('sends email only through the stage identity and configuration set', () => {
    const { statements } = functionOf(dev.template, 'invitations/send-invitation');
    const send = statements.find((statement) => statement.Action === 'ses:SendEmail');
    expect(JSON.stringify(send?.Resource)).toMatch(/configuration-set\/.*identity\//);
  });

  it('attaches only the basic execution role (own logs) as a managed policy', () => {
    for (const handler of Object.keys(EXPECTED)) {
      expect(functionOf(dev.template, handler).managed).toMatch(/^\[\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole"\]\]\}\]$/);
    }
  });
});

describe('declarations to IAM', () => {
  const resourcesIn = (stack: Stack): AppResources => {
    const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    return {
      table,
      photosBucket: new Bucket(stack, 'Photos'),
      documentsBucket: new Bucket(stack, 'Documents'),
      email: new Email(stack, 'Email', { identity: 'example.org', configurationSetName: 'set', senderEmail: 'a@example.org' }),
      userPool: new UserPool(stack, 'Pool'),
      siteOrigin: { kind: 'fixed', origin: 'https://example.org' },
      linkSigningKey: new Secret(stack, 'LinkKey'),
      secondFactor: { stepUpClientId: 'step-up-client', serverCallSecret: 'server-call' },
      liveApi: { managementEndpoint: 'https://live.example.org/live', manageConnectionsArn: 'arn:aws:execute-api:us-east-1:111111111111:live/live/*/@connections/*' },
      webClientId: 'web-client',
      supportEmail: 'help@example.org',
      dailyInvitationCap: 200,
      documentLinkDays: 30,
      sesSendRate: 14,
    };
  };
  const render = (permissions: FunctionPermissions) => {
    const stack = new Stack(new App(), 'Declarations', { env: { region: 'eu-west-1', account: '111111111111' } });
    return stack.resolve(accessStatements(stack, permissions, resourcesIn(stack)).map((statement) => statement.toStatementJson())) as Statement[];
  };

  it('grants a Query on exactly the declared index, and on the table only when declared', () => {
    const [query] = render({ table: { query: ['gsi2'] } });
    expect(query).toMatchObject({ Action: 'dynamodb:Query' });
    expect(JSON.stringify(query?.Resource)).toContain('/index/gsi2');
    expect(JSON.stringify(query?.Resource)).not.toContain('gsi1');
  });

  it('grants photo access on objects under photos/ only', () => {
    const [photos] = render({ photos: ['read', 'delete'] });
    expect(photos?.Action).toEqual(['s3:GetObject', 's3:DeleteObject']);
    expect(JSON.stringify(photos?.Resource)).toMatch(/"\/photos\/\*"\]/);
  });

  it('grants upload access on objects under uploads/ only, apart from the served photos', () => {
    const [photos, uploads, ...rest] = render({ photoUploads: ['read', 'delete'], photos: ['write'] });
    expect(rest).toEqual([]);
    expect([photos?.Action, JSON.stringify(photos?.Resource)]).toEqual(['s3:PutObject', expect.stringMatching(/"\/photos\/\*"\]/)]);
    expect([uploads?.Action, JSON.stringify(uploads?.Resource)]).toEqual([['s3:GetObject', 's3:DeleteObject'], expect.stringMatching(/"\/uploads\/\*"\]/)]);
  });

  it('grants the brand photos\' functions their own prefixes only: site-photos/ and uploads/site-photos/', () => {
    const s3Of = (id: string) =>
      render(API_ROUTES.find((route) => route.id === id)!.permissions)
        .filter((statement) => JSON.stringify(statement.Action).includes('s3:'))
        .map((statement) => [statement.Action, JSON.stringify(statement.Resource)]);
    expect(s3Of('SaveSitePhoto')).toEqual([
      ['s3:PutObject', expect.stringMatching(/"\/site-photos\/\*"\]/)],
      [['s3:GetObject', 's3:DeleteObject'], expect.stringMatching(/"\/uploads\/site-photos\/\*"\]/)],
    ]);
    expect(s3Of('CreateSitePhotoUpload')).toEqual([['s3:PutObject', expect.stringMatching(/"\/uploads\/site-photos\/\*"\]/)]]);
    expect(s3Of('SaveHeroPhoto')).toEqual(s3Of('SaveSitePhoto'));
    expect(s3Of('RemoveHeroPhoto')).toEqual([['s3:DeleteObject', expect.stringMatching(/"\/site-photos\/\*"\]/)]]);
    // Nothing of the profile photos (photos/*) or of other uploads (uploads/*).
    const granted = ['SaveSitePhoto', 'CreateSitePhotoUpload', 'SaveHeroPhoto', 'RemoveHeroPhoto'].flatMap(s3Of);
    for (const [, resource] of granted) expect(resource).not.toMatch(/"\/(photos|uploads)\/\*"/);
  });

  it('grants document access on the documents bucket alone: documents/ and uploads/ declared apart', () => {
    const [stored, uploads, ...rest] = render({ documents: ['write'], documentUploads: ['read', 'delete'] });
    expect(rest).toEqual([]);
    expect([stored?.Action, JSON.stringify(stored?.Resource)]).toEqual(['s3:PutObject', expect.stringMatching(/Documents.*"\/documents\/\*"\]/)]);
    expect([uploads?.Action, JSON.stringify(uploads?.Resource)]).toEqual([['s3:GetObject', 's3:DeleteObject'], expect.stringMatching(/Documents.*"\/uploads\/\*"\]/)]);
    for (const statement of [stored, uploads]) expect(JSON.stringify(statement?.Resource)).not.toContain('Photos');
  });

  it('lets a function that makes link tokens read the link-signing key, and only that secret', () => {
    const [read] = render({ linkSigningKey: true });
    expect(read?.Action).toBe('secretsmanager:GetSecretValue');
    expect(JSON.stringify(read?.Resource)).toContain('LinkKey');
  });

  it('grants the idempotency records only on partitions that start with REQUEST#', () => {
    const [records, ...rest] = render({ idempotentRequests: true });
    expect(rest).toEqual([]);
    expect(records?.Action).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem']);
    expect(records?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['REQUEST#*'] } });
  });

  it('grants nothing for an empty declaration', () => {
    expect(render({})).toEqual([]);
  });

  it('keeps cdk-nag clean for a function that declares photo access (the prefix wildcard is named, nothing else)', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'Photos', { env: { region: 'eu-west-1', account: '111111111111' } });
    new HandlerFunction(stack, 'Upload', {
      handlerModule: 'profiles/get-my-profile',
      defaults: { repoRoot, resources: resourcesIn(stack), environment: {}, logRetention: RetentionDays.ONE_WEEK, logRemovalPolicy: RemovalPolicy.DESTROY },
      permissions: { photos: ['write', 'delete'] },
      sizing: { memoryMb: 512 },
      invocation: 'synchronous',
    });
    Aspects.of(app).add(new AwsSolutionsChecks());
    app.synth();
    const findings = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-IAM5.*'));
    expect(findings.map((finding) => String(finding.entry.data))).toEqual([]);
  });
});

describe('email links come from configuration only', () => {
  // Everything a function may be told in AWS: the environment contract (shared/src/function-environment.ts)
  // less what only the local stack sets. An unknown variable (say, one enabling an Origin-header
  // fallback) fails this test until it is reviewed and added to the contract.
  const KNOWN_VARIABLES = new Set([
    ...Object.keys(FUNCTION_ENVIRONMENT).filter((name) => !(LOCAL_ONLY_VARIABLES as readonly string[]).includes(name)),
    // Node's own (source maps).
    'NODE_OPTIONS',
    // Set by the Parameters and Secrets extension layer, for functions that read the parameter.
    'PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED', 'PARAMETERS_SECRETS_EXTENSION_CACHE_SIZE', 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
    'PARAMETERS_SECRETS_EXTENSION_LOG_LEVEL', 'PARAMETERS_SECRETS_EXTENSION_MAX_CONNECTIONS', 'SECRETS_MANAGER_TIMEOUT_MILLIS', 'SECRETS_MANAGER_TTL',
    'SSM_PARAMETER_STORE_TIMEOUT_MILLIS', 'SSM_PARAMETER_STORE_TTL',
  ]);
  const declarations = [...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => ({ handler: fn.handler, permissions: fn.permissions as FunctionPermissions }));

  it.each(declarations)('$handler has only reviewed environment variables', ({ handler }) => {
    expect(Object.keys(functionOf(dev.template, handler).environment).filter((name) => !KNOWN_VARIABLES.has(name))).toEqual([]);
  });

  it.each(declarations)('$handler gets the step-up client and the server-call header exactly when it changes second factors', ({ handler, permissions }) => {
    const { environment } = functionOf(dev.template, handler);
    expect('STEP_UP_CLIENT_ID' in environment).toBe(permissions.secondFactor === true);
    expect('SERVER_CALL_SECRET' in environment).toBe(permissions.secondFactor === true);
  });

  it.each(declarations)('$handler gets the web client exactly when it makes Cognito\'s password-reset calls', ({ handler, permissions }) => {
    const { environment } = functionOf(dev.template, handler);
    expect('PASSWORD_RESET_CLIENT_ID' in environment).toBe(permissions.passwordReset === true);
  });

  it.each(declarations)('$handler gets the site origin from configuration exactly when it builds links', ({ handler, permissions }) => {
    const { environment } = functionOf(dev.template, handler);
    if (permissions.siteOrigin) {
      expect(environment).toMatchObject({ APP_ORIGIN_PARAMETER: siteOriginParameterName('dev') });
      expect(environment).not.toHaveProperty('APP_ORIGIN');
    } else {
      expect(environment).not.toHaveProperty('APP_ORIGIN');
      expect(environment).not.toHaveProperty('APP_ORIGIN_PARAMETER');
    }
  });

  it('gives the stage\'s daily invitation cap to the send and resend functions, and to no other', () => {
    const capped = declarations.filter(({ handler }) => 'DAILY_INVITATION_CAP' in functionOf(dev.template, handler).environment);
    expect(capped.map(({ handler }) => handler).sort()).toEqual([
      'invitations/preview-invitation-import', 'invitations/resend-invitation', 'invitations/send-invitation', 'invitations/send-invitation-import',
    ]);
    expect(functionOf(dev.template, 'invitations/send-invitation').environment.DAILY_INVITATION_CAP).toBe('200');
    const strict = synthStage('dev', { overrides: { dailyInvitationCap: 25 } });
    expect(functionOf(strict.template, 'invitations/resend-invitation').environment.DAILY_INVITATION_CAP).toBe('25');
  });

  it.each(declarations)('$handler carries the Parameters and Secrets extension exactly when it reads the parameter or the key', ({ handler, permissions }) => {
    const resources = dev.template.toJSON().Resources as Record<string, Resource>;
    const fn = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Description === handler);
    const layers = JSON.stringify(fn?.Properties.Layers ?? []);
    if (permissions.siteOrigin || permissions.linkSigningKey) expect(layers).toMatch(/AWS-Parameters-and-Secrets-Lambda-Extension-Arm64/);
    else expect(fn?.Properties.Layers).toBeUndefined();
  });

  it('writes https://<distribution domain> to the parameter the functions read', () => {
    const [parameter] = Object.values(dev.template.findResources('AWS::SSM::Parameter'));
    expect(parameter?.Properties).toMatchObject({
      Name: siteOriginParameterName('dev'),
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/Distribution/), 'DomainName'] }]] },
    });
  });

  it('may read that one parameter, and only from the functions that build links', () => {
    for (const { handler, permissions } of declarations) {
      const reads = functionOf(dev.template, handler).statements.filter((statement) => statement.Action === 'ssm:GetParameter');
      expect(reads).toHaveLength(permissions.siteOrigin ? 1 : 0);
      if (permissions.siteOrigin) expect(JSON.stringify(reads[0]?.Resource)).toContain(`:parameter${siteOriginParameterName('dev')}"`);
    }
  });

  it('hands a fixed https origin to the functions as APP_ORIGIN, with no parameter', () => {
    const linkBuilders = declarations.filter(({ permissions }) => permissions.siteOrigin);
    expect(linkBuilders.length).toBeGreaterThan(0);
    for (const { handler } of linkBuilders) {
      const { environment, statements } = functionOf(fixedOrigin.template, handler);
      expect(environment.APP_ORIGIN).toBe('https://invite.example.org');
      expect(environment).not.toHaveProperty('APP_ORIGIN_PARAMETER');
      expect(statements.filter((statement) => statement.Action === 'ssm:GetParameter')).toEqual([]);
    }
    fixedOrigin.template.resourceCountIs('AWS::SSM::Parameter', 0);
  });
});
