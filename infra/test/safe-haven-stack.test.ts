import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROUTES, BACKGROUND_FUNCTIONS, STAFF_TOKEN_SCOPE, type ApiRoute } from '@safe-haven/shared/api-routes';
import { indexKeySchema, indexProjection, TABLE_INDEXES, TTL_ATTRIBUTE } from '@safe-haven/shared/table-definition';
import { COGNITO_CODE_EMAIL } from '@safe-haven/shared/account-recovery';
import { ORIGIN_VERIFY_HEADER } from '@safe-haven/shared/edge';
import { STREAM_READERS } from '@safe-haven/lambdas/stream/stream-filters';
import { limitsFor, publicDemandOf } from '../lib/capacity-model';
import { NOINDEX_PATHS } from '../lib/safe-haven-stack';
import { resolveStageSettings } from '../lib/stage-settings';
import { cdkContext, repoRoot, requestedEntries, synthStage } from './synth-stack';

// Synthesised once per stage: each synth (with cdk-nag) takes a few seconds.
const dev = synthStage('dev');
const prod = synthStage('prod');
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1);\n//# sourceMappingURL=index-abc.js.map');
writeFileSync(path.join(webDist, 'assets', 'index-abc.js.map'), '{"sources":["../src/secret-logic.ts"]}');
writeFileSync(path.join(webDist, 'chunk-graph.json'), '{}');
const prodWithDomain = synthStage('prod', {
  webDistPath: webDist,
  overrides: {
    domain: { name: 'app.example.org', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' },
    appOrigin: undefined,
  },
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The app's own functions: every one of them is built from a handler module of the route table or a background function. */
const APP_HANDLERS = new Set<string>([...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => fn.handler));
const appFunctions = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) => APP_HANDLERS.has(fn.Properties?.Description as string));

describe('Cognito', () => {
  it('signs in by email, MFA optional with TOTP only, and no self sign-up', () => {
    // Assess
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('mails reset codes with the text the local emulator mails (shared/src/account-recovery.ts)', () => {
    // Assess
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      VerificationMessageTemplate: Match.objectLike({
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailSubject: COGNITO_CODE_EMAIL.subject,
        EmailMessage: COGNITO_CODE_EMAIL.body,
      }),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has a public client that signs in with SRP only (no password sent), with refresh tokens valid 12 hours', () => {
    const [client] = Object.values(dev.template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client?.Properties).toMatchObject({
      GenerateSecret: false,
      EnableTokenRevocation: true,
      RefreshTokenValidity: 720,
      TokenValidityUnits: { RefreshToken: 'minutes' },
    });
    expect([...(client?.Properties.ExplicitAuthFlows as string[])].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
  });

  it('does not let a user change their own email (the client may write only the locale)', () => {
    const [client] = Object.values(dev.template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client?.Properties.WriteAttributes).toEqual(['locale']);
  });
});

describe('DynamoDB table', () => {
  it('is on-demand with stream, PITR, TTL and the shared GSIs', () => {
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) =>
        Match.objectLike({ IndexName: index.indexName, KeySchema: indexKeySchema(index), Projection: indexProjection(index) }),
      ),
    });
  });

  it('is deletion-protected and retained in prod only', () => {
    prod.template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    prod.template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });
    dev.template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('HTTP API', () => {
  it.each(API_ROUTES)('$id ($access) has the right authorization', (route) => {
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: `${route.method} ${route.path}`,
      AuthorizationType: route.access === 'staff' ? 'JWT' : 'NONE',
      ...(route.access === 'staff' ? { AuthorizerId: Match.anyValue() } : {}),
    });
  });

  it('creates exactly one route per route table entry', () => {
    // And the live-updates WebSocket API's $connect and $disconnect.
    dev.template.resourceCountIs('AWS::ApiGatewayV2::Route', API_ROUTES.length + 2);
  });

  it.each(API_ROUTES.filter((route) => route.access === 'staff'))('$id accepts access tokens only (the scope ID tokens lack)', (route) => {
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: `${route.method} ${route.path}`,
      AuthorizationScopes: [STAFF_TOKEN_SCOPE],
    });
  });

  it('checks staff JWTs against the user pool client', () => {
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
  });

  it('throttles each staff route and each public route at the capacity model\'s figures for the stage', () => {
    const publicRoutes = API_ROUTES.filter((route) => route.access === 'public');
    const limits = limitsFor(resolveStageSettings(cdkContext.stages, 'dev').capacity);
    const settings = (throttle: { rateLimit: number; burstLimit: number }) => ({ ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit });
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: settings(limits.staffRouteThrottle),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      RouteSettings: Object.fromEntries(
        publicRoutes.map((route) => [`${route.method} ${route.path}`, settings(limits.publicRouteThrottles[publicDemandOf(route)])]),
      ),
    });
    const invitationRead = publicRoutes.find((route) => route.id === 'GetPublicInvitation')!;
    expect(publicDemandOf(invitationRead)).toBe('invitationRead');
  });
});

