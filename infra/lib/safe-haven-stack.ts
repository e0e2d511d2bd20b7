import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import {
  API_ROUTES, BACKGROUND_FUNCTIONS, DAILY_DIGEST_FUNCTION, LIVE_CONNECTIONS_FUNCTION, OUTBOX_SWEEPER_FUNCTION, RETENTION_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION, STREAM_FUNCTION, type ApiRoute,
} from '@safe-haven/shared/api-routes';
import { ORIGIN_VERIFY_HEADER } from '@safe-haven/shared/edge';
import type { FunctionEnvironment } from '@safe-haven/shared/function-environment';
import { RETENTION_ENV, type RetentionPeriods } from '@safe-haven/shared/retention';
import { AccessLogs } from './constructs/access-logs';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { EdgeFirewall } from './constructs/edge-firewall';
import { Email } from './constructs/email';
import { HandlerFunction, type HandlerDefaults } from './constructs/handler-function';
import { LiveUpdatesApi } from './constructs/live-updates';
import { Operations } from './constructs/operations';
import { Site } from './constructs/site';
import { CLOUDFRONT_LOGS_REGION, CloudFrontAccessLogs, cloudFrontDeliverySourceArn, type CloudFrontAccessLogsProps } from './constructs/cloudfront-access-logs';
import { EmailEvents } from './constructs/email-events';
import { OutboxSweeper } from './constructs/outbox-sweeper';
import { RetentionSweeper } from './constructs/retention-sweeper';
import { DailyDigest } from './constructs/daily-digest';
import { StreamConsumer } from './constructs/stream-consumer';
import { UserPoolFirewall } from './constructs/user-pool-firewall';
import type { AppResources, SiteOriginSource } from './function-access';
import { photoUploadOrigins, warnWhenApiReachableWithoutEdge, warnWhenProductionOnCloudFrontDomain } from './site-domain';
import type { StageSettings } from './stage-settings';
import { recordLensException } from './well-architected';

/** The stage's retention periods as the functions read them (lambdas/src/core/retention-settings.ts). */
export const retentionEnvironment = (retention: RetentionPeriods): FunctionEnvironment =>
  Object.fromEntries((Object.keys(RETENTION_ENV) as (keyof RetentionPeriods)[]).map((name) => [RETENTION_ENV[name], String(retention[name])]));

export interface SafeHavenStackProps extends StackProps {
  /** Stage name (`dev`, `prod`, ...), part of resource names. */
  readonly stage: string;
  readonly settings: StageSettings;
  /** Repository root: lambdas/src, package-lock.json. */
  readonly repoRoot: string;
  /**
   * Built SPA folder to deploy.
   * @default - none: only /config.json is deployed
   */
  readonly webDistPath?: string;
  /**
   * ARN of the CloudFront web ACL when it lives in its own us-east-1 stack (see edge-stack.ts).
   * @default - the web ACL is created in this stack, which must then be in us-east-1
   */
  readonly webAclArn?: string;
}

/** Name of the SSM parameter holding the site's https origin, for stages that link to the CloudFront domain. */
export const siteOriginParameterName = (stage: string): string => `/safe-haven/${stage}/site-origin`;

/** Paths of the public routes held to the edge's sign-in rate limit. */
export const signInPaths = (): string[] => (API_ROUTES as readonly ApiRoute[]).filter((route) => route.signIn).map((route) => route.path);

/** Page paths no search engine may index: invitation pages, founder sign-up and account set-up. */
export const NOINDEX_PATHS = ['/invitation*', '/founder-signup*', '/setup-profile*', '/forgot-password*'];

/** Names the CloudFront log delivery source and destination of a stage. */
export const cloudFrontLogDeliveryName = (stage: string): string => `safe-haven-${stage}-cloudfront`;

/** One stage of Safe Haven: auth, data, API, stream consumer, email, the site, its firewall and its alarms. */
export class SafeHavenStack extends Stack {
  /** What the CloudFront access-log delivery needs, for a stage whose stack is outside us-east-1. */
  readonly cloudFrontLogs: CloudFrontAccessLogsProps;

