/** The edge (web ACL, origin verification) and operations (alarms, lens exceptions) of a stage. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, BACKGROUND_FUNCTIONS, LIVE_CONNECTIONS_FUNCTION, STREAM_FUNCTION } from '@safe-haven/shared/api-routes';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { APP_METRICS } from '@safe-haven/shared/operations';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Auth } from '../lib/constructs/auth';
import { Operations } from '../lib/constructs/operations';
import { EdgeFirewall, routePathRegex } from '../lib/constructs/edge-firewall';
import { LENS_EXCEPTION_METADATA } from '../lib/well-architected';
import { limitsFor } from '../lib/capacity-model';
import { resolveStageSettings } from '../lib/stage-settings';
import { cdkContext, repoRoot, synthStage } from './synth-stack';

const dev = synthStage('dev');
// prod (us-east-1) holds the web ACLs; dev leaves WAF out (stage setting "waf": false).
const prod = synthStage('prod');
const elsewhere = synthStage('prod', { overrides: { region: 'eu-west-1' } });
const prodSettings = resolveStageSettings(cdkContext.stages, 'prod');

type Rule = { Name: string; Priority: number; Statement: Record<string, Record<string, unknown>>; Action?: unknown };
const rulesOf = (template: Template, scope = 'CLOUDFRONT'): Rule[] =>
  Object.values(template.findResources('AWS::WAFv2::WebACL')).find((acl) => acl.Properties.Scope === scope)?.Properties.Rules;

describe('web ACL in front of CloudFront', () => {
  it('is a CLOUDFRONT-scoped ACL attached to the distribution', () => {
    prod.template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    prod.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('EdgeFirewallWebAcl'), 'Arn'] } }),
    });
  });

  it('limits public routes per IP and staff per signed-in person and per office, at the capacity model\'s figures, answering 429 with a readable message', () => {
    const rules = rulesOf(prod.template);
    const rate = (name: string) => rules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement;
    const limits = limitsFor(prodSettings.capacity).edge;
    expect(rate('PublicApiPerIp')).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: limits.publicApiPerIp,
      EvaluationWindowSec: 300,
      ScopeDownStatement: { ByteMatchStatement: expect.objectContaining({ PositionalConstraint: 'STARTS_WITH', SearchString: '/api/public/' }) },
    });
    const staffApi = {
      AndStatement: {
        Statements: [
          { ByteMatchStatement: expect.objectContaining({ SearchString: '/api/' }) },
          { NotStatement: { Statement: { ByteMatchStatement: expect.objectContaining({ SearchString: '/api/public/' }) } } },
        ],
      },
    };
    // Keyed by the bearer token, not the address: 25 staff behind one office NAT are 25 clients.
    expect(rate('StaffPerPerson')).toEqual({
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
      Limit: limits.staffPerPerson,
      EvaluationWindowSec: 300,
      ScopeDownStatement: staffApi,
    });
    expect(rate('StaffPerIp')).toMatchObject({ AggregateKeyType: 'IP', Limit: limits.staffPerIp, ScopeDownStatement: staffApi });
    expect(rate('SignInPerIp')).toMatchObject({ AggregateKeyType: 'IP', Limit: limits.signInPerIp });
    expect(rules.map((rule) => rule.Name)).not.toContain('ApiPerIp');
    for (const name of ['PublicApiPerIp', 'StaffPerPerson', 'StaffPerIp', 'SignInPerIp']) {
      expect(rules.find((rule) => rule.Name === name)?.Action).toEqual({
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' } },
      });
    }
    prod.template.hasResourceProperties('AWS::WAFv2::WebACL', {
      CustomResponseBodies: { tooManyRequests: { ContentType: 'APPLICATION_JSON', Content: JSON.stringify({ message: API_MESSAGES.tooManyRequests }) } },
    });
  });

  it('gives the prod stage the limits its capacity model derives, per stage', () => {
    const prodRules = rulesOf(elsewhere.edgeTemplate!);
    const limitOf = (name: string) => prodRules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement?.Limit;
    const limits = limitsFor(prodSettings.capacity).edge;
    expect(prodSettings.capacity).toEqual({ campaignInvitations: 10_000, staffOnline: 500 });
    expect({ staff: limitOf('StaffPerPerson'), office: limitOf('StaffPerIp'), public: limitOf('PublicApiPerIp') }).toEqual({
      staff: limits.staffPerPerson,
      office: limits.staffPerIp,
      public: limits.publicApiPerIp,
    });
    // 25 staff behind one office address, each with a dashboard open, fit (the old per-IP limit was 1,000).
    expect(limits.staffPerIp).toBeGreaterThan(25 * limitsFor(prodSettings.capacity).peaks.personRequestsPerFiveMinutes);
  });

  it('applies the AWS managed common rules, counting only the 8 KB body rule', () => {
    const managed = rulesOf(prod.template).filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement)).toEqual([
      { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet', RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }] },
    ]);
    // Rate limits first: a flood is refused before the (costlier) managed rules look at it.
    const priorities = rulesOf(prod.template).map((rule) => rule.Priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('holds the routes that guard account access (founder code, account set-up, password reset) to the sign-in rule', () => {
    const signInRoutes = API_ROUTES.filter((route) => 'signIn' in route).map((route) => route.id);
    expect(signInRoutes.sort()).toEqual([
      'AcceptStaffInvitation', 'ConfirmPasswordReset', 'FounderSignup', 'GetStaffInvitation', 'RequestFounderEmailProof', 'RequestPasswordReset', 'ValidateSignupCode',
    ]);
    const [first] = rulesOf(prod.template);
    expect(first).toMatchObject({ Name: 'SignInPerIp', Priority: 0 });
  });

  it('holds sign-in routes (founder code, account set-up) to their own, tighter limit', () => {
    const stack = new Stack(new App(), 'Edge', { env: { region: 'us-east-1' } });
    new EdgeFirewall(stack, 'Firewall', {
      name: 'test',
      rateLimits: { staffPerPerson: 180, staffPerIp: 1000, publicApiPerIp: 100, signInPerIp: 20, userPoolPerIp: 100 },
      signInPaths: ['/api/public/signup-codes/{code}/validate', '/api/public/staff-invitations/{token}/accept'],
      logRetention: RetentionDays.ONE_WEEK,
    });
    const [signIn] = rulesOf(Template.fromStack(stack));
    expect(signIn).toMatchObject({ Name: 'SignInPerIp', Priority: 0 });
    expect(signIn?.Statement.RateBasedStatement).toMatchObject({
      Limit: 20,
      ScopeDownStatement: {
        OrStatement: {
          Statements: [
            { RegexMatchStatement: expect.objectContaining({ RegexString: '^/api/public/signup-codes/[^/]+/validate$' }) },
            { RegexMatchStatement: expect.objectContaining({ RegexString: '^/api/public/staff-invitations/[^/]+/accept$' }) },
          ],
        },
      },
    });
  });

  it('turns route paths into anchored regular expressions', () => {
    const regex = new RegExp(routePathRegex('/api/public/codes/{code}'));
    expect(regex.test('/api/public/codes/ABC')).toBe(true);
    expect(regex.test('/api/public/codes/ABC/extra')).toBe(false);
    expect(regex.test('/api/public/codesX')).toBe(false);
  });

  it('refuses to create a CloudFront web ACL outside us-east-1', () => {
    const stack = new Stack(new App(), 'Elsewhere', { env: { region: 'eu-west-1' } });
    expect(() => new EdgeFirewall(stack, 'Firewall', { name: 'x', rateLimits: { staffPerPerson: 10, staffPerIp: 10, publicApiPerIp: 10, signInPerIp: 10, userPoolPerIp: 10 }, signInPaths: [], logRetention: RetentionDays.ONE_WEEK })).toThrow(
      /us-east-1/,
    );
  });

  it('logs what it blocked or counted, to an aws-waf-logs- group', () => {
    prod.template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-safe-haven-prod' });
    prod.template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      LogDestinationConfigs: [{ 'Fn::Join': ['', Match.arrayWith([':log-group:aws-waf-logs-safe-haven-prod'])] }],
      LoggingFilter: Match.objectLike({ DefaultBehavior: 'DROP' }),
    });
  });

  it('redacts the Authorization and Referer headers, the query string and the URI path from its logs (they may carry tokens)', () => {
    const configurations = Object.values(prod.template.findResources('AWS::WAFv2::LoggingConfiguration'));
    expect(configurations.length).toBeGreaterThan(0);
    for (const configuration of configurations) {
      expect(configuration.Properties.RedactedFields).toEqual(
        expect.arrayContaining([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'referer' } }, { QueryString: {} }, { UriPath: {} }]),
      );
    }
  });

  it('matches every rule on the URL-decoded, normalised path, so %-escapes or ../ cannot dodge a tighter limit', () => {
    const acls = Object.values(prod.template.findResources('AWS::WAFv2::WebACL'));
    const pathStatements: { TextTransformations: { Priority: number; Type: string }[] }[] = [];
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(collect);
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if ((record.FieldToMatch as Record<string, unknown> | undefined)?.UriPath) pathStatements.push(record as never);
      Object.values(record).forEach(collect);
    };
    acls.forEach((acl) => collect(acl.Properties));
    expect(pathStatements.length).toBeGreaterThanOrEqual(2);
    for (const statement of pathStatements) {
      expect(statement.TextTransformations).toEqual([{ Priority: 0, Type: 'URL_DECODE' }, { Priority: 1, Type: 'NORMALIZE_PATH' }]);
    }
  });

  it('puts the ACL in its own us-east-1 stack, deployed first, when the stage lives elsewhere', () => {
    expect(elsewhere.edge?.region).toBe('us-east-1');
    expect(elsewhere.stack.region).toBe('eu-west-1');
    elsewhere.edgeTemplate!.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(rulesOf(elsewhere.template)).toBeUndefined();
    expect(rulesOf(elsewhere.edgeTemplate!).map((rule) => rule.Name)).toEqual(rulesOf(prod.template).map((rule) => rule.Name));
    expect(elsewhere.stack.dependencies).toContain(elsewhere.edge);
    // The distribution reads the ARN written by the edge stack (a CDK cross-region reference).
    const distribution = Object.values(elsewhere.template.findResources('AWS::CloudFront::Distribution'))[0];
    expect(JSON.stringify(distribution?.Properties.DistributionConfig.WebACLId)).toMatch(/ExportsReader/);
  });
});

describe('web ACL of the user pool (sign-in goes to Cognito, not through CloudFront)', () => {
  it('limits each client IP\'s sign-in calls and is attached to the pool', () => {
    const [rule] = rulesOf(prod.template, 'REGIONAL');
    expect(rule).toMatchObject({ Name: 'SignInPerIp', Action: { Block: {} } });
    const rate = rule!.Statement.RateBasedStatement as { ScopeDownStatement: { OrStatement: { Statements: unknown[] } } };
    expect(rate).toMatchObject({ AggregateKeyType: 'IP', Limit: limitsFor(prodSettings.capacity).edge.userPoolPerIp, EvaluationWindowSec: 300 });
    const targets = (rate.ScopeDownStatement.OrStatement.Statements as { ByteMatchStatement: { SearchString: string; FieldToMatch: unknown } }[]).map(
      (statement) => statement.ByteMatchStatement,
    );
    expect(targets.map((target) => target.SearchString)).toEqual(
      ['InitiateAuth', 'RespondToAuthChallenge', 'ForgotPassword', 'ConfirmForgotPassword', 'VerifySoftwareToken'].map(
        (operation) => `AWSCognitoIdentityProviderService.${operation}`,
      ),
    );
    expect(targets[0]?.FieldToMatch).toEqual({ SingleHeader: { Name: 'x-amz-target' } });
    prod.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('AuthUserPool'), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('UserPoolFirewallWebAcl'), 'Arn'] },
    });
  });

  it("refuses a browser's own second-factor changes: only calls with the functions' secret header pass", () => {
    const rule = rulesOf(prod.template, 'REGIONAL').find((candidate) => candidate.Name === 'SecondFactorFromServerOnly');
    expect(rule).toMatchObject({ Action: { Block: {} } });
    const [operations, notServer] = (rule!.Statement.AndStatement as { Statements: Record<string, unknown>[] }).Statements;
    const searched = (operations!.OrStatement as { Statements: { ByteMatchStatement: { SearchString: string } }[] }).Statements.map(
      (statement) => statement.ByteMatchStatement.SearchString,
    );
    expect(searched).toEqual(['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'].map((operation) => `AWSCognitoIdentityProviderService.${operation}`));
    const header = (notServer!.NotStatement as { Statement: { ByteMatchStatement: { FieldToMatch: unknown; SearchString: unknown } } }).Statement.ByteMatchStatement;
    expect(header.FieldToMatch).toEqual({ SingleHeader: { Name: 'x-safe-haven-server' } });
    // The same secret the second-factor functions send.
    const secretRef = JSON.stringify(header.SearchString);
    expect(secretRef).toMatch(/ServerCallSecret/);
    const turnOff = Object.values(prod.template.findResources('AWS::Lambda::Function')).find((fn) =>
      JSON.stringify(fn.Properties.Environment?.Variables ?? {}).includes('STEP_UP_CLIENT_ID'),
    );
    expect(JSON.stringify(turnOff?.Properties.Environment.Variables.SERVER_CALL_SECRET)).toBe(secretRef);
  });

  it('has a step-up client for the functions, with the password flow only, and threat protection as a stage setting', () => {
    prod.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] });
    prod.template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolAddOns: Match.absent() });
    const stack = new Stack();
    new Auth(stack, 'Auth', { userPoolName: 'p', deletionProtection: false, threatProtection: 'enforced' });
    Template.fromStack(stack).hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});

describe('WAF per stage (stage setting "waf")', () => {
  it('leaves both web ACLs out of the dev stage, whose distribution has none', () => {
    dev.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    dev.template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 0);
    dev.template.resourceCountIs('AWS::WAFv2::LoggingConfiguration', 0);
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: Match.absent() }) });
    expect(resolveStageSettings(cdkContext.stages, 'dev').waf).toBe(false);
  });

  it('keeps both in prod: the CloudFront one and the user pool one', () => {
    expect(prodSettings.waf).toBe(true);
    expect(rulesOf(prod.template)).toBeDefined();
    expect(rulesOf(prod.template, 'REGIONAL')).toBeDefined();
    prod.template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
  });

  it('creates no us-east-1 edge stack for a stage elsewhere without WAF', () => {
    const devElsewhere = synthStage('dev', { overrides: { region: 'eu-west-1' } });
    expect(devElsewhere.edge).toBeUndefined();
    devElsewhere.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('refuses to synthesise a production stage without WAF', () => {
    expect(() => synthStage('prod', { overrides: { waf: false } })).toThrow(/"waf": false is for dev stages only/);
  });
});

describe('origin verification', () => {
  it('gives every route function the secret CloudFront adds, and the stream consumer none', () => {
    const functions = Object.values(dev.template.findResources('AWS::Lambda::Function'));
    const secretOf = (handler: string) =>
      functions.find((fn) => fn.Properties.Description === handler)?.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET;
    for (const route of API_ROUTES) expect(JSON.stringify(secretOf(route.handler))).toMatch(/resolve:secretsmanager:.*OriginVerifySecret/);
    expect(secretOf(STREAM_FUNCTION.handler)).toBeUndefined();
  });

  it('generates the secret in Secrets Manager (never in the template)', () => {
    dev.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
  });
});

describe('alarms', () => {
  const alarms = Object.values(dev.template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
  type Query = { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions: { Value: unknown }[] } } };
  const alarmNamed = (suffix: string) => {
    const found = alarms.find((alarm) => alarm.AlarmName === `safe-haven-dev-${suffix}`);
    if (!found) throw new Error(`No alarm ${suffix}`);
    return found;
  };

  it('go to an encrypted SNS topic with the stage\'s email subscription', () => {
    dev.template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    dev.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@safehaven.example.org' });
    dev.template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } })]) },
    });
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: expect.stringMatching(/AlarmTopic/) }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
  });

  it('watch the background functions\' errors in one metric-math alarm on their sum, not one alarm each', () => {
    const alarm = alarmNamed('BackgroundFunctions-Errors') as { Threshold: number; Metrics: Query[] };
    expect(alarm.Threshold).toBe(1);
    const read = alarm.Metrics.filter((metric) => metric.MetricStat);
    expect(read.map((metric) => `${metric.MetricStat!.Metric.Namespace}/${metric.MetricStat!.Metric.MetricName}`)).toEqual(
      BACKGROUND_FUNCTIONS.map(() => 'AWS/Lambda/Errors'),
    );
    expect(alarm.Metrics.find((metric) => metric.Expression)?.Expression).toBe(`SUM([${read.map((metric) => metric.Id).join(', ')}])`);
    // One metric per background function, each a different function of the stack.
    const functions = dev.template.findResources('AWS::Lambda::Function');
    const handlers = read.map((metric) => functions[(metric.MetricStat!.Metric.Dimensions[0]!.Value as { Ref: string }).Ref]?.Properties.Description);
    expect(handlers.sort()).toEqual(BACKGROUND_FUNCTIONS.map((fn) => fn.handler).sort());
  });

  it('watch route functions through the API\'s 5xx alarm, not one alarm per function, and throttles account-wide', () => {
    for (const route of API_ROUTES) expect(alarms.find((alarm) => String(alarm.AlarmName).includes(route.id))).toBeUndefined();
    expect(alarmNamed('LambdaThrottles')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Statistic: 'Sum', Threshold: 1 });
    expect(alarmNamed('LambdaThrottles').Dimensions).toBeUndefined();
  });

  it('open a second error alarm past CloudWatch\'s 10 metrics per metric-math alarm', () => {
    const stack = new Stack();
    const operations = new Operations(stack, 'Operations', { alarmEmail: 'ops@example.org', namePrefix: 'test' });
    for (let index = 0; index < 12; index += 1) {
      operations.watchFunction(`Fn${index}`, LambdaFunction.fromFunctionName(stack, `Fn${index}`, `function-${index}`));
    }
    const grouped = Object.values(Template.fromStack(stack).findResources('AWS::CloudWatch::Alarm'))
      .map((alarm) => alarm.Properties as { AlarmName: string; Metrics?: { MetricStat?: unknown }[] })
      .filter((alarm) => alarm.Metrics)
      .map((alarm) => [alarm.AlarmName, alarm.Metrics!.filter((metric) => metric.MetricStat).length]);
    expect(grouped).toEqual([['test-BackgroundFunctions-Errors', 10], ['test-BackgroundFunctions-Errors-2', 2]]);
  });

  // 492 before the alarms were grouped (an alarm per function and per dead-letter queue, WAF in dev). One alarm for
  // the background functions' errors, one for the dead-letter queues and one for throttles instead of
  // 57 take dev to 432 (WAF's 7 resources left out) and prod to 434: room for about nine more routes
  // (7 resources each now: function, role, policy, log group, integration, route, permission).
  // Follow-up: three routes (21) and the daily digest (function, role, policy, log group,
  // dead-letter queue and its policy, schedule, schedule role and policy) took dev to 462; the funnel
  // (one route) and CSV export and import (three) add 28 more: dev 490, prod 492. Then the route
  // functions' 56 log groups became one they share (api.ts): dev 435, prod 437, room for about nine
  // more routes (6 resources each now) before the stack needs a nested one. Then each function's
  // grants moved inline into its role (InlinePolicyRole): dev 374, prod 376, room for about 25 more
  // routes (5 resources each: function, role, permission, integration, route). Edit Content's two
  // routes (GET /api/content, PUT /api/admin/content): dev 384, prod 386. Live updates' WebSocket API
  // adds 10 (API, stage, its access log group, two routes, one integration, two permissions, the
  // connection function and its role): dev 394, prod 396. Documents and their personal links (five
  // routes) add 25: dev 419, prod 421. The documents' own bucket adds its bucket and SSL-only policy
  // (and, in dev, its auto-delete resource): dev 421, prod 422. Documents' version list (one route,
  // 5 resources): dev 426, prod 427. Property photos' two routes (upload ticket and save, 10
  // resources; the /site-photos/* behaviour is part of the distribution): dev 436, prod 437. The
  // heroes' two routes (10; their behaviour and origin group are part of the distribution): dev 446,
  // prod 447. 53 left before the limit: a stack of its own for the next large part (documents and
  // photos would move together) is the way out, not squeezing this one.
  it('keeps the stage within CloudFormation\'s 500 resources per stack', () => {
    expect(Object.keys(dev.template.toJSON().Resources).length).toBeLessThanOrEqual(446);
    expect(Object.keys(prod.template.toJSON().Resources).length).toBeLessThanOrEqual(447);
  });

  it('keeps every function\'s grants inside its role, with no separate policy resource', () => {
    const resources = dev.template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    const functionRoles = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Function' && typeof resource.Properties.Description === 'string')
      .map((resource) => (resource.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]);
    expect(functionRoles.length).toBeGreaterThan(50);
    const separatelyGranted = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .flatMap((policy) => (policy.Properties.Roles as { Ref?: string }[]).map((role) => role.Ref))
      .filter((role) => role !== undefined && functionRoles.includes(role));
    expect(separatelyGranted).toEqual([]);
    for (const role of functionRoles) expect(resources[role]?.Properties.Policies, role).toBeDefined();
  });

  it('gives the route functions one log group, each function its own streams', () => {
    const routeFunctions = Object.values(dev.template.findResources('AWS::Lambda::Function')).filter(
      (fn) => (fn.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables?.ORIGIN_VERIFY_SECRET !== undefined,
    );
    const groups = new Set(routeFunctions.map((fn) => JSON.stringify((fn.Properties as { LoggingConfig?: { LogGroup?: unknown } }).LoggingConfig?.LogGroup)));
    expect(routeFunctions.length).toBeGreaterThan(50);
    expect(groups.size).toBe(1);
    expect([...groups][0]).toContain('RouteLogs');
  });

  it('watch every dead-letter queue in one alarm on the fullest, and the stream iterator age', () => {
    const alarm = alarmNamed('DeadLetters') as { Threshold: number; Metrics: Query[] };
    const read = alarm.Metrics.filter((metric) => metric.MetricStat);
    expect(read.map((metric) => `${metric.MetricStat!.Metric.Namespace}/${metric.MetricStat!.Metric.MetricName}`)).toEqual(
      // Not the live-updates connection function: the WebSocket API invokes it synchronously, no queue.
      BACKGROUND_FUNCTIONS.filter((fn) => fn.id !== LIVE_CONNECTIONS_FUNCTION.id).map(() => 'AWS/SQS/ApproximateNumberOfMessagesVisible'),
    );
    expect(alarm.Metrics.find((metric) => metric.Expression)?.Expression).toBe(`MAX([${read.map((metric) => metric.Id).join(', ')}])`);
    expect(alarm.Threshold).toBe(1);
    // Each background function's own queue.
    const queues = dev.template.findResources('AWS::SQS::Queue');
    const watched = new Set(read.map((metric) => (metric.MetricStat!.Metric.Dimensions[0]!.Value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]));
    expect([...watched].every((id) => id in queues)).toBe(true);
    expect(watched.size).toBe(Object.keys(queues).length);
    expect(alarmNamed(`${STREAM_FUNCTION.id}-IteratorAge`)).toMatchObject({ MetricName: 'IteratorAge', Threshold: 300_000, EvaluationPeriods: 2 });
  });

  it('are the ones docs/performance.md lists, and every alarm the docs name exists', () => {
    const inTemplate = alarms.map((alarm) => String(alarm.AlarmName).replace(/^safe-haven-dev-/, '')).sort();
    const performance = readFileSync(path.join(repoRoot, 'docs', 'performance.md'), 'utf8');
    const table = performance.slice(performance.indexOf('### Alarms'));
    const listed = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!).sort();
    expect(listed).toEqual(inTemplate);
    // Anywhere else in the docs: a backticked name shaped like an alarm must be one.
    const docs = ['README.md', ...readdirSync(path.join(repoRoot, 'docs')).filter((file) => file.endsWith('.md')).map((file) => path.join('docs', file))];
    const alarmShaped = /^[A-Z][A-Za-z0-9]*-(Errors|Failures|DeadLetters|IteratorAge|RecordParked|5xx|Latency)(-\d+)?$/;
    for (const file of docs) {
      const named = [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!).filter((name) => alarmShaped.test(name));
      for (const name of named) expect(inTemplate, `${file} names the alarm ${name}`).toContain(name);
    }
  });

  it('watch failed emails through the app\'s own metric', () => {
    expect(alarmNamed('EmailDeliveryFailed')).toMatchObject({
      Namespace: 'SafeHaven',
      MetricName: 'EmailDeliveryFailed',
      Dimensions: [{ Name: 'service', Value: APP_METRICS.service }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('watch founder-code validation for the global lock that guessing triggers', () => {
    expect(alarmNamed('SignupCodeValidationLocked')).toMatchObject({
      Namespace: 'SafeHaven',
      MetricName: APP_METRICS.signupCodeValidationLocked,
      Dimensions: [{ Name: 'service', Value: APP_METRICS.service }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('watch the SES bounce and complaint rates below the levels where AWS reviews the account', () => {
    expect(alarmNamed('SesBounceRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.04 });
    expect(alarmNamed('SesComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.0008 });
  });

  it('watch the API for server errors and slow answers', () => {
    expect(alarmNamed('Api-5xx')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx' });
    expect(alarmNamed('Api-Latency')).toMatchObject({ MetricName: 'Latency', ExtendedStatistic: 'p95', Threshold: 3000 });
  });
});

describe('Well-Architected serverless lens', () => {
  it('records every deliberate exception with its reason', () => {
    const exceptions = dev.stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata.filter((entry) => entry.type === LENS_EXCEPTION_METADATA))
      .map((entry) => entry.data as { practice: string; reason: string });
    expect(exceptions.map((exception) => exception.practice).sort()).toEqual([
      'api-tracing', 'gradual-deployment', 'provisioned-concurrency', 'reserved-concurrency', 'sdk-call-tracing',
    ]);
    for (const exception of exceptions) expect(exception.reason.length).toBeGreaterThan(60);
  });
});