describe('Lambda functions', () => {
  it('has one Node 22 arm64 function per route and per background function, traced unless polled, with its declared memory', () => {
    const functions = appFunctions(dev.template);
    expect(functions).toHaveLength(API_ROUTES.length + BACKGROUND_FUNCTIONS.length);
    const declared = new Map<string, number>([...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => [fn.handler, fn.memoryMb]));
    const untraced = new Set((API_ROUTES as readonly ApiRoute[]).filter((route) => route.untraced).map((route) => route.handler));
    for (const fn of functions) {
      const handler = fn.Properties.Description as string;
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', MemorySize: declared.get(handler) });
      expect(fn.Properties.TracingConfig).toEqual(untraced.has(handler) ? undefined : { Mode: 'Active' });
    }
  });

  it('builds each function from lambdas/src/<handler>.ts', () => {
    const expected = [...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => fn.handler).map((handler) =>
      path.join(repoRoot, 'lambdas', 'src', `${handler}.ts`),
    );
    expect([...requestedEntries]).toEqual(expect.arrayContaining(expected));
  });
});

describe('Stream consumer', () => {
  it('reports partial failures, bisects, retries until the handler parks the record, and has a DLQ before the stream drops it', () => {
    dev.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: -1,
      MaximumRecordAgeInSeconds: 23 * 60 * 60,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetterQueue'), 'Arn'] } } },
    });
  });

  it('alarms when a record is parked, and names the function the replay command invokes', () => {
    dev.template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'StreamRecordParked', Threshold: 1 });
    expect(dev.template.findOutputs('StreamFunctionName')).not.toEqual({});
  });

  it('is invoked only for the records a processor acts on, by the same patterns the local poller applies', () => {
    for (const patterns of Object.values(STREAM_READERS)) {
      dev.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FilterCriteria: { Filters: patterns.map((pattern) => ({ Pattern: JSON.stringify(pattern) })) },
      });
    }
  });

  it('sends streamed emails on a second reader, one per invocation, in parallel as the capacity model sizes it', () => {
    for (const [stage, template] of [['dev', dev.template], ['prod', prod.template]] as const) {
      template.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FilterCriteria: { Filters: STREAM_READERS.emails.map((pattern) => ({ Pattern: JSON.stringify(pattern) })) },
        BatchSize: 1,
        ParallelizationFactor: limitsFor(resolveStageSettings(cdkContext.stages, stage).capacity).emailReaderParallelization,
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetterQueue'), 'Arn'] } } },
      });
    }
  });

  it('uses an encrypted, SSL-only dead-letter queue', () => {
    dev.template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    dev.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('Email', () => {
  it('has an SES identity and configuration set per stage', () => {
    dev.template.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'safe-haven-dev' });
    dev.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'dev.safehaven.example.org',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
  });
});