  constructor(scope: Construct, id: string, props: SafeHavenStackProps) {
    super(scope, id, props);
    const { stage, settings } = props;
    const removalPolicy = settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const accessLogs = new AccessLogs(this, 'AccessLogs', { retentionDays: settings.logRetentionDays, removalPolicy });
    const uploadOrigins = photoUploadOrigins(settings);
    const data = new Data(this, 'Data', {
      deletionProtection: settings.deletionProtection,
      accessLogsBucket: accessLogs.bucket,
      removalPolicy,
      ...(uploadOrigins ? { uploadOrigins } : {}),
    });
    const auth = new Auth(this, 'Auth', {
      userPoolName: `safe-haven-${stage}`,
      deletionProtection: settings.deletionProtection,
      removalPolicy,
      threatProtection: settings.threatProtection,
      ...(settings.userPoolEmailViaSes
        ? { sesSender: { fromEmail: settings.senderEmail, ...(settings.sesIdentity.includes('@') ? {} : { sesVerifiedDomain: settings.sesIdentity }) } }
        : {}),
    });
    // The functions add this to their Cognito calls that change a second factor; the user pool's web
    // ACL refuses those calls without it, so a browser's access token alone cannot make them.
    const serverCall = new Secret(this, 'ServerCallSecret', {
      description: `Safe Haven ${stage}: the header value that lets the functions change a second factor`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(serverCall, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'Not rotated automatically: the web ACL and the functions must change together; a routing proof, not a credential (calls still need the user\'s token).',
      },
    ]);
    const serverCallValue = serverCall.secretValue.unsafeUnwrap();
    // Without WAF (a dev stage, settings.waf) a browser's own second-factor calls are not refused at
    // Cognito; the app's functions still check the password and current code before they make them.
    if (settings.waf) {
      new UserPoolFirewall(this, 'UserPoolFirewall', {
        name: `safe-haven-${stage}-sign-in`,
        userPool: auth.userPool,
        limit: settings.limits.edge.userPoolPerIp,
        logRetention: settings.logRetentionDays,
        serverCallSecret: serverCallValue,
      });
    }
    const email = new Email(this, 'Email', {
      identity: settings.sesIdentity,
      configurationSetName: `safe-haven-${stage}`,
      senderEmail: settings.senderEmail,
    });

    // Functions that build links read the origin from configuration only. For the CloudFront domain
    // they get the parameter's *name* (a literal), so they do not depend on the distribution, which
    // depends on the API: no cycle.
    const siteOrigin: SiteOriginSource =
      settings.siteOrigin.kind === 'fixed'
        ? settings.siteOrigin
        : { kind: 'parameter', parameterName: siteOriginParameterName(stage) };
    const linkSigningKey = new Secret(this, 'LinkSigningKey', {
      description: `Safe Haven ${stage}: HMAC key of the tokens in emailed links`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    NagSuppressions.addResourceSuppressions(linkSigningKey, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'Not rotated automatically: a new key would invalidate every invitation link already emailed (tokens are derived from it).',
      },
    ]);
    // Live updates' WebSocket API first: the stream's function posts to it (resources.liveApi).
    const liveUpdates = new LiveUpdatesApi(this, 'LiveUpdates', {
      apiName: `safe-haven-${stage}-live`,
      logRetention: settings.logRetentionDays,
      logRemovalPolicy: removalPolicy,
      connectThrottle: settings.limits.liveConnectThrottle,
    });
    const resources: AppResources = {
      table: data.table,
      photosBucket: data.photosBucket,
      documentsBucket: data.documentsBucket,
      email,
      userPool: auth.userPool,
      siteOrigin,
      linkSigningKey,
      secondFactor: { stepUpClientId: auth.stepUpClient.userPoolClientId, serverCallSecret: serverCallValue },
      webClientId: auth.userPoolClient.userPoolClientId,
      supportEmail: settings.supportEmail,
      dailyInvitationCap: settings.dailyInvitationCap,
      documentLinkDays: settings.documentLinkDays,
      sesSendRate: settings.sesSendRate,
      liveApi: liveUpdates,
    };
    const handlerDefaults: HandlerDefaults = {
      repoRoot: props.repoRoot,
      resources,
      environment: {
        LOG_LEVEL: settings.logLevel,
        // Every function may delete or keep personal data (retention sweeper, access log, erasure).
        ...retentionEnvironment(settings.retention),
      },
      logRetention: settings.logRetentionDays,
      logRemovalPolicy: removalPolicy,
      tracing: settings.tracing,
    };

    // CloudFront adds this secret to every API request; the functions refuse requests without it.
    const originVerify = new Secret(this, 'OriginVerifySecret', {
      description: `Safe Haven ${stage}: the header value proving a request came through CloudFront`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(originVerify, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Not rotated automatically: CloudFront and every function must change together. It is a routing proof, not a credential ' +
          '(requests still need a token); rotate it by replacing the secret (new construct id) and deploying.',
      },
    ]);
    // Resolved by CloudFormation into the distribution and the functions' environment. The value is
    // visible to whoever may read either configuration, which is the same audience as the secret's.
    const originVerifyValue = originVerify.secretValue.unsafeUnwrap();

    const api = new Api(this, 'Api', {
      apiName: `safe-haven-${stage}`,
      routes: API_ROUTES,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      handlerDefaults,
      originVerifySecret: originVerifyValue,
      staffRouteThrottle: settings.limits.staffRouteThrottle,
      publicRouteThrottles: settings.limits.publicRouteThrottles,
      ...(settings.apiOrigin ? { originDomain: settings.apiOrigin } : {}),
    });
    const streamConsumer = new StreamConsumer(this, 'StreamConsumer', {
      table: data.table,
      handler: STREAM_FUNCTION,
      handlerDefaults,
      emailReaderParallelization: settings.limits.emailReaderParallelization,
    });

    const { function: liveConnections } = new HandlerFunction(this, LIVE_CONNECTIONS_FUNCTION.id, {
      handlerModule: LIVE_CONNECTIONS_FUNCTION.handler,
      defaults: handlerDefaults,
      permissions: LIVE_CONNECTIONS_FUNCTION.permissions,
      sizing: LIVE_CONNECTIONS_FUNCTION,
      invocation: 'synchronous',
      // $connect refuses a handshake that did not come through CloudFront, as every HTTP route does.
      environment: { ORIGIN_VERIFY_SECRET: originVerifyValue },
      // The route functions' log group: one resource fewer, the same retention.
      logGroup: api.routeLogs,
    });
    liveUpdates.connect(liveConnections);

    const webAclArn = !settings.waf
      ? undefined
      : (props.webAclArn ??
        new EdgeFirewall(this, 'EdgeFirewall', {
          name: `safe-haven-${stage}`,
          rateLimits: settings.limits.edge,
          signInPaths: signInPaths(),
          logRetention: settings.logRetentionDays,
        }).webAclArn);

    const site = new Site(this, 'Site', {
      api: settings.apiOrigin
        ? { originName: settings.apiOrigin.name, clientCertificateArn: settings.apiOrigin.clientCertificateArn }
        : { endpoint: api.httpApi.apiEndpoint },
      liveOrigin: liveUpdates.originDomain,
      photosBucket: data.photosBucket,
      documentsBucket: data.documentsBucket,
      accessLogsBucket: accessLogs.bucket,
      originVerify: { headerName: ORIGIN_VERIFY_HEADER, value: originVerifyValue },
      ...(webAclArn ? { webAclArn } : {}),
      noindexPaths: NOINDEX_PATHS,
      runtimeConfig: {
        stage,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        supportEmail: settings.supportEmail,
        teamTimeZone: settings.timeZone,
        ...(settings.publicSiteUrl ? { publicSiteUrl: settings.publicSiteUrl } : {}),
      },
      ...(props.webDistPath ? { webDistPath: props.webDistPath } : {}),
      ...(settings.domain ? { domain: settings.domain } : {}),
      logRetention: settings.logRetentionDays,
      removalPolicy,
    });
    warnWhenProductionOnCloudFrontDomain(site.distribution, stage, settings);
    warnWhenApiReachableWithoutEdge(api.httpApi, stage, settings);
    // CloudFront's access log (standard logging v2, no query strings). Its delivery source must be in
    // us-east-1: here when the stage is, else in the stage's small logs stack (stage.ts).
    const logDeliveryName = cloudFrontLogDeliveryName(stage);
    accessLogs.allowCloudFrontDelivery(cloudFrontDeliverySourceArn(this, logDeliveryName));
    this.cloudFrontLogs = { name: logDeliveryName, distributionArn: site.distribution.distributionArn, bucketArn: accessLogs.bucket.bucketArn };
    if (this.region === CLOUDFRONT_LOGS_REGION) new CloudFrontAccessLogs(this, 'CloudFrontAccessLogs', this.cloudFrontLogs);

    if (siteOrigin.kind === 'parameter') {
      new StringParameter(this, 'SiteOriginParameter', {
        parameterName: siteOrigin.parameterName,
        stringValue: site.url,
        description: 'https origin of the site, for links in emails (read by the functions at cold start)',
      });
    }

    const operations = new Operations(this, 'Operations', { alarmEmail: settings.alarmEmail, namePrefix: `safe-haven-${stage}` });
    // Route functions are watched through the API's 5xx alarm (see Operations.watchFunction).
    operations.watchFunction(STREAM_FUNCTION.id, streamConsumer.function);
    operations.watchStreamConsumer(STREAM_FUNCTION.id, streamConsumer.function);
    operations.watchDeadLetterQueue(STREAM_FUNCTION.id, streamConsumer.deadLetterQueue);
    operations.watchApi('Api', api.stage);
    // Invoked by the WebSocket API, synchronously: no queue; its errors count with the background functions'.
    operations.watchFunction(LIVE_CONNECTIONS_FUNCTION.id, liveConnections);
    operations.watchEmail();
    operations.watchSignupCodes();
    this.recordLensExceptions(api);
    // A background function needs its trigger and its alarms wired here; fail loudly until it is.
    const sweeper = new OutboxSweeper(this, 'OutboxSweeper', { handler: OUTBOX_SWEEPER_FUNCTION, handlerDefaults });
    operations.watchFunction(OUTBOX_SWEEPER_FUNCTION.id, sweeper.function);
    operations.watchDeadLetterQueue(OUTBOX_SWEEPER_FUNCTION.id, sweeper.deadLetterQueue);
    const emailEvents = new EmailEvents(this, 'EmailEvents', {
      configurationSet: email.configurationSet,
      configurationSetName: email.configurationSet.configurationSetName,
      handler: SES_EVENTS_FUNCTION,
      handlerDefaults,
    });
    operations.watchFunction(SES_EVENTS_FUNCTION.id, emailEvents.function);
    operations.watchDeadLetterQueue(SES_EVENTS_FUNCTION.id, emailEvents.deadLetterQueue);
    const retention = new RetentionSweeper(this, 'RetentionSweeper', { handler: RETENTION_SWEEPER_FUNCTION, handlerDefaults });
    operations.watchFunction(RETENTION_SWEEPER_FUNCTION.id, retention.function);
    operations.watchDeadLetterQueue(RETENTION_SWEEPER_FUNCTION.id, retention.deadLetterQueue);
    const digest = new DailyDigest(this, 'DailyDigest', { handler: DAILY_DIGEST_FUNCTION, handlerDefaults, timeZone: settings.timeZone });
    operations.watchFunction(DAILY_DIGEST_FUNCTION.id, digest.function);
    operations.watchDeadLetterQueue(DAILY_DIGEST_FUNCTION.id, digest.deadLetterQueue);
    const wired = new Set<string>([LIVE_CONNECTIONS_FUNCTION.id, STREAM_FUNCTION.id, OUTBOX_SWEEPER_FUNCTION.id, SES_EVENTS_FUNCTION.id, RETENTION_SWEEPER_FUNCTION.id, DAILY_DIGEST_FUNCTION.id]);
    const unwired = BACKGROUND_FUNCTIONS.filter((fn) => !wired.has(fn.id));
    if (unwired.length > 0) throw new Error(`No trigger in SafeHavenStack for: ${unwired.map((fn) => fn.id).join(', ')}`);

    new CfnOutput(this, 'SiteUrl', { value: site.url, description: 'The site; email links point here' });
    if (!settings.apiOrigin) {
      new CfnOutput(this, 'ApiEndpoint', { value: api.httpApi.apiEndpoint, description: 'Answers only requests that came through the site' });
    }
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'StreamFunctionName', { value: streamConsumer.function.functionName, description: 'npm run ops:stream-replay re-feeds parked records to it' });
    new CfnOutput(this, 'AlarmTopicArn', { value: operations.topic.topicArn, description: `Confirm the subscription sent to ${settings.alarmEmail}` });
  }

  /** Serverless-lens practices this stage does not follow, with the reason, on the constructs they concern. */
  private recordLensExceptions(api: Api): void {
    recordLensException(api, {
      practice: 'reserved-concurrency',
      reason:
        'No reserved concurrency per function: at this volume it would only cap legitimate bursts. A flood is stopped ' +
        'before Lambda by the per-IP WAF rules and the HTTP API stage and route throttles.',
    });
    recordLensException(api, {
      practice: 'provisioned-concurrency',
      reason: 'No provisioned concurrency: cold starts (a few hundred ms) cost less than keeping instances warm for a low-traffic staff app.',
    });
    recordLensException(api, {
      practice: 'sdk-call-tracing',
      reason:
        'Lambda active tracing records each invocation (cold start and duration); SDK calls are not instrumented (Powertools Tracer ' +
        'pulls the X-Ray SDK into every bundle). The DynamoDB work per request is listed by scripts/bench/funnel-capacity.ts.',
    });
    recordLensException(api, {
      practice: 'api-tracing',
      reason: 'HTTP APIs do not support X-Ray; the API access log and every function log line carry the same API request id (logRequest).',
    });
    recordLensException(api, {
      practice: 'gradual-deployment',
      reason: 'No Lambda aliases with canary deployments: one small team, one region; a failed deploy is rolled back by CloudFormation and the alarms name the function.',
    });
  }
}
