import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { API_ROUTES, STREAM_HANDLER } from '../../shared/src/api-routes';
import { AccessLogs } from './constructs/access-logs';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import type { HandlerDefaults } from './constructs/handler-function';
import { Site } from './constructs/site';
import { StreamConsumer } from './constructs/stream-consumer';
import type { StageSettings } from './stage-settings';

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
}

/** One stage of Safe Haven: auth, data, API, stream consumer, email and the site. */
export class SafeHavenStack extends Stack {
  constructor(scope: Construct, id: string, props: SafeHavenStackProps) {
    super(scope, id, props);
    const { stage, settings } = props;
    const removalPolicy = settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const accessLogs = new AccessLogs(this, 'AccessLogs', { retentionDays: settings.logRetentionDays, removalPolicy });
    const data = new Data(this, 'Data', {
      deletionProtection: settings.deletionProtection,
      accessLogsBucket: accessLogs.bucket,
      removalPolicy,
      ...(settings.appOrigin ? { uploadOrigins: [settings.appOrigin] } : {}),
    });
    const auth = new Auth(this, 'Auth', {
      userPoolName: `safe-haven-${stage}`,
      deletionProtection: settings.deletionProtection,
      removalPolicy,
    });
    const email = new Email(this, 'Email', {
      identity: settings.sesIdentity,
      configurationSetName: `safe-haven-${stage}`,
    });

    // APP_ORIGIN comes from the stage settings (custom domain, or the configured appOrigin), never
    // from the distribution: the distribution depends on the API, so the reverse would be a cycle.
    const handlerDefaults: HandlerDefaults = {
      repoRoot: props.repoRoot,
      environment: {
        TABLE_NAME: data.table.tableName,
        PHOTOS_BUCKET: data.photosBucket.bucketName,
        SENDER_EMAIL: settings.senderEmail,
        APP_ORIGIN: settings.appOrigin,
        SES_CONFIGURATION_SET: email.configurationSet.configurationSetName,
        LOG_LEVEL: settings.logLevel,
      },
      logRetention: settings.logRetentionDays,
      logRemovalPolicy: removalPolicy,
      grantAppAccess: (fn: IFunction) => {
        data.table.grantReadWriteData(fn);
        data.photosBucket.grantReadWrite(fn);
        email.grantSend(fn);
      },
    };

    const api = new Api(this, 'Api', {
      apiName: `safe-haven-${stage}`,
      routes: API_ROUTES,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      handlerDefaults,
      defaultThrottle: settings.defaultThrottle,
      publicRouteThrottle: settings.publicRouteThrottle,
    });
    new StreamConsumer(this, 'StreamConsumer', {
      table: data.table,
      handlerModule: STREAM_HANDLER,
      handlerDefaults,
    });

    const site = new Site(this, 'Site', {
      apiEndpoint: api.httpApi.apiEndpoint,
      photosBucket: data.photosBucket,
      accessLogsBucket: accessLogs.bucket,
      runtimeConfig: {
        stage,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        supportEmail: settings.supportEmail,
      },
      ...(props.webDistPath ? { webDistPath: props.webDistPath } : {}),
      ...(settings.domain ? { domain: settings.domain } : {}),
      logRetention: settings.logRetentionDays,
      removalPolicy,
    });

    new CfnOutput(this, 'SiteUrl', { value: site.url, description: 'Set as appOrigin in cdk.json if the stage has no domain' });
    new CfnOutput(this, 'ApiEndpoint', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
  }
}