describe('Site', () => {
  it('reaches the buckets through origin access control', () => {
    dev.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() }),
        ]),
      }),
    });
  });

  it('routes /api/* uncached to the HTTP API and /photos/* and /site-photos/* to the photos bucket', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
            AllowedMethods: Match.arrayWith(['POST', 'DELETE']),
          }),
          Match.objectLike({ PathPattern: '/photos/*', CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' }), // CachingOptimized
          Match.objectLike({ PathPattern: '/site-photos/*', CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('serves the invitation pages\' heroes from the photos bucket, or else the site\'s default at the same path, before other brand photos', () => {
    const config = Object.values(dev.template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const behaviors = config.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[];
    const patterns = behaviors.map((behavior) => behavior.PathPattern);
    expect(patterns.indexOf('/site-photos/hero/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/site-photos/hero/*')).toBeLessThan(patterns.indexOf('/site-photos/*'));
    const group = (config.OriginGroups.Items as { Id: string; FailoverCriteria: { StatusCodes: { Items: number[] } }; Members: { Items: { OriginId: string }[] } }[])
      .find((item) => item.Id === behaviors.find((behavior) => behavior.PathPattern === '/site-photos/hero/*')!.TargetOriginId)!;
    expect(group.FailoverCriteria.StatusCodes.Items).toEqual([403, 404]);
    const origins = config.Origins as { Id: string; DomainName: unknown }[];
    const [primary, fallback] = group.Members.Items.map((member) => JSON.stringify(origins.find((origin) => origin.Id === member.OriginId)!.DomainName));
    expect(primary).toContain('Photos');
    expect(fallback).toBe(JSON.stringify(origins.find((origin) => origin.Id === config.DefaultCacheBehavior.TargetOriginId)!.DomainName));
  });

  it('adds the origin-verify secret to every request it forwards to the API', () => {
    const distribution = Object.values(dev.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const apiOrigin = (distribution.Properties.DistributionConfig.Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown[] }[]).find(
      (origin) => origin.CustomOriginConfig,
    );
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: expect.stringMatching(/^OriginVerifySecret/) }, ':SecretString:::}}']] },
      },
    ]);
  });

  it.each(NOINDEX_PATHS)('answers %s with X-Robots-Tag: noindex, nofollow from CloudFront itself', (pattern) => {
    const policies = dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [noindexId] = Object.entries(policies).find(([, policy]) =>
      JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig).includes('X-Robots-Tag'),
    )!;
    expect(policies[noindexId]!.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toContainEqual({
      Header: 'X-Robots-Tag',
      Value: 'noindex, nofollow',
      Override: true,
    });
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: pattern,
            ResponseHeadersPolicyId: { Ref: noindexId },
            // The same SPA function as the default behaviour, so the page is served the same way.
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: Match.not(noindexId) } }),
      }),
    });
  });

  it('publishes no source maps and no build-only files', () => {
    const staged = readdirSync(prodWithDomain.app.outdir, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes('index-abc'));
    expect(staged.some((file) => file.endsWith('index-abc.js'))).toBe(true);
    expect(staged.filter((file) => file.endsWith('.map'))).toEqual([]);
    const assetDirs = readdirSync(prodWithDomain.app.outdir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'));
    for (const dir of assetDirs) expect(readdirSync(path.join(prodWithDomain.app.outdir, dir.name))).not.toContain('chunk-graph.json');
  });

  it('serves prerendered pages their own HTML and other routes the SPA shell, in a viewer-request function', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp('"/invitation/investors":"/invitation/investors/index.html"'),
    });
    dev.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/app.html'"),
    });
  });

  it('sends a CSP and HSTS with every response', () => {
    const policies = Object.values(dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      const config = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(config.ContentSecurityPolicy.ContentSecurityPolicy).toEqual(expect.anything());
      expect(config.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true });
    }
    const config = policies[0]?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(config.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\./);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(config.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true });
  });

  it('uses the custom domain and TLS 1.2 when the stage has one', () => {
    prodWithDomain.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
  });

  it('keeps every bucket private, encrypted and SSL-only', () => {
    const buckets = dev.template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
        SSEAlgorithm: 'AES256',
      });
    }
    const sslDenials = Object.values(dev.template.findResources('AWS::S3::BucketPolicy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"'),
    );
    expect(sslDenials).toHaveLength(4);
  });

  it('keeps the documents in a versioned bucket of their own that no origin serves and only the document functions reach', () => {
    const buckets = dev.template.findResources('AWS::S3::Bucket');
    const [documentsId, ...others] = Object.keys(buckets).filter((id) => id.includes('DocumentsBucket'));
    expect(others).toEqual([]);
    const documents = buckets[documentsId!]!.Properties;
    expect(documents.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(documents.LoggingConfiguration).toMatchObject({ LogFilePrefix: 'documents/' });
    expect(documents.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['POST'] })]);
    expect(documents.LifecycleConfiguration.Rules).toEqual(expect.arrayContaining([
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
    ]));
    // No CloudFront origin is the documents bucket.
    const distribution = Object.values(dev.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(JSON.stringify(distribution.Properties.DistributionConfig.Origins)).not.toContain(documentsId);
    // Only the three document functions hold a grant on it, and only they know its name.
    const resources = dev.template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    const functions = Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::Function' && typeof resource.Properties.Description === 'string');
    const roleOf = (fn: { Properties: Record<string, unknown> }) => resources[(fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]]!;
    const granted = functions.filter((fn) => JSON.stringify(roleOf(fn).Properties.Policies ?? []).includes(documentsId!)).map((fn) => fn.Properties.Description).sort();
    expect(granted).toEqual(['documents/create-document-upload', 'documents/open-document-link', 'documents/save-document-version']);
    const named = functions.filter((fn) => JSON.stringify(fn.Properties.Environment ?? {}).includes(documentsId!)).map((fn) => fn.Properties.Description).sort();
    expect(named).toEqual(granted);
    // The IAM policies that are not in a function's role name it nowhere.
    const policies = Object.values(resources).filter((resource) => resource.Type === 'AWS::IAM::Policy');
    expect(policies.filter((policy) => JSON.stringify(policy.Properties).includes(documentsId!))).toEqual([]);
  });

  it('takes photo uploads by presigned POST under uploads/ and removes abandoned uploads after a day', () => {
    dev.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
      LifecycleConfiguration: { Rules: [Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' })] },
    });
  });

  it('lets CloudFront read nothing of the photos bucket but photos/* and site-photos/*, so an unchecked upload is never served', () => {
    const photosBucket = Object.keys(dev.template.findResources('AWS::S3::Bucket', { Properties: { LifecycleConfiguration: Match.anyValue() } }))
      .find((id) => id.includes('Photos'))!;
    const policy = Object.values(dev.template.findResources('AWS::S3::BucketPolicy')).find(
      (resource) => JSON.stringify(resource.Properties.Bucket) === JSON.stringify({ Ref: photosBucket }),
    );
    const statements = policy!.Properties.PolicyDocument.Statement as Record<string, unknown>[];
    expect(statements).toContainEqual({
      Sid: 'CloudFrontServesCheckedPhotosOnly',
      Effect: 'Deny',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
      NotResource: [
        { 'Fn::Join': ['', [{ 'Fn::GetAtt': [photosBucket, 'Arn'] }, '/photos/*']] },
        { 'Fn::Join': ['', [{ 'Fn::GetAtt': [photosBucket, 'Arn'] }, '/site-photos/*']] },
      ],
    });
    // The distribution's only routes to the bucket are /photos/* and /site-photos/*.
    const distribution = Object.values(dev.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const photoOrigin = (distribution.Properties.DistributionConfig.Origins as { Id: string; DomainName: unknown }[]).find((origin) =>
      JSON.stringify(origin.DomainName).includes(photosBucket),
    )!;
    const routes = (distribution.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[])
      .filter((behavior) => behavior.TargetOriginId === photoOrigin.Id)
      .map((behavior) => behavior.PathPattern);
    expect(routes).toEqual(['/photos/*', '/site-photos/*']);
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior.TargetOriginId).not.toBe(photoOrigin.Id);
  });

  it('retains the buckets outside dev', () => {
    const policies = Object.values(prod.template.findResources('AWS::S3::Bucket')).map((bucket) => bucket.DeletionPolicy);
    expect(new Set(policies)).toEqual(new Set(['Retain']));
  });

  it('deploys only config.json when there is no web build', () => {
    dev.template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    dev.template.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: false, DistributionPaths: ['/config.json'] });
  });

  it('deploys the hashed chunks and the default heroes, then the pages without pruning either or config.json, then config.json', () => {
    prodWithDomain.template.resourceCountIs('Custom::CDKBucketDeployment', 4);
    // A chunk's name changes with its content: browsers keep it a year without asking again.
    prodWithDomain.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: true,
      Exclude: ['*'],
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    // The default heroes keep an admin's hero's five minutes: a fallback kept longer would hide a new hero.
    prodWithDomain.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: true,
      Exclude: ['*'],
      Include: ['site-photos/hero/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=300' },
    });
    // Pages and config.json keep their names: revalidated at every visit, so a deploy is seen at once.
    prodWithDomain.template.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({ Prune: true, Exclude: ['config.json', 'assets/*', 'site-photos/hero/*'], SystemMetadata: { 'cache-control': 'no-cache' } }),
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('DeployChunksCustomResource'), Match.stringLikeRegexp('DeployDefaultHeroesCustomResource')]),
    });
    prodWithDomain.template.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' } }),
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('DeploySpaCustomResource')]),
    });
  });
});

describe('Stack', () => {
  const cases: [string, { stack: Stack; template: Template }][] = [
    ['dev', dev],
    ['prod', prod],
    ['prod with domain and web build', prodWithDomain],
  ];

  it.each(cases)('%s has no unsuppressed cdk-nag AwsSolutions or Serverless (lens) errors or warnings', (_name, { stack }) => {
    const annotations = Annotations.fromStack(stack);
    const summarise = (found: ReturnType<typeof annotations.findError>) =>
      found.map((finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`);
    const rule = Match.stringLikeRegexp('(AwsSolutions|Serverless)-.*');
    expect(summarise(annotations.findError('*', rule))).toEqual([]);
    expect(summarise(annotations.findWarning('*', rule))).toEqual([]);
  });

  it.each(cases)('%s has no dependency cycle', (_name, { template }) => {
    expect(findCycle(template)).toBeUndefined();
  });

  it('is named after the stage', () => {
    expect(dev.stack.stackName).toBe('SafeHaven-dev');
    expect(prod.stack.stackName).toBe('SafeHaven-prod');
  });
});

/** CloudFormation rejects templates whose Ref/GetAtt/DependsOn graph has a cycle; find one first. */
function findCycle(template: Template): string[] | undefined {
  const resources = template.toJSON().Resources as Record<string, { DependsOn?: string | string[] }>;
  const edges = new Map<string, Set<string>>();
  const collect = (value: unknown, into: Set<string>): void => {
    if (Array.isArray(value)) value.forEach((item) => collect(item, into));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'Ref' && typeof inner === 'string' && inner in resources) into.add(inner);
        else if (key === 'Fn::GetAtt' && Array.isArray(inner) && inner[0] in resources) into.add(inner[0] as string);
        else collect(inner, into);
      }
    }
  };
  for (const [id, resource] of Object.entries(resources)) {
    const targets = new Set<string>([resource.DependsOn ?? []].flat());
    collect(resource, targets);
    edges.set(id, targets);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): string[] | undefined => {
    if (state.get(id) === 'visiting') return [...trail, id];
    if (state.get(id) === 'done') return undefined;
    state.set(id, 'visiting');
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next, [...trail, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
}
